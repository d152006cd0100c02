import { z } from 'zod';
import { MAX_THEMATICS, httpsUrlSchema, imagesSchema, isoDateSchema, locationSchema, multiSelectSchema, optionalText, requiredText } from '../validation/inputs';
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
} from './taxonomy';

export const MISSION_TITLE_MAX = 120;
export const MISSION_IMAGE_RECOMMENDED = { width: 1200, height: 800 } as const;

/** Spec §3 Mission, as the API returns it. */
export const missionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  state: z.enum(MISSION_STATES),
  publisher: z.object({ type: z.enum(PUBLISHER_TYPES), slug: z.string().nullable() }),
  publisherId: z.number().int().nullable(),
  associationId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  firstPublishedAt: z.string().nullable(),
  updatedAt: z.string(),
  supervisorId: z.uuid().nullable(),
  targetedForEntityIds: z.array(z.number().int()),
  missionType: z.enum(MISSION_TYPES),
  availabilityType: z.enum(AVAILABILITY_TYPES),
  requiredAvailability: z.string().nullable(),
  timeType: z.enum(TIME_TYPES),
  isTaxExempt: z.boolean(),
  deductsCredit: z.boolean(),
  isPinned: z.boolean(),
  pinnedUntil: z.string().nullable(),
  isRemote: z.boolean(),
  isGroup: z.boolean(),
  location: locationSchema.nullable(),
  thematics: z.array(z.enum(THEMATICS)),
  skills: z.array(z.enum(SKILLS)),
  sdgs: z.array(z.number().int()),
  images: z.array(z.string()),
  videoUrl: z.string().nullable(),
  expiresOn: z.string().nullable(),
  registrationDeadlineDays: z.number().int().nullable(),
  externalUrl: z.string().nullable(),
  externalInstructions: z.string().nullable(),
  practicalInfo: z.string().nullable(),
  registrationMessage: z.string().nullable(),
  autoReply: z.string().nullable(),
  bookingRestriction: z.enum(BOOKING_RESTRICTIONS),
  restrictedCompanyIds: z.array(z.number().int()),
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
    associationId: z.number().int().nullish(),
    missionType: z.enum(MISSION_TYPES, msg('choose_from_list')),
    availabilityType: z.enum(AVAILABILITY_TYPES, msg('choose_from_list')),
    requiredAvailability: optionalText(2000),
    timeType: z.enum(TIME_TYPES, msg('choose_from_list')),
    isGroup: z.boolean().default(false),
    isRemote: z.boolean().default(false),
    location: locationSchema.nullish(),
    thematics: multiSelectSchema(THEMATICS, { max: MAX_THEMATICS, maxMessage: 'thematics_max' }),
    skills: multiSelectSchema(SKILLS),
    sdgs: z
      .array(z.number().int().refine((goal) => (SDGS as readonly number[]).includes(goal), msg('choose_from_list')))
      .refine((goals) => new Set(goals).size === goals.length, msg('no_duplicates')),
    images: imagesSchema,
    videoUrl: httpsUrlSchema.nullish(),
    supervisorId: z.uuid().nullish(),
    expiresOn: isoDateSchema.nullish(),
    registrationDeadlineDays: z.number().int(msg('integer')).min(0, msg('number_min', { min: 0 })).max(365, msg('number_max', { max: 365 })).nullish(),
    externalUrl: httpsUrlSchema.nullish(),
    externalInstructions: optionalText(2000),
    practicalInfo: optionalText(5000),
    registrationMessage: optionalText(5000),
    autoReply: optionalText(5000),
    isTaxExempt: z.boolean().default(false),
    deductsCredit: z.boolean().default(true),
    bookingRestriction: z.enum(BOOKING_RESTRICTIONS).default('none'),
    restrictedCompanyIds: z.array(z.number().int()).default([]),
    targetedForEntityIds: z.array(z.number().int()).default([]),
  })
  .superRefine((mission, ctx) => {
    if (mission.bookingRestriction === 'companies' && mission.restrictedCompanyIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['restrictedCompanyIds'], message: validationMessage('companies_required') });
    }
    if (mission.bookingRestriction === 'entities' && mission.targetedForEntityIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['targetedForEntityIds'], message: validationMessage('entities_required') });
    }
  });
export type MissionInput = z.infer<typeof missionInputSchema>;
