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
 * of another company is not found). A date whose tax-exemption line is on a
 * receipt that is not archived is covered by a tax receipt: its time spent is
 * locked (spec §4).
 */
export async function lockCompanyReviewDate(tx: Tx, companyId: number, dateId: number): Promise<ReviewDateRow | undefined> {
  const [row] = await tx<ReviewDateRow[]>`
    select et.id, et.engagement_id as "engagementId", e.state as "engagementState", et.review_status as "reviewStatus",
           exists (select 1 from tax_exemption_lines l join tax_receipt_lines rl on rl.tax_exemption_line_id = l.id join tax_receipts r on r.id = rl.tax_receipt_id where l.engagement_timeslot_id = et.id and r.state <> 'archived') as "coveredByTaxReceipt"
    from engagement_timeslots et
    join engagements e on e.id = et.engagement_id
    where et.id = ${dateId} and et.company_id = ${companyId} and e.company_id = ${companyId}
    for update of et`;
  return row;
}

export async function setReviewStatus(tx: Tx, dateId: number, status: TimeSpentReviewStatus): Promise<void> {
  await tx`update engagement_timeslots set review_status = ${status}, updated_at = now() where id = ${dateId}`;
}

/**
 * One date of an application of a mission of this association, locked for its
 * review (the association may challenge the time declared; issue 20).
 */
export async function lockAssociationReviewDate(tx: Tx, associationId: number, dateId: number): Promise<ReviewDateRow | undefined> {
  const [row] = await tx<ReviewDateRow[]>`
    select et.id, et.engagement_id as "engagementId", e.state as "engagementState", et.review_status as "reviewStatus",
           exists (select 1 from tax_exemption_lines l join tax_receipt_lines rl on rl.tax_exemption_line_id = l.id join tax_receipts r on r.id = rl.tax_receipt_id where l.engagement_timeslot_id = et.id and r.state <> 'archived') as "coveredByTaxReceipt"
    from engagement_timeslots et
    join engagements e on e.id = et.engagement_id
    where et.id = ${dateId} and e.association_id = ${associationId}
    for update of et`;
  return row;
}
