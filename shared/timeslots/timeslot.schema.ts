import { z } from 'zod';
import { isoDateSchema, timeOfDaySchema } from '../validation/inputs';
import { msg } from '../validation/messages';
import { SUBSCRIBER_STATES } from './subscriber.machine';

/** Spec §3 'Timeslot of a mission'. `kind: 'range'` is the one date range admins may add to long missions. */
export const TIMESLOT_KINDS = ['slot', 'range'] as const;

export const timeslotSchema = z.object({
  id: z.number().int(),
  missionId: z.number().int(),
  kind: z.enum(TIMESLOT_KINDS),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationHours: z.number(),
  places: z.number().int().min(1),
  taken: z.number().int().min(0),
  signupDeadline: z.string().nullable(),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

/**
 * A timeslot as typed in the mission form. Every part is optional here so that
 * an incomplete slot gets its own message from `validateTimeslot`.
 */
export const timeslotInputSchema = z.object({
  id: z.number().int().optional(),
  date: isoDateSchema.nullish(),
  startTime: timeOfDaySchema.nullish(),
  endTime: timeOfDaySchema.nullish(),
  places: z.number(msg('integer')).int(msg('integer')),
  signupDeadline: isoDateSchema.nullish(),
});
export type TimeslotInput = z.infer<typeof timeslotInputSchema>;

export const timeslotSubscriberSchema = z.object({
  id: z.uuid(),
  timeslotId: z.number().int(),
  userId: z.uuid(),
  state: z.enum(SUBSCRIBER_STATES),
  createdAt: z.string(),
});
export type TimeslotSubscriber = z.infer<typeof timeslotSubscriberSchema>;

/** `GET/POST /companies/{slug}/timeslot-subscriptions`: an employee's waiting-list alert, with its slot and mission. */
export const timeslotSubscriptionSchema = timeslotSubscriberSchema.extend({
  missionId: z.number().int(),
  missionTitle: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Place in the waiting list (1 = next), null once expired. */
  position: z.number().int().nullable(),
});
export type TimeslotSubscription = z.infer<typeof timeslotSubscriptionSchema>;
