import type { Level } from '../../../shared/levels/level.schema';
import type { EmployeeLevel, PublicQuest } from '../../../shared/quests/quest-api.schema';
import type { Quest } from '../../../shared/quests/quest.schema';
import type { LevelRow, QuestRow } from './quests.sql';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentQuest(row: QuestRow): Quest {
  return {
    id: row.id,
    companyId: row.companyId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImage: row.coverImage,
    thematics: row.thematics,
    goals: row.goals,
    points: row.points,
    participantsCount: row.participantsCount,
    levelIds: row.levelIds,
    partners: row.partners,
    state: row.state,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A level as its company builds it, with its right answer. */
export function presentLevel(row: LevelRow): Level {
  return {
    id: row.id,
    questId: row.questId,
    position: row.position,
    title: row.title,
    steps: row.steps,
    description: row.description,
    instructions: row.instructions,
    durationMinutes: row.durationMinutes,
    rewardPoints: row.rewardPoints,
    question: row.question,
    answerType: row.answerType,
    options: row.options,
    rightAnswer: row.rightAnswer,
    quizUrl: row.quizUrl,
    surveyUrl: row.surveyUrl,
    onlineEventAt: iso(row.onlineEventAt),
    answersCount: row.answersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A level as an employee reads it: the company's shape without its right answer. */
export function presentEmployeeLevel(row: LevelRow): EmployeeLevel {
  const { rightAnswer: _kept, ...level } = presentLevel(row);
  return level;
}

/** What anyone with the link reads: no question, no answer, nothing about the participants. */
export function presentPublicQuest(row: QuestRow & { companySlug: string | null }, levels: readonly LevelRow[]): PublicQuest {
  const { id, slug, title, description, coverImage, thematics, goals, points, partners } = presentQuest(row);
  return {
    ...{ id, slug, title, description, coverImage, thematics, goals, points, partners },
    companySlug: row.companySlug,
    levels: levels.map((level) => ({ id: level.id, title: level.title, durationMinutes: level.durationMinutes, rewardPoints: level.rewardPoints })),
  };
}
