-- Mission management (association space): who may be chosen as a mission's
-- referent. Association admins always may; other members once an admin marks
-- them in the association's settings.
alter table association_members
  add column is_supervisor boolean not null default false;

-- The association's mission list filters by tenant and publisher type.
create index missions_association_publisher_idx on missions (association_id, publisher_type);
create index missions_company_publisher_idx on missions (company_id, publisher_type);
