-- Organisations (holdings, companies, associations) and who belongs to them.
-- Company-specific facts about an employee (manager, matricule, entity) live on
-- the membership, because one person can work for several companies.

create table holdings (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(btrim(name)) > 0),
  created_at timestamptz not null default now()
);

create table companies (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(btrim(name)) > 0),
  holding_id integer references holdings (id) on delete set null,
  plans text[] not null default '{custom}'
    check (cardinality(plans) > 0 and plans <@ array['custom', 'intermission', 'mobilisation', 'solidarite']),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index companies_holding_id_idx on companies (holding_id);

create table associations (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(btrim(name)) > 0),
  are_branches_activated boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table branches (
  id integer generated always as identity primary key,
  association_id integer not null references associations (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  unique (association_id, name),
  -- Lets memberships reference a branch of their own association only.
  unique (id, association_id)
);

create table company_members (
  company_id integer not null references companies (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN')),
  manager_email text check (manager_email ~ '^[^\s@]+@[^\s@]+$'),
  created_at timestamptz not null default now(),
  primary key (company_id, user_id)
);
create index company_members_user_id_idx on company_members (user_id);

create table association_members (
  association_id integer not null references associations (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('ASSOCIATION_ADMIN', 'ASSOCIATION_MEMBER')),
  branch_id integer,
  created_at timestamptz not null default now(),
  primary key (association_id, user_id),
  foreign key (branch_id, association_id) references branches (id, association_id)
);
create index association_members_user_id_idx on association_members (user_id);
