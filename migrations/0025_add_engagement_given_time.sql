-- What a finished application gave (spec §7 impact), kept on the application instead of being recomputed from its
-- dates by every dashboard: the hours (the revised duration, else the live dates' length, else the mission's
-- estimate) and when they were given (the end of the last live date, else when it was finished). The dashboards and
-- the company's overview read a range of them through one partial index; triggers keep them right whatever writes
-- the application or its dates.
alter table engagements
  add column given_hours numeric(9, 2),
  add column given_at timestamptz;

create function engagement_given(p_engagement_id uuid, p_revised numeric, p_approximate numeric, p_finished_at timestamptz,
                                 out hours numeric, out given_at timestamptz) language sql stable as $$
  select coalesce(p_revised, (sum(extract(epoch from et.ends_at - et.starts_at)) / 3600)::numeric(9, 2), p_approximate, 0),
         coalesce(max(et.ends_at), p_finished_at)
  from engagement_timeslots et
  where et.engagement_id = p_engagement_id and et.state not in ('canceled', 'rejected')
$$;

-- The application: set when it is finished (or its durations change while finished), cleared when it leaves that state.
create function engagements_given_refresh() returns trigger language plpgsql as $$
declare
  finished_at timestamptz := now();
begin
  if new.state = 'finished' then
    -- Still finished (a duration revised): it was finished when it first was.
    if tg_op = 'UPDATE' and old.state = 'finished' then
      finished_at := coalesce(old.given_at, finished_at);
    end if;
    select g.hours, g.given_at into new.given_hours, new.given_at
    from engagement_given(new.id, new.revised_duration_hours, new.approximate_duration_hours, finished_at) g;
  else
    new.given_hours := null;
    new.given_at := null;
  end if;
  return new;
end
$$;
create trigger engagements_given_refresh_insert before insert on engagements
  for each row when (new.state = 'finished') execute function engagements_given_refresh();
create trigger engagements_given_refresh_update before update of state, revised_duration_hours, approximate_duration_hours on engagements
  for each row execute function engagements_given_refresh();

-- Its dates: a date of a finished application added, moved, validated or canceled changes what it gave.
create function engagement_timeslots_given_refresh() returns trigger language plpgsql as $$
begin
  update engagements e
  set (given_hours, given_at) = (select g.hours, g.given_at
                                 from engagement_given(e.id, e.revised_duration_hours, e.approximate_duration_hours, coalesce(e.given_at, now())) g)
  where e.id in (select engagement_id from changed_dates) and e.state = 'finished';
  return null;
end
$$;
create trigger engagement_timeslots_given_refresh_insert after insert on engagement_timeslots
  referencing new table as changed_dates for each statement execute function engagement_timeslots_given_refresh();
create trigger engagement_timeslots_given_refresh_update after update on engagement_timeslots
  referencing new table as changed_dates for each statement execute function engagement_timeslots_given_refresh();
create trigger engagement_timeslots_given_refresh_delete after delete on engagement_timeslots
  referencing old table as changed_dates for each statement execute function engagement_timeslots_given_refresh();

-- The applications finished before this migration: when they were given as the dashboards computed it until now.
update engagements e
set (given_hours, given_at) = (select g.hours, g.given_at from engagement_given(e.id, e.revised_duration_hours, e.approximate_duration_hours, e.updated_at) g)
where e.state = 'finished';

create index engagements_company_given_idx on engagements (company_id, given_at) include (given_hours, association_id) where state = 'finished';
