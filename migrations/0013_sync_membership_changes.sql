-- Offline sync (shared/design/sync.md): a change to who the employee is resets their replica of that company space.
--
-- What an employee's pull may see depends on their membership (entity, intermission, role), their account state and
-- their company's active flag. None of these is an entity of the change log: when one changes, rows the replica holds
-- may no longer be visible (or new ones become visible) without any change row naming them. So the member's next
-- pull of that company space answers `reset: true` with a fresh snapshot read with the new audience.
--
-- Design: one stamp per membership, the txid of the last transaction that changed its audience. The pull reads the
-- stamp in the same statement (the same MVCC snapshot) as the membership, company and account it builds the audience
-- from, and writes it into the cursor it returns; a cursor whose stamp differs from the current one answers a reset.
-- Comparing the stamp with the cursor's watermark instead (as retention does) would be racy: the audience is read
-- before the watermark is taken, so a change committing in between would sit below the watermark although the pages
-- were built with the old audience. An equal stamp proves the audience is the one the cursor's pages were read with.
--
-- Rows: written on a membership's insert (a membership deleted and created again must not reuse an older cursor) and
-- on every change of its audience; deleted with the membership. Members who existed before this migration have no
-- row until their first change (a null stamp, kept in the cursor as null).
create table sync_member_resets (
  company_id integer not null,
  user_id uuid not null,
  txid xid8 not null default pg_current_xact_id(),
  primary key (company_id, user_id),
  foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade on update cascade
);

create function sync_member_reset(p_company_id integer, p_user_id uuid) returns void language plpgsql as $$
begin
  insert into sync_member_resets (company_id, user_id) values (p_company_id, p_user_id)
  on conflict (company_id, user_id) do update set txid = excluded.txid;
end
$$;

-- The membership: created, or moved to another entity, in or out of intermission, given another role.
create function sync_company_members_reset() returns trigger language plpgsql as $$
begin
  perform sync_member_reset(new.company_id, new.user_id);
  return null;
end
$$;
create trigger sync_company_members_reset_insert after insert on company_members
  for each row execute function sync_company_members_reset();
create trigger sync_company_members_reset_update after update on company_members
  for each row when ((old.company_id, old.user_id, old.entity_id, old.in_intermission, old.role)
                     is distinct from (new.company_id, new.user_id, new.entity_id, new.in_intermission, new.role))
  execute function sync_company_members_reset();

-- The company activated or deactivated: every member (their answer to "may I apply?" changes on every mission).
create function sync_companies_reset() returns trigger language plpgsql as $$
begin
  insert into sync_member_resets (company_id, user_id)
  select cm.company_id, cm.user_id from company_members cm where cm.company_id = new.id
  on conflict (company_id, user_id) do update set txid = excluded.txid;
  return null;
end
$$;
create trigger sync_companies_reset after update of is_active on companies
  for each row when (old.is_active is distinct from new.is_active)
  execute function sync_companies_reset();

-- The account state (validated or not): every company space of that user.
create function sync_users_reset() returns trigger language plpgsql as $$
begin
  insert into sync_member_resets (company_id, user_id)
  select cm.company_id, cm.user_id from company_members cm where cm.user_id = new.id
  on conflict (company_id, user_id) do update set txid = excluded.txid;
  return null;
end
$$;
create trigger sync_users_reset after update of state on users
  for each row when (old.state is distinct from new.state)
  execute function sync_users_reset();
