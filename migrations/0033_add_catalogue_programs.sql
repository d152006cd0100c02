-- Catalogue selections (spec §6: platform admins manage catalogue selections, issue 17). A selection without a company
-- is the platform's (`/admin/selections`); a company adds one to its own selections as a copy it then edits and
-- publishes like any other, which remembers where it came from, once per company (the catalogue's offer says
-- « Déjà dans vos sélections »). Deleting a catalogue selection leaves the companies' copies as they are.
alter table programs add column catalogue_program_id integer references programs (id) on delete set null,
  add constraint programs_copy_has_company check (catalogue_program_id is null or company_id is not null);
create unique index programs_company_catalogue_key on programs (company_id, catalogue_program_id) where catalogue_program_id is not null;
create index programs_catalogue_state_idx on programs (state) where company_id is null;
