import type { Sql } from '../db/connect';

/** The dates of a demo application, in order. */
export function demoEngagementDates(sql: Sql, engagementId: string) {
  return sql<{ id: number }[]>`select id from engagement_timeslots where engagement_id = ${engagementId} order by starts_at, id`;
}

/** An employee's employment in the company, to declare their daily cost without changing the rest. */
export async function demoEmployment(sql: Sql, companyId: number, userId: string) {
  const [row] = await sql<{ role: 'COMPANY_COLLABORATOR'; entityId: number | null; managerEmail: string | null; matricule: string | null }[]>`
    select role, entity_id as "entityId", manager_email as "managerEmail", sso_id as matricule from company_members where company_id = ${companyId} and user_id = ${userId}`;
  return row;
}

/** The lines of the demo application's dates (ids), in date order. */
export function demoLinesOf(sql: Sql, dateIds: number[]) {
  return sql<{ id: number }[]>`select id from tax_exemption_lines where engagement_timeslot_id = any(${dateIds}::int[]) order by worked_on, id`;
}

/** The mission's next slots. */
export function demoNextSlots(sql: Sql, missionId: number, from: Date, count: number) {
  return sql<{ id: number }[]>`select id from timeslots where mission_id = ${missionId} and starts_at > ${from} order by starts_at limit ${count}`;
}

/** A user's id and their company's id by e-mail and company slug (the intermission demo is Globex's). */
export async function demoMember(sql: Sql, email: string, companySlug: string) {
  const [row] = await sql<{ userId: string; companyId: number }[]>`
    select u.id as "userId", c.id as "companyId" from users u join company_members m on m.user_id = u.id join companies c on c.id = m.company_id
    where u.email = ${email} and c.slug = ${companySlug}`;
  return row;
}

export async function demoUserId(sql: Sql, email: string) {
  const [row] = await sql<{ id: string }[]>`select id from users where email = ${email}`;
  return row?.id;
}
