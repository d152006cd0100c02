-- The admin space (issue 16): one audit log of what platform administrators change, and the indexes of the admin
-- users list (search by name, e-mail or matricule; sorted by name or by creation) at 100,000 users.
-- Runs on PostgreSQL 15 and on PGlite (without pg_trgm there, the search reads the table: fine at a demo's size).

-- Every state-changing request a platform administrator makes: with their own session (the admin API, and the
-- tenants' APIs they reach as a platform admin), or with a session they took as someone else (`impersonation_id`),
-- and the start and end of each impersonation. `resource_*` name what the request was about when its path says it
-- (an application, a user, a company...). Rows are never updated nor deleted by the application.
create table admin_audit_log (
  id bigint generated always as identity primary key,
  admin_user_id uuid not null references users (id),
  impersonation_id bigint references impersonations (id),
  method text not null check (method in ('POST', 'PUT', 'PATCH', 'DELETE')),
  path text not null check (length(path) between 1 and 2000),
  resource_type text check (resource_type ~ '^[a-z_]+$'),
  resource_id text check (length(resource_id) between 1 and 200),
  status integer not null check (status between 100 and 599),
  created_at timestamptz not null default now(),
  check ((resource_type is null) = (resource_id is null))
);
create index admin_audit_log_admin_idx on admin_audit_log (admin_user_id, created_at desc, id desc);
create index admin_audit_log_resource_idx on admin_audit_log (resource_type, resource_id, created_at desc, id desc) where resource_type is not null;
create index admin_audit_log_impersonation_idx on admin_audit_log (impersonation_id, created_at, id) where impersonation_id is not null;

-- What was recorded of impersonations until now moves into the log, which replaces its table (decision 003).
insert into admin_audit_log (admin_user_id, impersonation_id, method, path, status, created_at)
select i.admin_user_id, a.impersonation_id, a.method, left(a.path, 2000), a.status, a.created_at
from impersonation_actions a
join impersonations i on i.id = a.impersonation_id
order by a.id;
drop table impersonation_actions;

-- The users list's search: a part of « first last », « last first », the name or the e-mail address, accents and
-- case ignored. The fields are joined with a unit separator, which no searched text can hold (the text rule of every
-- input refuses control characters), so a match never spans two fields.
create function user_search_text(first_name text, last_name text, name text, email text) returns text
  language sql immutable parallel safe
  as $$
    select lower(search_unaccent(concat_ws(chr(31),
      concat_ws(' ', first_name, last_name), concat_ws(' ', last_name, first_name), name, email)))
  $$;
-- Stored, so a search that cannot use an index (a text of one or two letters) reads it instead of computing it.
alter table users add column search_text text generated always as (user_search_text(first_name, last_name, name, email)) stored;

do $$
begin
  create extension if not exists pg_trgm;
exception when others then
  raise notice 'pg_trgm is not available here: the admin users search reads the table';
end
$$;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute 'create index users_search_trgm_idx on users using gin (search_text gin_trgm_ops)';
    execute 'create index company_members_sso_id_trgm_idx on company_members using gin (lower(sso_id) gin_trgm_ops) where sso_id is not null';
  end if;
end
$$;

-- The two orders of the list, each walked from its start for a page (then filtered by state or organisation).
create index users_admin_name_order_idx on users (lower(coalesce(last_name, name, email)), lower(coalesce(first_name, '')), email);
create index users_created_order_idx on users (created_at desc, id desc);
-- The state filter, and counting a state's users read from the index alone (with the id for the organisation's join).
create index users_state_idx on users (state, id);

-- A user's applications on their admin page, the newest first (canceled ones included).
create index engagements_user_created_idx on engagements (user_id, created_at desc);
