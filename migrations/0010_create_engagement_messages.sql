-- The messenger of an application (spec §2 '/association/{slug}/messagerie/{engagementId}', issue 6):
-- the volunteer and the mission's association write to each other; the mission's registration message
-- and automatic reply are posted by the system when the volunteer applies.
-- Tenants: the engagement's company and association, copied from the engagement.
create table engagement_messages (
  id bigint generated always as identity primary key,
  engagement_id uuid not null references engagements (id) on delete cascade,
  company_id integer not null references companies (id),
  association_id integer references associations (id),
  author_user_id uuid references users (id) on delete set null,
  author_kind text not null check (author_kind in ('volunteer', 'association', 'system')),
  body text not null check (length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now(),
  -- Automatic messages have no author.
  check (author_kind <> 'system' or author_user_id is null)
);
create index engagement_messages_engagement_idx on engagement_messages (engagement_id, id);
create index engagement_messages_company_idx on engagement_messages (company_id);
create index engagement_messages_association_idx on engagement_messages (association_id);

-- How far each side has read a conversation (one row per engagement and side).
create table engagement_message_reads (
  engagement_id uuid not null references engagements (id) on delete cascade,
  side text not null check (side in ('volunteer', 'association')),
  last_read_message_id bigint not null,
  read_at timestamptz not null default now(),
  primary key (engagement_id, side)
);
