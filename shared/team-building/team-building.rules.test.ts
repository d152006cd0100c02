import { describe, expect, it } from 'vitest';
import {
  TEAM_BUILDING_RADIUS_KM,
  canDeleteTeamBuilding,
  canJoinRequest,
  canLeaveRequest,
  canTestify,
  isRequestableDate,
  placesWithinRadius,
  teamBuildingDuration,
  checkParticipantsCount,
  distanceKm,
  estimatedCostCents,
  isNearTeamBuilding,
  visiblePricePerPersonCents,
} from './team-building.rules';

const paris = { latitude: 48.8566, longitude: 2.3522 };
const versailles = { latitude: 48.8049, longitude: 2.1204 };
const lyon = { latitude: 45.764, longitude: 4.8357 };

describe('team building rules', () => {
  it('refuses to delete a team building with registrations', () => {
    expect(canDeleteTeamBuilding(0)).toEqual({ ok: true });
    expect(canDeleteTeamBuilding(3)).toEqual({ ok: false, code: 'TEAM_BUILDING_HAS_REGISTRATIONS' });
  });

  it('hides the price when asked', () => {
    expect(visiblePricePerPersonCents({ pricePerPersonCents: 4500, isPriceHidden: false })).toBe(4500);
    expect(visiblePricePerPersonCents({ pricePerPersonCents: 4500, isPriceHidden: true })).toBeNull();
  });

  it('checks the group size and estimates the cost', () => {
    const range = { minParticipants: 8, maxParticipants: 20 };
    expect(checkParticipantsCount(range, 8)).toEqual({ ok: true });
    expect(checkParticipantsCount(range, 20)).toEqual({ ok: true });
    expect(checkParticipantsCount(range, 7)).toEqual({ ok: false, code: 'GROUP_SIZE_OUT_OF_RANGE' });
    expect(checkParticipantsCount(range, 21)).toEqual({ ok: false, code: 'GROUP_SIZE_OUT_OF_RANGE' });
    expect(estimatedCostCents({ pricePerPersonCents: 4500 }, 10)).toBe(45_000);
    expect(estimatedCostCents({ pricePerPersonCents: null }, 10)).toBeNull();
  });

  it('finds places within the indicative 20 km radius', () => {
    expect(TEAM_BUILDING_RADIUS_KM).toBe(20);
    expect(distanceKm(paris, paris)).toBe(0);
    expect(distanceKm(paris, versailles)).toBeCloseTo(17.9, 0);
    expect(isNearTeamBuilding({ addresses: [lyon, paris] }, versailles)).toBe(true);
    expect(isNearTeamBuilding({ addresses: [lyon] }, versailles)).toBe(false);
    expect(isNearTeamBuilding({ addresses: [paris] }, versailles, 10)).toBe(false);
  });
});

describe('spec §9 half day vs day: half day unless it starts by 11:00 and ends after 14:00', () => {
  const table: Array<[string, string, 'half_day' | 'full_day']> = [
    ['09:00', '17:00', 'full_day'],
    ['11:00', '14:01', 'full_day'],
    ['11:00', '14:00', 'half_day'],
    ['11:01', '17:00', 'half_day'],
    ['08:00', '12:00', 'half_day'],
    ['14:00', '18:00', 'half_day'],
    ['00:00', '23:59', 'full_day'],
    ['10:59', '14:30', 'full_day'],
  ];
  for (const [start, end, duration] of table) {
    it(`${start}-${end} is ${duration}`, () => expect(teamBuildingDuration(start, end)).toBe(duration));
  }
});

describe('places of one team building', () => {
  it('are within 20 km of each other', () => {
    expect(placesWithinRadius([])).toBe(true);
    expect(placesWithinRadius([paris])).toBe(true);
    expect(placesWithinRadius([paris, versailles])).toBe(true);
    expect(placesWithinRadius([paris, versailles, lyon])).toBe(false);
    expect(placesWithinRadius([paris, versailles], 10)).toBe(false);
  });
});

describe('joining, leaving and testifying', () => {
  const today = '2026-06-10';
  const table: Array<[string, { state: 'toConfirm' | 'validated' | 'finished' | 'canceled'; desiredDate: string }, number, string]> = [
    ['a confirmed request to come with room', { state: 'validated', desiredDate: '2026-06-20' }, 2, 'ok'],
    ['on its day', { state: 'validated', desiredDate: today }, 2, 'ok'],
    ['a full one', { state: 'validated', desiredDate: '2026-06-20' }, 3, 'TEAM_BUILDING_FULL'],
    ['a past one', { state: 'validated', desiredDate: '2026-06-09' }, 0, 'TEAM_BUILDING_REQUEST_CLOSED'],
    ['one to confirm', { state: 'toConfirm', desiredDate: '2026-06-20' }, 0, 'TEAM_BUILDING_REQUEST_CLOSED'],
    ['a canceled one', { state: 'canceled', desiredDate: '2026-06-20' }, 0, 'TEAM_BUILDING_REQUEST_CLOSED'],
    ['a finished one', { state: 'finished', desiredDate: '2026-06-20' }, 0, 'TEAM_BUILDING_REQUEST_CLOSED'],
  ];
  for (const [name, request, joined, expected] of table) {
    it(`joins ${name}: ${expected}`, () => {
      const result = canJoinRequest(request, today, joined, 3);
      expect(result.ok ? 'ok' : result.code).toBe(expected);
    });
  }
  it('leaves only while the request is open', () => {
    expect(canLeaveRequest({ state: 'validated', desiredDate: '2026-06-20' }, today)).toEqual({ ok: true });
    expect(canLeaveRequest({ state: 'validated', desiredDate: '2026-06-01' }, today)).toEqual({ ok: false, code: 'TEAM_BUILDING_REQUEST_CLOSED' });
    expect(canLeaveRequest({ state: 'finished', desiredDate: '2026-06-20' }, today)).toEqual({ ok: false, code: 'TEAM_BUILDING_REQUEST_CLOSED' });
  });
  it('testifies once finished', () => {
    expect(canTestify({ state: 'finished' })).toEqual({ ok: true });
    for (const state of ['toConfirm', 'validated', 'canceled'] as const) expect(canTestify({ state })).toEqual({ ok: false, code: 'TEAM_BUILDING_NOT_FINISHED' });
  });
  it('asks for a day to come', () => {
    expect(isRequestableDate(today, today)).toBe(true);
    expect(isRequestableDate('2026-06-09', today)).toBe(false);
  });
});
