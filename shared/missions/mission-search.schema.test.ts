import { describe, expect, it } from 'vitest';
import { THEMATICS } from './taxonomy';
import { missionSearchQuerySchema } from './mission-search.schema';
import { THEMATIC_SLUGS, effectiveSort, thematicFromSlug, thematicSlug } from './mission-search.rules';

describe('the search query', () => {
  it('reads lists written a,b or repeated, flags and numbers, with defaults', () => {
    expect(missionSearchQuerySchema.parse({})).toEqual({
      thematics: [],
      skills: [],
      types: [],
      durations: [],
      remote: false,
      tax_exempt: false,
      only_pinned: false,
      page: 1,
    });
    const parsed = missionSearchQuerySchema.parse({
      q: '  jardin ',
      thematics: 'THEMATIC_FOOD,THEMATIC_SPORT',
      skills: ['SKILL_LEGAL', 'SKILL_LEGAL'],
      remote: 'true',
      lat: '48.85',
      lng: '2.35',
      radius_km: '20',
      page: '2',
      program: '7',
    });
    expect(parsed).toMatchObject({ q: 'jardin', thematics: ['THEMATIC_FOOD', 'THEMATIC_SPORT'], skills: ['SKILL_LEGAL'], remote: true, lat: 48.85, lng: 2.35, radius_km: 20, page: 2, program: 7 });
  });

  it.each([
    [{ thematics: 'THEMATIC_FOOD,THEMATIC_SPORT,THEMATIC_HEALTH,THEMATIC_CULTURE' }, 'thematics', 'Choisissez au plus 3 thématiques.'],
    [{ types: 'MISSION_TYPE_NOPE' }, 'types.0', 'Choisissez une valeur de la liste.'],
    [{ lat: '48.8' }, 'lat', 'Choisissez un lieu parmi les suggestions.'],
    [{ from: '2026-12-10', to: '2026-12-01' }, 'to', 'La date de fin doit suivre la date de début.'],
    [{ from: '10/12/2026' }, 'from', 'Date invalide.'],
    [{ radius_km: '0' }, 'radius_km', 'La valeur minimale est 1.'],
    [{ page: '51' }, 'page', 'La valeur maximale est 50.'],
    [{ program: 'abc' }, 'program', 'Choisissez une valeur de la liste.'],
    [{ program: '0' }, 'program', 'Choisissez une valeur de la liste.'],
    [{ q: 'x'.repeat(201) }, 'q', '200 caractères maximum.'],
  ])('refuses %j with a French message on %s', (input, path, message) => {
    const result = missionSearchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((candidate) => candidate.path.join('.') === path);
    expect(issue?.message).toBe(message);
  });

  it.each<[Partial<Parameters<typeof effectiveSort>[0]>, string]>([
    [{}, 'recent'],
    [{ q: 'jardin' }, 'relevance'],
    [{ lat: 48 }, 'distance'],
    [{ q: 'jardin', lat: 48 }, 'relevance'],
    [{ sort: 'date' as const }, 'date'],
    [{ sort: 'relevance' as const }, 'recent'],
    [{ sort: 'distance' as const }, 'recent'],
  ])('sorts %j by %s', (query, expected) => {
    expect(effectiveSort({ q: undefined, lat: undefined, sort: undefined, ...query })).toBe(expected);
  });
});

describe('thematic slugs (/s-engager-pour/{slug})', () => {
  it('gives every thematic one distinct URL slug, and reads it back', () => {
    expect(new Set(Object.values(THEMATIC_SLUGS)).size).toBe(THEMATICS.length);
    for (const thematic of THEMATICS) {
      expect(thematicSlug(thematic)).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(thematicFromSlug(thematicSlug(thematic))).toBe(thematic);
    }
    expect(thematicSlug('THEMATIC_ENVIRONMENT')).toBe('environnement');
    expect(thematicFromSlug('inconnu')).toBeNull();
  });
});
