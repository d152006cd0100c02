import { type RuleResult, allowed, refused } from '../errors';
import type { QuestState } from '../quests/quest.machine';
import { isQuestOpen } from '../quests/quest.rules';
import type { Level, LevelAnswerType } from './level.schema';

/** Text compared the way a person reads it: no case, no accents, no extra spaces ('  Éléphant ' = 'elephant'). */
export function normalizeAnswer(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr').replace(/\s+/g, ' ').trim();
}

type Scored = Pick<Level, 'answerType' | 'rightAnswer'>;

/**
 * Whether an answer is right. Checkbox: the same set of options; select: the
 * same option; text: equal to one of the accepted texts, ignoring case and
 * accents. A level without a question, or without a right answer, accepts
 * every answer.
 */
export function scoreLevelAnswer(level: Scored, answers: readonly string[]): boolean {
  if (level.answerType === null || level.rightAnswer.length === 0) return true;
  const given = answers.map((answer) => answer.trim());
  switch (level.answerType) {
    case 'checkbox': {
      const expected = new Set(level.rightAnswer);
      const chosen = new Set(given);
      return chosen.size === expected.size && [...chosen].every((answer) => expected.has(answer));
    }
    case 'select':
      return given.length === 1 && given[0] === level.rightAnswer[0];
    case 'text':
      return given.length === 1 && level.rightAnswer.some((accepted) => normalizeAnswer(accepted) === normalizeAnswer(given[0]!));
  }
}

/** Points earned: the level's reward when the answer is right, nothing otherwise. */
export function levelAnswerPoints(level: Scored & Pick<Level, 'rewardPoints'>, answers: readonly string[]): number {
  return scoreLevelAnswer(level, answers) ? level.rewardPoints : 0;
}

/** Whether answers have the shape the answer type expects (options among the level's, the right count). */
export function answerFitsType(level: Pick<Level, 'answerType' | 'options'>, answers: readonly string[]): boolean {
  switch (level.answerType) {
    case null:
      return answers.length === 0;
    case 'checkbox':
      return answers.length >= 1 && new Set(answers).size === answers.length && answers.every((answer) => level.options.includes(answer));
    case 'select':
      return answers.length === 1 && level.options.includes(answers[0]!);
    case 'text':
      return answers.length === 1 && answers[0]!.trim() !== '';
  }
}

/**
 * The `level.answer` mutation's business checks (sync.md): the level's quest
 * must be published (LEVEL_CLOSED); an answer shaped for another answer type
 * means the level changed since the client synced it (ANSWER_TYPE_CHANGED).
 */
export function checkLevelAnswer(input: { questState: QuestState; level: Pick<Level, 'answerType' | 'options'>; answers: readonly string[] }): RuleResult {
  if (!isQuestOpen(input.questState)) return refused('LEVEL_CLOSED');
  if (!answerFitsType(input.level, input.answers)) return refused('ANSWER_TYPE_CHANGED');
  return allowed;
}

/** Spec §4: a level's answer type cannot change once answers exist. */
export function canChangeAnswerType(change: { current: LevelAnswerType | null; next: LevelAnswerType | null; answersCount: number }): RuleResult {
  return change.current !== change.next && change.answersCount > 0 ? refused('ANSWER_TYPE_CHANGED') : allowed;
}
