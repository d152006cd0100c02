import * as z from 'zod/mini';
import { isoDateSchema, timeOfDaySchema } from '../validation/inputs';
import { msg } from '../validation/messages';
import { SUBSCRIBER_STATES } from './subscriber.machine';

/** Spec §3 'Timeslot of a mission'. `kind: 'range'` is the one date range admins may add to long missions. */
export const TIMESLOT_KINDS = ['slot', 'range'] as const;

export const timeslotSchema = z.object({
  id: z.int(),
  missionId: z.int(),
  kind: z.enum(TIMESLOT_KINDS),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationHours: z.number(),
  places: z.int().check(z.gte(1)),
  taken: z.int().check(z.gte(0)),
  signupDeadline: z.nullable(z.string()),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

/**
 * A timeslot as typed in the mission form. Every part is optional here so that
 * an incomplete slot gets its own message from `validateTimeslot`.
 */
export const timeslotInputSchema = z.object({
  id: z.optional(z.int()),
  date: z.nullish(isoDateSchema),
  startTime: z.nullish(timeOfDaySchema),
  endTime: z.nullish(timeOfDaySchema),
  places: z.int(msg('integer')),
  signupDeadline: z.nullish(isoDateSchema),
});
export type TimeslotInput = z.infer<typeof timeslotInputSchema>;

export const timeslotSubscriberSchema = z.object({
  id: z.uuid(),
  timeslotId: z.int(),
  userId: z.uuid(),
  state: z.enum(SUBSCRIBER_STATES),
  createdAt: z.string(),
});
export type TimeslotSubscriber = z.infer<typeof timeslotSubscriberSchema>;

/** `GET/POST /companies/{slug}/timeslot-subscriptions`: an employee's waiting-list alert, with its slot and mission. */
export const timeslotSubscriptionSchema = z.extend(timeslotSubscriberSchema, {
  missionId: z.int(),
  missionTitle: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Place in the waiting list (1 = next), null once expired. */
  position: z.nullable(z.int()),
});
export type TimeslotSubscription = z.infer<typeof timeslotSubscriptionSchema>;
