import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * The company of one of the employee's own applications, among the companies
 * the request may act in (the space's company, or every membership): another
 * person's application, or one of another tenant, is not found.
 */
export async function findOwnEngagementCompany(tx: Tx, engagementId: string, userId: string, companyIds: readonly number[]): Promise<number | undefined> {
  if (companyIds.length === 0) return undefined;
  const [row] = await tx<{ companyId: number }[]>`
    select company_id as "companyId" from engagements
    where id = ${engagementId} and user_id = ${userId} and company_id = any(${companyIds as number[]}::int[])`;
  return row?.companyId;
}

/** New dates change the planned duration, and count as activity on the application (the 30-day expiry looks at it). */
export async function setPlannedDuration(tx: Tx, engagementId: string, companyId: number, hours: number): Promise<void> {
  await tx`
    update engagements set approximate_duration_hours = ${hours}, last_activity_at = now(), updated_at = now()
    where id = ${engagementId} and company_id = ${companyId}`;
}
