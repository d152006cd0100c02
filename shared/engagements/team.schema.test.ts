import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_TIMESLOT_STATES } from './engagement-timeslot.machine';
import { isDecidableByManager } from './team.schema';

describe('isDecidableByManager: the dates a manager decides from « Mon équipe »', () => {
  const cases = ENGAGEMENT_TIMESLOT_STATES.flatMap((state) =>
    (['work', 'personal'] as const).flatMap((timeType) => (['manager', 'company_admin'] as const).map((validator) => [state, timeType, validator] as const)),
  );
  it.each(cases)('%s, %s time, validated by %s', (state, timeType, validator) => {
    expect(isDecidableByManager({ state }, { timeType }, validator)).toBe(state === 'toValidate' && timeType === 'work' && validator === 'manager');
  });
});
