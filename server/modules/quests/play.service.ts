import { AppError } from '../../../shared/errors';
import type { EmployeeQuestDetail, EmployeeQuestList, PublicLevelLink, PublicQuest } from '../../../shared/quests/quest-api.schema';
import type { Sql } from '../../db/connect';
import { presentLevelAnswer } from '../levels/answers.service';
import { presentEmployeeLevel, presentPublicQuest, presentQuest } from './present';
import * as q from './quests.sql';

type Deps = { sql: Sql };

/**
 * The quests as people play or discover them. Employees (the route has checked `isCompanyMember`) read their
 * company's published quests only, with their own progress and answers, never a right answer; anyone reads a
 * published quest's presentation. Anything else is a 404, so a draft's existence does not leak.
 */

/** The company's published quests with where the member stands in each, and every point they earned here. */
export async function listEmployeeQuests(deps: Deps, companyId: number, userId: string): Promise<EmployeeQuestList> {
  const quests = await q.listPublishedCompanyQuests(deps.sql, companyId);
  const [progress, pointsEarned] = await Promise.all([
    q.listMemberProgress(deps.sql, companyId, userId, quests.map((quest) => quest.id)),
    q.memberPointsEarned(deps.sql, companyId, userId),
  ]);
  const byQuest = new Map(progress.map((row) => [row.questId, row]));
  return {
    quests: quests.map((quest) => ({
      quest: presentQuest(quest),
      progress: {
        levelsCount: quest.levelIds.length,
        levelsDone: byQuest.get(quest.id)?.levelsDone ?? 0,
        pointsEarned: byQuest.get(quest.id)?.pointsEarned ?? 0,
      },
    })),
    pointsEarned,
  };
}

/** One published quest of the company: its levels in play order without their right answer, and the member's answers. */
export async function getEmployeeQuest(deps: Deps, companyId: number, userId: string, questId: number): Promise<EmployeeQuestDetail> {
  const quest = await q.findPublishedCompanyQuest(deps.sql, companyId, questId);
  if (!quest) throw new AppError('NOT_FOUND');
  const [levels, answers] = await Promise.all([
    q.listQuestLevels(deps.sql, companyId, questId),
    q.listMemberQuestAnswers(deps.sql, companyId, userId, questId),
  ]);
  return { quest: presentQuest(quest), levels: levels.map(presentEmployeeLevel), answers: answers.map(presentLevelAnswer) };
}

/** A published quest's presentation for anyone with the link. */
export async function getPublicQuest(deps: Deps, questId: number): Promise<PublicQuest> {
  const quest = await q.findPublishedQuest(deps.sql, questId);
  if (!quest) throw new AppError('NOT_FOUND');
  return presentPublicQuest(quest, await q.listLevelsOfQuest(deps.sql, questId));
}

/** Where a level of a published quest is played (the public link `/defis/levels/{id}-{slug}/achieve`). */
export async function getPublicLevelLink(deps: Deps, levelId: number): Promise<PublicLevelLink> {
  const link = await q.findPublishedLevelLink(deps.sql, levelId);
  if (!link) throw new AppError('NOT_FOUND');
  return link;
}
