import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, activeFilterCount, apiQuery, filterErrors, filtersFromParams, hasFilterValues, paramsFromFilters } from './search-params';
import { missionIdFromRef } from './mission-ref';
import { missionSearchQuerySchema } from '../../../../../shared/missions/mission-search.schema';

describe('search filters in the URL', () => {
  it('reads no filters from an empty query', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter through the URL, so a search can be shared', () => {
    const filters = {
      ...EMPTY_FILTERS,
      q: 'jardin partagé',
      thematics: ['THEMATIC_ENVIRONMENT' as const, 'THEMATIC_FOOD' as const],
      skills: ['SKILL_DIGITAL_IT' as const],
      types: ['MISSION_TYPE_SKILL' as const],
      durations: ['half_day' as const, 'long' as const],
      remote: true,
      taxExempt: true,
      onlyPinned: true,
      from: '2026-12-01',
      to: '2026-12-31',
      place: { label: 'Paris', latitude: 48.8566, longitude: 2.3522 },
      radiusKm: 50,
      sort: 'date' as const,
      page: 3,
    };
    const params = paramsFromFilters(filters);
    expect(params.get('thematics')).toBe('THEMATIC_ENVIRONMENT,THEMATIC_FOOD');
    expect(params.get('only_pinned')).toBe('true');
    expect(params.get('place')).toBe('Paris');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('sends the API the same names, without the place label', () => {
    const query = apiQuery({ ...EMPTY_FILTERS, q: '  berges ', place: { label: 'Autour de moi', latitude: 48.123456789, longitude: 2.1 } });
    expect(query).toEqual({ q: 'berges', lat: '48.12346', lng: '2.1', radius_km: '20' });
  });

  it('drops unknown and malformed values of an old or hand-edited link, and keeps 3 thematics at most', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'thematics=THEMATIC_FOOD,NOPE,THEMATIC_SPORT,THEMATIC_HEALTH,THEMATIC_CULTURE&types=X&from=12/01/2026&lat=abc&lng=2&radius_km=-4&sort=weird&page=0&remote=yes',
      ),
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, thematics: ['THEMATIC_FOOD', 'THEMATIC_SPORT', 'THEMATIC_HEALTH'] });
    expect(filtersFromParams(new URLSearchParams('page=9999')).page).toBe(50);
    expect(filtersFromParams(new URLSearchParams('only_pinned=true')).onlyPinned).toBe(true);
  });

  it('checks the filters with the server schema and answers in French', () => {
    expect(filterErrors({ ...EMPTY_FILTERS, from: '2026-12-10', to: '2026-12-01' }, missionSearchQuerySchema)).toEqual({ to: ['La date de fin doit suivre la date de début.'] });
    expect(filterErrors({ ...EMPTY_FILTERS, q: 'x'.repeat(201) }, missionSearchQuerySchema)).toEqual({ q: ['200 caractères maximum.'] });
    expect(filterErrors({ ...EMPTY_FILTERS, from: '2026-12-01', to: '2026-12-10' }, missionSearchQuerySchema)).toBeNull();
  });

  it('has nothing to check in the plain search, which the schema accepts (so the page does not load it)', () => {
    expect(hasFilterValues(EMPTY_FILTERS)).toBe(false);
    expect(filterErrors(EMPTY_FILTERS, missionSearchQuerySchema)).toBeNull();
    expect(hasFilterValues({ ...EMPTY_FILTERS, q: 'berges' })).toBe(true);
    expect(hasFilterValues({ ...EMPTY_FILTERS, page: 2 })).toBe(true);
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, q: 'x', thematics: ['THEMATIC_FOOD'], remote: true, from: '2026-01-01', to: '2026-02-01' })).toBe(3);
  });
});

describe('mission links', () => {
  it.each([
    ['12-nettoyage-des-berges', 12],
    ['12', 12],
    ['nettoyage', null],
    ['12-Nettoyage', null],
    [undefined, null],
  ])('%s -> %s', (ref, id) => {
    expect(missionIdFromRef(ref)).toBe(id);
  });
});
