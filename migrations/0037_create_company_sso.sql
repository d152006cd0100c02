-- Single sign-on per company (issue 21, spec §1 and §2 `/saml2/{slug}/...`).
--
-- `sso_providers` is the table of better-auth's SSO plugin (@better-auth/sso), in our snake_case: one row per
-- company that set up SAML 2.0 or OpenID Connect, `provider_id` `saml-{companyId}` or `oidc-{companyId}`,
-- `organization_id` the company's id. The plugin reads it when a sign-in starts and when the identity provider
-- answers; only the company's settings write it (the plugin's own registration endpoints are switched off).
create table sso_providers (
  id uuid primary key,
  provider_id text not null unique,
  issuer text not null,
  domain text not null,
  oidc_config text,
  saml_config text,
  organization_id text,
  user_id uuid references users (id) on delete set null
);

-- What the company admin chose around it: which protocol, the attribute names of their identity provider, the
-- metadata address when the IdP metadata is read from one, whether employees sign in this way yet (`enabled`: a set-up
-- is tried with the login test first, so nobody is locked out), and the last login test, with what it read.
create table company_sso (
  company_id integer primary key references companies (id) on delete cascade,
  protocol text not null check (protocol in ('saml', 'oidc')),
  enabled boolean not null default false,
  domains text[] not null default '{}',
  idp_metadata_url text,
  mapping jsonb not null default '{}',
  -- The RelayState (SAML) or state (OIDC) of a login test under way: its answer is shown to the admin, never signs in.
  test_state text,
  tested_at timestamptz,
  test_succeeded boolean,
  test_result jsonb,
  updated_at timestamptz not null default now(),
  updated_by uuid references users (id) on delete set null
);
create unique index company_sso_test_state_key on company_sso (test_state) where test_state is not null;
