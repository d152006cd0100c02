import * as z from 'zod/mini';
import { idListSchema, isoDateSchema, requiredText } from '../validation/inputs';
import { msg } from '../validation/messages';
import type { TimeSpentReviewAction } from '../engagements/time-spent-review.machine';
import type { TaxReceiptAction, TaxReceiptState } from './tax-receipt.machine';
import { TAX_RECEIPT_NUMBER_MAX_LENGTH, TAX_RECEIPT_PROBLEM_MAX_LENGTH } from './tax-receipt.schema';

export const ASSOCIATION_ADDRESS_MAX_LENGTH = 300;
export const ASSOCIATION_OBJECT_MAX_LENGTH = 1000;

/** A tax-exemption line as the company and the association read it. */
export interface TaxLineView {
  id: number;
  year: number;
  workedOn: string;
  startsAt: string;
  endsAt: string;
  company: { id: number; name: string };
  association: { id: number; name: string };
  missionTitle: string;
  employeeName: string;
  engagementTimeslotId: number;
  sevenths: number;
  days: number;
  dailyCostCents: number;
  valuedAmountCents: number;
  /** The receipt (not archived) covering the line, if any. */
  receipt: { id: number; state: TaxReceiptState; number: string | null } | null;
  /** What the association may still do to the time spent (it may challenge it while no receipt covers it). */
  reviewActions: TimeSpentReviewAction[];
}

export interface TaxReceiptView {
  id: number;
  year: number;
  state: TaxReceiptState;
  number: string | null;
  issuedOn: string | null;
  amountCents: number;
  taxReductionCents: number;
  days: number;
  lineCount: number;
  company: { id: number; name: string };
  association: { id: number; name: string };
  problemMessage: string | null;
  createdAt: string;
  /** What the association may do (issue, report a problem); empty for the company. */
  actions: TaxReceiptAction[];
}

/** `GET /companies/{slug}/tax-receipts` and `GET /associations/{slug}/tax-receipts`. */
export interface TaxOverview {
  years: number[];
  lines: TaxLineView[];
  receipts: TaxReceiptView[];
  /** Per association (company side) or per company (association side) and year. */
  totals: Array<{ partyId: number; partyName: string; year: number; days: number; valuedAmountCents: number; taxReductionCents: number; lineCount: number }>;
}

/** `POST /associations/{slug}/tax-receipts`: a receipt to send for a set of the association's lines. */
export const taxReceiptCreateInputSchema = z.object({
  lineIds: idListSchema.check(z.refine((ids) => ids.length > 0, msg('required'))),
});
export type TaxReceiptCreateInput = z.infer<typeof taxReceiptCreateInputSchema>;

/** `POST /associations/{slug}/tax-receipts/{id}/issue`: the mentions the association states on the receipt. */
export const taxReceiptIssueInputSchema = z.object({
  number: requiredText(TAX_RECEIPT_NUMBER_MAX_LENGTH),
  issuedOn: isoDateSchema,
  associationAddress: requiredText(ASSOCIATION_ADDRESS_MAX_LENGTH),
  associationObject: requiredText(ASSOCIATION_OBJECT_MAX_LENGTH),
});
export type TaxReceiptIssueInput = z.infer<typeof taxReceiptIssueInputSchema>;

export const taxReceiptReportInputSchema = z.object({ message: requiredText(TAX_RECEIPT_PROBLEM_MAX_LENGTH) });

/** The admin page `/admin/tax-exemption/{id}`: one exemption (a company, an association, a year) with its lines and receipts. */
export interface AdminTaxExemptionView {
  id: number;
  company: { id: number; name: string; slug: string };
  association: { id: number; name: string; slug: string };
  periodStart: string;
  periodEnd: string;
  averageDailyRateCents: number;
  days: number;
  valuedAmountCents: number;
  taxReductionCents: number;
  lines: TaxLineView[];
  receipts: TaxReceiptView[];
}

export interface AdminTaxExemptionListItem {
  id: number;
  companyName: string;
  associationName: string;
  year: number;
  lineCount: number;
  valuedAmountCents: number;
  receiptStates: TaxReceiptState[];
}
