import { THEMATICS, type Thematic } from '../missions/taxonomy';
import type { TeamBuildingFilters } from './team-building-api';
import { TEAM_BUILDING_DURATIONS, TEAM_BUILDING_RADIUS_KM, type TeamBuildingDuration } from './team-building.rules';

/**
 * The list filters as URL parameters (zod-free: the list pages read them before any schema), the same on the page's
 * address and on the API's query: `thematics=A,B&duration=half_day&group_size=12&city=Lyon&lat=45.76&lng=4.83&radius_km=20`.
 * A value the list does not know is dropped, so an old link opens the list less filtered, never broken.
 */
export const TEAM_BUILDING_MAX_RADIUS_KM = 200;
export const EMPTY_TEAM_BUILDING_FILTERS: TeamBuildingFilters = { thematics: [], duration: null, groupSize: null, near: null, radiusKm: TEAM_BUILDING_RADIUS_KM };

const isThematic = (value: string): value is Thematic => (THEMATICS as readonly string[]).includes(value);
const isDuration = (value: string): value is TeamBuildingDuration => (TEAM_BUILDING_DURATIONS as readonly string[]).includes(value);

function wholeIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function coordinate(text: string | null, limit: number): number | null {
  if (text === null || !/^-?\d{1,3}(\.\d{1,8})?$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}

export function readTeamBuildingFilters(params: URLSearchParams): TeamBuildingFilters {
  const thematics = [...new Set((params.get('thematics') ?? '').split(',').filter(isThematic))].slice(0, 3);
  const duration = params.get('duration');
  const latitude = coordinate(params.get('lat'), 90);
  const longitude = coordinate(params.get('lng'), 180);
  const city = (params.get('city') ?? '').trim().slice(0, 300);
  return {
    thematics,
    duration: duration !== null && isDuration(duration) ? duration : null,
    groupSize: wholeIn(params.get('group_size'), 1, 1000),
    near: latitude !== null && longitude !== null ? { label: city, latitude, longitude } : null,
    radiusKm: wholeIn(params.get('radius_km'), 1, TEAM_BUILDING_MAX_RADIUS_KM) ?? TEAM_BUILDING_RADIUS_KM,
  };
}

export function teamBuildingFilterParams(filters: TeamBuildingFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.thematics.length > 0) params.thematics = filters.thematics.join(',');
  if (filters.duration) params.duration = filters.duration;
  if (filters.groupSize) params.group_size = String(filters.groupSize);
  if (filters.near) {
    params.city = filters.near.label;
    params.lat = String(filters.near.latitude);
    params.lng = String(filters.near.longitude);
    if (filters.radiusKm !== TEAM_BUILDING_RADIUS_KM) params.radius_km = String(filters.radiusKm);
  }
  return params;
}
