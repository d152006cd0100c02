import type { LevelAnswer, LevelAnswerInput } from '../../../shared/levels/level.schema';
import { checkLevelAnswer, levelAnswerPoints, scoreLevelAnswer } from '../../../shared/levels/level.rules';
import type { Actor } from '../../../shared/permissions/actor';
import { type MutationDb, type Outcome, Refusal, runMutation } from '../../http/mutation';
import * as q from './answers.sql';

export type LevelAnswerOutcome = Outcome<{ answer: LevelAnswer }>;

export function presentLevelAnswer(row: q.LevelAnswerRow): LevelAnswer {
  return {
    id: row.id,
    levelId: row.levelId,
    userId: row.userId,
    companyId: row.companyId,
    answers: row.answers,
    isCorrect: row.isCorrect,
    pointsEarned: row.pointsEarned,
    answeredAt: row.answeredAt.toISOString(),
  };
}

/**
 * `level.answer` (sync.md), for the online route and the sync push alike. The
 * answer id comes from the client: a replay of the same id answers the stored
 * answer and changes nothing. The level must belong to one of the company's
 * quests, the quest must be open (LEVEL_CLOSED) and the answer must fit the
 * level's current answer type (ANSWER_TYPE_CHANGED: the level changed since the
 * client synced it). One answer per member and level: a second one with
 * another id is a CONFLICT naming the first. Scored on the server: the right
 * answer never leaves it before the answer is stored.
 */
export function answerLevel(deps: { sql: MutationDb }, actor: Actor, companyId: number, input: LevelAnswerInput): Promise<LevelAnswerOutcome> {
  return runMutation<{ answer: LevelAnswer }>(deps.sql, async (tx, marker) => {
    if (!(await q.lockMember(tx, companyId, actor.userId))) throw new Refusal('FORBIDDEN');

    const existing = await q.findLevelAnswer(tx, input.answerId);
    if (existing) {
      if (existing.userId !== actor.userId || existing.companyId !== companyId || existing.levelId !== input.levelId) throw new Refusal('CONFLICT');
      return { result: { status: 'ok', answer: presentLevelAnswer(existing) }, mails: [] };
    }

    const level = await q.findCompanyLevel(tx, companyId, input.levelId);
    if (!level) throw new Refusal('NOT_FOUND');
    const rule = checkLevelAnswer({ questState: level.questState, level, answers: input.answers });
    if (!rule.ok) throw new Refusal(rule.code);

    const previous = await q.findMemberAnswer(tx, companyId, actor.userId, level.id);
    if (previous) throw new Refusal('CONFLICT', { answerId: previous.id });

    marker.writing();
    const inserted = await q.insertLevelAnswer(tx, {
      id: input.answerId,
      levelId: level.id,
      userId: actor.userId,
      companyId,
      answers: input.answers,
      isCorrect: scoreLevelAnswer(level, input.answers),
      pointsEarned: levelAnswerPoints(level, input.answers),
    });
    // The member's row is locked, so only an id taken by someone else's answer can get here.
    if (!inserted) throw new Refusal('CONFLICT');
    return { result: { status: 'ok', answer: presentLevelAnswer(inserted) }, mails: [] };
  });
}
