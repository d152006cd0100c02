import { describe, expect, it } from 'vitest';
import type { Quest } from '../quests/quest.schema';
import { replicaMissionFixture } from './mission-page.fixture';
import { replicaCurrentHighlights, replicaHighlightDetail } from './replica-highlight';
import type { SyncEntityData } from './sync.schema';

// 1 December 2026, 00:30 in Paris (23:30 UTC the day before): the Paris day decides, not the UTC one.
const now = new Date('2026-11-30T23:30:00.000Z');

const highlight = (id: number, startsOn: string, endsOn: string, content: Partial<SyncEntityData<'highlight'>> = {}): SyncEntityData<'highlight'> => ({
  id,
  slug: `temps-fort-${id}`,
  title: `Temps fort ${id}`,
  description: null,
  coverImage: null,
  startsOn,
  endsOn,
  missionIds: [],
  questIds: [],
  challengeIds: [],
  quote: null,
  ...content,
});

const mission = (id: number, associationId: number | null) =>
  replicaMissionFixture({
    id,
    slug: `mission-${id}`,
    title: `Mission ${id}`,
    images: [`/media/mission-${id}.jpg`],
    associationId,
    timeslots: [{ id: id * 10, kind: 'slot', startsAt: '2026-12-05T08:00:00.000Z', endsAt: '2026-12-05T16:00:00.000Z', places: 5, placesLeft: 5, signupsOpen: true }],
  });

const quest = (id: number, levelIds: number[]): Quest => ({
  id,
  companyId: 1,
  slug: `defi-${id}`,
  title: `Défi ${id}`,
  description: null,
  coverImage: null,
  thematics: [],
  goals: [],
  points: 30,
  participantsCount: 0,
  levelIds,
  partners: [],
  state: 'published',
  publishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

// The replica holds missions 1 and 2 (3 is not open to the employee, or ended) and quest 5 (6 is not published).
const held = {
  missions: new Map([
    [1, mission(1, 9)],
    [2, mission(2, null)],
  ]),
  associations: new Map([[9, { id: 9, slug: 'amis', name: 'Les Amis', logo: null, description: null }]]),
  quests: new Map([[5, quest(5, [51, 52])]]),
  answers: [{ id: 'a', levelId: 51, pointsEarned: 10 } as SyncEntityData<'level_answer'>],
};

describe('replicaCurrentHighlights', () => {
  it.each([
    ['started today (Paris)', '2026-12-01', '2026-12-07', true],
    ['ends today (Paris)', '2026-11-24', '2026-12-01', true],
    ['ended yesterday (Paris), still today in UTC', '2026-11-24', '2026-11-30', false],
    ['starts tomorrow', '2026-12-02', '2026-12-08', false],
  ])('%s: listed %s', (_case, startsOn, endsOn, listed) => {
    const list = replicaCurrentHighlights([highlight(1, startsOn, endsOn)], held, now);
    expect(list.highlights.map((item) => item.id)).toEqual(listed ? [1] : []);
  });

  it('counts what the replica holds of its content, latest moment first; events are online only', () => {
    const list = replicaCurrentHighlights(
      [highlight(1, '2026-11-20', '2026-12-10', { missionIds: [3, 2, 1], questIds: [6, 5], challengeIds: [8] }), highlight(2, '2026-11-28', '2026-12-02')],
      held,
      now,
    );
    expect(list.highlights.map((item) => [item.id, item.counts])).toEqual([
      [2, { missions: 0, quests: 0, challenges: 0 }],
      [1, { missions: 2, quests: 1, challenges: 0 }],
    ]);
  });
});

describe('replicaHighlightDetail', () => {
  it('shows the missions and quests held, in the highlight order, with the association and the progress', () => {
    const detail = replicaHighlightDetail(highlight(1, '2026-12-02', '2026-12-08', { missionIds: [2, 3, 1], questIds: [5, 6] }), held, now);
    expect(detail.timing).toBe('upcoming');
    expect(detail.highlight).not.toHaveProperty('missionIds');
    expect(detail.missions.map((card) => [card.id, card.association?.name ?? null, card.coverImage])).toEqual([
      [2, null, '/media/mission-2.jpg'],
      [1, 'Les Amis', '/media/mission-1.jpg'],
    ]);
    expect(detail.quests).toEqual([{ quest: held.quests.get(5), progress: { levelsCount: 2, levelsDone: 1, pointsEarned: 10 } }]);
    expect(detail.challenges).toEqual([]);
    expect(detail.challengesOnlineOnly).toBeUndefined();
  });

  it('says its events are read online when it links some', () => {
    const detail = replicaHighlightDetail(highlight(1, '2026-11-28', '2026-12-08', { challengeIds: [4] }), held, now);
    expect([detail.timing, detail.challenges, detail.challengesOnlineOnly]).toEqual(['current', [], true]);
  });
});
