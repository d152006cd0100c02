import { z } from 'zod';
import { type ErrorCode } from '../errors';
import { LOCATION_KINDS, MAX_THEMATICS } from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';
import { MISSION_DISPLAY_STATES } from './mission.machine';
import { AVAILABILITY_TYPES, MISSION_DURATIONS, MISSION_TYPES, SKILLS, THEMATICS, TIME_TYPES, type Thematic } from './taxonomy';

/**
 * The contract of mission discovery (spec §2 'mission search (filters, results
 * count, empty state)'): `GET /api/v1/missions/search` (visitors) and
 * `GET /api/v1/companies/{slug}/missions/search` (employees), the mission pages
 * and the association directory. The query uses the same parameter names as
 * the search page's URL, so a search can be shared as a link.
 */

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

/** A list parameter written `a,b,c` in the URL (or repeated). */
function listParam<const T extends string>(values: readonly T[], max?: number) {
  const items = z.array(z.enum(values as unknown as [T, ...T[]], msg('choose_from_list')));
  const bounded = max === undefined ? items : items.max(max, msg('thematics_max', { max }));
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) => {
      const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((part) => part.split(','));
      return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
    })
    .pipe(bounded);
}

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

const coordinate = (min: number, max: number) => z.coerce.number(msg('choose_from_list')).min(min).max(max).optional();

export const missionSearchQuerySchema = z
  .object({
    q: z.string().trim().max(SEARCH_TEXT_MAX, msg('too_long', { max: SEARCH_TEXT_MAX })).optional().transform((value) => value || undefined),
    /** Spec §5: quick-search thematics are limited to 3. */
    thematics: listParam(THEMATICS, MAX_THEMATICS),
    skills: listParam(SKILLS),
    types: listParam(MISSION_TYPES),
    durations: listParam(MISSION_DURATIONS),
    remote: flag,
    tax_exempt: flag,
    only_pinned: flag,
    from: z.iso.date(msg('date_invalid')).optional(),
    to: z.iso.date(msg('date_invalid')).optional(),
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    radius_km: z.coerce.number(msg('integer')).int(msg('integer')).min(1, msg('number_min', { min: 1 })).max(MAX_RADIUS_KM, msg('number_max', { max: MAX_RADIUS_KM })).optional(),
    sort: z.enum(MISSION_SEARCH_SORTS, msg('choose_from_list')).optional(),
    page: z.coerce.number(msg('integer')).int(msg('integer')).min(1, msg('number_min', { min: 1 })).max(RESULTS_COUNT_CAP / SEARCH_PAGE_SIZE, msg('number_max', { max: RESULTS_COUNT_CAP / SEARCH_PAGE_SIZE })).default(1),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: validationMessage('location_from_suggestions') });
    }
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: validationMessage('date_order') });
    }
  });
export type MissionSearchQuery = z.infer<typeof missionSearchQuerySchema>;
/** The query as typed in the URL (before parsing). */
export type MissionSearchParams = z.input<typeof missionSearchQuerySchema>;

/** The sort used when none is asked: by relevance for a text, by distance around a place, otherwise the newest first. */
export function effectiveSort(query: Pick<MissionSearchQuery, 'sort' | 'q' | 'lat'>): MissionSearchSort {
  if (query.sort === 'relevance' && !query.q) return 'recent';
  if (query.sort === 'distance' && query.lat === undefined) return 'recent';
  if (query.sort) return query.sort;
  if (query.q) return 'relevance';
  if (query.lat !== undefined) return 'distance';
  return 'recent';
}

export const missionPlaceSchema = z.object({
  kind: z.enum(LOCATION_KINDS),
  label: z.string(),
  city: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});

export const associationRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string().nullable() });
export type AssociationRef = z.infer<typeof associationRefSchema>;

/** One result card: image, title, association, place, next date, thematics. */
export const missionCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  missionType: z.enum(MISSION_TYPES),
  availabilityType: z.enum(AVAILABILITY_TYPES),
  requiredAvailability: z.string().nullable(),
  timeType: z.enum(TIME_TYPES),
  isRemote: z.boolean(),
  isTaxExempt: z.boolean(),
  /** Pinned now (the flag, and its end date not passed). */
  isPinned: z.boolean(),
  coverImage: z.string().nullable(),
  association: associationRefSchema.nullable(),
  place: missionPlaceSchema.nullable(),
  thematics: z.array(z.enum(THEMATICS)),
  skills: z.array(z.enum(SKILLS)),
  /** Start of the next timeslot whose sign-ups are open (ISO), if any. */
  nextTimeslotAt: z.string().nullable(),
  /**
   * The starts of the first open timeslots (three at most, soonest first) and how many are open in all: the date
   * chips of a card ('1 déc.', '3 déc.', '+2'). Absent where only the next date is known (the offline replica).
   */
  upcomingDates: z.array(z.string()).optional(),
  openTimeslots: z.number().int().optional(),
  /** Distance from the searched place, in km, when a place was given. */
  distanceKm: z.number().nullable(),
  displayState: z.enum(MISSION_DISPLAY_STATES),
});
export type MissionCard = z.infer<typeof missionCardSchema>;

export const missionSearchResultSchema = z.object({
  missions: z.array(missionCardSchema),
  /** How many missions match the filters (all pages), up to `RESULTS_COUNT_CAP`. */
  total: z.number().int(),
  /** More missions than `RESULTS_COUNT_CAP` match. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(MISSION_SEARCH_SORTS),
});
export type MissionSearchResult = z.infer<typeof missionSearchResultSchema>;

/** A timeslot as a volunteer sees it. */
export const missionPageTimeslotSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['slot', 'range']),
  startsAt: z.string(),
  endsAt: z.string(),
  durationHours: z.number(),
  places: z.number().int(),
  placesLeft: z.number().int(),
  signupsOpen: z.boolean(),
});
export type MissionPageTimeslot = z.infer<typeof missionPageTimeslotSchema>;

/** `GET /missions/{id}` and `GET /companies/{slug}/missions/{id}`: the mission page. */
export const missionPageSchema = z.object({
  mission: missionCardSchema.extend({
    description: z.string(),
    images: z.array(z.string()),
    videoUrl: z.string().nullable(),
    sdgs: z.array(z.number().int()),
    isGroup: z.boolean(),
    practicalInfo: z.string().nullable(),
    externalUrl: z.string().nullable(),
    expiresOn: z.string().nullable(),
    publishedAt: z.string().nullable(),
  }),
  association: associationRefSchema.extend({ description: z.string().nullable() }).nullable(),
  /** Future timeslots, soonest first. */
  timeslots: z.array(missionPageTimeslotSchema),
  /**
   * Employees only: whether they could apply now. `null` for visitors (they
   * sign in first); otherwise `{ allowed: true }` or the refusal code, shown in French.
   */
  apply: z.union([z.object({ allowed: z.literal(true) }), z.object({ allowed: z.literal(false), code: z.string() })]).nullable(),
});
export type MissionPage = z.infer<typeof missionPageSchema>;
export type ApplyAnswer = { allowed: true } | { allowed: false; code: ErrorCode };

/** The association directory (`/toutes-nos-associations`, `/collaborateur/{slug}/associations`). */
export const associationDirectoryQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, msg('too_long', { max: SEARCH_TEXT_MAX })).optional().transform((value) => value || undefined),
  thematic: z.enum(THEMATICS, msg('choose_from_list')).optional(),
  page: z.coerce.number(msg('integer')).int(msg('integer')).min(1, msg('number_min', { min: 1 })).max(1000, msg('number_max', { max: 1000 })).default(1),
});
export type AssociationDirectoryQuery = z.infer<typeof associationDirectoryQuerySchema>;

export const associationCardSchema = associationRefSchema.extend({
  description: z.string().nullable(),
  /** Thematics of its missions open to the viewer. */
  thematics: z.array(z.enum(THEMATICS)),
  /** How many of its missions are open to the viewer. */
  missions: z.number().int(),
});
export type AssociationCard = z.infer<typeof associationCardSchema>;

export const associationDirectorySchema = z.object({
  associations: z.array(associationCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AssociationDirectory = z.infer<typeof associationDirectorySchema>;

/** `GET /associations/{slug}/profile` and `/companies/{slug}/associations/{associationSlug}`. */
export const associationProfileSchema = z.object({
  association: associationCardSchema,
  missions: z.array(missionCardSchema),
});
export type AssociationProfile = z.infer<typeof associationProfileSchema>;

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
