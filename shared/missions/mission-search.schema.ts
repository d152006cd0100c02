import * as z from 'zod/mini';
import type { ErrorCode } from '../errors';
import { LOCATION_KINDS } from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';
import { MISSION_DISPLAY_STATES } from './mission.machine';
import { AVAILABILITY_TYPES, MISSION_DURATIONS, MISSION_TYPES, SKILLS, THEMATICS, TIME_TYPES, MAX_THEMATICS } from './taxonomy';
import { MISSION_SEARCH_SORTS, MAX_RADIUS_KM, SEARCH_PAGE_SIZE, RESULTS_COUNT_CAP, SEARCH_TEXT_MAX } from './mission-search.rules';

/**
 * The contract of mission discovery (spec §2 'mission search (filters, results
 * count, empty state)'): `GET /api/v1/missions/search` (visitors) and
 * `GET /api/v1/companies/{slug}/missions/search` (employees), the mission pages
 * and the association directory. The query uses the same parameter names as
 * the search page's URL, so a search can be shared as a link.
 */

/** A list parameter written `a,b,c` in the URL (or repeated). */
function listParam<const T extends string>(values: readonly T[], max?: number) {
  const items = z.array(z.enum(values as unknown as [T, ...T[]], msg('choose_from_list')));
  const bounded = max === undefined ? items : items.check(z.maxLength(max, msg('thematics_max', { max })));
  return z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((raw) => {
        const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((part) => part.split(','));
        return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
      }),
    ),
    bounded,
  );
}

const flag = z.pipe(
  z.optional(z.enum(['true', 'false'])),
  z.transform((value) => value === 'true'),
);

const coordinate = (min: number, max: number) => z.optional(z.coerce.number(msg('choose_from_list')).check(z.gte(min), z.lte(max)));

export const missionSearchQuerySchema = z
  .object({
    q: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX, msg('too_long', { max: SEARCH_TEXT_MAX })))),
      z.transform((value) => value || undefined),
    ),
    /** Spec §5: quick-search thematics are limited to 3. */
    thematics: listParam(THEMATICS, MAX_THEMATICS),
    skills: listParam(SKILLS),
    types: listParam(MISSION_TYPES),
    durations: listParam(MISSION_DURATIONS),
    remote: flag,
    tax_exempt: flag,
    only_pinned: flag,
    /** Employees: only the missions of this published selection of their company (spec §3 Program). */
    program: z.optional(
      z.coerce.number(msg('choose_from_list')).check(z.int(msg('choose_from_list')), z.gte(1, msg('choose_from_list')), z.lte(2_147_483_647, msg('choose_from_list'))),
    ),
    from: z.optional(z.iso.date(msg('date_invalid'))),
    to: z.optional(z.iso.date(msg('date_invalid'))),
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    radius_km: z.optional(
      z.coerce
        .number(msg('integer'))
        .check(z.int(msg('integer')), z.gte(1, msg('number_min', { min: 1 })), z.lte(MAX_RADIUS_KM, msg('number_max', { max: MAX_RADIUS_KM }))),
    ),
    sort: z.optional(z.enum(MISSION_SEARCH_SORTS, msg('choose_from_list'))),
    page: z._default(
      z.coerce
        .number(msg('integer'))
        .check(
          z.int(msg('integer')),
          z.gte(1, msg('number_min', { min: 1 })),
          z.lte(RESULTS_COUNT_CAP / SEARCH_PAGE_SIZE, msg('number_max', { max: RESULTS_COUNT_CAP / SEARCH_PAGE_SIZE })),
        ),
      1,
    ),
  })
  .check(
    z.superRefine((query, ctx) => {
      if ((query.lat === undefined) !== (query.lng === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['lat'], message: validationMessage('location_from_suggestions') });
      }
      if (query.from && query.to && query.to < query.from) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: validationMessage('date_order') });
      }
    }),
  );
export type MissionSearchQuery = z.infer<typeof missionSearchQuerySchema>;
/** The query as typed in the URL (before parsing). */
export type MissionSearchParams = z.input<typeof missionSearchQuerySchema>;

export const missionPlaceSchema = z.object({
  kind: z.enum(LOCATION_KINDS),
  label: z.string(),
  city: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
});

export const associationRefSchema = z.object({ id: z.int(), slug: z.string(), name: z.string(), logo: z.nullable(z.string()) });
export type AssociationRef = z.infer<typeof associationRefSchema>;

/** One result card: image, title, association, place, next date, thematics. */
export const missionCardSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  missionType: z.enum(MISSION_TYPES),
  availabilityType: z.enum(AVAILABILITY_TYPES),
  requiredAvailability: z.nullable(z.string()),
  timeType: z.enum(TIME_TYPES),
  isRemote: z.boolean(),
  isTaxExempt: z.boolean(),
  /** Pinned now (the flag, and its end date not passed). */
  isPinned: z.boolean(),
  coverImage: z.nullable(z.string()),
  association: z.nullable(associationRefSchema),
  place: z.nullable(missionPlaceSchema),
  thematics: z.array(z.enum(THEMATICS)),
  skills: z.array(z.enum(SKILLS)),
  /** Start of the next timeslot whose sign-ups are open (ISO), if any. */
  nextTimeslotAt: z.nullable(z.string()),
  /**
   * The starts of the first open timeslots (three at most, soonest first) and how many are open in all: the date
   * chips of a card ('1 déc.', '3 déc.', '+2'). Absent where only the next date is known (the offline replica).
   */
  upcomingDates: z.optional(z.array(z.string())),
  openTimeslots: z.optional(z.int()),
  /** Distance from the searched place, in km, when a place was given. */
  distanceKm: z.nullable(z.number()),
  displayState: z.enum(MISSION_DISPLAY_STATES),
});
export type MissionCard = z.infer<typeof missionCardSchema>;

export const missionSearchResultSchema = z.object({
  missions: z.array(missionCardSchema),
  /** How many missions match the filters (all pages), up to `RESULTS_COUNT_CAP`. */
  total: z.int(),
  /** More missions than `RESULTS_COUNT_CAP` match. */
  totalCapped: z.boolean(),
  page: z.int(),
  pageSize: z.int(),
  sort: z.enum(MISSION_SEARCH_SORTS),
});
export type MissionSearchResult = z.infer<typeof missionSearchResultSchema>;

/** A timeslot as a volunteer sees it. */
export const missionPageTimeslotSchema = z.object({
  id: z.int(),
  kind: z.enum(['slot', 'range']),
  startsAt: z.string(),
  endsAt: z.string(),
  durationHours: z.number(),
  places: z.int(),
  placesLeft: z.int(),
  signupsOpen: z.boolean(),
});
export type MissionPageTimeslot = z.infer<typeof missionPageTimeslotSchema>;

/** `GET /missions/{id}` and `GET /companies/{slug}/missions/{id}`: the mission page. */
export const missionPageSchema = z.object({
  mission: z.extend(missionCardSchema, {
    description: z.string(),
    images: z.array(z.string()),
    videoUrl: z.nullable(z.string()),
    sdgs: z.array(z.int()),
    isGroup: z.boolean(),
    practicalInfo: z.nullable(z.string()),
    externalUrl: z.nullable(z.string()),
    expiresOn: z.nullable(z.string()),
    publishedAt: z.nullable(z.string()),
  }),
  association: z.nullable(z.extend(associationRefSchema, { description: z.nullable(z.string()) })),
  /** Future timeslots, soonest first. */
  timeslots: z.array(missionPageTimeslotSchema),
  /**
   * Employees only: whether they could apply now. `null` for visitors (they
   * sign in first); otherwise `{ allowed: true }` or the refusal code, shown in French.
   */
  apply: z.nullable(z.union([z.object({ allowed: z.literal(true) }), z.object({ allowed: z.literal(false), code: z.string() })])),
});
export type MissionPage = z.infer<typeof missionPageSchema>;
export type ApplyAnswer = { allowed: true } | { allowed: false; code: ErrorCode };

/** The association directory (`/toutes-nos-associations`, `/collaborateur/{slug}/associations`). */
export const associationDirectoryQuerySchema = z.object({
  q: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX, msg('too_long', { max: SEARCH_TEXT_MAX })))),
    z.transform((value) => value || undefined),
  ),
  thematic: z.optional(z.enum(THEMATICS, msg('choose_from_list'))),
  page: z._default(
    z.coerce.number(msg('integer')).check(z.int(msg('integer')), z.gte(1, msg('number_min', { min: 1 })), z.lte(1000, msg('number_max', { max: 1000 }))),
    1,
  ),
});
export type AssociationDirectoryQuery = z.infer<typeof associationDirectoryQuerySchema>;

export const associationCardSchema = z.extend(associationRefSchema, {
  description: z.nullable(z.string()),
  /** Thematics of its missions open to the viewer. */
  thematics: z.array(z.enum(THEMATICS)),
  /** How many of its missions are open to the viewer. */
  missions: z.int(),
});
export type AssociationCard = z.infer<typeof associationCardSchema>;

export const associationDirectorySchema = z.object({
  associations: z.array(associationCardSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AssociationDirectory = z.infer<typeof associationDirectorySchema>;

/** `GET /associations/{slug}/profile` and `/companies/{slug}/associations/{associationSlug}`. */
export const associationProfileSchema = z.object({
  association: associationCardSchema,
  missions: z.array(missionCardSchema),
});
export type AssociationProfile = z.infer<typeof associationProfileSchema>;
