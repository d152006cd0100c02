import * as z from 'zod/mini';
import { msg } from '../validation/messages';
import { CREDIT_KINDS } from './credit.ledger';

export const creditEntrySchema = z.object({
  id: z.int(),
  userId: z.uuid(),
  companyId: z.int(),
  engagementId: z.nullable(z.uuid()),
  kind: z.enum(CREDIT_KINDS),
  hours: z.int().check(z.nonnegative()),
  note: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CreditEntrySchema = z.infer<typeof creditEntrySchema>;

export const creditOverviewSchema = z.object({
  initial: z.number(),
  bonus: z.number(),
  malus: z.number(),
  pending: z.number(),
  confirmed: z.number(),
  finished: z.number(),
  total: z.number(),
});

/** A company admin grants (bonus) or withdraws (malus) days. */
export const creditAdjustmentInputSchema = z.object({
  userId: z.uuid(),
  kind: z.enum(['bonus', 'malus']),
  hours: z.number().check(z.int(msg('integer')), z.gte(1, msg('number_min', { min: 1 }))),
  note: z.nullish(z.string().check(z.trim(), z.maxLength(500))),
});
