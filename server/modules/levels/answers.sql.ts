import type { LevelAnswerType } from '../../../shared/levels/level.schema';
import type { QuestState } from '../../../shared/quests/quest.machine';
import type { TransactionSql } from '../../db/connect';

export interface LevelAnswerRow {
  id: string;
  levelId: number;
  userId: string;
  companyId: number;
  answers: string[];
  isCorrect: boolean;
  pointsEarned: number;
  answeredAt: Date;
}

const answerColumns = (tx: TransactionSql) => tx`
  id, level_id as "levelId", user_id as "userId", company_id as "companyId", answers, is_correct as "isCorrect",
  points_earned as "pointsEarned", answered_at as "answeredAt"`;

/** An answer by its client-made id (a replay names the same row). */
export async function findLevelAnswer(tx: TransactionSql, id: string): Promise<LevelAnswerRow | undefined> {
  const [row] = await tx<LevelAnswerRow[]>`select ${answerColumns(tx)} from level_answers where id = ${id}`;
  return row;
}

/** The member's own answer to a level in this company, whatever its id. */
export async function findMemberAnswer(tx: TransactionSql, companyId: number, userId: string, levelId: number): Promise<LevelAnswerRow | undefined> {
  const [row] = await tx<LevelAnswerRow[]>`
    select ${answerColumns(tx)} from level_answers where company_id = ${companyId} and user_id = ${userId} and level_id = ${levelId}`;
  return row;
}

/** The membership row, locked: one person's answers run one after the other. */
export async function lockMember(tx: TransactionSql, companyId: number, userId: string): Promise<boolean> {
  const rows = await tx`select 1 from company_members where company_id = ${companyId} and user_id = ${userId} for update`;
  return rows.length > 0;
}

export interface AnswerableLevelRow {
  id: number;
  answerType: LevelAnswerType | null;
  options: string[];
  rightAnswer: string[];
  rewardPoints: number;
  questState: QuestState;
}

/**
 * A level of one of this company's quests (scoped to the company). Its quest is share-locked: answers run side by
 * side, but not across a change of the quest or its levels (the quests module locks the quest for update), so a
 * quest is never deleted, nor a level's answer type changed, on a count its answers made wrong meanwhile.
 */
export async function findCompanyLevel(tx: TransactionSql, companyId: number, levelId: number): Promise<AnswerableLevelRow | undefined> {
  const [row] = await tx<AnswerableLevelRow[]>`
    select l.id, l.answer_type as "answerType", l.options, l.right_answer as "rightAnswer", l.reward_points as "rewardPoints", q.state as "questState"
    from levels l join quests q on q.id = l.quest_id
    where l.id = ${levelId} and l.company_id = ${companyId}
    for share of q`;
  return row;
}

/** Stores the answer; nothing when an answer with this id or by this member to this level exists. */
export async function insertLevelAnswer(
  tx: TransactionSql,
  input: { id: string; levelId: number; userId: string; companyId: number; answers: string[]; isCorrect: boolean; pointsEarned: number },
): Promise<LevelAnswerRow | undefined> {
  const [row] = await tx<LevelAnswerRow[]>`
    insert into level_answers (id, level_id, user_id, company_id, answers, is_correct, points_earned)
    values (${input.id}, ${input.levelId}, ${input.userId}, ${input.companyId}, ${tx.json(input.answers)}, ${input.isCorrect}, ${input.pointsEarned})
    on conflict do nothing
    returning ${answerColumns(tx)}`;
  return row;
}
