-- Campaigns (spec §3-§5): selections (programs), quests and their levels, events
-- (challenges), highlights ('Temps Forts'), project calls, team building, tax
-- exemptions and receipts. Every enumeration is checked against the values of
-- shared/; every tenant-owned row carries its company (null only for platform
-- catalogue rows curated by admins) and/or its association. Deletion blocks of
-- spec §5/§8 are backed by `on delete restrict` foreign keys.

-- Selections (spec §3 Program). A null company: a platform catalogue selection.
create table programs (
  id integer generated always as identity primary key,
  company_id integer references companies (id) on delete cascade,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null constraint programs_name_length check (length(btrim(name)) between 1 and 80),
  description text,
  hero_image text,
  colour text check (colour ~ '^#[0-9a-fA-F]{6}$'),
  thematics text[] not null default '{}'
    constraint programs_thematics_check check (cardinality(thematics) <= 3 and thematics <@ array['THEMATIC_ANIMAL_WELFARE', 'THEMATIC_CHILDHOOD_YOUTH', 'THEMATIC_CULTURE', 'THEMATIC_DISABILITY', 'THEMATIC_EDUCATION', 'THEMATIC_EMERGENCY_HUMANITARIAN', 'THEMATIC_EMPLOYMENT_INTEGRATION', 'THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_GENDER_EQUALITY', 'THEMATIC_HEALTH', 'THEMATIC_POVERTY_EXCLUSION', 'THEMATIC_REFUGEES_MIGRANTS', 'THEMATIC_SENIORS', 'THEMATIC_SPORT']),
  -- ISO 3166-1 alpha-2 codes (the exact list is checked by shared/programs).
  countries text[] not null default '{}' check (array_to_string(countries, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'),
  mission_selection_mode text not null default 'manual' check (mission_selection_mode in ('manual', 'automatic')),
  filter_durations text[] not null default '{}' check (filter_durations <@ array['half_day', 'day', 'few_days', 'long']),
  filter_skills text[] not null default '{}'
    check (filter_skills <@ array['SKILL_ACCOUNTING_FINANCE', 'SKILL_ADMINISTRATION', 'SKILL_COMMUNICATION_MARKETING', 'SKILL_CONSULTING_STRATEGY', 'SKILL_DESIGN_CREATION', 'SKILL_DIGITAL_IT', 'SKILL_EDUCATION_TRAINING', 'SKILL_ENGINEERING', 'SKILL_EVENTS', 'SKILL_HUMAN_RESOURCES', 'SKILL_LANGUAGES_TRANSLATION', 'SKILL_LEGAL', 'SKILL_MANAGEMENT', 'SKILL_MANUAL_WORK', 'SKILL_PROJECT_MANAGEMENT', 'SKILL_SALES_FUNDRAISING']),
  filter_mission_types text[] not null default '{}' check (filter_mission_types <@ array['MISSION_TYPE_HELP', 'MISSION_TYPE_SKILL', 'MISSION_TYPE_MENTOR']),
  filter_remote_only boolean not null default false,
  filter_tax_exempt_only boolean not null default false,
  filter_attendabilities text[] not null default '{}' check (filter_attendabilities <@ array['individual', 'group', 'family']),
  quote_author text,
  quote_content text,
  quote_media text,
  top_media text,
  bottom_media text,
  include_company_missions boolean not null default false,
  accepts_tax_exemption boolean not null default false,
  state text not null default 'published' check (state in ('published', 'deactivated', 'archived')),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint programs_quote_complete check ((quote_author is null) = (quote_content is null) and (quote_media is null or quote_author is not null))
);
create index programs_company_state_idx on programs (company_id, state);

-- The association filter of a selection.
create table program_associations (
  program_id integer not null references programs (id) on delete cascade,
  association_id integer not null references associations (id) on delete cascade,
  primary key (program_id, association_id)
);
create index program_associations_association_idx on program_associations (association_id);

-- Missions picked by hand (manual mode), in display order.
create table program_missions (
  program_id integer not null references programs (id) on delete cascade,
  mission_id integer not null references missions (id) on delete cascade,
  position integer not null default 0 check (position >= 0),
  primary key (program_id, mission_id)
);
create index program_missions_mission_idx on program_missions (mission_id);

-- Quests (spec §3). A null company: a platform catalogue quest. `deleted` is a soft deletion.
create table quests (
  id integer generated always as identity primary key,
  company_id integer references companies (id) on delete cascade,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (length(btrim(title)) between 1 and 120),
  description text,
  cover_image text,
  thematics text[] not null default '{}'
    constraint quests_thematics_check check (cardinality(thematics) <= 3 and thematics <@ array['THEMATIC_ANIMAL_WELFARE', 'THEMATIC_CHILDHOOD_YOUTH', 'THEMATIC_CULTURE', 'THEMATIC_DISABILITY', 'THEMATIC_EDUCATION', 'THEMATIC_EMERGENCY_HUMANITARIAN', 'THEMATIC_EMPLOYMENT_INTEGRATION', 'THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_GENDER_EQUALITY', 'THEMATIC_HEALTH', 'THEMATIC_POVERTY_EXCLUSION', 'THEMATIC_REFUGEES_MIGRANTS', 'THEMATIC_SENIORS', 'THEMATIC_SPORT']),
  goals text[] not null default '{}' check (cardinality(goals) <= 5),
  state text not null default 'draft' check (state in ('draft', 'published', 'deactivated', 'archived', 'deleted')),
  published_at timestamptz,
  deleted_at timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint quests_published_at check (state <> 'published' or published_at is not null),
  constraint quests_deleted_at check ((state = 'deleted') = (deleted_at is not null))
);
create index quests_company_state_idx on quests (company_id, state);

-- Quests shown in a selection.
create table program_quests (
  program_id integer not null references programs (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  position integer not null default 0 check (position >= 0),
  primary key (program_id, quest_id)
);
create index program_quests_quest_idx on program_quests (quest_id);

create table quest_partners (
  id integer generated always as identity primary key,
  quest_id integer not null references quests (id) on delete cascade,
  position integer not null default 0 check (position >= 0),
  name text not null check (length(btrim(name)) between 1 and 120),
  link text check (link ~ '^https?://'),
  image text
);
create index quest_partners_quest_idx on quest_partners (quest_id, position);

-- Levels ('challenges' of a quest). The company is the quest's, copied so offline sync can scope levels by tenant.
create table levels (
  id integer generated always as identity primary key,
  quest_id integer not null references quests (id) on delete cascade,
  company_id integer references companies (id) on delete cascade,
  position integer not null default 0 check (position >= 0),
  title text not null check (length(btrim(title)) between 1 and 120),
  steps text[] not null default '{}' check (cardinality(steps) <= 10),
  description text,
  instructions text,
  duration_minutes integer check (duration_minutes between 1 and 420),
  reward_points integer not null default 0 check (reward_points between 0 and 10000),
  question text,
  answer_type text check (answer_type in ('checkbox', 'select', 'text')),
  options text[] not null default '{}' check (cardinality(options) <= 10),
  right_answer text[] not null default '{}',
  quiz_url text check (quiz_url ~ '^https?://'),
  -- Spec §5: a survey-form link with an alphanumeric id (shared SURVEY_URL_PATTERN).
  survey_url text check (survey_url ~ '^https://([a-z0-9-]+\.)*typeform\.com/to/[A-Za-z0-9]+/?([?#].*)?$'),
  online_event_at timestamptz,
  cover_image text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint levels_question_has_type check ((question is null) = (answer_type is null)),
  constraint levels_choice_options check (answer_type not in ('checkbox', 'select') or (cardinality(options) >= 2 and right_answer <@ options)),
  constraint levels_select_one_answer check (answer_type is distinct from 'select' or cardinality(right_answer) <= 1),
  constraint levels_no_options_without_choice check (coalesce(answer_type in ('checkbox', 'select'), false) or cardinality(options) = 0),
  constraint levels_no_answer_without_question check (answer_type is not null or cardinality(right_answer) = 0),
  -- Deferred so a reordering can swap positions inside one transaction.
  constraint levels_quest_position_key unique (quest_id, position) deferrable initially deferred
);
create index levels_company_idx on levels (company_id);

create function levels_inherit_quest_company() returns trigger language plpgsql as $$
begin
  select q.company_id into new.company_id from quests q where q.id = new.quest_id;
  return new;
end
$$;
create trigger levels_inherit_quest_company before insert or update of quest_id, company_id on levels
  for each row execute function levels_inherit_quest_company();

-- One answer per user and question; the id comes from the client (sync.md, level.answer).
create table level_answers (
  id uuid primary key,
  -- restrict: a level (hence a quest) with answers cannot be hard-deleted (spec §5).
  level_id integer not null references levels (id) on delete restrict,
  user_id uuid not null,
  company_id integer not null,
  answers jsonb not null check (jsonb_typeof(answers) = 'array'),
  is_correct boolean not null,
  points_earned integer not null default 0 check (points_earned >= 0),
  answered_at timestamptz not null default now(),
  constraint level_answers_level_user_key unique (level_id, user_id),
  foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade
);
create index level_answers_company_idx on level_answers (company_id, level_id);
create index level_answers_user_idx on level_answers (user_id);

-- Spec §4: a level's answer type cannot change once answers exist (backstop of shared/levels canChangeAnswerType).
create function levels_answer_type_locked() returns trigger language plpgsql as $$
begin
  if new.answer_type is distinct from old.answer_type and exists (select 1 from level_answers a where a.level_id = old.id) then
    raise exception 'ANSWER_TYPE_CHANGED: the answer type of level % cannot change once answers exist', old.id
      using errcode = 'check_violation', constraint = 'levels_answer_type_locked', table = 'levels';
  end if;
  return new;
end
$$;
create trigger levels_answer_type_locked before update of answer_type on levels
  for each row execute function levels_answer_type_locked();

-- Awareness events (spec §3 'Challenge (event)'). A null company: a catalogue event.
create table challenges (
  id integer generated always as identity primary key,
  company_id integer references companies (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 120),
  description text,
  -- Wall-clock day and times in Europe/Paris (shared CHALLENGE_TIME_ZONE).
  event_date date not null,
  start_time time not null,
  end_time time not null,
  landing_page_url text check (landing_page_url ~ '^https?://'),
  webinar_key text check (length(webinar_key) <= 100),
  reward_points integer not null default 0 check (reward_points between 0 and 10000),
  cover_image text,
  thumbnail_image text,
  is_active boolean not null default true,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint challenges_time_order check (end_time > start_time)
);
create index challenges_company_active_date_idx on challenges (company_id, is_active, event_date);

create table challenge_participations (
  challenge_id integer not null references challenges (id) on delete cascade,
  user_id uuid not null,
  company_id integer not null,
  registered_at timestamptz not null default now(),
  attended boolean not null default false,
  points_earned integer check (points_earned >= 0),
  points_awarded_at timestamptz,
  primary key (challenge_id, user_id),
  foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade,
  constraint challenge_participations_points_awarded check ((points_earned is null) = (points_awarded_at is null))
);
create index challenge_participations_company_idx on challenge_participations (company_id, challenge_id);
create index challenge_participations_user_idx on challenge_participations (user_id);

-- Highlights ('Temps Forts'). A null company: a catalogue highlight; a company's copy names its catalogue source.
create table highlights (
  id integer generated always as identity primary key,
  company_id integer references companies (id) on delete cascade,
  catalogue_highlight_id integer references highlights (id) on delete set null,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (length(btrim(title)) between 1 and 120),
  description text,
  cover_image text,
  quote_author text,
  quote_content text,
  quote_media text,
  state text not null default 'draft' check (state in ('draft', 'pre_published', 'published', 'selected', 'archived')),
  published_at timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint highlights_quote_complete check ((quote_author is null) = (quote_content is null) and (quote_media is null or quote_author is not null)),
  -- A copy belongs to a company; only copies are 'selected', only catalogue highlights are 'pre_published'.
  constraint highlights_copy_has_company check (catalogue_highlight_id is null or company_id is not null),
  constraint highlights_selected_is_copy check (state <> 'selected' or catalogue_highlight_id is not null),
  constraint highlights_pre_published_is_catalogue check (state <> 'pre_published' or company_id is null),
  constraint highlights_company_catalogue_key unique (company_id, catalogue_highlight_id)
);
create index highlights_company_state_idx on highlights (company_id, state);
create index highlights_catalogue_idx on highlights (catalogue_highlight_id);

create table highlight_missions (
  highlight_id integer not null references highlights (id) on delete cascade,
  mission_id integer not null references missions (id) on delete cascade,
  position integer not null default 0 check (position >= 0),
  primary key (highlight_id, mission_id)
);
create index highlight_missions_mission_idx on highlight_missions (mission_id);

create table highlight_quests (
  highlight_id integer not null references highlights (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  position integer not null default 0 check (position >= 0),
  primary key (highlight_id, quest_id)
);
create index highlight_quests_quest_idx on highlight_quests (quest_id);

create table highlight_challenges (
  highlight_id integer not null references highlights (id) on delete cascade,
  challenge_id integer not null references challenges (id) on delete cascade,
  position integer not null default 0 check (position >= 0),
  primary key (highlight_id, challenge_id)
);
create index highlight_challenges_challenge_idx on highlight_challenges (challenge_id);

-- Project calls (spec §3). Content is jsonb lists shaped by shared/project-calls; settings are columns so the
-- phase rules of spec §5 are checked here too.
create table project_calls (
  id integer generated always as identity primary key,
  company_id integer not null references companies (id) on delete cascade,
  share_id text not null unique check (share_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  title text not null check (length(btrim(title)) between 1 and 120),
  subtitle text check (length(subtitle) <= 200),
  description text,
  hero_image text,
  top_media text,
  steps jsonb not null default '[]' check (jsonb_typeof(steps) = 'array'),
  eligibility_criteria text[] not null default '{}' check (cardinality(eligibility_criteria) <= 20),
  faq jsonb not null default '[]' check (jsonb_typeof(faq) = 'array'),
  testimonial_author text,
  testimonial_content text,
  testimonial_media text,
  -- The call's own questions and attachments ({key, label, required}); the mandatory ones are fixed in shared/.
  questions jsonb not null default '[]' check (jsonb_typeof(questions) = 'array'),
  attachments jsonb not null default '[]' check (jsonb_typeof(attachments) = 'array'),
  submission_starts_at timestamptz not null,
  submission_ends_at timestamptz not null,
  has_votes_phase boolean not null default false,
  vote_starts_at timestamptz,
  vote_ends_at timestamptz,
  has_results_phase boolean not null default false,
  results_starts_at timestamptz,
  results_ends_at timestamptz,
  votes_per_user integer not null default 3 constraint project_calls_votes_per_user check (votes_per_user between 1 and 100),
  evaluation_grid_url text check (evaluation_grid_url ~ '^https?://'),
  supervisor_id uuid references users (id) on delete set null,
  audience text not null default 'internal' check (audience in ('internal', 'external')),
  -- Set when the beneficiary association refused the call ('problem reported').
  problem_reported_at timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint project_calls_testimonial_complete check ((testimonial_author is null) = (testimonial_content is null) and (testimonial_media is null or testimonial_author is not null)),
  constraint project_calls_external_no_votes check (audience = 'internal' or not (has_votes_phase or has_results_phase)),
  constraint project_calls_results_need_votes check (not has_results_phase or has_votes_phase),
  constraint project_calls_vote_dates check (has_votes_phase = (vote_starts_at is not null) and has_votes_phase = (vote_ends_at is not null)),
  constraint project_calls_results_dates check (has_results_phase = (results_starts_at is not null) and has_results_phase = (results_ends_at is not null)),
  constraint project_calls_submission_order check (submission_ends_at > submission_starts_at),
  constraint project_calls_vote_order check (vote_starts_at >= submission_ends_at and vote_ends_at > vote_starts_at),
  constraint project_calls_results_order check (results_starts_at >= vote_ends_at and results_ends_at > results_starts_at),
  unique (id, company_id)
);
create index project_calls_company_submission_idx on project_calls (company_id, submission_starts_at);
create index project_calls_supervisor_idx on project_calls (supervisor_id);

create table projects (
  id integer generated always as identity primary key,
  project_call_id integer not null,
  -- The call's company (the tenant), enforced by the foreign key below.
  company_id integer not null,
  association_id integer references associations (id) on delete set null,
  user_id uuid not null references users (id) on delete cascade,
  association_name text not null check (length(btrim(association_name)) between 1 and 120),
  logo text,
  website text check (website ~ '^https?://'),
  tagline text check (length(tagline) <= 200),
  user_role text not null check (length(btrim(user_role)) between 1 and 120),
  video_url text check (video_url ~ '^https?://'),
  hero_image text,
  attachments jsonb not null default '[]' check (jsonb_typeof(attachments) = 'array'),
  answers jsonb not null default '[]' check (jsonb_typeof(answers) = 'array'),
  state text not null default 'pending' check (state in ('pending', 'accepted', 'rejected')),
  vote_count integer not null default 0 check (vote_count >= 0),
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- restrict: a call with projects cannot be deleted (spec §5).
  foreign key (project_call_id, company_id) references project_calls (id, company_id) on delete restrict,
  constraint projects_reviewed_once_submitted check (state = 'pending' or submitted_at is not null),
  constraint projects_one_per_holder unique (project_call_id, user_id),
  unique (id, project_call_id, company_id)
);
create index projects_company_state_idx on projects (company_id, state);
create index projects_call_state_idx on projects (project_call_id, state);
create index projects_association_idx on projects (association_id);
create index projects_user_idx on projects (user_id);

-- One vote per user and project; voters are members of the call's company.
create table project_votes (
  project_id integer not null,
  project_call_id integer not null,
  company_id integer not null,
  user_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (project_id, user_id),
  foreign key (project_id, project_call_id, company_id) references projects (id, project_call_id, company_id) on delete cascade,
  foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade
);
-- Counting a voter's votes in a call (votes per user).
create index project_votes_call_user_idx on project_votes (project_call_id, user_id);

-- Team building offers (spec §3). A null company: a platform catalogue offer.
create table team_buildings (
  id integer generated always as identity primary key,
  company_id integer references companies (id) on delete cascade,
  -- The beneficiary association.
  association_id integer references associations (id) on delete set null,
  title text not null check (length(btrim(title)) between 1 and 120),
  description text,
  duration text not null check (duration in ('half_day', 'full_day')),
  min_participants integer not null check (min_participants >= 1),
  max_participants integer not null check (max_participants <= 1000),
  price_per_person_cents integer constraint team_buildings_price_check check (price_per_person_cents >= 0),
  is_price_hidden boolean not null default false,
  contact_name text not null check (length(btrim(contact_name)) between 1 and 120),
  contact_email text not null check (contact_email ~ '^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$'),
  contact_phone text check (contact_phone ~ '^\+[1-9][0-9]{6,14}$'),
  thematics text[] not null default '{}'
    constraint team_buildings_thematics_check check (cardinality(thematics) <= 3 and thematics <@ array['THEMATIC_ANIMAL_WELFARE', 'THEMATIC_CHILDHOOD_YOUTH', 'THEMATIC_CULTURE', 'THEMATIC_DISABILITY', 'THEMATIC_EDUCATION', 'THEMATIC_EMERGENCY_HUMANITARIAN', 'THEMATIC_EMPLOYMENT_INTEGRATION', 'THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_GENDER_EQUALITY', 'THEMATIC_HEALTH', 'THEMATIC_POVERTY_EXCLUSION', 'THEMATIC_REFUGEES_MIGRANTS', 'THEMATIC_SENIORS', 'THEMATIC_SPORT']),
  images text[] not null default '{}' check (cardinality(images) <= 5),
  state text not null default 'draft' check (state in ('draft', 'published', 'archived')),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint team_buildings_participants_range check (min_participants <= max_participants)
);
create index team_buildings_company_state_idx on team_buildings (company_id, state);
create index team_buildings_association_idx on team_buildings (association_id);

-- The cities of a team building, chosen among the suggestions (so with coordinates); never the same city twice.
create table team_building_addresses (
  id integer generated always as identity primary key,
  team_building_id integer not null references team_buildings (id) on delete cascade,
  label text not null check (length(btrim(label)) between 1 and 300),
  city text,
  postal_code text,
  region text,
  country char(2) not null default 'FR' check (country ~ '^[A-Z]{2}$'),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180)
);
create unique index team_building_addresses_city_key on team_building_addresses (team_building_id, lower(label), coalesce(postal_code, ''));
create index team_building_addresses_location_idx on team_building_addresses (latitude, longitude);

create table team_building_requests (
  id integer generated always as identity primary key,
  -- restrict: a team building with registrations cannot be deleted (spec §5).
  team_building_id integer not null references team_buildings (id) on delete restrict,
  company_id integer not null references companies (id) on delete cascade,
  requested_by uuid references users (id) on delete set null,
  desired_date date not null,
  participants_count integer not null check (participants_count >= 1),
  message text,
  state text not null default 'toConfirm' check (state in ('toConfirm', 'validated', 'finished', 'canceled')),
  cancel_reason text check (cancel_reason in ('personal_issue_or_illness', 'no_longer_relevant', 'professional_constraint', 'wrong_dates')),
  cancel_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Spec §4: a cancellation has a reason; a live request has none.
  constraint team_building_requests_cancel_reason check ((state = 'canceled') = (cancel_reason is not null)),
  unique (id, company_id)
);
create index team_building_requests_company_state_idx on team_building_requests (company_id, state);
create index team_building_requests_team_building_idx on team_building_requests (team_building_id);

-- Employees registered to a request, and their testimonies.
create table team_building_participants (
  request_id integer not null,
  company_id integer not null,
  user_id uuid not null,
  registered_at timestamptz not null default now(),
  testimony text,
  testified_at timestamptz,
  primary key (request_id, user_id),
  foreign key (request_id, company_id) references team_building_requests (id, company_id) on delete cascade,
  foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade,
  constraint team_building_participants_testimony check ((testimony is null) = (testified_at is null))
);
create index team_building_participants_member_idx on team_building_participants (company_id, user_id);

-- Tax exemptions (skills sponsorship of a company towards an association over a period), managed by admins.
create table tax_exemptions (
  id integer generated always as identity primary key,
  company_id integer not null references companies (id) on delete restrict,
  association_id integer not null references associations (id) on delete restrict,
  mission_id integer references missions (id) on delete set null,
  period_start date not null,
  period_end date not null,
  average_daily_rate_cents integer not null check (average_daily_rate_cents between 0 and 1000000),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tax_exemptions_period_order check (period_end >= period_start),
  unique (id, company_id),
  unique (id, company_id, association_id)
);
create index tax_exemptions_company_period_idx on tax_exemptions (company_id, period_start);
create index tax_exemptions_association_idx on tax_exemptions (association_id);

-- One line per engagement timeslot of the company; a slot is covered once (then its time spent is locked).
create table tax_exemption_lines (
  id integer generated always as identity primary key,
  tax_exemption_id integer not null,
  company_id integer not null,
  engagement_timeslot_id integer not null constraint tax_exemption_lines_timeslot_key unique,
  user_id uuid not null references users (id) on delete restrict,
  worked_on date not null,
  days numeric(6, 2) not null check (days > 0),
  valued_amount_cents integer not null check (valued_amount_cents >= 0),
  created_at timestamptz not null default now(),
  foreign key (tax_exemption_id, company_id) references tax_exemptions (id, company_id) on delete cascade,
  foreign key (engagement_timeslot_id, company_id) references engagement_timeslots (id, company_id) on delete restrict
);
create index tax_exemption_lines_exemption_idx on tax_exemption_lines (tax_exemption_id);

-- The receipt the association issues; one live receipt per exemption.
create table tax_receipts (
  id integer generated always as identity primary key,
  tax_exemption_id integer not null,
  company_id integer not null,
  association_id integer not null,
  number text check (length(btrim(number)) between 1 and 60),
  amount_cents integer not null check (amount_cents >= 0),
  document_path text,
  issued_on date,
  state text not null default 'to_send' check (state in ('to_send', 'complete', 'problem_reported', 'archived')),
  problem_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (tax_exemption_id, company_id, association_id) references tax_exemptions (id, company_id, association_id) on delete cascade,
  constraint tax_receipts_complete_has_document check (state <> 'complete' or (document_path is not null and number is not null and issued_on is not null)),
  constraint tax_receipts_problem_has_message check (state <> 'problem_reported' or length(btrim(coalesce(problem_message, ''))) > 0)
);
create unique index tax_receipts_one_live_per_exemption on tax_receipts (tax_exemption_id) where state <> 'archived';
create index tax_receipts_company_state_idx on tax_receipts (company_id, state);
create index tax_receipts_association_state_idx on tax_receipts (association_id, state);
