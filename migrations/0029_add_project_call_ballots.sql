-- Project calls (issue 18): one ballot row per voter and call, the row a vote locks (SELECT ... FOR UPDATE) before it
-- counts the voter's votes and inserts one only while fewer than the call's votes per user exist. Without it two
-- parallel votes of the same user each count the votes before either commits, and both pass the limit. The voter is a
-- member of the call's company (its tenant), as for project_votes.
create table project_call_ballots (
  project_call_id integer not null,
  company_id integer not null,
  user_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (project_call_id, user_id),
  foreign key (project_call_id, company_id) references project_calls (id, company_id) on delete cascade,
  foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade
);
create index project_call_ballots_company_idx on project_call_ballots (company_id);

-- The results rank a call's accepted projects by votes (shared/project-calls rankProjects).
create index projects_call_votes_idx on projects (project_call_id, vote_count desc) where state = 'accepted';

