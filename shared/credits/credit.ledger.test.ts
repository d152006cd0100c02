import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_STATES } from '../engagements/engagement.machine';
import { creditBalance, creditKindForEngagement, hasEnoughCredit } from './credit.ledger';
import { creditAdjustmentInputSchema } from './credit.schema';

describe('solidarity-day ledger (spec §3 Credit)', () => {
  const entries = [
    { kind: 'initial', hours: 35 },
    { kind: 'bonus', hours: 7 },
    { kind: 'malus', hours: 3 },
    { kind: 'pending', hours: 4 },
    { kind: 'confirmed', hours: 7 },
    { kind: 'finished', hours: 14 },
  ] as const;

  it('gives every figure of the overview in days, exact in sevenths', () => {
    expect(creditBalance(entries)).toEqual({ initial: 5, bonus: 1, malus: 3 / 7, pending: 4 / 7, confirmed: 1, finished: 2, total: 2 });
  });

  it('is zero without entries', () => {
    expect(creditBalance([]).total).toBe(0);
  });

  it('reserves, consumes and releases days with the engagement state', () => {
    expect(ENGAGEMENT_STATES.map(creditKindForEngagement)).toEqual(['pending', 'confirmed', 'finished', null]);
  });

  it('warns when the balance lacks days', () => {
    const balance = creditBalance(entries);
    expect(hasEnoughCredit(balance, 14)).toBe(true);
    expect(hasEnoughCredit(balance, 15)).toBe(false);
  });

  it('validates a manual adjustment', () => {
    expect(creditAdjustmentInputSchema.safeParse({ userId: '6f1d4f1e-8c2b-4d1a-9a55-0d1f2e3c4b5a', kind: 'bonus', hours: 7 }).success).toBe(true);
    expect(creditAdjustmentInputSchema.safeParse({ userId: '6f1d4f1e-8c2b-4d1a-9a55-0d1f2e3c4b5a', kind: 'initial', hours: 7 }).success).toBe(false);
    expect(creditAdjustmentInputSchema.safeParse({ userId: '6f1d4f1e-8c2b-4d1a-9a55-0d1f2e3c4b5a', kind: 'malus', hours: 0 }).success).toBe(false);
  });
});
