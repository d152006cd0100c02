import { describe, expect, it } from 'vitest';
import { QUEST_COVER_RECOMMENDED_SIZE, canDeleteQuest, isQuestOpen, nextLevelId, questPoints, questProgress, questStage } from './quest.rules';
import { slugify } from '../validation/inputs';

describe('quest rules', () => {
  it('recommends a 1200x600 cover', () => {
    expect(QUEST_COVER_RECOMMENDED_SIZE).toEqual({ width: 1200, height: 600 });
  });

  it('sums the reward points of the levels', () => {
    expect(questPoints([])).toBe(0);
    expect(questPoints([{ rewardPoints: 10 }, { rewardPoints: 25 }])).toBe(35);
  });

  it('opens only published quests', () => {
    expect(isQuestOpen('published')).toBe(true);
    expect(isQuestOpen('deactivated')).toBe(false);
    expect(isQuestOpen('draft')).toBe(false);
  });

  it('refuses to delete a quest with participants', () => {
    expect(canDeleteQuest(0)).toEqual({ ok: true });
    expect(canDeleteQuest(2)).toEqual({ ok: false, code: 'QUEST_HAS_PARTICIPANTS' });
  });

  it('makes URL slugs from French titles', () => {
    expect(slugify('Défi Été 2026 !')).toBe('defi-ete-2026');
    expect(slugify("  L'œuvre de Noël & Cœur  ")).toBe('l-oeuvre-de-noel-coeur');
    expect(slugify('Straße Æther')).toBe('strasse-aether');
    expect(slugify('!!!')).toBe('sans-titre');
    expect(slugify('abc def ghi', 5)).toBe('abc-d');
    expect(slugify('abc def ghi', 4)).toBe('abc');
  });
});

describe('questProgress', () => {
  it.each([
    { levelIds: [], answers: [], expected: { levelsCount: 0, levelsDone: 0, pointsEarned: 0 } },
    { levelIds: [1, 2, 3], answers: [], expected: { levelsCount: 3, levelsDone: 0, pointsEarned: 0 } },
    { levelIds: [1, 2, 3], answers: [{ levelId: 2, pointsEarned: 30 }], expected: { levelsCount: 3, levelsDone: 1, pointsEarned: 30 } },
    // A wrong answer counts as done and earns nothing; another quest's answer is not this quest's.
    {
      levelIds: [1, 2, 3],
      answers: [{ levelId: 1, pointsEarned: 0 }, { levelId: 3, pointsEarned: 50 }, { levelId: 9, pointsEarned: 10 }],
      expected: { levelsCount: 3, levelsDone: 2, pointsEarned: 50 },
    },
  ])('$levelIds with $answers.length answer(s)', ({ levelIds, answers, expected }) => {
    expect(questProgress(levelIds, answers)).toEqual(expected);
  });
});

describe('nextLevelId', () => {
  it.each([
    { levelIds: [4, 2, 7], answered: [], expected: 4 },
    { levelIds: [4, 2, 7], answered: [4], expected: 2 },
    { levelIds: [4, 2, 7], answered: [2], expected: 4 },
    { levelIds: [4, 2, 7], answered: [4, 2, 7], expected: null },
    { levelIds: [], answered: [], expected: null },
  ])('$levelIds, answered $answered -> $expected', ({ levelIds, answered, expected }) => {
    expect(nextLevelId(levelIds, new Set(answered))).toBe(expected);
  });
});

describe('questStage', () => {
  it.each([
    { levelsCount: 3, levelsDone: 0, expected: 'to_discover' },
    { levelsCount: 3, levelsDone: 1, expected: 'started' },
    { levelsCount: 3, levelsDone: 2, expected: 'started' },
    { levelsCount: 3, levelsDone: 3, expected: 'finished' },
    // A quest whose levels were all removed has nothing left to finish.
    { levelsCount: 0, levelsDone: 0, expected: 'to_discover' },
  ])('$levelsDone of $levelsCount levels -> $expected', ({ expected, ...progress }) => {
    expect(questStage(progress)).toBe(expected);
  });
});
