-- Highlights ('Temps Forts', issue 17): the moment a highlight runs (a solidarity week), as its first and last Paris
-- days, both included. The employee's home lists the highlights whose moment is running (shared/highlights
-- highlightTiming). A company's own highlight and a catalogue highlight carry their days; a company's copy of a
-- catalogue highlight (its selection: company_id, catalogue_highlight_id, state 'selected') shows the catalogue
-- highlight's days and content, so it keeps none of its own.
alter table highlights
  add column starts_on date,
  add column ends_on date,
  add constraint highlights_dates_order check (ends_on >= starts_on),
  add constraint highlights_dates_given check (catalogue_highlight_id is not null or (starts_on is not null and ends_on is not null));

-- A company's selection of a catalogue highlight: when it picked it, and who.
alter table highlights
  add column selected_at timestamptz,
  add column selected_by uuid references users (id) on delete set null,
  add constraint highlights_selected_at check (state <> 'selected' or selected_at is not null);

-- The copies of a catalogue highlight go with it: a copy without its source would be a selection of nothing (and
-- 'selected' requires a source), so deleting a catalogue highlight deletes the companies' selections of it.
alter table highlights
  drop constraint highlights_catalogue_highlight_id_fkey,
  add constraint highlights_catalogue_highlight_id_fkey foreign key (catalogue_highlight_id) references highlights (id) on delete cascade;
