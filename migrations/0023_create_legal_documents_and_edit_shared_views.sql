-- Legal documents (spec §2 Admin `/admin/actions-operationnelles/documents-juridiques`): the platform's terms of use
-- (CGU) and privacy policy, versioned per audience. A document is (kind, audience, organisation): the platform-wide one
-- has no organisation; a version may also be reserved to the members of one company (employees' audience) or of one
-- association (associations' audience), the « conditions particulières » of one organisation. A version's file is a PDF
-- stored by the upload endpoint (`/uploads/<sha-256>.pdf`). The current version of a document is its latest version
-- published on or before today (Paris); a version with a later date is scheduled.
create table legal_document_versions (
  id integer generated always as identity primary key,
  kind text not null check (kind in ('terms_of_use', 'privacy_policy')),
  audience text not null check (audience in ('employees', 'associations')),
  company_id integer references companies (id) on delete cascade,
  association_id integer references associations (id) on delete cascade,
  version_label text not null check (length(btrim(version_label)) between 1 and 60),
  file_path text not null check (file_path ~ '^/uploads/[a-f0-9]{64}\.pdf$'),
  published_on date not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (company_id is null or audience = 'employees'),
  check (association_id is null or audience = 'associations')
);
-- One label per document; the versions of a document, newest first (the current one, the pending ones of a user).
create unique index legal_document_versions_label_key
  on legal_document_versions (kind, audience, coalesce(company_id, 0), coalesce(association_id, 0), lower(version_label));
create index legal_document_versions_document_idx
  on legal_document_versions (kind, audience, company_id, association_id, published_on desc, id desc);
create index legal_document_versions_company_idx on legal_document_versions (company_id) where company_id is not null;
create index legal_document_versions_association_idx on legal_document_versions (association_id) where association_id is not null;

-- Who accepted which version, and when. An acceptance is of one version: a newer version asks again.
create table legal_document_acceptances (
  user_id uuid not null references users (id) on delete cascade,
  version_id integer not null references legal_document_versions (id) on delete cascade,
  accepted_at timestamptz not null default now(),
  primary key (user_id, version_id)
);
create index legal_document_acceptances_version_idx on legal_document_acceptances (version_id);

-- Shared views (spec §2 `/admin/partage-vues`, §3 'Shared view: hash', table of 0003): platform admins now save,
-- rename and change them; the list shows when each was last changed. Names stay short enough for a page title.
alter table shared_views
  add column updated_at timestamptz not null default now(),
  add constraint shared_views_title_length check (length(title) <= 120);
create index shared_views_kind_idx on shared_views (kind, lower(title), id);
