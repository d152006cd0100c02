import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { TimeSpentReviewStatus } from '../../../shared/engagements/time-spent-review.machine';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface ReviewDateRow {
  id: number;
  engagementId: string;
  engagementState: EngagementState;
  reviewStatus: TimeSpentReviewStatus;
  coveredByTaxReceipt: boolean;
}

/**
 * One date of an application of this company, locked for its review (a date
 * of another company is not found). A date listed on a tax exemption is
 * covered by a tax receipt: its time spent is locked (spec §4).
 */
export async function lockCompanyReviewDate(tx: Tx, companyId: number, dateId: number): Promise<ReviewDateRow | undefined> {
  const [row] = await tx<ReviewDateRow[]>`
    select et.id, et.engagement_id as "engagementId", e.state as "engagementState", et.review_status as "reviewStatus",
           exists (select 1 from tax_exemption_lines l where l.engagement_timeslot_id = et.id) as "coveredByTaxReceipt"
    from engagement_timeslots et
    join engagements e on e.id = et.engagement_id
    where et.id = ${dateId} and et.company_id = ${companyId} and e.company_id = ${companyId}
    for update of et`;
  return row;
}

export async function setReviewStatus(tx: Tx, dateId: number, status: TimeSpentReviewStatus): Promise<void> {
  await tx`update engagement_timeslots set review_status = ${status}, updated_at = now() where id = ${dateId}`;
}
