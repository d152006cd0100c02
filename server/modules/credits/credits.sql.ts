import type { CreditKind } from '../../../shared/credits/credit.ledger';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface CreditEntryRow {
  id: number;
  userId: string;
  companyId: number;
  engagementId: string | null;
  kind: CreditKind;
  hours: number;
  note: string | null;
  createdAt: Date;
}

/** The ledger of one employee in one company, newest first. */
export function listMemberCreditEntries(sql: Tx, companyId: number, userId: string) {
  return sql<CreditEntryRow[]>`
    select id, user_id as "userId", company_id as "companyId", engagement_id as "engagementId", kind, hours, note, created_at as "createdAt"
    from credit_entries where company_id = ${companyId} and user_id = ${userId}
    order by created_at desc, id desc`;
}

/** The company's yearly allowance, and whether the user is one of its members. */
export async function findMemberAllowance(sql: Tx, companyId: number, userId: string): Promise<{ yearlyCreditHours: number } | undefined> {
  const [row] = await sql<{ yearlyCreditHours: number }[]>`
    select c.yearly_credit_hours as "yearlyCreditHours"
    from company_members m join companies c on c.id = m.company_id
    where m.company_id = ${companyId} and m.user_id = ${userId}`;
  return row;
}

export async function insertCreditGrant(
  sql: Tx,
  row: { companyId: number; userId: string; kind: 'initial' | 'bonus' | 'malus'; hours: number; note: string | null; createdBy: string },
): Promise<CreditEntryRow> {
  const [entry] = await sql<CreditEntryRow[]>`
    insert into credit_entries (company_id, user_id, kind, hours, note, created_by)
    values (${row.companyId}, ${row.userId}, ${row.kind}, ${row.hours}, ${row.note}, ${row.createdBy})
    returning id, user_id as "userId", company_id as "companyId", engagement_id as "engagementId", kind, hours, note, created_at as "createdAt"`;
  return entry!;
}
