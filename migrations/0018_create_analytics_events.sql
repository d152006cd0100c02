-- First-party analytics (spec §7): page views and named events, sent in batches by the app
-- (POST /api/v1/analytics/events). The context is derived by the server from the path's prefix; the user is the
-- session's, and the company is the path's only when that user belongs to it (so a company's dashboard counts its
-- own employees' activity, never a visitor's nor another tenant's).
create table analytics_events (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('page_view', 'event')),
  name text check (name in ('application_sent', 'quest_level_answered', 'event_registered', 'impact_report_downloaded')),
  path text not null check (length(path) between 1 and 300),
  context_type text not null check (context_type in ('admin', 'association', 'company', 'employee', 'public')),
  context_slug text check (length(context_slug) <= 100),
  user_id uuid references users (id) on delete set null,
  company_id integer references companies (id) on delete cascade,
  props jsonb check (props is null or jsonb_typeof(props) = 'object'),
  occurred_at timestamptz not null,
  received_at timestamptz not null default now(),
  check ((kind = 'event') = (name is not null)),
  check (company_id is null or user_id is not null)
);

-- What the dashboards read: one row per company, Paris day and employee (page views and events that day), kept
-- by the statement that stores a batch. A range's page views and distinct active employees are read from these
-- rows (an employee's day, however many pages), never from the raw events, so the dashboard's cost follows the
-- active employee-days, not the traffic. Deleting a user deletes their activity.
create table analytics_daily_activity (
  company_id integer not null references companies (id) on delete cascade,
  day date not null,
  user_id uuid not null references users (id) on delete cascade,
  page_views integer not null default 0 check (page_views >= 0),
  events integer not null default 0 check (events >= 0),
  primary key (company_id, day, user_id) include (page_views)
);

-- The dashboard's other monthly figures over a range of one company: applications by creation day, answers by
-- answer day (the existing indexes lead with the state or the level).
create index engagements_company_created_idx on engagements (company_id, created_at);
create index level_answers_company_answered_idx on level_answers (company_id, answered_at) include (user_id, points_earned);
