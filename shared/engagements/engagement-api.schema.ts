import { z } from 'zod';
import { msg } from '../validation/messages';
import { ENGAGEMENT_TIMESLOT_STATES } from './engagement-timeslot.machine';
import { ENGAGEMENT_ACTIONS } from './engagement.machine';
import { applyInputSchema, engagementSchema, engagementTimeslotSchema } from './engagement.schema';
import { TIME_SPENT_REVIEW_ACTIONS } from './time-spent-review.machine';

/**
 * `POST /api/v1/companies/{slug}/engagements`. Spec §8 'Credit' asks for a
 * *warning* when the balance lacks days: the first try answers INSUFFICIENT_CREDIT
 * (details: requestedDays, availableDays); the client shows the warning and, once
 * the employee confirms, sends the same call with `acknowledgeInsufficientCredit: true`.
 */
export const applyRequestSchema = applyInputSchema.extend({
  acknowledgeInsufficientCredit: z.boolean().default(false),
});
export type ApplyRequest = z.infer<typeof applyRequestSchema>;

/**
 * `POST /api/v1/engagements/{id}/dates`: the employee chooses new dates on a
 * live application whose mission uses timeslots (online only, not a sync
 * mutation). The credit warning works as for applying: INSUFFICIENT_CREDIT
 * first, then the same call with `acknowledgeInsufficientCredit: true`.
 */
export const addDatesRequestSchema = z.object({
  timeslotIds: z
    .array(z.number().int().positive())
    .min(1, msg('timeslot_required'))
    .refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates')),
  acknowledgeInsufficientCredit: z.boolean().default(false),
});
export type AddDatesRequest = z.infer<typeof addDatesRequestSchema>;

/** `timeslot.subscribe` (sync.md): a waiting-list alert; the id comes from the client. */
export const subscribeInputSchema = z.object({
  subscriptionId: z.uuid(),
  timeslotId: z.number().int().positive(),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

const missionRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  availabilityType: z.enum(['MISSION_AVAILABILITY_TYPE_TEXT', 'MISSION_AVAILABILITY_TYPE_TIMESLOTS']),
  externalUrl: z.string().nullable(),
  association: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  supervisorId: z.uuid().nullable(),
});

/** An application as the employee, the company and the association see it. */
export const engagementViewSchema = engagementSchema.extend({
  companyId: z.number().int(),
  companyName: z.string(),
  mission: missionRefSchema,
  volunteer: z.object({ fullName: z.string(), email: z.string() }),
  stateBeforeCancel: z.enum(['created', 'validated', 'finished']).nullable(),
  externalRegistrationDone: z.boolean(),
  surveyCompletedAt: z.string().nullable(),
  lastActivityAt: z.string(),
  /** When the employee's manager was last asked to validate the dates (the application, then each reminder); null when never. */
  managerRequestedAt: z.string().nullable(),
  /** The engagement actions the viewer may take now (drives the buttons). */
  availableActions: z.array(z.enum(ENGAGEMENT_ACTIONS)),
  /** Each date with the time-spent review actions the viewer may take on it now (none but for the company's reviewers). */
  timeslots: z.array(engagementTimeslotSchema.extend({ reviewActions: z.array(z.enum(TIME_SPENT_REVIEW_ACTIONS)) })),
});
export type EngagementView = z.infer<typeof engagementViewSchema>;

export const engagementListSchema = z.object({ engagements: z.array(engagementViewSchema) });
export type EngagementList = z.infer<typeof engagementListSchema>;

/** `GET /api/v1/manager-validations/{token}`: what a manager sees without an account. */
export const managerValidationViewSchema = z.object({
  engagementId: z.uuid(),
  employee: z.object({ fullName: z.string() }),
  company: z.object({ name: z.string() }),
  mission: z.object({ title: z.string(), associationName: z.string().nullable() }),
  timeslots: z.array(
    z.object({ id: z.number().int(), date: z.string(), startsAt: z.string(), endsAt: z.string(), state: z.enum(ENGAGEMENT_TIMESLOT_STATES) }),
  ),
  expiresAt: z.string(),
});
export type ManagerValidationView = z.infer<typeof managerValidationViewSchema>;
