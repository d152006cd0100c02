import { describe, expect, it } from 'vitest';
import { applyInputSchema, cancelInputSchema, finishInputSchema } from './engagement.schema';

const id = '6f1d4f1e-8c2b-4d1a-9a55-0d1f2e3c4b5a';

describe('engagement inputs (sync.md mutations)', () => {
  it('parses engagement.apply and defaults onFull to reject', () => {
    expect(applyInputSchema.parse({ engagementId: id, missionId: 3, timeslotIds: [1, 2], timeType: 'work' })).toMatchObject({ onFull: 'reject' });
    expect(applyInputSchema.safeParse({ engagementId: 'nope', missionId: 3, timeslotIds: [], timeType: 'work' }).success).toBe(false);
    expect(applyInputSchema.safeParse({ engagementId: id, missionId: 3, timeslotIds: [1, 1], timeType: 'work' }).success).toBe(false);
    expect(applyInputSchema.safeParse({ engagementId: id, missionId: 3, timeslotIds: [], timeType: 'weekend' }).success).toBe(false);
  });

  it('requires a free text when the cancel reason is other', () => {
    const result = cancelInputSchema.safeParse({ engagementId: id, reason: 'other' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([{ path: ['otherReason'], message: 'Ce champ est obligatoire.' }]);
    expect(cancelInputSchema.safeParse({ engagementId: id, reason: 'other', otherReason: 'Déménagement' }).success).toBe(true);
    expect(cancelInputSchema.safeParse({ engagementId: id, reason: 'not_available' }).success).toBe(true);
    expect(cancelInputSchema.safeParse({ engagementId: id }).success).toBe(false);
  });

  it('parses the finish input with a revised duration', () => {
    expect(finishInputSchema.parse({ engagementId: id, revisedDurationHours: 5, testimony: 'Super' })).toMatchObject({ revisedDurationHours: 5 });
    expect(finishInputSchema.safeParse({ engagementId: id, revisedDurationHours: -1 }).success).toBe(false);
  });
});
