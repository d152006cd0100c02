-- Mission discovery (spec §2 'mission search'): French full-text search over a
-- mission's title, description and association name, accents ignored, plus
-- what the search filters and sorts on. Runs on PostgreSQL 15 and on PGlite.

-- PostgreSQL has the unaccent extension; PGlite only when it is loaded at
-- start-up, so without it the same function falls back to translate().
do $$
begin
  create extension if not exists unaccent;
exception when others then
  raise notice 'unaccent is not available here: search_unaccent() uses translate()';
end
$$;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'unaccent') then
    execute $sql$
      create function search_unaccent(value text) returns text
        language sql immutable strict parallel safe
        as $body$ select public.unaccent('public.unaccent'::regdictionary, value) $body$
    $sql$;
  else
    execute $sql$
      create function search_unaccent(value text) returns text
        language sql immutable strict parallel safe
        as $body$
          select translate(
            replace(replace(replace(replace(replace(value, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), 'ß', 'ss'),
            'àâäáãåçéèêëíìîïñóòôöõøúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕØÚÙÛÜÝŸ’',
            'aaaaaaceeeeiiiinoooooouuuuyyAAAAAACEEEEIIIINOOOOOOUUUUYY''')
        $body$
    $sql$;
  end if;
end
$$;

-- The searchable text of a mission: its title weighs most, then its association, then its description.
create function mission_search_document(title text, organisation text, description text) returns tsvector
  language sql immutable parallel safe
  as $$
    select setweight(to_tsvector('french', search_unaccent(coalesce(title, ''))), 'A')
        || setweight(to_tsvector('french', search_unaccent(coalesce(organisation, ''))), 'B')
        || setweight(to_tsvector('french', search_unaccent(coalesce(description, ''))), 'C')
  $$;

alter table missions
  add column search_document tsvector not null default ''::tsvector,
  -- End of the last timeslot, kept by the trigger below: a mission is over once it has passed (spec §4).
  add column last_timeslot_ends_at timestamptz;

-- The association's name lives in another table, so a trigger (not a generated column) keeps the document.
create function missions_refresh_search_document() returns trigger language plpgsql as $$
begin
  new.search_document := mission_search_document(
    new.title,
    coalesce((select a.name from associations a where a.id = new.association_id), (select c.name from companies c where c.id = new.company_id)),
    new.description);
  return new;
end
$$;
create trigger missions_refresh_search_document before insert or update of title, description, association_id, company_id on missions
  for each row execute function missions_refresh_search_document();

create function associations_refresh_mission_search() returns trigger language plpgsql as $$
begin
  update missions m set search_document = mission_search_document(m.title, new.name, m.description) where m.association_id = new.id;
  return null;
end
$$;
create trigger associations_refresh_mission_search after update of name on associations
  for each row when (old.name is distinct from new.name) execute function associations_refresh_mission_search();

create function timeslots_refresh_mission_end() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update missions m set last_timeslot_ends_at = (select max(t.ends_at) from timeslots t where t.mission_id = m.id) where m.id = old.mission_id;
  end if;
  if tg_op <> 'DELETE' then
    update missions m set last_timeslot_ends_at = (select max(t.ends_at) from timeslots t where t.mission_id = m.id) where m.id = new.mission_id;
  end if;
  return null;
end
$$;
create trigger timeslots_refresh_mission_end after insert or delete or update of ends_at, mission_id on timeslots
  for each row execute function timeslots_refresh_mission_end();

update missions m set
  search_document = mission_search_document(
    m.title,
    coalesce((select a.name from associations a where a.id = m.association_id), (select c.name from companies c where c.id = m.company_id)),
    m.description),
  last_timeslot_ends_at = (select max(t.ends_at) from timeslots t where t.mission_id = m.id);

create index missions_search_document_idx on missions using gin (search_document);
-- What volunteers may find, newest first (the default order of the search). It carries every column
-- the visibility rule reads, so the default page and the results count are answered from the index alone.
create index missions_live_recent_idx on missions (published_at desc nulls last, id desc)
  include (is_pinned, pinned_until, expires_on, last_timeslot_ends_at, publisher_type, company_id, booking_restriction)
  where state in ('published', 'republished');
create index missions_pinned_idx on missions (published_at desc nulls last, id desc) where is_pinned;
-- The yes/no filters, so they combine with the thematics and skills indexes (bitmap AND) instead of reading every match.
create index missions_live_remote_idx on missions (published_at desc nulls last, id desc) where is_remote and state in ('published', 'republished');
create index missions_live_tax_exempt_idx on missions (published_at desc nulls last, id desc) where is_tax_exempt and state in ('published', 'republished');
create index missions_live_location_idx on missions (latitude, longitude) where state in ('published', 'republished') and latitude is not null;
create index timeslots_mission_ends_idx on timeslots (mission_id, ends_at);
