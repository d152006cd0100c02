-- Accounts for every audience (spec §1, §2, §5, §6): outgoing mail, throttling
-- of sign-in and codes, invitations, impersonation audit, registration records.

-- Every e-mail the platform sends. Without SMTP_URL it is only stored here and
-- platform admins read it on the mailbox page (/admin/boite-mail).
create table outgoing_emails (
  id bigint generated always as identity primary key,
  to_address text not null check (to_address ~ '^[^\s@]+@[^\s@]+$'),
  template text not null check (template ~ '^[a-z_]+$'),
  lang text not null check (lang in ('ar', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'th', 'zh')),
  subject text not null,
  text_body text not null,
  html_body text not null,
  transport text not null check (transport in ('smtp', 'outbox')),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  error text,
  check (transport = 'smtp' or sent_at is null)
);
create index outgoing_emails_to_idx on outgoing_emails (to_address, created_at desc);
create index outgoing_emails_created_idx on outgoing_emails (created_at desc);

-- Attempts that are throttled per e-mail address (failed sign-ins, codes sent, codes checked).
create table auth_attempts (
  id bigint generated always as identity primary key,
  bucket text not null check (bucket in ('sign_in_failure', 'code_sent', 'code_check_failure')),
  subject text not null,
  created_at timestamptz not null default now()
);
create index auth_attempts_lookup_idx on auth_attempts (bucket, subject, created_at);

-- Invitations to join a company (employees) or an association (members). Only the token's SHA-256 is kept.
create table invitations (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  email text not null check (email ~ '^[^\s@]+@[^\s@]+$'),
  company_id integer references companies (id) on delete cascade,
  association_id integer references associations (id) on delete cascade,
  role text not null check (role in ('COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN', 'ASSOCIATION_ADMIN', 'ASSOCIATION_MEMBER')),
  invited_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  check ((company_id is null) <> (association_id is null)),
  check ((company_id is not null) = (role like 'COMPANY_%')),
  check (expires_at > created_at)
);
create index invitations_company_idx on invitations (company_id) where company_id is not null;
create index invitations_association_idx on invitations (association_id) where association_id is not null;
create index invitations_email_idx on invitations (email);

-- Who impersonated whom, when, and every change they made meanwhile (spec §6 'Admin').
create table impersonations (
  id bigint generated always as identity primary key,
  admin_user_id uuid not null references users (id),
  target_user_id uuid not null references users (id),
  session_id uuid not null unique,
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  check (admin_user_id <> target_user_id),
  check (ended_at is null or ended_at >= started_at)
);
create index impersonations_admin_idx on impersonations (admin_user_id, started_at desc);
create index impersonations_target_idx on impersonations (target_user_id, started_at desc);

create table impersonation_actions (
  id bigint generated always as identity primary key,
  impersonation_id bigint not null references impersonations (id) on delete cascade,
  method text not null check (method in ('POST', 'PUT', 'PATCH', 'DELETE')),
  path text not null,
  status integer not null check (status between 100 and 599),
  created_at timestamptz not null default now()
);
create index impersonation_actions_impersonation_idx on impersonation_actions (impersonation_id, created_at);

-- What the user agreed to and when; when the registration steps were completed.
alter table users
  add column terms_accepted_at timestamptz,
  add column gdpr_consent_at timestamptz,
  add column profile_completed_at timestamptz;

alter table associations
  add column eligibility_acknowledged_at timestamptz,
  add column terms_accepted_at timestamptz;
