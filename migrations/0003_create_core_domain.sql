-- The core of the product (spec §3): who publishes, missions and their
-- timeslots, waiting lists, applications (engagements) and their dates,
-- solidarity days, shared views. Every enumeration is checked against the
-- values of shared/; every tenant-owned row carries its company or association.

-- Users: account state (spec §3 'User states') and person-level facts.
alter table users
  add column state text not null default 'registered'
    check (state in ('created', 'invited', 'registered', 'toValidate', 'disabled')),
  add column country char(2) check (country ~ '^[A-Z]{2}$'),
  add constraint users_lang_check check (lang is null or lang in ('ar', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'th', 'zh'));

-- Companies: the three feature lists and the settings of spec §3/§6.
alter table companies
  add column enabled_features text[] not null default '{}'
    check (enabled_features <@ array['missions', 'credits', 'manager_validation', 'quests', 'challenges', 'programs', 'highlights', 'project_calls', 'team_building', 'tax_exemption', 'intermission', 'self_registration']),
  add column completely_activated_features text[] not null default '{}'
    check (completely_activated_features <@ array['missions', 'credits', 'manager_validation', 'quests', 'challenges', 'programs', 'highlights', 'project_calls', 'team_building', 'tax_exemption', 'intermission', 'self_registration']),
  add column manager_validation boolean not null default true,
  add column allowed_email_domains text[] not null default '{}',
  add column validates_new_accounts boolean not null default false,
  add column yearly_credit_hours integer not null default 21 check (yearly_credit_hours >= 0),
  add column moved_to_provider_url text,
  add column privacy_policy_filepath text,
  add column terms_of_use_filepath text;

-- "{product}_allowed_features": what the provider sells each company, per product.
create table company_allowed_features (
  company_id integer not null references companies (id) on delete cascade,
  plan text not null check (plan in ('custom', 'intermission', 'mobilisation', 'solidarite')),
  feature text not null check (feature in ('missions', 'credits', 'manager_validation', 'quests', 'challenges', 'programs', 'highlights', 'project_calls', 'team_building', 'tax_exemption', 'intermission', 'self_registration')),
  primary key (company_id, plan, feature)
);

-- Entities of a company (subsidiaries, sites, departments); missions may target them.
create table entities (
  id integer generated always as identity primary key,
  company_id integer not null references companies (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  unique (company_id, name),
  unique (id, company_id)
);

-- Employment facts on the membership (docs/decisions/001).
alter table company_members
  add column sso_id text check (sso_id is null or length(btrim(sso_id)) > 0),
  add column entity_id integer,
  add column in_intermission boolean not null default false,
  add constraint company_members_entity_fkey foreign key (entity_id, company_id) references entities (id, company_id);
create unique index company_members_sso_id_key on company_members (company_id, sso_id) where sso_id is not null;

alter table associations
  add column logo_path text,
  add column description text,
  add column certified_label text check (certified_label in ('ESUS', 'B_CORP', 'ISO_14001', 'ECOVADIS', 'IDEAS', 'DON_EN_CONFIANCE', 'LUCIE', 'ENGAGE_RSE', 'ISO_9001', 'ISO_45001', 'ISO_50001', 'EMAS', 'QUALIOPI', 'RGE', 'FINANSOL', 'GREENFIN', 'ISR', 'NUMERIQUE_RESPONSABLE', 'DIVERSITE', 'EGALITE_PROFESSIONNELLE', 'COMMERCE_EQUITABLE', 'ECOCERT', 'AGRICULTURE_BIOLOGIQUE', 'ECOLABEL_EUROPEEN', 'RECONNUE_UTILITE_PUBLIQUE', 'AGREMENT_JEUNESSE_EDUCATION_POPULAIRE')),
  add column intermission_eligible boolean not null default false,
  add column migrated_to_url text;

-- Partner associations of a company.
create table company_partner_associations (
  company_id integer not null references companies (id) on delete cascade,
  association_id integer not null references associations (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (company_id, association_id)
);
create index company_partner_associations_association_idx on company_partner_associations (association_id);

-- Who publishes missions: the platform (admin), an association or a company.
create table publishers (
  id integer generated always as identity primary key,
  type text not null check (type in ('PUBLISHER_TYPE_ADMIN', 'PUBLISHER_TYPE_ASSOCIATION', 'PUBLISHER_TYPE_COMPANY')),
  association_id integer unique references associations (id) on delete cascade,
  company_id integer unique references companies (id) on delete cascade,
  check (
    (type = 'PUBLISHER_TYPE_ASSOCIATION' and association_id is not null and company_id is null)
    or (type = 'PUBLISHER_TYPE_COMPANY' and company_id is not null and association_id is null)
    or (type = 'PUBLISHER_TYPE_ADMIN' and company_id is null and association_id is null)
  ),
  unique (id, type)
);
create unique index publishers_single_admin on publishers (type) where type = 'PUBLISHER_TYPE_ADMIN';

create table missions (
  id integer generated always as identity primary key,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (length(btrim(title)) between 1 and 120),
  description text not null default '',
  state text not null default 'draft' check (state in ('draft', 'published', 'republished', 'unpublished', 'archived')),
  publisher_id integer not null,
  publisher_type text not null,
  -- Tenants: the association that runs it, and the company that published it (company missions).
  association_id integer references associations (id),
  company_id integer references companies (id),
  supervisor_id uuid references users (id) on delete set null,
  mission_type text not null check (mission_type in ('MISSION_TYPE_HELP', 'MISSION_TYPE_SKILL', 'MISSION_TYPE_MENTOR')),
  availability_type text not null check (availability_type in ('MISSION_AVAILABILITY_TYPE_TEXT', 'MISSION_AVAILABILITY_TYPE_TIMESLOTS')),
  required_availability text,
  time_type text not null check (time_type in ('work', 'personal', 'both')),
  is_group boolean not null default false,
  is_remote boolean not null default false,
  is_tax_exempt boolean not null default false,
  deducts_credit boolean not null default true,
  is_pinned boolean not null default false,
  pinned_until timestamptz,
  location_kind text check (location_kind in ('address', 'city', 'region')),
  location_label text,
  city text,
  postal_code text,
  region text,
  country char(2) check (country ~ '^[A-Z]{2}$'),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  thematics text[] not null default '{}'
    check (cardinality(thematics) <= 3 and thematics <@ array['THEMATIC_ANIMAL_WELFARE', 'THEMATIC_CHILDHOOD_YOUTH', 'THEMATIC_CULTURE', 'THEMATIC_DISABILITY', 'THEMATIC_EDUCATION', 'THEMATIC_EMERGENCY_HUMANITARIAN', 'THEMATIC_EMPLOYMENT_INTEGRATION', 'THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_GENDER_EQUALITY', 'THEMATIC_HEALTH', 'THEMATIC_POVERTY_EXCLUSION', 'THEMATIC_REFUGEES_MIGRANTS', 'THEMATIC_SENIORS', 'THEMATIC_SPORT']),
  skills text[] not null default '{}'
    check (skills <@ array['SKILL_ACCOUNTING_FINANCE', 'SKILL_ADMINISTRATION', 'SKILL_COMMUNICATION_MARKETING', 'SKILL_CONSULTING_STRATEGY', 'SKILL_DESIGN_CREATION', 'SKILL_DIGITAL_IT', 'SKILL_EDUCATION_TRAINING', 'SKILL_ENGINEERING', 'SKILL_EVENTS', 'SKILL_HUMAN_RESOURCES', 'SKILL_LANGUAGES_TRANSLATION', 'SKILL_LEGAL', 'SKILL_MANAGEMENT', 'SKILL_MANUAL_WORK', 'SKILL_PROJECT_MANAGEMENT', 'SKILL_SALES_FUNDRAISING']),
  sdgs smallint[] not null default '{}' check (sdgs <@ array[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]::smallint[]),
  images text[] not null default '{}' check (cardinality(images) <= 5),
  video_url text check (video_url ~ '^https?://'),
  expires_on date,
  registration_deadline_days integer check (registration_deadline_days between 0 and 365),
  external_url text check (external_url ~ '^https?://'),
  external_instructions text,
  practical_info text,
  registration_message text,
  auto_reply text,
  booking_restriction text not null default 'none' check (booking_restriction in ('none', 'companies', 'entities', 'intermission')),
  published_at timestamptz,
  first_published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (publisher_id, publisher_type) references publishers (id, type),
  -- The tenant columns follow the publisher.
  check (
    (publisher_type = 'PUBLISHER_TYPE_ASSOCIATION' and association_id is not null and company_id is null)
    or (publisher_type = 'PUBLISHER_TYPE_COMPANY' and company_id is not null)
    or (publisher_type = 'PUBLISHER_TYPE_ADMIN' and company_id is null)
  ),
  -- A place comes from the suggestions, so it always has its coordinates.
  check ((location_kind is null) = (latitude is null) and (latitude is null) = (longitude is null) and (location_kind is null) = (location_label is null)),
  -- What is open to volunteers is complete (spec §5: publishing refuses unfilled required fields).
  check (state = 'draft' or is_remote or location_kind is not null),
  check (state = 'draft' or availability_type <> 'MISSION_AVAILABILITY_TYPE_TEXT' or length(btrim(coalesce(required_availability, ''))) > 0),
  check (state = 'draft' or cardinality(thematics) > 0),
  check ((state in ('published', 'republished')) <= (published_at is not null))
);
create index missions_association_state_idx on missions (association_id, state);
create index missions_company_state_idx on missions (company_id, state);
create index missions_state_expires_idx on missions (state, expires_on);
create index missions_thematics_idx on missions using gin (thematics);
create index missions_skills_idx on missions using gin (skills);
create index missions_location_idx on missions (latitude, longitude) where latitude is not null;
create index missions_supervisor_idx on missions (supervisor_id);

-- Booking restrictions (spec §3): to some companies, or to entities of a company.
create table mission_restricted_companies (
  mission_id integer not null references missions (id) on delete cascade,
  company_id integer not null references companies (id) on delete cascade,
  primary key (mission_id, company_id)
);
create index mission_restricted_companies_company_idx on mission_restricted_companies (company_id);

create table mission_targeted_entities (
  mission_id integer not null references missions (id) on delete cascade,
  entity_id integer not null,
  company_id integer not null,
  primary key (mission_id, entity_id),
  foreign key (entity_id, company_id) references entities (id, company_id) on delete cascade
);
create index mission_targeted_entities_company_idx on mission_targeted_entities (company_id);

-- Spec §6: the mission must be validated by the employee's company before they apply.
create table mission_company_validations (
  mission_id integer not null references missions (id) on delete cascade,
  company_id integer not null references companies (id) on delete cascade,
  validated_by uuid references users (id) on delete set null,
  validated_at timestamptz not null default now(),
  primary key (mission_id, company_id)
);
create index mission_company_validations_company_idx on mission_company_validations (company_id);

-- Timeslots. `taken <= places` is the backstop of the conditional update that hands out places (sync.md).
create table timeslots (
  id integer generated always as identity primary key,
  mission_id integer not null references missions (id) on delete cascade,
  association_id integer references associations (id),
  company_id integer references companies (id),
  kind text not null default 'slot' check (kind in ('slot', 'range')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  places integer not null check (places >= 1),
  taken integer not null default 0 check (taken >= 0),
  signup_deadline timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (taken <= places),
  check (signup_deadline is null or signup_deadline <= starts_at),
  -- Spec §5: a date range only for missions longer than 10 days.
  check (kind <> 'range' or ends_at - starts_at > interval '10 days')
);
create unique index timeslots_one_range_per_mission on timeslots (mission_id) where kind = 'range';
create index timeslots_mission_starts_idx on timeslots (mission_id, starts_at);
create index timeslots_starts_idx on timeslots (starts_at);
create index timeslots_association_idx on timeslots (association_id);

-- Children of a mission carry its tenant keys, copied here so they can never disagree.
create function timeslots_inherit_mission_tenant() returns trigger language plpgsql as $$
begin
  select m.association_id, m.company_id into new.association_id, new.company_id from missions m where m.id = new.mission_id;
  return new;
end
$$;
create trigger timeslots_inherit_mission_tenant before insert or update of mission_id, association_id, company_id on timeslots
  for each row execute function timeslots_inherit_mission_tenant();

-- Waiting list of a timeslot (spec §3): one subscription per user and slot. The id comes from the client (sync.md).
create table timeslot_subscribers (
  id uuid primary key,
  timeslot_id integer not null references timeslots (id) on delete cascade,
  user_id uuid not null,
  company_id integer not null,
  state text not null default 'waiting' check (state in ('waiting', 'expired')),
  created_at timestamptz not null default now(),
  expired_at timestamptz,
  unique (timeslot_id, user_id),
  foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade,
  check ((state = 'expired') = (expired_at is not null))
);
create index timeslot_subscribers_company_idx on timeslot_subscribers (company_id, state);

-- Applications (spec §3 Engagement). The id comes from the client, so a replayed apply names the same row.
create table engagements (
  id uuid primary key,
  mission_id integer not null references missions (id),
  user_id uuid not null,
  -- Tenants: the employee's company, and the association that runs the mission.
  company_id integer not null,
  association_id integer references associations (id),
  state text not null default 'created' check (state in ('created', 'validated', 'finished', 'canceled')),
  state_before_cancel text check (state_before_cancel in ('created', 'validated', 'finished')),
  time_type text not null check (time_type in ('work', 'personal')),
  message text,
  cancel_reason text check (cancel_reason in ('not_available', 'personal_reason', 'professional_constraint', 'mission_not_suitable', 'no_answer_from_association', 'canceled_by_association', 'expired', 'other')),
  cancel_other_reason text,
  cancel_message text,
  survey jsonb check (survey is null or jsonb_typeof(survey) = 'object'),
  testimony text,
  survey_completed_at timestamptz,
  external_registration_done boolean not null default false,
  approximate_duration_hours numeric(7, 2) check (approximate_duration_hours >= 0),
  revised_duration_hours numeric(7, 2) check (revised_duration_hours >= 0),
  -- The manager's link carries a random token; only its SHA-256 is kept.
  validation_token_hash text unique,
  validation_token_expires_at timestamptz,
  last_activity_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (company_id, user_id) references company_members (company_id, user_id),
  -- A canceled application has its reason and remembers where it was (to revert); a live one has neither.
  check ((state = 'canceled') = (cancel_reason is not null)),
  check ((state = 'canceled') = (state_before_cancel is not null)),
  check (cancel_reason is distinct from 'other' or length(btrim(coalesce(cancel_other_reason, ''))) > 0),
  check ((validation_token_hash is null) = (validation_token_expires_at is null))
);
-- One live application per user and mission.
create unique index engagements_one_live_per_user_and_mission on engagements (user_id, mission_id) where state <> 'canceled';
create index engagements_mission_state_idx on engagements (mission_id, state);
create index engagements_company_state_idx on engagements (company_id, state);
create index engagements_association_state_idx on engagements (association_id, state);
create index engagements_pending_activity_idx on engagements (last_activity_at) where state = 'created';

create function engagements_inherit_mission_association() returns trigger language plpgsql as $$
begin
  select m.association_id into new.association_id from missions m where m.id = new.mission_id;
  return new;
end
$$;
create trigger engagements_inherit_mission_association before insert or update of mission_id, association_id on engagements
  for each row execute function engagements_inherit_mission_association();

-- The dates of an application, their validation by the manager and the company's time-spent review.
create table engagement_timeslots (
  id integer generated always as identity primary key,
  engagement_id uuid not null references engagements (id) on delete cascade,
  company_id integer not null references companies (id),
  timeslot_id integer references timeslots (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  state text not null default 'created' check (state in ('created', 'toValidate', 'validated', 'rejected', 'canceled')),
  validator_type text check (validator_type in ('manager', 'company_admin')),
  validated_by uuid references users (id) on delete set null,
  manager_email text check (manager_email ~ '^[^\s@]+@[^\s@]+$'),
  decided_at timestamptz,
  review_status text not null default 'to_validate' check (review_status in ('to_validate', 'validated', 'challenged', 'challenge_processed', 'canceled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (engagement_id, timeslot_id),
  unique (id, company_id),
  check (ends_at > starts_at),
  check (state not in ('validated', 'rejected') or decided_at is not null),
  check (validator_type is null or decided_at is not null)
);
create index engagement_timeslots_engagement_idx on engagement_timeslots (engagement_id);
create index engagement_timeslots_company_state_idx on engagement_timeslots (company_id, state);
create index engagement_timeslots_timeslot_idx on engagement_timeslots (timeslot_id);

-- Every state change of an application, who made it and when.
create table engagement_history (
  id bigint generated always as identity primary key,
  engagement_id uuid not null references engagements (id) on delete cascade,
  action text not null,
  from_state text check (from_state in ('created', 'validated', 'finished', 'canceled')),
  to_state text not null check (to_state in ('created', 'validated', 'finished', 'canceled')),
  actor_user_id uuid references users (id) on delete set null,
  actor_kind text not null check (actor_kind in ('user', 'manager', 'system')),
  details jsonb,
  created_at timestamptz not null default now()
);
create index engagement_history_engagement_idx on engagement_history (engagement_id, created_at);

-- Solidarity days (spec §3 Credit), in whole hours (a day is 7 hours).
-- Grants have no engagement; each work-time engagement holds one entry whose kind follows its state.
create table credit_entries (
  id integer generated always as identity primary key,
  company_id integer not null,
  user_id uuid not null,
  engagement_id uuid unique references engagements (id) on delete cascade,
  kind text not null check (kind in ('initial', 'bonus', 'malus', 'pending', 'confirmed', 'finished')),
  hours integer not null check (hours >= 0),
  note text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (company_id, user_id) references company_members (company_id, user_id) on delete cascade,
  check ((kind in ('pending', 'confirmed', 'finished')) = (engagement_id is not null))
);
create index credit_entries_member_idx on credit_entries (company_id, user_id);

-- Public read-only views of associations or missions behind a hash (admin 'partage-vues').
create table shared_views (
  id integer generated always as identity primary key,
  hash text not null unique check (hash ~ '^[A-Za-z0-9_-]{16,}$'),
  kind text not null check (kind in ('associationViews', 'missionViews')),
  title text not null check (length(btrim(title)) > 0),
  filters jsonb not null default '{}' check (jsonb_typeof(filters) = 'object'),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
