import { z } from 'zod';
import { THEMATICS } from '../missions/taxonomy';
import { httpsUrlSchema, idListSchema, MAX_THEMATICS, mediaRefSchema, multiSelectSchema, nullableText, requiredText, slugSchema } from '../validation/inputs';
import { msg } from '../validation/messages';
import { QUEST_STATES } from './quest.machine';

export const QUEST_TITLE_MAX_LENGTH = 120;
export const QUEST_DESCRIPTION_MAX_LENGTH = 5000;
export const QUEST_GOAL_MAX_LENGTH = 200;
export const QUEST_MAX_GOALS = 5;
export const QUEST_MAX_PARTNERS = 10;

const idSchema = z.number().int().positive();

export const questPartnerSchema = z.object({ name: z.string(), link: z.string().nullable(), image: z.string().nullable() });
export type QuestPartner = z.infer<typeof questPartnerSchema>;

export const questPartnerInputSchema = z.object({
  name: requiredText(120),
  link: httpsUrlSchema.nullish().transform((value) => value ?? null),
  image: mediaRefSchema.nullish().transform((value) => value ?? null),
});

/** A quest as the API returns it. `companyId` null: a platform catalogue quest. */
export const questSchema = z.object({
  id: idSchema,
  companyId: idSchema.nullable(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  thematics: z.array(z.enum(THEMATICS)),
  goals: z.array(z.string()),
  /** The sum of the levels' reward points. */
  points: z.number().int().min(0),
  participantsCount: z.number().int().min(0),
  /** The level ids in the order they are played. */
  levelIds: z.array(idSchema),
  partners: z.array(questPartnerSchema),
  state: z.enum(QUEST_STATES),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Quest = z.infer<typeof questSchema>;

/** Step 1 of the quest wizard (presentation); levels are added by their own form. */
export const questInputSchema = z.object({
  title: requiredText(QUEST_TITLE_MAX_LENGTH),
  /** Derived from the title when absent. */
  slug: slugSchema.nullish().transform((value) => value ?? null),
  description: nullableText(QUEST_DESCRIPTION_MAX_LENGTH),
  coverImage: mediaRefSchema.nullish().transform((value) => value ?? null),
  thematics: multiSelectSchema(THEMATICS, { max: MAX_THEMATICS, maxMessage: 'thematics_max' }).default([]),
  goals: z
    .array(requiredText(QUEST_GOAL_MAX_LENGTH))
    .max(QUEST_MAX_GOALS, msg('multi_select_max', { max: QUEST_MAX_GOALS }))
    .default([]),
  partners: z
    .array(questPartnerInputSchema)
    .max(QUEST_MAX_PARTNERS, msg('multi_select_max', { max: QUEST_MAX_PARTNERS }))
    .default([]),
  /** The new order of the levels (wizard step 2). */
  levelIds: idListSchema.optional(),
});
export type QuestInput = z.infer<typeof questInputSchema>;
