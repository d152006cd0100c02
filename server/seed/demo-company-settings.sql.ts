import type { Sql } from '../db/connect';

export async function findCompanyIdBySlug(sql: Sql, slug: string): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from companies where slug = ${slug}`;
  return row?.id;
}

/** Names a manager on a membership that has none (a membership with a manager keeps it: the seed is idempotent). */
export async function setManagerIfMissing(sql: Sql, companyId: number, employeeEmail: string, managerEmail: string): Promise<void> {
  await sql`
    update company_members set manager_email = ${managerEmail}
    where company_id = ${companyId} and manager_email is null and user_id = (select id from users where email = ${employeeEmail})`;
}
