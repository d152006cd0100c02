-- SCIM 2.0 provisioning (issue 21, spec §2 `/scim/v2/{companyId}`): a company's identity provider creates, updates,
-- deactivates and removes its employees. Each company admin-created bearer token reaches that company only; only its
-- SHA-256 is stored (the token is shown once), with a few first characters to tell tokens apart.
create table scim_tokens (
  id integer generated always as identity primary key,
  company_id integer not null references companies (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 80),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  token_prefix text not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index scim_tokens_company_idx on scim_tokens (company_id, created_at desc);

-- The identity provider's own id of an employee (SCIM `externalId`), unique in the company.
alter table company_members add column scim_external_id text check (scim_external_id is null or length(btrim(scim_external_id)) > 0);
create unique index company_members_scim_external_id_key on company_members (company_id, scim_external_id) where scim_external_id is not null;
