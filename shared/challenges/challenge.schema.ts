import * as z from 'zod/mini';
import {
  httpsUrlSchema,
  integerInRange,
  isoDateSchema,
  mediaRefSchema,
  nullableText,
  nullWhenAbsent,
  requiredText,
  timeOfDaySchema,
} from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';

export const CHALLENGE_NAME_MAX_LENGTH = 120;
export const CHALLENGE_DESCRIPTION_MAX_LENGTH = 5000;
export const CHALLENGE_WEBINAR_KEY_MAX_LENGTH = 100;
export const CHALLENGE_MAX_REWARD_POINTS = 10_000;

const idSchema = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });

/** An awareness event (spec §3 'Challenge (event)') as the API returns it. `companyId` null: a catalogue event. */
export const challengeSchema = z.object({
  id: idSchema,
  companyId: z.nullable(idSchema),
  name: z.string(),
  description: z.nullable(z.string()),
  /** The day of the event (YYYY-MM-DD) and its start and end times (HH:MM), in the platform's time zone. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  landingPageUrl: z.nullable(z.string()),
  webinarKey: z.nullable(z.string()),
  rewardPoints: z.int().check(z.gte(0)),
  coverImage: z.nullable(z.string()),
  thumbnailImage: z.nullable(z.string()),
  isActive: z.boolean(),
  participantsCount: z.int().check(z.gte(0)),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Challenge = z.infer<typeof challengeSchema>;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const challengeInputSchema = z
  .object({
    name: requiredText(CHALLENGE_NAME_MAX_LENGTH),
    description: nullableText(CHALLENGE_DESCRIPTION_MAX_LENGTH),
    date: isoDateSchema,
    startTime: timeOfDaySchema,
    endTime: timeOfDaySchema,
    landingPageUrl: nullWhenAbsent(httpsUrlSchema),
    webinarKey: nullableText(CHALLENGE_WEBINAR_KEY_MAX_LENGTH),
    rewardPoints: z._default(integerInRange(0, CHALLENGE_MAX_REWARD_POINTS), 0),
    coverImage: nullWhenAbsent(mediaRefSchema),
    thumbnailImage: nullWhenAbsent(mediaRefSchema),
    isActive: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((challenge, ctx) => {
      if (minutes(challenge.endTime) <= minutes(challenge.startTime)) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: validationMessage('time_order') });
      }
    }),
  );
export type ChallengeInput = z.infer<typeof challengeInputSchema>;

/** An employee's participation in an event; points are granted after the event (spec §9: shown within 24 hours). */
export const challengeParticipationSchema = z.object({
  challengeId: idSchema,
  userId: z.uuid(),
  companyId: idSchema,
  registeredAt: isoDateTime,
  attended: z.boolean(),
  pointsEarned: z.nullable(z.int().check(z.gte(0))),
});
export type ChallengeParticipation = z.infer<typeof challengeParticipationSchema>;
