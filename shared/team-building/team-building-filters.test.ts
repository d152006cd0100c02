import { describe, expect, it } from 'vitest';
import { EMPTY_TEAM_BUILDING_FILTERS, readTeamBuildingFilters, teamBuildingFilterParams } from './team-building-filters';

describe('team-building list filters in the address', () => {
  it('reads what it knows and drops the rest', () => {
    const params = new URLSearchParams('thematics=THEMATIC_FOOD,NOPE,THEMATIC_SPORT&duration=week&group_size=0&lat=45.76&lng=4.83&city=Lyon&radius_km=999');
    expect(readTeamBuildingFilters(params)).toEqual({
      thematics: ['THEMATIC_FOOD', 'THEMATIC_SPORT'],
      duration: null,
      groupSize: null,
      near: { label: 'Lyon', latitude: 45.76, longitude: 4.83 },
      radiusKm: 20,
    });
    expect(readTeamBuildingFilters(new URLSearchParams(''))).toEqual(EMPTY_TEAM_BUILDING_FILTERS);
    expect(readTeamBuildingFilters(new URLSearchParams('lat=45.76'))).toEqual(EMPTY_TEAM_BUILDING_FILTERS);
  });

  it('writes them back the same way', () => {
    const filters = { thematics: ['THEMATIC_FOOD' as const], duration: 'full_day' as const, groupSize: 12, near: { label: 'Lyon', latitude: 45.76, longitude: 4.83 }, radiusKm: 30 };
    const params = teamBuildingFilterParams(filters);
    expect(params).toEqual({ thematics: 'THEMATIC_FOOD', duration: 'full_day', group_size: '12', city: 'Lyon', lat: '45.76', lng: '4.83', radius_km: '30' });
    expect(readTeamBuildingFilters(new URLSearchParams(params))).toEqual(filters);
    expect(teamBuildingFilterParams(EMPTY_TEAM_BUILDING_FILTERS)).toEqual({});
  });
});
