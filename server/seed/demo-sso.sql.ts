import type { Sql } from '../db/connect';

export async function findSeedUserId(sql: Sql, email: string): Promise<string | undefined> {
  const [row] = await sql<{ id: string }[]>`select id from users where email = ${email}`;
  return row?.id;
}

export async function enableDemoSso(sql: Sql, companyId: number): Promise<void> {
  await sql`update company_sso set enabled = true where company_id = ${companyId}`;
}
