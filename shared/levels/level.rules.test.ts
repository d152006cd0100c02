import { describe, expect, it } from 'vitest';
import { answerFitsType, canChangeAnswerType, checkLevelAnswer, levelAnswerPoints, normalizeAnswer, scoreLevelAnswer } from './level.rules';

const checkbox = { answerType: 'checkbox' as const, options: ['Verre', 'Papier', 'Pile'], rightAnswer: ['Verre', 'Papier'], rewardPoints: 10 };
const select = { answerType: 'select' as const, options: ['Oui', 'Non'], rightAnswer: ['Oui'], rewardPoints: 5 };
const text = { answerType: 'text' as const, options: [], rightAnswer: ['Éléphant', 'mammouth'], rewardPoints: 20 };
const noQuestion = { answerType: null, options: [], rightAnswer: [], rewardPoints: 15 };

describe('scoreLevelAnswer', () => {
  it('checkbox: right when the same set of options is ticked', () => {
    expect(scoreLevelAnswer(checkbox, ['Papier', 'Verre'])).toBe(true);
    expect(scoreLevelAnswer(checkbox, ['Papier', 'Verre', 'Papier'])).toBe(true);
    expect(scoreLevelAnswer(checkbox, ['Papier'])).toBe(false);
    expect(scoreLevelAnswer(checkbox, ['Papier', 'Verre', 'Pile'])).toBe(false);
    expect(scoreLevelAnswer(checkbox, ['Papier', 'Pile'])).toBe(false);
  });

  it('select: right when the one option is the right one', () => {
    expect(scoreLevelAnswer(select, ['Oui'])).toBe(true);
    expect(scoreLevelAnswer(select, ['Non'])).toBe(false);
    expect(scoreLevelAnswer(select, ['Oui', 'Non'])).toBe(false);
  });

  it('text: right when equal to an accepted text, ignoring case, accents and spaces', () => {
    expect(scoreLevelAnswer(text, ['  elephant '])).toBe(true);
    expect(scoreLevelAnswer(text, ['MAMMOUTH'])).toBe(true);
    expect(scoreLevelAnswer(text, ['éléphants'])).toBe(false);
    expect(scoreLevelAnswer(text, [])).toBe(false);
  });

  it('accepts every answer when there is no question or no right answer', () => {
    expect(scoreLevelAnswer(noQuestion, [])).toBe(true);
    expect(scoreLevelAnswer({ ...select, rightAnswer: [] }, ['Non'])).toBe(true);
  });

  it('gives the reward points for a right answer only', () => {
    expect(levelAnswerPoints(select, ['Oui'])).toBe(5);
    expect(levelAnswerPoints(select, ['Non'])).toBe(0);
  });

  it('normalises text answers', () => {
    expect(normalizeAnswer('  Crème   Brûlée ')).toBe('creme brulee');
  });
});

describe('answerFitsType', () => {
  it('checks the shape of the answer against the answer type', () => {
    expect(answerFitsType(noQuestion, [])).toBe(true);
    expect(answerFitsType(noQuestion, ['x'])).toBe(false);
    expect(answerFitsType(checkbox, ['Verre'])).toBe(true);
    expect(answerFitsType(checkbox, [])).toBe(false);
    expect(answerFitsType(checkbox, ['Verre', 'Verre'])).toBe(false);
    expect(answerFitsType(checkbox, ['Carton'])).toBe(false);
    expect(answerFitsType(select, ['Non'])).toBe(true);
    expect(answerFitsType(select, ['Oui', 'Non'])).toBe(false);
    expect(answerFitsType(select, ['Peut-être'])).toBe(false);
    expect(answerFitsType(text, ['libre'])).toBe(true);
    expect(answerFitsType(text, [' '])).toBe(false);
    expect(answerFitsType(text, ['a', 'b'])).toBe(false);
  });
});

describe('checkLevelAnswer', () => {
  it('refuses answers to a level whose quest is not published', () => {
    for (const questState of ['draft', 'deactivated', 'archived', 'deleted'] as const) {
      expect(checkLevelAnswer({ questState, level: select, answers: ['Oui'] })).toEqual({ ok: false, code: 'LEVEL_CLOSED' });
    }
  });

  it('reports an answer shaped for another answer type', () => {
    expect(checkLevelAnswer({ questState: 'published', level: select, answers: ['Oui', 'Non'] })).toEqual({ ok: false, code: 'ANSWER_TYPE_CHANGED' });
    expect(checkLevelAnswer({ questState: 'published', level: select, answers: ['Oui'] })).toEqual({ ok: true });
  });
});

describe('canChangeAnswerType', () => {
  it('locks the answer type once answers exist', () => {
    expect(canChangeAnswerType({ current: 'select', next: 'checkbox', answersCount: 0 })).toEqual({ ok: true });
    expect(canChangeAnswerType({ current: 'select', next: 'select', answersCount: 9 })).toEqual({ ok: true });
    expect(canChangeAnswerType({ current: 'select', next: 'text', answersCount: 1 })).toEqual({ ok: false, code: 'ANSWER_TYPE_CHANGED' });
    expect(canChangeAnswerType({ current: null, next: 'text', answersCount: 1 })).toEqual({ ok: false, code: 'ANSWER_TYPE_CHANGED' });
  });
});
