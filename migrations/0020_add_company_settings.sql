-- Company settings (`/entreprise/{slug}/parametres`): the company's logo, its communication page (a short text and an
-- image shown on its public entrance `/collaborateur/{slug}`), and who validates its employees' work-time dates when
-- they need a validation (`manager_validation`): the employee's manager through the e-mailed link, or a company admin.
alter table companies
  add column logo_path text,
  add column communication_text text check (communication_text is null or length(communication_text) <= 1000),
  add column communication_image_path text,
  add column work_time_validator text not null default 'manager' check (work_time_validator in ('manager', 'company_admin'));

-- The managers' view (`/collaborateur/{slug}/management-collaborateurs`) finds a manager's team by e-mail.
create index company_members_manager_email_idx on company_members (company_id, lower(manager_email));
