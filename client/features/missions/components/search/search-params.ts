import { useEffect, useState } from 'react';
import { DEFAULT_RADIUS_KM, MISSION_SEARCH_SORTS, type MissionSearchSort, RESULTS_COUNT_CAP, SEARCH_PAGE_SIZE } from '../../../../../shared/missions/mission-search.rules';
import { MISSION_DURATIONS, MISSION_TYPES, type MissionDuration, type MissionType, SKILLS, type Skill, THEMATICS, type Thematic, MAX_THEMATICS } from '../../../../../shared/missions/taxonomy';
import type { FieldErrors } from '../../../../../shared/errors';

/**
 * The search page keeps its filters in the URL query (same names as the API),
 * so a search can be shared as a link and survives a reload.
 */
export interface SearchFilters {
  q: string;
  thematics: Thematic[];
  skills: Skill[];
  types: MissionType[];
  durations: MissionDuration[];
  remote: boolean;
  taxExempt: boolean;
  onlyPinned: boolean;
  from: string;
  to: string;
  /** A place chosen among the suggestions, or the user's position ('Autour de moi'). */
  place: { label: string; latitude: number; longitude: number } | null;
  radiusKm: number;
  sort: MissionSearchSort | '';
  page: number;
}

export const EMPTY_FILTERS: SearchFilters = {
  q: '',
  thematics: [],
  skills: [],
  types: [],
  durations: [],
  remote: false,
  taxExempt: false,
  onlyPinned: false,
  from: '',
  to: '',
  place: null,
  radiusKm: DEFAULT_RADIUS_KM,
  sort: '',
  page: 1,
};

function list<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], max?: number): T[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value): value is T => (allowed as readonly string[]).includes(value));
  const unique = [...new Set(values)];
  return max === undefined ? unique : unique.slice(0, max);
}

const number = (value: string | null) => (value !== null && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null);

/** Reads the filters of a URL; unknown or malformed values are dropped rather than failing the page (a link may be old). */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const lat = number(params.get('lat'));
  const lng = number(params.get('lng'));
  const radius = number(params.get('radius_km'));
  const page = number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  return {
    q: params.get('q') ?? '',
    thematics: list(params, 'thematics', THEMATICS, MAX_THEMATICS),
    skills: list(params, 'skills', SKILLS),
    types: list(params, 'types', MISSION_TYPES),
    durations: list(params, 'durations', MISSION_DURATIONS),
    remote: params.get('remote') === 'true',
    taxExempt: params.get('tax_exempt') === 'true',
    onlyPinned: params.get('only_pinned') === 'true',
    from: date(params.get('from')),
    to: date(params.get('to')),
    place:
      lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
        ? { label: params.get('place') ?? '', latitude: lat, longitude: lng }
        : null,
    radiusKm: radius !== null && radius >= 1 ? Math.round(radius) : DEFAULT_RADIUS_KM,
    sort: (MISSION_SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as MissionSearchSort) : '',
    page: page !== null && page >= 1 ? Math.min(Math.floor(page), RESULTS_COUNT_CAP / SEARCH_PAGE_SIZE) : 1,
  };
}

/** The API query of the filters: only what differs from the defaults. */
export function apiQuery(filters: SearchFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.thematics.length) query.thematics = filters.thematics.join(',');
  if (filters.skills.length) query.skills = filters.skills.join(',');
  if (filters.types.length) query.types = filters.types.join(',');
  if (filters.durations.length) query.durations = filters.durations.join(',');
  if (filters.remote) query.remote = 'true';
  if (filters.taxExempt) query.tax_exempt = 'true';
  if (filters.onlyPinned) query.only_pinned = 'true';
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.place) {
    query.lat = String(Math.round(filters.place.latitude * 1e5) / 1e5);
    query.lng = String(Math.round(filters.place.longitude * 1e5) / 1e5);
    query.radius_km = String(filters.radiusKm);
  }
  if (filters.sort) query.sort = filters.sort;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The URL query of the filters: the API query plus the place's label, for the page to show it again. */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams(apiQuery(filters));
  if (filters.place?.label) params.set('place', filters.place.label);
  return params;
}

type FilterChecker = (typeof import('../../../../../shared/missions/mission-search.schema'))['missionSearchQuerySchema'];

// The filters are checked by the server's own schema, which brings zod: it loads once there are filters to check (from
// the address or the filter sheet), never for the plain search a page opens with.
let loadedChecker: FilterChecker | null = null;
let checkerLoading: Promise<FilterChecker> | undefined;
const loadChecker = () =>
  (checkerLoading ??= import('../../../../../shared/missions/mission-search.schema').then(
    ({ missionSearchQuerySchema }) => (loadedChecker = missionSearchQuerySchema),
    (error: unknown) => {
      checkerLoading = undefined; // asked for again by the next render (the network may be back)
      throw error;
    },
  ));

/** Whether the filters hold anything to check: the plain search (no filter, no text) is valid by construction. */
export function hasFilterValues(filters: SearchFilters): boolean {
  return Object.keys(apiQuery(filters)).length > 0;
}

/**
 * The filters' messages: null when they are fine, undefined while the checker loads (the page shows; the search waits
 * for it, as it never sends filters the server would refuse).
 */
export function useFilterErrors(filters: SearchFilters): FieldErrors | null | undefined {
  const toCheck = hasFilterValues(filters);
  const [checker, setChecker] = useState(() => loadedChecker);
  useEffect(() => {
    if (toCheck && !checker) loadChecker().then((loaded) => setChecker(() => loaded), () => undefined);
  }, [toCheck, checker]);
  if (!toCheck) return null;
  return checker ? filterErrors(filters, checker) : undefined;
}

/** The filters checked by the same schema as the server: field -> French messages, or null when they are fine. */
export function filterErrors(filters: SearchFilters, checker: FilterChecker): FieldErrors | null {
  const result = checker.safeParse(apiQuery(filters));
  if (result.success) return null;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) (fields[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  return fields;
}

/** How many filters are set (for the 'filters (n)' toggle on small screens); the text and the sort are not filters. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    filters.thematics.length +
    filters.skills.length +
    filters.types.length +
    filters.durations.length +
    Number(filters.remote) +
    Number(filters.taxExempt) +
    Number(filters.onlyPinned) +
    Number(Boolean(filters.from || filters.to)) +
    Number(Boolean(filters.place))
  );
}
