import { describe, expect, it } from 'vitest';
import { parisToInstant } from '../time/paris';
import { creditBalance } from './credit.ledger';
import { engagementCreditHours, slotCreditHours, withDefaultInitialGrant } from './engagement-hours';

const slot = (date: string, start: string, endDate: string, end: string) => ({ startsAt: parisToInstant(date, start), endsAt: parisToInstant(endDate, end) });

describe('slotCreditHours', () => {
  it.each([
    ['morning 09:00-12:00 is a half day', slot('2026-06-10', '09:00', '2026-06-10', '12:00'), 4],
    ['afternoon 14:00-18:00 is a half day', slot('2026-06-10', '14:00', '2026-06-10', '18:00'), 4],
    ['09:00-17:00 is a day', slot('2026-06-10', '09:00', '2026-06-10', '17:00'), 7],
    ['11:00-14:01 is a day', slot('2026-06-10', '11:00', '2026-06-10', '14:01'), 7],
    ['11:01-17:00 is a half day', slot('2026-06-10', '11:01', '2026-06-10', '17:00'), 4],
    ['10:00-14:00 is a half day (must end after 14:00)', slot('2026-06-10', '10:00', '2026-06-10', '14:00'), 4],
    ['three calendar days are three days', slot('2026-06-10', '09:00', '2026-06-12', '12:00'), 21],
    ['a winter slot in Paris time', slot('2026-01-15', '09:00', '2026-01-15', '17:30'), 7],
  ])('%s', (_, input, hours) => {
    expect(slotCreditHours(input)).toBe(hours);
  });
});

describe('engagementCreditHours', () => {
  const morning = slot('2026-06-10', '09:00', '2026-06-10', '12:00');
  const day = slot('2026-06-11', '09:00', '2026-06-11', '17:00');
  it.each([
    ['counts created, toValidate and validated dates', [{ ...morning, state: 'toValidate' as const }, { ...day, state: 'validated' as const }], null, 11],
    ['ignores canceled and rejected dates', [{ ...morning, state: 'rejected' as const }, { ...day, state: 'canceled' as const }], null, 0],
    ['a revised duration wins', [{ ...day, state: 'validated' as const }], 3.4, 3],
    ['no dates (text availability) and no revision is 0', [], null, 0],
  ])('%s', (_, dates, revised, hours) => {
    expect(engagementCreditHours(dates, revised)).toBe(hours);
  });
});

describe('withDefaultInitialGrant', () => {
  it('adds the yearly allowance when no initial grant exists', () => {
    expect(creditBalance(withDefaultInitialGrant([{ kind: 'pending', hours: 7 }], 21))).toMatchObject({ initial: 3, pending: 1, total: 2 });
  });
  it('keeps an explicit initial grant', () => {
    expect(creditBalance(withDefaultInitialGrant([{ kind: 'initial', hours: 14 }], 21))).toMatchObject({ initial: 2, total: 2 });
  });
});
