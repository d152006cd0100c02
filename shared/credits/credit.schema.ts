import { z } from 'zod';
import { msg } from '../validation/messages';
import { CREDIT_KINDS } from './credit.ledger';

export const creditEntrySchema = z.object({
  id: z.number().int(),
  userId: z.uuid(),
  companyId: z.number().int(),
  engagementId: z.uuid().nullable(),
  kind: z.enum(CREDIT_KINDS),
  hours: z.number().int().nonnegative(),
  note: z.string().nullable(),
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
  hours: z.number().int(msg('integer')).min(1, msg('number_min', { min: 1 })),
  note: z.string().trim().max(500).nullish(),
});
