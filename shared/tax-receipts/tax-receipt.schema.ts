import * as z from 'zod/mini';
import { idListSchema, integerInRange, isoDateSchema, mediaRefSchema, nullWhenAbsent, requiredText } from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';
import { TAX_RECEIPT_STATES } from './tax-receipt.machine';

export const TAX_RECEIPT_NUMBER_MAX_LENGTH = 60;
export const TAX_RECEIPT_PROBLEM_MAX_LENGTH = 2000;
/** A sanity bound on the average daily rate: 10 000 € a day. */
export const MAX_AVERAGE_DAILY_RATE_CENTS = 1_000_000;

const idSchema = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });

/** One line of a tax exemption: an engagement timeslot (time spent by an employee), valued. */
export const taxExemptionLineSchema = z.object({
  id: idSchema,
  taxExemptionId: idSchema,
  engagementTimeslotId: idSchema,
  userId: z.uuid(),
  date: z.string(),
  /** Days, from hours counted in sevenths of a 7-hour day. */
  days: z.number().check(z.positive()),
  valuedAmountCents: z.int().check(z.gte(0)),
});
export type TaxExemptionLine = z.infer<typeof taxExemptionLineSchema>;

/**
 * A tax exemption (skills sponsorship of a company towards an association over
 * a period), managed by platform admins, with its lines.
 */
export const taxExemptionSchema = z.object({
  id: idSchema,
  companyId: idSchema,
  associationId: idSchema,
  missionId: z.nullable(idSchema),
  periodStart: z.string(),
  periodEnd: z.string(),
  averageDailyRateCents: z.int().check(z.gte(0)),
  totalDays: z.number().check(z.gte(0)),
  valuedAmountCents: z.int().check(z.gte(0)),
  taxReductionCents: z.int().check(z.gte(0)),
  lines: z.array(taxExemptionLineSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TaxExemption = z.infer<typeof taxExemptionSchema>;

export const taxExemptionInputSchema = z
  .object({
    companyId: idSchema,
    associationId: idSchema,
    missionId: nullWhenAbsent(idSchema),
    periodStart: isoDateSchema,
    periodEnd: isoDateSchema,
    averageDailyRateCents: integerInRange(0, MAX_AVERAGE_DAILY_RATE_CENTS),
    /** The time-spent slots the exemption covers. */
    engagementTimeslotIds: idListSchema.check(z.refine((ids) => ids.length > 0, msg('required'))),
  })
  .check(
    z.superRefine((exemption, ctx) => {
      if (exemption.periodEnd < exemption.periodStart) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: validationMessage('date_order') });
    }),
  );
export type TaxExemptionInput = z.infer<typeof taxExemptionInputSchema>;

/** The receipt the association issues for a tax exemption. */
export const taxReceiptSchema = z.object({
  id: idSchema,
  taxExemptionId: idSchema,
  companyId: idSchema,
  associationId: idSchema,
  number: z.nullable(z.string()),
  amountCents: z.int().check(z.gte(0)),
  documentPath: z.nullable(z.string()),
  issuedOn: z.nullable(z.string()),
  state: z.enum(TAX_RECEIPT_STATES),
  problemMessage: z.nullable(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TaxReceipt = z.infer<typeof taxReceiptSchema>;

/** What the association sends to complete a receipt. */
export const taxReceiptInputSchema = z.object({
  number: requiredText(TAX_RECEIPT_NUMBER_MAX_LENGTH),
  issuedOn: isoDateSchema,
  documentPath: mediaRefSchema,
});
export type TaxReceiptInput = z.infer<typeof taxReceiptInputSchema>;

/** What the association says when it refuses to issue the receipt. */
export const taxReceiptProblemInputSchema = z.object({ message: requiredText(TAX_RECEIPT_PROBLEM_MAX_LENGTH) });
export type TaxReceiptProblemInput = z.infer<typeof taxReceiptProblemInputSchema>;
