-- Team building (issue 19). The tables came with 0004 (team_buildings with a nullable company_id: NULL is the
-- platform's catalogue; team_building_addresses, team_building_requests, team_building_participants with their
-- testimonies). This adds what the use cases need on top.

-- The hours an activity runs: its duration follows from them (spec §9 'Half day vs day': half day unless it starts by
-- 11:00 and ends after 14:00; shared/team-building teamBuildingDuration), and is stored beside them for the filters.
alter table team_buildings
  add column start_time time,
  add column end_time time,
  add constraint team_buildings_hours_order check (end_time > start_time),
  add constraint team_buildings_hours_given check ((start_time is null) = (end_time is null));

-- When a request was confirmed, finished or canceled, and by whom (its steps are the company managers').
alter table team_building_requests
  add column validated_at timestamptz,
  add column finished_at timestamptz,
  add column canceled_at timestamptz,
  add column decided_by uuid references users (id) on delete set null,
  add constraint team_building_requests_validated_at check (state not in ('validated', 'finished') or validated_at is not null),
  add constraint team_building_requests_finished_at check (state <> 'finished' or finished_at is not null),
  add constraint team_building_requests_canceled_at check (state <> 'canceled' or canceled_at is not null);

-- Employees list their company's confirmed requests to come: by company, state and day.
create index team_building_requests_company_date_idx on team_building_requests (company_id, state, desired_date);
