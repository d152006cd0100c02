import type { EngagementTimeslotState } from '../../../shared/engagements/engagement-timeslot.machine';
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

/**
 * A rejected or canceled date whose slot the employee chose again starts over
 * as a new date would: its new state, the manager to ask (or none), no
 * validator, decided now only when validated at once, its time review back to
 * the start, and the slot's current times. Only such a date of this
 * application in this company changes; false when none did.
 */
export async function reopenEngagementDate(
  tx: Tx,
  row: { id: number; engagementId: string; companyId: number; state: EngagementTimeslotState; managerEmail: string | null; startsAt: Date; endsAt: Date },
): Promise<boolean> {
  const decided = row.state === 'validated' || row.state === 'rejected';
  const rows = await tx`
    update engagement_timeslots set state = ${row.state}, manager_email = ${row.managerEmail},
      validator_type = null, validated_by = null, decided_at = ${decided ? tx`now()` : null},
      review_status = 'to_validate', starts_at = ${row.startsAt}, ends_at = ${row.endsAt}, updated_at = now()
    where id = ${row.id} and engagement_id = ${row.engagementId} and company_id = ${row.companyId} and state in ('rejected', 'canceled')
    returning id`;
  return rows.length > 0;
}
