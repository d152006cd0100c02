import * as z from 'zod/mini';
import { THEMATICS, MAX_THEMATICS } from '../missions/taxonomy';
import { httpsUrlSchema, idListSchema, mediaRefSchema, multiSelectSchema, nullableText, nullWhenAbsent, requiredText, slugSchema } from '../validation/inputs';
import { msg } from '../validation/messages';
import { QUEST_STATES } from './quest.machine';

export const QUEST_TITLE_MAX_LENGTH = 120;
export const QUEST_DESCRIPTION_MAX_LENGTH = 5000;
export const QUEST_GOAL_MAX_LENGTH = 200;
export const QUEST_MAX_GOALS = 5;
export const QUEST_MAX_PARTNERS = 10;

const idSchema = z.int().check(z.positive());

export const questPartnerSchema = z.object({ name: z.string(), link: z.nullable(z.string()), image: z.nullable(z.string()) });
export type QuestPartner = z.infer<typeof questPartnerSchema>;

export const questPartnerInputSchema = z.object({
  name: requiredText(120),
  link: nullWhenAbsent(httpsUrlSchema),
  image: nullWhenAbsent(mediaRefSchema),
});

/** A quest as the API returns it. `companyId` null: a platform catalogue quest. */
export const questSchema = z.object({
  id: idSchema,
  companyId: z.nullable(idSchema),
  slug: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  coverImage: z.nullable(z.string()),
  thematics: z.array(z.enum(THEMATICS)),
  goals: z.array(z.string()),
  /** The sum of the levels' reward points. */
  points: z.int().check(z.gte(0)),
  participantsCount: z.int().check(z.gte(0)),
  /** The level ids in the order they are played. */
  levelIds: z.array(idSchema),
  partners: z.array(questPartnerSchema),
  state: z.enum(QUEST_STATES),
  publishedAt: z.nullable(z.iso.datetime({ offset: true })),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Quest = z.infer<typeof questSchema>;

/** Step 1 of the quest wizard (presentation); levels are added by their own form. */
export const questInputSchema = z.object({
  title: requiredText(QUEST_TITLE_MAX_LENGTH),
  /** Derived from the title when absent. */
  slug: nullWhenAbsent(slugSchema),
  description: nullableText(QUEST_DESCRIPTION_MAX_LENGTH),
  coverImage: nullWhenAbsent(mediaRefSchema),
  thematics: z._default(multiSelectSchema(THEMATICS, { max: MAX_THEMATICS, maxMessage: 'thematics_max' }), []),
  goals: z._default(z.array(requiredText(QUEST_GOAL_MAX_LENGTH)).check(z.maxLength(QUEST_MAX_GOALS, msg('multi_select_max', { max: QUEST_MAX_GOALS }))), []),
  partners: z._default(z.array(questPartnerInputSchema).check(z.maxLength(QUEST_MAX_PARTNERS, msg('multi_select_max', { max: QUEST_MAX_PARTNERS }))), []),
  /** The new order of the levels (wizard step 2). */
  levelIds: z.optional(idListSchema),
});
export type QuestInput = z.infer<typeof questInputSchema>;
