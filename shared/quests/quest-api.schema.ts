import * as z from 'zod/mini';
import { levelAnswerSchema, levelSchema } from '../levels/level.schema';
import { THEMATICS } from '../missions/taxonomy';
import { QUEST_ACTIONS, QUEST_STATES } from './quest.machine';
import { questPartnerSchema, questSchema } from './quest.schema';

/**
 * The quests API (routes in server/modules/quests, screens in client/features/quests):
 * - company admins: `GET|POST /api/v1/companies/{slug}/quests`, `GET|PUT /quests/{id}`,
 *   `POST /quests/{id}/{publish|deactivate|archive|restore|delete}`, `POST /quests/{id}/levels`,
 *   `PUT|DELETE /quests/{id}/levels/{levelId}`;
 * - employees: `GET /api/v1/companies/{slug}/employee-quests`, `GET /employee-quests/{id}`, and the answers
 *   (`POST /companies/{slug}/levels/{id}/answers`, or the `level.answer` sync mutation);
 * - anyone: `GET /api/v1/quests/{id}` (a published quest's presentation) and `GET /api/v1/levels/{id}` (where a level of a
 *   published quest is played, for the link `/defis/levels/{id}-{slug}/achieve`).
 */

const idSchema = z.int().check(z.positive());
const count = z.int().check(z.gte(0));
const isoDateTime = z.iso.datetime({ offset: true });

/** A quest in its company's list. */
export const companyQuestListItemSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  coverImage: z.nullable(z.string()),
  state: z.enum(QUEST_STATES),
  levelsCount: count,
  points: count,
  participantsCount: count,
  updatedAt: isoDateTime,
  availableActions: z.array(z.enum(QUEST_ACTIONS)),
});
export type CompanyQuestListItem = z.infer<typeof companyQuestListItemSchema>;

export const companyQuestListSchema = z.object({ quests: z.array(companyQuestListItemSchema) });
export type CompanyQuestList = z.infer<typeof companyQuestListSchema>;

/** A quest as its company builds it (wizard, detail, preview): every level, with its right answer. */
export const companyQuestDetailSchema = z.object({
  quest: questSchema,
  levels: z.array(levelSchema),
  availableActions: z.array(z.enum(QUEST_ACTIONS)),
});
export type CompanyQuestDetail = z.infer<typeof companyQuestDetailSchema>;

/** A level as an employee reads it: the right answer never leaves the server (it is also how the replica keeps it). */
export const employeeLevelSchema = z.omit(levelSchema, { rightAnswer: true });
export type EmployeeLevel = z.infer<typeof employeeLevelSchema>;

/** Where an employee stands in a quest. */
export const questProgressSchema = z.object({
  levelsCount: count,
  levelsDone: count,
  pointsEarned: count,
});
export type QuestProgress = z.infer<typeof questProgressSchema>;

export const employeeQuestListSchema = z.object({
  quests: z.array(z.object({ quest: questSchema, progress: questProgressSchema })),
  /** Every point the employee earned in the company's quests. */
  pointsEarned: count,
});
export type EmployeeQuestList = z.infer<typeof employeeQuestListSchema>;

/** One published quest for an employee: its levels in play order and the employee's own scored answers. */
export const employeeQuestDetailSchema = z.object({
  quest: questSchema,
  levels: z.array(employeeLevelSchema),
  answers: z.array(levelAnswerSchema),
});
export type EmployeeQuestDetail = z.infer<typeof employeeQuestDetailSchema>;

/** A published quest's presentation for anyone with the link (no answers, no question, no participants' data). */
export const publicQuestSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  coverImage: z.nullable(z.string()),
  thematics: z.array(z.enum(THEMATICS)),
  goals: z.array(z.string()),
  points: count,
  partners: z.array(questPartnerSchema),
  /** The company running it (its employees' space), null for a platform catalogue quest. */
  companySlug: z.nullable(z.string()),
  levels: z.array(z.object({ id: idSchema, title: z.string(), durationMinutes: z.nullable(z.int()), rewardPoints: count })),
});
export type PublicQuest = z.infer<typeof publicQuestSchema>;

/** Where a level of a published quest is played: the quest in its company's employee space (no content of the level). */
export const publicLevelLinkSchema = z.object({
  levelId: idSchema,
  questId: idSchema,
  questSlug: z.string(),
  companySlug: z.nullable(z.string()),
});
export type PublicLevelLink = z.infer<typeof publicLevelLinkSchema>;
