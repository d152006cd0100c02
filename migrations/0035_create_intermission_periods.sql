-- Intermission (issue 20): time an employee between assignments lends to an intermission-eligible association, with
-- the support (career, intermission, internship, transition), the days lent in sevenths of a 7-hour day and the average
-- daily rate its tax estimate is based on. An employee's periods do not overlap (checked under a lock by the use case).
create table intermission_periods (
  id integer generated always as identity primary key,
  company_id integer not null,
  user_id uuid not null,
  association_id integer not null references associations (id) on delete restrict,
  support text not null check (support in ('career', 'intermission', 'internship', 'transition')),
  starts_on date not null,
  ends_on date not null,
  sevenths integer not null check (sevenths > 0),
  average_daily_rate_cents integer not null check (average_daily_rate_cents between 0 and 1000000),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade,
  constraint intermission_periods_order check (ends_on >= starts_on)
);
create index intermission_periods_company_idx on intermission_periods (company_id, starts_on);
create index intermission_periods_member_idx on intermission_periods (company_id, user_id, starts_on);
