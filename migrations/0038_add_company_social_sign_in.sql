-- Social sign-in per company (spec §1, issue 21): the company's admins switch Google and Microsoft (Entra ID) on for
-- their employees. Off by default: a provider lets nobody into a company that has not chosen it.
alter table companies
  add column google_sign_in boolean not null default false,
  add column microsoft_sign_in boolean not null default false;
