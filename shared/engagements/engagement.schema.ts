import * as z from 'zod/mini';
import { optionalText } from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';
import { ENGAGEMENT_CANCEL_REASONS } from './cancel-reasons';
import { ENGAGEMENT_TIMESLOT_STATES, VALIDATOR_TYPES } from './engagement-timeslot.machine';
import { ENGAGEMENT_STATES } from './engagement.machine';
import { ENGAGEMENT_STEPS } from './engagement.steps';
import { TIME_SPENT_REVIEW_STATUSES } from './time-spent-review.machine';

/** Work time (dates validated by the manager, solidarity days used) or personal time. */
export const ENGAGEMENT_TIME_TYPES = ['work', 'personal'] as const;
export type EngagementTimeType = (typeof ENGAGEMENT_TIME_TYPES)[number];
export const ACTIVITY_TYPE_ENGAGEMENT = 'ACTIVITY_TYPE_ENGAGEMENT' as const;

export const engagementTimeslotSchema = z.object({
  id: z.int(),
  timeslotId: z.nullable(z.int()),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(ENGAGEMENT_TIMESLOT_STATES),
  validatorType: z.nullable(z.enum(VALIDATOR_TYPES)),
  managerEmail: z.nullable(z.string()),
  reviewStatus: z.enum(TIME_SPENT_REVIEW_STATUSES),
});
export type EngagementTimeslot = z.infer<typeof engagementTimeslotSchema>;

/** Spec §3 Engagement (an application). */
export const engagementSchema = z.object({
  id: z.uuid(),
  state: z.enum(ENGAGEMENT_STATES),
  step: z.enum(ENGAGEMENT_STEPS),
  missionId: z.int(),
  employeeId: z.uuid(),
  timeType: z.enum(ENGAGEMENT_TIME_TYPES),
  activityType: z.literal(ACTIVITY_TYPE_ENGAGEMENT),
  message: z.nullable(z.string()),
  cancelReason: z.nullable(z.enum(ENGAGEMENT_CANCEL_REASONS)),
  otherReason: z.nullable(z.string()),
  cancelMessage: z.nullable(z.string()),
  survey: z.nullable(z.record(z.string(), z.unknown())),
  testimony: z.nullable(z.string()),
  approximateDurationHours: z.nullable(z.number()),
  revisedDurationHours: z.nullable(z.number()),
  timeslots: z.array(engagementTimeslotSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Engagement = z.infer<typeof engagementSchema>;

/** `engagement.apply` (sync.md): the engagement id is made by the client so a replay names the same row. */
export const applyInputSchema = z.object({
  engagementId: z.uuid(),
  missionId: z.int().check(z.positive()),
  timeslotIds: z.array(z.int().check(z.positive())).check(z.refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates'))),
  timeType: z.enum(ENGAGEMENT_TIME_TYPES, msg('time_type_required')),
  message: optionalText(5000),
  onFull: z._default(z.enum(['waitlist', 'reject']), 'reject'),
});
export type ApplyInput = z.infer<typeof applyInputSchema>;

/** `engagement.cancel`: a reason is required, and a free text when it is `other` (spec §5). */
export const cancelInputSchema = z
  .object({
    engagementId: z.uuid(),
    reason: z.enum(ENGAGEMENT_CANCEL_REASONS, msg('choose_from_list')),
    otherReason: optionalText(1000),
    message: optionalText(5000),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.reason === 'other' && !input.otherReason) {
        ctx.addIssue({ code: 'custom', path: ['otherReason'], message: validationMessage('required') });
      }
    }),
  );
export type CancelInput = z.infer<typeof cancelInputSchema>;

/** Finishing: the survey or a testimony, and the revised duration when it differed. */
export const finishInputSchema = z.object({
  engagementId: z.uuid(),
  survey: z.nullish(z.record(z.string(), z.unknown())),
  testimony: optionalText(5000),
  revisedDurationHours: z.nullish(z.number().check(z.gte(0, msg('number_min', { min: 0 })), z.lte(2000))),
});
export type FinishInput = z.infer<typeof finishInputSchema>;
