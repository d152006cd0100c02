-- Highlights (« Temps forts », issue 17) in the employee's offline replica: a `highlight` row per highlight of the
-- company (its own, and its copies of catalogue highlights), which the pull serves while its employees see it
-- (docs/sync.md). The row holds the highlight and the ids of its missions and quests; the replica keeps only what
-- is open to the employee of those, so only a change of the highlight itself (its columns, its content, or for a
-- copy its catalogue source) names it in the change log.

alter table sync_changes drop constraint sync_changes_entity_check;
alter table sync_changes add constraint sync_changes_entity_check
  check (entity in ('mission', 'timeslot', 'association', 'quest', 'level', 'program', 'highlight', 'engagement', 'credit', 'level_answer', 'roster_engagement'));

-- Every company row showing the highlight `p_highlight_id`: itself when it is a company's, and the companies' copies
-- of it when it is a catalogue highlight (a copy shows its source's content and days).
create function sync_log_highlight_rows(p_highlight_id integer) returns void language plpgsql as $$
begin
  insert into sync_changes (entity, entity_id, op, company_id, association_id, user_id)
  select 'highlight', h.id::text, 'upsert', h.company_id, null, null from highlights h
  where h.company_id is not null and (h.id = p_highlight_id or h.catalogue_highlight_id = p_highlight_id);
end
$$;

-- The highlight row (tenant: its company; a catalogue highlight has none, its copies are named instead). Deleting a
-- catalogue highlight deletes its copies (on delete cascade), whose own deletion says so.
create function sync_highlights_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if old.company_id is not null then perform sync_log('highlight', old.id::text, 'delete', old.company_id, null, null); end if;
    return null;
  end if;
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  perform sync_log_highlight_rows(new.id);
  return null;
end
$$;
create trigger sync_highlights_log after insert or update or delete on highlights
  for each row execute function sync_highlights_log();

-- Its missions, quests and events are part of the row.
create function sync_highlight_parts_log() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sync_log_highlight_rows(old.highlight_id);
  else
    perform sync_log_highlight_rows(new.highlight_id);
    if tg_op = 'UPDATE' and old.highlight_id <> new.highlight_id then perform sync_log_highlight_rows(old.highlight_id); end if;
  end if;
  return null;
end
$$;
create trigger sync_highlight_missions_log after insert or update or delete on highlight_missions
  for each row execute function sync_highlight_parts_log();
create trigger sync_highlight_quests_log after insert or update or delete on highlight_quests
  for each row execute function sync_highlight_parts_log();
create trigger sync_highlight_challenges_log after insert or update or delete on highlight_challenges
  for each row execute function sync_highlight_parts_log();
