-- Offline sync (shared/design/sync.md, issue 7): the push side's exactly-once bookkeeping and the pull side's change log.

-- One row per sync client (a browser profile and signed-in user); `last_mutation_id` is the last intent applied.
create table sync_clients (
  client_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  last_mutation_id integer not null default 0 check (last_mutation_id >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sync_clients_user_idx on sync_clients (user_id);

-- The stored result of every applied mutation: a replay answers it again, identical, without applying anything.
create table sync_mutations (
  client_id uuid not null references sync_clients (client_id) on delete cascade,
  mutation_id integer not null check (mutation_id >= 1),
  name text not null,
  result jsonb not null check (jsonb_typeof(result) = 'object'),
  created_at timestamptz not null default now(),
  primary key (client_id, mutation_id)
);

-- The change log read by pulls. `txid` is the writing transaction's id: a reader takes the watermark
-- pg_snapshot_xmin(pg_current_snapshot()) and reads rows with watermark_before <= txid < watermark_now; every
-- transaction below a snapshot's xmin has ended, so no change committed late can slip behind the cursor
-- (a "max id seen" cursor would lose it). Tenant keys let a pull select only its user's rows.
create table sync_changes (
  id bigint generated always as identity primary key,
  txid xid8 not null default pg_current_xact_id(),
  entity text not null check (entity in ('mission', 'timeslot', 'association', 'quest', 'level', 'engagement', 'credit', 'level_answer', 'roster_engagement')),
  entity_id text not null,
  op text not null check (op in ('upsert', 'delete')),
  company_id integer,
  association_id integer,
  user_id uuid,
  created_at timestamptz not null default now()
);
create index sync_changes_txid_idx on sync_changes (txid, id);
create index sync_changes_created_idx on sync_changes (created_at);

-- Retention: the highest txid pruned so far. A cursor at or below it may have missed pruned changes: reset.
create table sync_retention (
  singleton boolean primary key default true check (singleton),
  pruned_through xid8 not null default '0'::xid8,
  updated_at timestamptz not null default now()
);
insert into sync_retention (singleton) values (true);

create function sync_log(p_entity text, p_entity_id text, p_op text, p_company_id integer, p_association_id integer, p_user_id uuid)
returns void language plpgsql as $$
begin
  insert into sync_changes (entity, entity_id, op, company_id, association_id, user_id)
  values (p_entity, p_entity_id, p_op, p_company_id, p_association_id, p_user_id);
end
$$;

create function sync_log_mission_timeslots(p_mission_id integer) returns void language plpgsql as $$
begin
  insert into sync_changes (entity, entity_id, op, company_id, association_id, user_id)
  select 'timeslot', t.id::text, 'upsert', t.company_id, t.association_id, null from timeslots t where t.mission_id = p_mission_id;
end
$$;

-- Missions: the mission row itself (tenants: the publishing company, the association).
create function sync_missions_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sync_log('mission', old.id::text, 'delete', old.company_id, old.association_id, null);
    return null;
  end if;
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  perform sync_log('mission', new.id::text, 'upsert', new.company_id, new.association_id, null);
  -- Who may see the mission changed: its timeslots appear or vanish with it.
  if tg_op = 'UPDATE' and (old.state, old.booking_restriction, old.expires_on, old.company_id, old.association_id)
      is distinct from (new.state, new.booking_restriction, new.expires_on, new.company_id, new.association_id) then
    perform sync_log_mission_timeslots(new.id);
  end if;
  return null;
end
$$;
create trigger sync_missions_log after insert or update or delete on missions
  for each row execute function sync_missions_log();

-- Who may see a mission, and whether a company validated it: the mission changes for that company.
create function sync_mission_company_link_log() returns trigger language plpgsql as $$
declare
  link record;
begin
  if tg_op = 'DELETE' then link := old; else link := new; end if;
  perform sync_log('mission', link.mission_id::text, 'upsert', link.company_id, (select m.association_id from missions m where m.id = link.mission_id), null);
  perform sync_log_mission_timeslots(link.mission_id);
  if tg_op = 'UPDATE' and (old.mission_id <> new.mission_id or old.company_id <> new.company_id) then
    perform sync_log('mission', old.mission_id::text, 'upsert', old.company_id, (select m.association_id from missions m where m.id = old.mission_id), null);
  end if;
  return null;
end
$$;
create trigger sync_mission_company_validations_log after insert or update or delete on mission_company_validations
  for each row execute function sync_mission_company_link_log();
create trigger sync_mission_restricted_companies_log after insert or update or delete on mission_restricted_companies
  for each row execute function sync_mission_company_link_log();
create trigger sync_mission_targeted_entities_log after insert or update or delete on mission_targeted_entities
  for each row execute function sync_mission_company_link_log();

-- Timeslots: the slot (its places left); its dates also move the mission's next date.
create function sync_timeslots_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sync_log('timeslot', old.id::text, 'delete', old.company_id, old.association_id, null);
    perform sync_log('mission', old.mission_id::text, 'upsert', old.company_id, old.association_id, null);
    return null;
  end if;
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  perform sync_log('timeslot', new.id::text, 'upsert', new.company_id, new.association_id, null);
  if tg_op = 'INSERT' or old.starts_at is distinct from new.starts_at or old.signup_deadline is distinct from new.signup_deadline then
    perform sync_log('mission', new.mission_id::text, 'upsert', new.company_id, new.association_id, null);
  end if;
  return null;
end
$$;
create trigger sync_timeslots_log after insert or update or delete on timeslots
  for each row execute function sync_timeslots_log();

create function sync_associations_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sync_log('association', old.id::text, 'delete', null, old.id, null);
    return null;
  end if;
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  perform sync_log('association', new.id::text, 'upsert', null, new.id, null);
  return null;
end
$$;
create trigger sync_associations_log after insert or update or delete on associations
  for each row execute function sync_associations_log();

-- Applications: the employee's `engagement` and the association's `roster_engagement`.
create function sync_engagement_changed(p_id uuid, p_op text) returns void language plpgsql as $$
declare
  e record;
begin
  select id, user_id, company_id, association_id into e from engagements where id = p_id;
  if not found then return; end if;
  perform sync_log('engagement', e.id::text, p_op, e.company_id, null, e.user_id);
  if e.association_id is not null then
    perform sync_log('roster_engagement', e.id::text, p_op, e.company_id, e.association_id, null);
  end if;
end
$$;

create function sync_engagements_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sync_log('engagement', old.id::text, 'delete', old.company_id, null, old.user_id);
    if old.association_id is not null then
      perform sync_log('roster_engagement', old.id::text, 'delete', old.company_id, old.association_id, null);
    end if;
    return null;
  end if;
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  perform sync_log('engagement', new.id::text, 'upsert', new.company_id, null, new.user_id);
  if new.association_id is not null then
    perform sync_log('roster_engagement', new.id::text, 'upsert', new.company_id, new.association_id, null);
  end if;
  return null;
end
$$;
create trigger sync_engagements_log after insert or update or delete on engagements
  for each row execute function sync_engagements_log();

create function sync_engagement_timeslots_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  if tg_op <> 'INSERT' then perform sync_engagement_changed(old.engagement_id, 'upsert'); end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or old.engagement_id <> new.engagement_id) then
    perform sync_engagement_changed(new.engagement_id, 'upsert');
  end if;
  return null;
end
$$;
create trigger sync_engagement_timeslots_log after insert or update or delete on engagement_timeslots
  for each row execute function sync_engagement_timeslots_log();

-- Credit: one `credit` row ('me') per member and company.
create function sync_credit_entries_log() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform sync_log('credit', 'me', 'upsert', old.company_id, null, old.user_id); end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or old.user_id <> new.user_id or old.company_id <> new.company_id) then
    perform sync_log('credit', 'me', 'upsert', new.company_id, null, new.user_id);
  end if;
  return null;
end
$$;
create trigger sync_credit_entries_log after insert or update or delete on credit_entries
  for each row execute function sync_credit_entries_log();

-- Quests and their levels (tenant: the quest's company; null for the platform catalogue).
create function sync_quests_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sync_log('quest', old.id::text, 'delete', old.company_id, null, null);
    return null;
  end if;
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  perform sync_log('quest', new.id::text, 'upsert', new.company_id, null, null);
  -- A quest opened or closed takes its levels with it.
  if tg_op = 'UPDATE' and (old.state, old.company_id) is distinct from (new.state, new.company_id) then
    insert into sync_changes (entity, entity_id, op, company_id, association_id, user_id)
    select 'level', l.id::text, 'upsert', new.company_id, null, null from levels l where l.quest_id = new.id;
  end if;
  return null;
end
$$;
create trigger sync_quests_log after insert or update or delete on quests
  for each row execute function sync_quests_log();

create function sync_quest_partners_log() returns trigger language plpgsql as $$
declare
  quest_id integer;
begin
  if tg_op = 'DELETE' then quest_id := old.quest_id; else quest_id := new.quest_id; end if;
  perform sync_log('quest', quest_id::text, 'upsert', (select q.company_id from quests q where q.id = quest_id), null, null);
  return null;
end
$$;
create trigger sync_quest_partners_log after insert or update or delete on quest_partners
  for each row execute function sync_quest_partners_log();

-- A level's change also moves its quest (its points and level order).
create function sync_levels_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sync_log('level', old.id::text, 'delete', old.company_id, null, null);
    perform sync_log('quest', old.quest_id::text, 'upsert', old.company_id, null, null);
    return null;
  end if;
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  perform sync_log('level', new.id::text, 'upsert', new.company_id, null, null);
  perform sync_log('quest', new.quest_id::text, 'upsert', new.company_id, null, null);
  return null;
end
$$;
create trigger sync_levels_log after insert or update or delete on levels
  for each row execute function sync_levels_log();

create function sync_level_answers_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sync_log('level_answer', old.id::text, 'delete', old.company_id, null, old.user_id);
    return null;
  end if;
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  perform sync_log('level_answer', new.id::text, 'upsert', new.company_id, null, new.user_id);
  -- The level's answers count and the quest's participants.
  if tg_op = 'INSERT' then
    perform sync_log('level', new.level_id::text, 'upsert', new.company_id, null, null);
    perform sync_log('quest', (select l.quest_id from levels l where l.id = new.level_id)::text, 'upsert', new.company_id, null, null);
  end if;
  return null;
end
$$;
create trigger sync_level_answers_log after insert or update or delete on level_answers
  for each row execute function sync_level_answers_log();
