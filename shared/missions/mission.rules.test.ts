import { describe, expect, it } from 'vitest';
import { canAddDateRange, canDeleteMission, checkMissionLocks, isPinned, missingRequiredFields } from './mission.rules';

const complete = {
  title: 'Jardin partagé',
  description: 'Aider au jardin',
  availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' as const,
  requiredAvailability: null,
  isRemote: false,
  location: { kind: 'city' as const, label: 'Lyon', country: 'FR', latitude: 45.76, longitude: 4.83 },
  thematics: ['THEMATIC_ENVIRONMENT' as const],
  supervisorId: '00000000-0000-4000-8000-000000000001',
};

describe('required fields before publishing', () => {
  it('finds nothing missing in a complete mission', () => {
    expect(missingRequiredFields(complete, { futureTimeslots: 2 })).toEqual([]);
  });
  it('lists every missing field', () => {
    expect(
      missingRequiredFields(
        { ...complete, title: ' ', description: '', location: null, thematics: [], supervisorId: null },
        { futureTimeslots: 0 },
      ),
    ).toEqual(['title', 'description', 'location', 'thematics', 'supervisorId', 'timeslots']);
  });
  it('needs no place for a remote mission, and a text for text availability', () => {
    expect(missingRequiredFields({ ...complete, isRemote: true, location: null }, { futureTimeslots: 1 })).toEqual([]);
    expect(missingRequiredFields({ ...complete, availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT' }, { futureTimeslots: 0 })).toEqual(['requiredAvailability']);
    expect(
      missingRequiredFields({ ...complete, availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT', requiredAvailability: 'Les samedis' }, { futureTimeslots: 0 }),
    ).toEqual([]);
  });
});

describe('mission locks (spec §3/§4)', () => {
  const current = { timeType: 'work' as const, availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' as const, isTaxExempt: false, deductsCredit: true };
  const none = { timeslots: 0, applications: 0, registeredVolunteers: 0 };
  it.each([
    [{ timeType: 'personal' }, { ...none, timeslots: 1 }, 'TIME_TYPE_LOCKED'],
    [{ availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT' }, { ...none, timeslots: 1 }, 'DATE_MODE_LOCKED'],
    [{ isTaxExempt: true }, { ...none, applications: 1 }, 'TAX_EXEMPT_LOCKED'],
    [{ deductsCredit: false }, { ...none, registeredVolunteers: 1 }, 'CREDIT_DEDUCTION_LOCKED'],
  ] as const)('%o with %o -> %s', (next, facts, code) => {
    expect(checkMissionLocks(current, next, facts)).toEqual({ ok: false, code });
    expect(checkMissionLocks(current, next, none)).toEqual({ ok: true });
  });
  it('lets unchanged values through even when locked', () => {
    expect(checkMissionLocks(current, { ...current }, { timeslots: 3, applications: 3, registeredVolunteers: 3 })).toEqual({ ok: true });
  });
  it('lets other changes through (credit deduction after canceled applications)', () => {
    expect(checkMissionLocks(current, { deductsCredit: false }, { timeslots: 0, applications: 4, registeredVolunteers: 0 })).toEqual({ ok: true });
  });
});

describe('deleting, date ranges, pinning', () => {
  it('refuses to delete a mission with registrations', () => {
    expect(canDeleteMission(1)).toEqual({ ok: false, code: 'MISSION_HAS_REGISTRATIONS' });
    expect(canDeleteMission(0)).toEqual({ ok: true });
  });
  it('allows one date range, to admins, for missions longer than 10 days', () => {
    const range = { isPlatformAdmin: true, existingRanges: 0, startsOn: new Date(2026, 0, 1), endsOn: new Date(2026, 0, 11) };
    expect(canAddDateRange(range)).toEqual({ ok: true });
    expect(canAddDateRange({ ...range, isPlatformAdmin: false })).toEqual({ ok: false, code: 'DATE_RANGE_NOT_ALLOWED' });
    expect(canAddDateRange({ ...range, existingRanges: 1 })).toEqual({ ok: false, code: 'DATE_RANGE_ALREADY_EXISTS' });
    expect(canAddDateRange({ ...range, endsOn: new Date(2026, 0, 10) })).toEqual({ ok: false, code: 'DATE_RANGE_MISSION_TOO_SHORT' });
  });
  it('pins until the optional end date', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isPinned({ isPinned: true, pinnedUntil: null }, now)).toBe(true);
    expect(isPinned({ isPinned: true, pinnedUntil: '2026-07-01T00:00:00Z' }, now)).toBe(true);
    expect(isPinned({ isPinned: true, pinnedUntil: '2026-05-01T00:00:00Z' }, now)).toBe(false);
    expect(isPinned({ isPinned: false, pinnedUntil: null }, now)).toBe(false);
  });
});
