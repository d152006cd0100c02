import type { z } from 'zod';
import { creditBalance } from '../../../shared/credits/credit.ledger';
import type { creditAdjustmentInputSchema, creditEntrySchema, creditOverviewSchema } from '../../../shared/credits/credit.schema';
import { withDefaultInitialGrant } from '../../../shared/credits/engagement-hours';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import type { Sql } from '../../db/connect';
import * as q from './credits.sql';

export type CreditOverview = z.infer<typeof creditOverviewSchema>;
export type CreditEntryView = z.infer<typeof creditEntrySchema>;

const presentEntry = (row: q.CreditEntryRow): CreditEntryView => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Spec §3 Credit, in days: initial, bonus, malus, pending, confirmed, finished and what is left (total). */
export async function creditOverview(sql: Sql, companyId: number, userId: string): Promise<CreditOverview> {
  const member = await q.findMemberAllowance(sql, companyId, userId);
  if (!member) throw new AppError('NOT_FOUND');
  const entries = await q.listMemberCreditEntries(sql, companyId, userId);
  return creditBalance(withDefaultInitialGrant(entries, member.yearlyCreditHours));
}

/** A member's overview and ledger, for the company admins. */
export async function memberCredits(sql: Sql, companyId: number, userId: string) {
  const overview = await creditOverview(sql, companyId, userId);
  const entries = await q.listMemberCreditEntries(sql, companyId, userId);
  return { overview, entries: entries.map(presentEntry) };
}

/** A company admin grants (bonus) or withdraws (malus) hours; the route checked canManageCompany. */
export async function adjustCredit(sql: Sql, actor: Actor, companyId: number, input: z.infer<typeof creditAdjustmentInputSchema>) {
  if (!(await q.findMemberAllowance(sql, companyId, input.userId))) throw new AppError('NOT_FOUND');
  const entry = await q.insertCreditGrant(sql, { companyId, userId: input.userId, kind: input.kind, hours: input.hours, note: input.note ?? null, createdBy: actor.userId });
  return { entry: presentEntry(entry), overview: await creditOverview(sql, companyId, input.userId) };
}
