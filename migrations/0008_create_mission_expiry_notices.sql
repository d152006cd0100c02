-- Spec §4: a published mission close to its end shows as 'expiring soon'. The
-- background job e-mails its supervisor once when that starts; this remembers
-- it, per mission and end, so a mission whose end is pushed back and that nears
-- its new end is announced again, and no run ever sends the same notice twice.
create table mission_expiry_notices (
  mission_id integer not null references missions (id) on delete cascade,
  -- The end the notice was about: the expiration date or the end of the last timeslot, whichever comes first.
  ends_at timestamptz not null,
  -- Tenants, copied from the mission so every query can be scoped like the mission's own.
  association_id integer references associations (id) on delete cascade,
  company_id integer references companies (id) on delete cascade,
  supervisor_id uuid references users (id) on delete set null,
  sent_at timestamptz not null default now(),
  primary key (mission_id, ends_at)
);
create index mission_expiry_notices_association_idx on mission_expiry_notices (association_id);
create index mission_expiry_notices_company_idx on mission_expiry_notices (company_id);

-- The job looks for waiting-list subscribers of slots that are over.
create index timeslot_subscribers_waiting_idx on timeslot_subscribers (timeslot_id) where state = 'waiting';
