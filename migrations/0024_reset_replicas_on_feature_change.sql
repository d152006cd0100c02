-- Feature gating (spec §6) in the offline replica: the sync serves nothing of a feature the company cannot reach, so a
-- change of what it reaches (its plans, its enabled or completely activated features, its own allowed lists) starts
-- every member's replica over, as a change of the company's activation does (migration 0013).
create trigger sync_companies_features_reset after update of plans, enabled_features, completely_activated_features on companies
  for each row when ((old.plans, old.enabled_features, old.completely_activated_features)
                     is distinct from (new.plans, new.enabled_features, new.completely_activated_features))
  execute function sync_companies_reset();

create function sync_company_allowed_features_reset() returns trigger language plpgsql as $$
begin
  insert into sync_member_resets (company_id, user_id)
  select cm.company_id, cm.user_id from company_members cm
  where cm.company_id in (select company_id from changed_rows)
  on conflict (company_id, user_id) do update set txid = excluded.txid;
  return null;
end
$$;
create trigger sync_company_allowed_features_reset_insert after insert on company_allowed_features
  referencing new table as changed_rows for each statement execute function sync_company_allowed_features_reset();
create trigger sync_company_allowed_features_reset_delete after delete on company_allowed_features
  referencing old table as changed_rows for each statement execute function sync_company_allowed_features_reset();
