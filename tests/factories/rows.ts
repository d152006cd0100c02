/**
 * Minimal valid rows for schema and service tests, written with plain SQL so a
 * test can see exactly what is stored. Each takes overrides for the columns a
 * test is about.
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../server/db/connect';

type Values = Record<string, unknown>;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

async function insert<T = { id: number }>(sql: Sql, table: string, values: Values, returning = 'id'): Promise<T> {
  const [row] = await sql.unsafe(
    `insert into ${table} (${Object.keys(values).join(', ')}) values (${Object.keys(values).map((_, i) => `$${i + 1}`).join(', ')}) returning ${returning}`,
    Object.values(values) as never[],
  );
  return row as T;
}

export function insertUser(sql: Sql, values: Values = {}) {
  const email = `${unique('user')}@example.org`;
  return insert<{ id: string }>(sql, 'users', { name: 'Test User', email, email_verified: true, first_name: 'Test', last_name: 'User', ...values });
}

export function insertCompany(sql: Sql, values: Values = {}) {
  return insert(sql, 'companies', { slug: unique('company'), name: 'Company', ...values });
}

export function insertAssociation(sql: Sql, values: Values = {}) {
  return insert(sql, 'associations', { slug: unique('association'), name: 'Association', ...values });
}

export async function insertCompanyMember(sql: Sql, companyId: number, userId: string, values: Values = {}) {
  await sql.unsafe('insert into company_members (company_id, user_id, role) values ($1, $2, $3)', [companyId, userId, 'COMPANY_COLLABORATOR']);
  if (Object.keys(values).length > 0) {
    const sets = Object.keys(values).map((key, i) => `${key} = $${i + 3}`);
    await sql.unsafe(`update company_members set ${sets.join(', ')} where company_id = $1 and user_id = $2`, [companyId, userId, ...Object.values(values)] as never[]);
  }
}

export function insertPublisher(sql: Sql, values: Values) {
  return insert(sql, 'publishers', values);
}

/** An association's published mission with a place; pass `publisher_id` to reuse a publisher. */
export async function insertMission(sql: Sql, associationId: number, values: Values = {}) {
  const publisherId =
    (values.publisher_id as number | undefined) ??
    (await sql`select id from publishers where association_id = ${associationId}`.then(async ([row]) =>
      row ? (row.id as number) : (await insertPublisher(sql, { type: 'PUBLISHER_TYPE_ASSOCIATION', association_id: associationId })).id,
    ));
  return insert(sql, 'missions', {
    slug: unique('mission'),
    title: 'Mission',
    state: 'published',
    published_at: new Date(),
    publisher_id: publisherId,
    publisher_type: 'PUBLISHER_TYPE_ASSOCIATION',
    association_id: associationId,
    mission_type: 'MISSION_TYPE_HELP',
    availability_type: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    time_type: 'both',
    thematics: ['THEMATIC_ENVIRONMENT'],
    location_kind: 'city',
    location_label: 'Lyon',
    latitude: 45.76,
    longitude: 4.83,
    ...values,
  });
}

export function insertTimeslot(sql: Sql, missionId: number, values: Values = {}) {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  return insert(sql, 'timeslots', { mission_id: missionId, starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 3 * 3_600_000), places: 3, ...values });
}

export function insertEngagement(sql: Sql, values: { mission_id: number; user_id: string; company_id: number } & Values) {
  return insert<{ id: string }>(sql, 'engagements', { id: randomUUID(), time_type: 'work', ...values });
}
