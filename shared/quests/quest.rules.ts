import { type RuleResult, allowed, refused } from '../errors';
import { type QuestState, OPEN_QUEST_STATES } from './quest.machine';

/** Spec §5: a quest cover is about 1200x600 pixels. */
export const QUEST_COVER_RECOMMENDED_SIZE = { width: 1200, height: 600 } as const;

/** A quest's points are the sum of its levels' reward points. */
export function questPoints(levels: readonly { rewardPoints: number }[]): number {
  return levels.reduce((total, level) => total + level.rewardPoints, 0);
}

export function isQuestOpen(state: QuestState): boolean {
  return OPEN_QUEST_STATES.includes(state);
}

/** Spec §5: a quest cannot be deleted if volunteers participated. */
export function canDeleteQuest(participantsCount: number): RuleResult {
  return participantsCount > 0 ? refused('QUEST_HAS_PARTICIPANTS') : allowed;
}


/** Where an employee stands in a quest: the levels answered among the quest's, and the points those answers earned. */
export function questProgress(
  levelIds: readonly number[],
  answers: readonly { levelId: number; pointsEarned: number }[],
): { levelsCount: number; levelsDone: number; pointsEarned: number } {
  const own = new Set(levelIds);
  const done = answers.filter((answer) => own.has(answer.levelId));
  return {
    levelsCount: levelIds.length,
    levelsDone: new Set(done.map((answer) => answer.levelId)).size,
    pointsEarned: done.reduce((total, answer) => total + answer.pointsEarned, 0),
  };
}

/** The level to play next: the first one, in play order, without an answer (null once every level is answered). */
export function nextLevelId(levelIds: readonly number[], answeredLevelIds: ReadonlySet<number>): number | null {
  return levelIds.find((id) => !answeredLevelIds.has(id)) ?? null;
}

/** Where an employee stands in a quest, as the screens group quests: under way, to discover, finished (in that order). */
export const QUEST_STAGES = ['started', 'to_discover', 'finished'] as const;
export type QuestStage = (typeof QUEST_STAGES)[number];

export function questStage(progress: { levelsCount: number; levelsDone: number }): QuestStage {
  if (progress.levelsCount > 0 && progress.levelsDone >= progress.levelsCount) return 'finished';
  return progress.levelsDone > 0 ? 'started' : 'to_discover';
}
