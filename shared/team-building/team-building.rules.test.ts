import { describe, expect, it } from 'vitest';
import {
  TEAM_BUILDING_RADIUS_KM,
  canDeleteTeamBuilding,
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
