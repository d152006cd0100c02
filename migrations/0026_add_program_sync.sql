-- Selections (programs, issue 17) in the employee's offline replica: a `program` row per published selection of the
-- company (docs/sync.md). The row holds the selection and its rule; the replica applies the rule to the missions it
-- holds, so only a change of the selection itself (its columns, its association filter, its hand-picked missions,
-- its quests) names it in the change log.

alter table sync_changes drop constraint sync_changes_entity_check;
alter table sync_changes add constraint sync_changes_entity_check
  check (entity in ('mission', 'timeslot', 'association', 'quest', 'level', 'program', 'engagement', 'credit', 'level_answer', 'roster_engagement'));

-- The selection row (tenant: its company; null for a platform catalogue selection).
create function sync_programs_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sync_log('program', old.id::text, 'delete', old.company_id, null, null);
    return null;
  end if;
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  perform sync_log('program', new.id::text, 'upsert', new.company_id, null, null);
  return null;
end
$$;
create trigger sync_programs_log after insert or update or delete on programs
  for each row execute function sync_programs_log();

-- Its association filter, hand-picked missions and quests are part of the row: a change of one changes the selection.
-- (A selection deleted takes these rows with it: its own change says so, the lookup below then finds nothing.)
create function sync_program_parts_log() returns trigger language plpgsql as $$
declare
  part record;
begin
  if tg_op = 'DELETE' then part := old; else part := new; end if;
  insert into sync_changes (entity, entity_id, op, company_id, association_id, user_id)
  select 'program', p.id::text, 'upsert', p.company_id, null, null from programs p where p.id = part.program_id;
  if tg_op = 'UPDATE' and old.program_id <> new.program_id then
    insert into sync_changes (entity, entity_id, op, company_id, association_id, user_id)
    select 'program', p.id::text, 'upsert', p.company_id, null, null from programs p where p.id = old.program_id;
  end if;
  return null;
end
$$;
create trigger sync_program_associations_log after insert or update or delete on program_associations
  for each row execute function sync_program_parts_log();
create trigger sync_program_missions_log after insert or update or delete on program_missions
  for each row execute function sync_program_parts_log();
create trigger sync_program_quests_log after insert or update or delete on program_quests
  for each row execute function sync_program_parts_log();
