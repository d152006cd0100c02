import * as z from 'zod/mini';
import { THEMATICS, MAX_THEMATICS } from '../missions/taxonomy';
import { citiesSchema, emailSchema, imagesSchema, integerInRange, isoDateSchema, locationSchema, multiSelectSchema, nullableText, nullWhenAbsent, requiredText } from '../validation/inputs';
import { phoneSchema } from '../validation/phone';
import { msg, validationMessage } from '../validation/messages';
import { TEAM_BUILDING_CANCEL_REASONS } from './cancel-reasons';
import { TEAM_BUILDING_REQUEST_STATES, TEAM_BUILDING_STATES } from './team-building.machine';
import { TEAM_BUILDING_DURATIONS, TEAM_BUILDING_RADIUS_KM, placesWithinRadius } from './team-building.rules';

export { TEAM_BUILDING_DURATIONS, type TeamBuildingDuration } from './team-building.rules';

/** Spec §3 'Request entity with tabs summary, participants and testimonies'. Labels: `team-building:request_tabs.<tab>`. */
export const TEAM_BUILDING_REQUEST_TABS = ['summary', 'participants', 'testimonies'] as const;
export type TeamBuildingRequestTab = (typeof TEAM_BUILDING_REQUEST_TABS)[number];

export const TEAM_BUILDING_TITLE_MAX_LENGTH = 120;
export const TEAM_BUILDING_DESCRIPTION_MAX_LENGTH = 5000;
export const TEAM_BUILDING_MAX_PARTICIPANTS = 1000;
export const TEAM_BUILDING_MESSAGE_MAX_LENGTH = 2000;

const idSchema = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });
const participants = integerInRange(1, TEAM_BUILDING_MAX_PARTICIPANTS);
/** A time of day HH:MM; missing or malformed, the same message. */
const timeSchema = z.string(msg('time_invalid')).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('time_invalid')));

/** A team building as the API returns it. `companyId` null: a platform catalogue offer. */
export const teamBuildingSchema = z.object({
  id: idSchema,
  companyId: z.nullable(idSchema),
  title: z.string(),
  description: z.nullable(z.string()),
  /** The hours it runs (HH:MM); the duration follows from them (spec §9 'Half day vs day'). */
  startTime: z.string(),
  endTime: z.string(),
  duration: z.enum(TEAM_BUILDING_DURATIONS),
  minParticipants: z.int().check(z.gte(1)),
  maxParticipants: z.int().check(z.gte(1)),
  /** Null when the price is hidden from the viewer. */
  pricePerPersonCents: z.nullable(z.int().check(z.gte(0))),
  isPriceHidden: z.boolean(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.nullable(z.string()),
  /** Cities where it can take place (spec §9: within about 20 km). */
  addresses: z.array(locationSchema),
  thematics: z.array(z.enum(THEMATICS)),
  /** The beneficiary association. */
  associationId: z.nullable(idSchema),
  associationName: z.nullable(z.string()),
  images: z.array(z.string()),
  state: z.enum(TEAM_BUILDING_STATES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TeamBuilding = z.infer<typeof teamBuildingSchema>;

export const teamBuildingInputSchema = z
  .object({
    title: requiredText(TEAM_BUILDING_TITLE_MAX_LENGTH),
    description: nullableText(TEAM_BUILDING_DESCRIPTION_MAX_LENGTH),
    startTime: timeSchema,
    endTime: timeSchema,
    minParticipants: participants,
    maxParticipants: participants,
    pricePerPersonCents: nullWhenAbsent(integerInRange(0)),
    isPriceHidden: z._default(z.boolean(), false),
    contactName: requiredText(120),
    contactEmail: emailSchema,
    contactPhone: nullWhenAbsent(phoneSchema),
    addresses: citiesSchema.check(z.refine((cities) => cities.length > 0, msg('location_from_suggestions'))),
    thematics: z._default(multiSelectSchema(THEMATICS, { max: MAX_THEMATICS, maxMessage: 'thematics_max' }), []),
    associationId: nullWhenAbsent(idSchema),
    images: z._default(imagesSchema, []),
  })
  .check(
    z.superRefine((teamBuilding, ctx) => {
      if (teamBuilding.minParticipants > teamBuilding.maxParticipants) {
        ctx.addIssue({ code: 'custom', path: ['minParticipants'], message: validationMessage('participants_range') });
      }
      if (teamBuilding.endTime <= teamBuilding.startTime) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: validationMessage('time_order') });
      }
      if (!placesWithinRadius(teamBuilding.addresses)) {
        ctx.addIssue({ code: 'custom', path: ['addresses'], message: validationMessage('team_building_addresses_too_far', { km: TEAM_BUILDING_RADIUS_KM }) });
      }
    }),
  );
export type TeamBuildingInput = z.infer<typeof teamBuildingInputSchema>;

/** A company's request to hold a team building (spec §3 'Request entity'). */
export const teamBuildingRequestSchema = z.object({
  id: idSchema,
  teamBuildingId: idSchema,
  companyId: idSchema,
  requestedBy: z.nullable(z.uuid()),
  desiredDate: z.string(),
  participantsCount: z.int().check(z.gte(1)),
  message: z.nullable(z.string()),
  state: z.enum(TEAM_BUILDING_REQUEST_STATES),
  cancelReason: z.nullable(z.enum(TEAM_BUILDING_CANCEL_REASONS)),
  cancelMessage: z.nullable(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TeamBuildingRequest = z.infer<typeof teamBuildingRequestSchema>;

/** The request form: the day, the group's size and a message (the team building is the page's). */
export const teamBuildingRequestFormSchema = z.object({
  desiredDate: isoDateSchema,
  participantsCount: participants,
  message: nullableText(TEAM_BUILDING_MESSAGE_MAX_LENGTH),
});
export type TeamBuildingRequestForm = z.infer<typeof teamBuildingRequestFormSchema>;

export const teamBuildingRequestInputSchema = z.extend(teamBuildingRequestFormSchema, { teamBuildingId: idSchema });
export type TeamBuildingRequestInput = z.infer<typeof teamBuildingRequestInputSchema>;

/** Canceling a request: one of the four reasons, and an optional message. */
export const teamBuildingRequestCancelInputSchema = z.object({
  reason: z.enum(TEAM_BUILDING_CANCEL_REASONS, msg('choose_from_list')),
  message: nullableText(TEAM_BUILDING_MESSAGE_MAX_LENGTH),
});
export type TeamBuildingRequestCancelInput = z.infer<typeof teamBuildingRequestCancelInputSchema>;

/** An employee registered to a request, and their testimony (the 'testimonies' tab). */
export const teamBuildingParticipantSchema = z.object({
  requestId: idSchema,
  userId: z.uuid(),
  companyId: idSchema,
  testimony: z.nullable(z.string()),
  registeredAt: isoDateTime,
});
export type TeamBuildingParticipant = z.infer<typeof teamBuildingParticipantSchema>;

export const teamBuildingTestimonyInputSchema = z.object({ testimony: requiredText(TEAM_BUILDING_MESSAGE_MAX_LENGTH) });
export type TeamBuildingTestimonyInput = z.infer<typeof teamBuildingTestimonyInputSchema>;
