import type { Support } from '../../../shared/intermission/supports';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export function listEligibleAssociations(sql: Tx) {
  return sql<{ id: number; name: string; slug: string; description: string | null }[]>`
    select id, name, slug, description from associations where intermission_eligible order by name`;
}

export interface PeriodRow {
  id: number;
  companyId: number;
  companyName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  associationId: number;
  associationName: string;
  support: Support;
  startsOn: string;
  endsOn: string;
  sevenths: number;
  averageDailyRateCents: number;
}

/** Periods of a company (or every company: null), optionally one employee's, overlapping the range. */
export function listPeriods(sql: Tx, scope: { companyId: number | null; userId?: string; from?: string; to?: string }) {
  return sql<PeriodRow[]>`
    select p.id, p.company_id as "companyId", c.name as "companyName", u.first_name as "firstName", u.last_name as "lastName", u.email,
           a.id as "associationId", a.name as "associationName", p.support,
           to_char(p.starts_on, 'YYYY-MM-DD') as "startsOn", to_char(p.ends_on, 'YYYY-MM-DD') as "endsOn",
           p.sevenths, p.average_daily_rate_cents as "averageDailyRateCents"
    from intermission_periods p
    join companies c on c.id = p.company_id
    join users u on u.id = p.user_id
    join associations a on a.id = p.association_id
    where ${scope.companyId === null ? sql`true` : sql`p.company_id = ${scope.companyId}`}
      and ${scope.userId ? sql`p.user_id = ${scope.userId}` : sql`true`}
      and ${scope.from ? sql`p.ends_on >= ${scope.from}` : sql`true`}
      and ${scope.to ? sql`p.starts_on <= ${scope.to}` : sql`true`}
    order by p.starts_on desc, p.id desc`;
}

/** The employee of this company with that address, locked (their periods are checked for overlap under it). */
export async function lockMemberByEmail(tx: Tx, companyId: number, email: string) {
  const [row] = await tx<{ userId: string }[]>`
    select m.user_id as "userId" from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId} and lower(u.email) = lower(${email})
    for update of m`;
  return row;
}

export async function isEligibleAssociation(tx: Tx, associationId: number): Promise<boolean> {
  const [row] = await tx<{ ok: boolean }[]>`select exists (select 1 from associations where id = ${associationId} and intermission_eligible) as ok`;
  return row!.ok;
}

export function memberPeriods(tx: Tx, companyId: number, userId: string) {
  return tx<{ startsOn: string; endsOn: string }[]>`
    select to_char(starts_on, 'YYYY-MM-DD') as "startsOn", to_char(ends_on, 'YYYY-MM-DD') as "endsOn"
    from intermission_periods where company_id = ${companyId} and user_id = ${userId}`;
}

export async function insertPeriod(
  tx: Tx,
  period: { companyId: number; userId: string; associationId: number; support: Support; startsOn: string; endsOn: string; sevenths: number; averageDailyRateCents: number; createdBy: string },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into intermission_periods (company_id, user_id, association_id, support, starts_on, ends_on, sevenths, average_daily_rate_cents, created_by)
    values (${period.companyId}, ${period.userId}, ${period.associationId}, ${period.support}, ${period.startsOn}, ${period.endsOn}, ${period.sevenths},
            ${period.averageDailyRateCents}, ${period.createdBy})
    returning id`;
  return row!.id;
}
