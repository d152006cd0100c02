/**
 * Test data for the engagement suites, written with SQL (missions, timeslots,
 * members) so these tests do not depend on the mission-management routes.
 * Imported by *.test.ts files only.
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../db/connect';
import type { Actor } from '../../../shared/permissions/actor';

export interface MissionFixture {
  association?: string;
  /** A mission published by this company (publisher type company) instead of an association. */
  publishedByCompany?: string;
  state?: 'draft' | 'published' | 'unpublished';
  timeType?: 'work' | 'personal' | 'both';
  availability?: 'timeslots' | 'text';
  supervisorEmail?: string | null;
  validatedBy?: string[];
  bookingRestriction?: 'none' | 'companies';
  restrictedTo?: string[];
  expiresOn?: string | null;
  deductsCredit?: boolean;
  externalUrl?: string | null;
}

export async function idOf(sql: Sql, table: 'companies' | 'associations', slug: string): Promise<number> {
  const rows = table === 'companies' ? await sql<{ id: number }[]>`select id from companies where slug = ${slug}` : await sql<{ id: number }[]>`select id from associations where slug = ${slug}`;
  return rows[0]!.id;
}

export async function userId(sql: Sql, email: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`select id from users where email = ${email}`;
  return row!.id;
}

let missionCount = 0;
export async function createMission(sql: Sql, fixture: MissionFixture = {}): Promise<number> {
  missionCount += 1;
  const slug = `mission-test-${missionCount}-${Math.random().toString(36).slice(2, 8)}`;
  const supervisorEmail = fixture.supervisorEmail === undefined ? 'asso@amis-du-quartier.example' : fixture.supervisorEmail;
  const supervisor = supervisorEmail ? await userId(sql, supervisorEmail) : null;
  let publisherId: number;
  let associationId: number | null = null;
  let companyId: number | null = null;
  if (fixture.publishedByCompany) {
    companyId = await idOf(sql, 'companies', fixture.publishedByCompany);
    await sql`insert into publishers (type, company_id) values ('PUBLISHER_TYPE_COMPANY', ${companyId}) on conflict (company_id) do nothing`;
    publisherId = (await sql<{ id: number }[]>`select id from publishers where company_id = ${companyId}`)[0]!.id;
  } else {
    associationId = await idOf(sql, 'associations', fixture.association ?? 'amis-du-quartier');
    await sql`insert into publishers (type, association_id) values ('PUBLISHER_TYPE_ASSOCIATION', ${associationId}) on conflict (association_id) do nothing`;
    publisherId = (await sql<{ id: number }[]>`select id from publishers where association_id = ${associationId}`)[0]!.id;
  }
  const state = fixture.state ?? 'published';
  const availability = fixture.availability === 'text' ? 'MISSION_AVAILABILITY_TYPE_TEXT' : 'MISSION_AVAILABILITY_TYPE_TIMESLOTS';
  const [mission] = await sql<{ id: number }[]>`
    insert into missions (slug, title, description, state, publisher_id, publisher_type, association_id, company_id, supervisor_id, mission_type,
                          availability_type, required_availability, time_type, is_remote, thematics, booking_restriction, expires_on, deducts_credit,
                          external_url, published_at, first_published_at)
    values (${slug}, ${`Mission ${missionCount}`}, 'Une mission de test', ${state}, ${publisherId},
            ${fixture.publishedByCompany ? 'PUBLISHER_TYPE_COMPANY' : 'PUBLISHER_TYPE_ASSOCIATION'}, ${associationId}, ${companyId}, ${supervisor},
            'MISSION_TYPE_HELP', ${availability}, ${availability === 'MISSION_AVAILABILITY_TYPE_TEXT' ? 'Le mercredi' : null}, ${fixture.timeType ?? 'both'},
            true, ${['THEMATIC_FOOD']}, ${fixture.bookingRestriction ?? 'none'}, ${fixture.expiresOn ?? null}, ${fixture.deductsCredit ?? true},
            ${fixture.externalUrl ?? null}, ${state === 'draft' ? null : sql`now()`}, ${state === 'draft' ? null : sql`now()`})
    returning id`;
  for (const company of fixture.validatedBy ?? ['acme', 'globex']) {
    await sql`insert into mission_company_validations (mission_id, company_id) values (${mission!.id}, ${await idOf(sql, 'companies', company)})`;
  }
  for (const company of fixture.restrictedTo ?? []) {
    await sql`insert into mission_restricted_companies (mission_id, company_id) values (${mission!.id}, ${await idOf(sql, 'companies', company)})`;
  }
  return mission!.id;
}

/** A slot `inDays` from now, 09:00-12:00 UTC by default (a half day). */
export async function createTimeslot(
  sql: Sql,
  missionId: number,
  options: { inDays?: number; places?: number; hours?: number; startHourUtc?: number; signupDeadlineInDays?: number } = {},
): Promise<number> {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + (options.inDays ?? 10));
  start.setUTCHours(options.startHourUtc ?? 8, 0, 0, 0);
  const end = new Date(start.getTime() + (options.hours ?? 3) * 3600_000);
  const deadline = options.signupDeadlineInDays === undefined ? null : new Date(Date.now() + options.signupDeadlineInDays * 86_400_000);
  const [row] = await sql<{ id: number }[]>`
    insert into timeslots (mission_id, starts_at, ends_at, places, signup_deadline)
    values (${missionId}, ${start}, ${end}, ${options.places ?? 5}, ${deadline})
    returning id`;
  return row!.id;
}

/** A user with a password (Demo2026! hash given) and a membership; returns their id. */
export async function createEmployee(
  sql: Sql,
  input: { email: string; company: string; state?: string; role?: string; managerEmail?: string | null; passwordHash?: string },
): Promise<string> {
  const [user] = await sql<{ id: string }[]>`
    insert into users (name, email, email_verified, state, first_name, last_name)
    values (${input.email}, ${input.email}, true, ${input.state ?? 'registered'}, 'Test', ${input.email.split('@')[0]!})
    returning id`;
  if (input.passwordHash) {
    await sql`insert into accounts (account_id, provider_id, user_id, password, updated_at) values (${user!.id}, 'credential', ${user!.id}, ${input.passwordHash}, now())`;
  }
  await sql`
    insert into company_members (company_id, user_id, role, manager_email)
    select id, ${user!.id}, ${input.role ?? 'COMPANY_COLLABORATOR'}, ${input.managerEmail ?? null} from companies where slug = ${input.company}`;
  return user!.id;
}

/** The actor the use cases see, for tests calling them directly. */
export async function actorFor(sql: Sql, id: string): Promise<Actor> {
  const companies = await sql<{ companyId: number; holdingId: number | null; role: Actor['companies'][number]['role']; entityId: number | null }[]>`
    select m.company_id as "companyId", c.holding_id as "holdingId", m.role, m.entity_id as "entityId"
    from company_members m join companies c on c.id = m.company_id where m.user_id = ${id}`;
  return { userId: id, isPlatformAdmin: false, state: 'registered', companies, associations: [] };
}

export const newId = () => randomUUID();
