import * as z from 'zod/mini';
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
export const applyRequestSchema = z.extend(applyInputSchema, {
  acknowledgeInsufficientCredit: z._default(z.boolean(), false),
});
export type ApplyRequest = z.infer<typeof applyRequestSchema>;

/**
 * `POST /api/v1/engagements/{id}/dates`: the employee chooses new dates on a
 * live application whose mission uses timeslots (online only, not a sync
 * mutation). The credit warning works as for applying: INSUFFICIENT_CREDIT
 * first, then the same call with `acknowledgeInsufficientCredit: true`.
 */
export const addDatesRequestSchema = z.object({
  timeslotIds: z.array(z.int().check(z.positive())).check(
    z.minLength(1, msg('timeslot_required')),
    z.refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates')),
  ),
  acknowledgeInsufficientCredit: z._default(z.boolean(), false),
});
export type AddDatesRequest = z.infer<typeof addDatesRequestSchema>;

/** `timeslot.subscribe` (sync.md): a waiting-list alert; the id comes from the client. */
export const subscribeInputSchema = z.object({
  subscriptionId: z.uuid(),
  timeslotId: z.int().check(z.positive()),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

const missionRefSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  availabilityType: z.enum(['MISSION_AVAILABILITY_TYPE_TEXT', 'MISSION_AVAILABILITY_TYPE_TIMESLOTS']),
  externalUrl: z.nullable(z.string()),
  association: z.nullable(z.object({ id: z.int(), slug: z.string(), name: z.string() })),
  supervisorId: z.nullable(z.uuid()),
});

/** An application as the employee, the company and the association see it. */
export const engagementViewSchema = z.extend(engagementSchema, {
  companyId: z.int(),
  companyName: z.string(),
  mission: missionRefSchema,
  volunteer: z.object({ fullName: z.string(), email: z.string() }),
  stateBeforeCancel: z.nullable(z.enum(['created', 'validated', 'finished'])),
  externalRegistrationDone: z.boolean(),
  surveyCompletedAt: z.nullable(z.string()),
  lastActivityAt: z.string(),
  /** When the employee's manager was last asked to validate the dates (the application, then each reminder); null when never. */
  managerRequestedAt: z.nullable(z.string()),
  /** The engagement actions the viewer may take now (drives the buttons). */
  availableActions: z.array(z.enum(ENGAGEMENT_ACTIONS)),
  /** Each date with the time-spent review actions the viewer may take on it now (none but for the company's reviewers). */
  timeslots: z.array(z.extend(engagementTimeslotSchema, { reviewActions: z.array(z.enum(TIME_SPENT_REVIEW_ACTIONS)) })),
});
export type EngagementView = z.infer<typeof engagementViewSchema>;

export const engagementListSchema = z.object({ engagements: z.array(engagementViewSchema) });
export type EngagementList = z.infer<typeof engagementListSchema>;

/** `GET /api/v1/manager-validations/{token}`: what a manager sees without an account. */
export const managerValidationViewSchema = z.object({
  engagementId: z.uuid(),
  employee: z.object({ fullName: z.string() }),
  company: z.object({ name: z.string() }),
  mission: z.object({ title: z.string(), associationName: z.nullable(z.string()) }),
  timeslots: z.array(z.object({ id: z.int(), date: z.string(), startsAt: z.string(), endsAt: z.string(), state: z.enum(ENGAGEMENT_TIMESLOT_STATES) })),
  expiresAt: z.string(),
});
export type ManagerValidationView = z.infer<typeof managerValidationViewSchema>;
