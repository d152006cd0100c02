import { z } from 'zod';
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
  id: z.number().int(),
  timeslotId: z.number().int().nullable(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(ENGAGEMENT_TIMESLOT_STATES),
  validatorType: z.enum(VALIDATOR_TYPES).nullable(),
  managerEmail: z.string().nullable(),
  reviewStatus: z.enum(TIME_SPENT_REVIEW_STATUSES),
});
export type EngagementTimeslot = z.infer<typeof engagementTimeslotSchema>;

/** Spec §3 Engagement (an application). */
export const engagementSchema = z.object({
  id: z.uuid(),
  state: z.enum(ENGAGEMENT_STATES),
  step: z.enum(ENGAGEMENT_STEPS),
  missionId: z.number().int(),
  employeeId: z.uuid(),
  timeType: z.enum(ENGAGEMENT_TIME_TYPES),
  activityType: z.literal(ACTIVITY_TYPE_ENGAGEMENT),
  message: z.string().nullable(),
  cancelReason: z.enum(ENGAGEMENT_CANCEL_REASONS).nullable(),
  otherReason: z.string().nullable(),
  cancelMessage: z.string().nullable(),
  survey: z.record(z.string(), z.unknown()).nullable(),
  testimony: z.string().nullable(),
  approximateDurationHours: z.number().nullable(),
  revisedDurationHours: z.number().nullable(),
  timeslots: z.array(engagementTimeslotSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Engagement = z.infer<typeof engagementSchema>;

/** `engagement.apply` (sync.md): the engagement id is made by the client so a replay names the same row. */
export const applyInputSchema = z.object({
  engagementId: z.uuid(),
  missionId: z.number().int().positive(),
  timeslotIds: z.array(z.number().int().positive()).refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates')),
  timeType: z.enum(ENGAGEMENT_TIME_TYPES, msg('time_type_required')),
  message: optionalText(5000),
  onFull: z.enum(['waitlist', 'reject']).default('reject'),
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
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && !input.otherReason) {
      ctx.addIssue({ code: 'custom', path: ['otherReason'], message: validationMessage('required') });
    }
  });
export type CancelInput = z.infer<typeof cancelInputSchema>;

/** Finishing: the survey or a testimony, and the revised duration when it differed. */
export const finishInputSchema = z.object({
  engagementId: z.uuid(),
  survey: z.record(z.string(), z.unknown()).nullish(),
  testimony: optionalText(5000),
  revisedDurationHours: z.number().min(0, msg('number_min', { min: 0 })).max(2000).nullish(),
});
export type FinishInput = z.infer<typeof finishInputSchema>;
