-- Skills sponsorship (issue 20). Each validated work-time date of a tax-exempt mission becomes a line of the
-- company's tax exemption towards the association for that calendar year (one exemption per company, association and
-- year), valued from the employee's declared daily cost. The association issues receipts for sets of its lines: a line
-- is covered by at most one receipt that is not archived (checked under a lock by the use case), and several receipts
-- can now exist for one exemption (the year's lines come in over time).

-- The employee's daily cost (salary and charges of a 7-hour working day) the company declares for the valuation.
alter table company_members
  add column daily_cost_cents integer check (daily_cost_cents between 0 and 1000000);

-- One exemption per company, association and year (period_start is the 1st of January).
create unique index tax_exemptions_company_association_period_key on tax_exemptions (company_id, association_id, period_start);

-- The days of a line in sevenths of a 7-hour day (spec §9), exact; `days` keeps the rounded figure shown.
alter table tax_exemption_lines
  add column sevenths integer check (sevenths > 0),
  add column daily_cost_cents integer check (daily_cost_cents between 0 and 1000000);

drop index tax_receipts_one_live_per_exemption;

-- What the association states on the receipt (the legal mentions of a « reçu fiscal »): its address and object.
alter table tax_receipts
  add column association_address text check (length(btrim(association_address)) between 1 and 300),
  add column association_object text check (length(btrim(association_object)) between 1 and 1000),
  add column created_by uuid references users (id) on delete set null;

-- The lines a receipt covers.
create table tax_receipt_lines (
  tax_receipt_id integer not null references tax_receipts (id) on delete cascade,
  tax_exemption_line_id integer not null references tax_exemption_lines (id) on delete cascade,
  primary key (tax_receipt_id, tax_exemption_line_id)
);
create index tax_receipt_lines_line_idx on tax_receipt_lines (tax_exemption_line_id);
