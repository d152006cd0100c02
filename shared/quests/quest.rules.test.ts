import { describe, expect, it } from 'vitest';
import { QUEST_COVER_RECOMMENDED_SIZE, canDeleteQuest, isQuestOpen, questPoints } from './quest.rules';
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
