import * as z from 'zod/mini';
import { httpsUrlSchema, imagesSchema, isoDateSchema, locationSchema, multiSelectSchema, optionalText, requiredText } from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';
import { MISSION_STATES } from './mission.machine';
import {
  AVAILABILITY_TYPES,
  BOOKING_RESTRICTIONS,
  MISSION_TYPES,
  PUBLISHER_TYPES,
  SDGS,
  SKILLS,
  THEMATICS,
  TIME_TYPES,
  MAX_THEMATICS,
} from './taxonomy';

export const MISSION_TITLE_MAX = 120;

/** Spec §3 Mission, as the API returns it. */
export const missionSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  state: z.enum(MISSION_STATES),
  publisher: z.object({ type: z.enum(PUBLISHER_TYPES), slug: z.nullable(z.string()) }),
  publisherId: z.nullable(z.int()),
  associationId: z.nullable(z.int()),
  companyId: z.nullable(z.int()),
  publishedAt: z.nullable(z.string()),
  firstPublishedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  supervisorId: z.nullable(z.uuid()),
  targetedForEntityIds: z.array(z.int()),
  missionType: z.enum(MISSION_TYPES),
  availabilityType: z.enum(AVAILABILITY_TYPES),
  requiredAvailability: z.nullable(z.string()),
  timeType: z.enum(TIME_TYPES),
  isTaxExempt: z.boolean(),
  deductsCredit: z.boolean(),
  isPinned: z.boolean(),
  pinnedUntil: z.nullable(z.string()),
  isRemote: z.boolean(),
  isGroup: z.boolean(),
  location: z.nullable(locationSchema),
  thematics: z.array(z.enum(THEMATICS)),
  skills: z.array(z.enum(SKILLS)),
  sdgs: z.array(z.int()),
  images: z.array(z.string()),
  videoUrl: z.nullable(z.string()),
  expiresOn: z.nullable(z.string()),
  registrationDeadlineDays: z.nullable(z.int()),
  externalUrl: z.nullable(z.string()),
  externalInstructions: z.nullable(z.string()),
  practicalInfo: z.nullable(z.string()),
  registrationMessage: z.nullable(z.string()),
  autoReply: z.nullable(z.string()),
  bookingRestriction: z.enum(BOOKING_RESTRICTIONS),
  restrictedCompanyIds: z.array(z.int()),
});
export type Mission = z.infer<typeof missionSchema>;

/**
 * The mission form (spec §3 'Edit fields'). A draft may be saved incomplete;
 * publishing checks the required fields (see `missingRequiredFields`).
 */
export const missionInputSchema = z
  .object({
    title: requiredText(MISSION_TITLE_MAX, 'mission_title_required'),
    description: optionalText(20_000),
    associationId: z.nullish(z.int()),
    missionType: z.enum(MISSION_TYPES, msg('choose_from_list')),
    availabilityType: z.enum(AVAILABILITY_TYPES, msg('choose_from_list')),
    requiredAvailability: optionalText(2000),
    timeType: z.enum(TIME_TYPES, msg('choose_from_list')),
    isGroup: z._default(z.boolean(), false),
    isRemote: z._default(z.boolean(), false),
    location: z.nullish(locationSchema),
    thematics: multiSelectSchema(THEMATICS, { max: MAX_THEMATICS, maxMessage: 'thematics_max' }),
    skills: multiSelectSchema(SKILLS),
    sdgs: z
      .array(z.int().check(z.refine((goal) => (SDGS as readonly number[]).includes(goal), msg('choose_from_list'))))
      .check(z.refine((goals) => new Set(goals).size === goals.length, msg('no_duplicates'))),
    images: imagesSchema,
    videoUrl: z.nullish(httpsUrlSchema),
    supervisorId: z.nullish(z.uuid()),
    expiresOn: z.nullish(isoDateSchema),
    registrationDeadlineDays: z.nullish(
      z.number().check(z.int(msg('integer')), z.gte(0, msg('number_min', { min: 0 })), z.lte(365, msg('number_max', { max: 365 }))),
    ),
    externalUrl: z.nullish(httpsUrlSchema),
    externalInstructions: optionalText(2000),
    practicalInfo: optionalText(5000),
    registrationMessage: optionalText(5000),
    autoReply: optionalText(5000),
    isTaxExempt: z._default(z.boolean(), false),
    deductsCredit: z._default(z.boolean(), true),
    /**
     * Spec §3: pinned missions come first in the search (and the employee home's pinned list) until the end of their
     * last day (a Paris date; none: until unpinned). Absent: left as it is; set by those `canPinMission` allows.
     */
    isPinned: z.optional(z.boolean()),
    pinnedUntil: z.nullish(isoDateSchema),
    bookingRestriction: z._default(z.enum(BOOKING_RESTRICTIONS), 'none'),
    restrictedCompanyIds: z._default(z.array(z.int()), []),
    targetedForEntityIds: z._default(z.array(z.int()), []),
  })
  .check(
    z.superRefine((mission, ctx) => {
      if (mission.bookingRestriction === 'companies' && mission.restrictedCompanyIds.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['restrictedCompanyIds'], message: validationMessage('companies_required') });
      }
      if (mission.bookingRestriction === 'entities' && mission.targetedForEntityIds.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['targetedForEntityIds'], message: validationMessage('entities_required') });
      }
    }),
  );
export type MissionInput = z.infer<typeof missionInputSchema>;
