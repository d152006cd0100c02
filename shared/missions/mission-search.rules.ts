import type { Thematic } from './taxonomy';

// Mission discovery's rules and limits, apart from its schemas (mission-search.schema.ts) so that a screen which only
// needs them does not load zod.

export const MISSION_SEARCH_SORTS = ['recent', 'date', 'relevance', 'distance'] as const;
export type MissionSearchSort = (typeof MISSION_SEARCH_SORTS)[number];

/** The radius choices around a place, in km (the team-building radius of spec §9 is 20 km). */
export const SEARCH_RADII_KM = [5, 10, 20, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 20;
export const MAX_RADIUS_KM = 500;
export const SEARCH_PAGE_SIZE = 20;
/**
 * The results count stops at this many: past it the page says 'more than
 * 1,000 missions' (counting 100,000 matches exactly would cost more than the
 * whole search), and nobody pages further than 50 pages of 20.
 */
export const RESULTS_COUNT_CAP = 1000;
export const SEARCH_TEXT_MAX = 200;

/** The sort used when none is asked: by relevance for a text, by distance around a place, otherwise the newest first. */
export function effectiveSort(query: { sort?: MissionSearchSort; q?: string; lat?: number }): MissionSearchSort {
  if (query.sort === 'relevance' && !query.q) return 'recent';
  if (query.sort === 'distance' && query.lat === undefined) return 'recent';
  if (query.sort) return query.sort;
  if (query.q) return 'relevance';
  if (query.lat !== undefined) return 'distance';
  return 'recent';
}

/**
 * `/s-engager-pour/{slug}`: one thematic, named in French in the URL
 * (e.g. `environnement`). Every thematic has exactly one slug.
 */
export const THEMATIC_SLUGS = {
  THEMATIC_ANIMAL_WELFARE: 'protection-animale',
  THEMATIC_CHILDHOOD_YOUTH: 'enfance-jeunesse',
  THEMATIC_CULTURE: 'culture-patrimoine',
  THEMATIC_DISABILITY: 'handicap',
  THEMATIC_EDUCATION: 'education',
  THEMATIC_EMERGENCY_HUMANITARIAN: 'urgence-humanitaire',
  THEMATIC_EMPLOYMENT_INTEGRATION: 'emploi-insertion',
  THEMATIC_ENVIRONMENT: 'environnement',
  THEMATIC_FOOD: 'alimentation',
  THEMATIC_GENDER_EQUALITY: 'egalite-femmes-hommes',
  THEMATIC_HEALTH: 'sante',
  THEMATIC_POVERTY_EXCLUSION: 'precarite-exclusion',
  THEMATIC_REFUGEES_MIGRANTS: 'refugies-migrants',
  THEMATIC_SENIORS: 'personnes-agees',
  THEMATIC_SPORT: 'sport',
} as const satisfies Record<Thematic, string>;

export function thematicFromSlug(slug: string): Thematic | null {
  const found = (Object.entries(THEMATIC_SLUGS) as Array<[Thematic, string]>).find(([, value]) => value === slug);
  return found ? found[0] : null;
}

export function thematicSlug(thematic: Thematic): string {
  return THEMATIC_SLUGS[thematic];
}
