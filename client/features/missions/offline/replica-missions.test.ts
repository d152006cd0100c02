import { describe, expect, it } from 'vitest';
import type { SyncEntityData } from '../../../../shared/sync/sync.schema';
import { applicationsFromRoster, associationsById, missionPageFromReplica } from './replica-missions';
import { searchReplica } from './replica-search';
import { replicaMissionFixture } from '../../../../shared/sync/mission-page.fixture';

type MissionRow = SyncEntityData<'mission'>;

const amis = { id: 1, slug: 'amis', name: 'Les Amis du quartier', logo: null, description: 'Une épicerie solidaire' };

function missionRow(id: number, patch: Partial<MissionRow> = {}): MissionRow {
  return replicaMissionFixture({
    id,
    slug: `mission-${id}`,
    title: `Mission ${id}`,
    associationId: amis.id,
    publishedAt: `2026-01-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    ...patch,
  });
}

const slot = (id: number, startsAt: string) => ({
  id,
  kind: 'slot' as const,
  startsAt,
  endsAt: startsAt.replace('T08', 'T11'),
  places: 15,
  placesLeft: 15,
  signupsOpen: true,
});

describe('missionPageFromReplica', () => {
  it('rebuilds the mission page: the timeslots the row holds, with their duration', () => {
    const page = missionPageFromReplica(missionRow(7, { timeslots: [slot(1, '2026-03-01T08:00:00.000Z'), slot(2, '2026-03-02T08:00:00.000Z')] }), amis, new Date('2026-02-01T00:00:00.000Z'));
    expect(page.mission.id).toBe(7);
    expect(page.apply).toEqual({ allowed: true });
    expect(page.timeslots.map((s) => [s.id, s.durationHours])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect(page.mission).not.toHaveProperty('timeslots');
  });

  it('leaves out a timeslot that ended since the last sync, as the server would', () => {
    const row = missionRow(7, { timeslots: [slot(1, '2026-03-01T08:00:00.000Z'), slot(2, '2026-03-02T08:00:00.000Z')] });
    expect(missionPageFromReplica(row, amis, new Date('2026-03-01T10:59:00.000Z')).timeslots.map((s) => s.id)).toEqual([1, 2]);
    expect(missionPageFromReplica(row, amis, new Date('2026-03-01T11:00:00.000Z')).timeslots.map((s) => s.id)).toEqual([2]);
  });

  it('rebuilds what the replica does not keep: the association from its row, the cover from the first image, no distance', () => {
    const page = missionPageFromReplica(missionRow(7, { images: ['/uploads/a.webp', '/uploads/b.webp'] }), amis);
    expect(page.association).toEqual(amis);
    expect(page.mission.association).toEqual({ id: 1, slug: 'amis', name: 'Les Amis du quartier', logo: null });
    expect(page.mission.coverImage).toBe('/uploads/a.webp');
    expect(page.mission.distanceKm).toBeNull();
    expect(page.mission).not.toHaveProperty('associationId');
    expect(page.mission).not.toHaveProperty('deductsCredit');
  });

  it('shows no association while its row has not arrived (or the mission names none)', () => {
    const page = missionPageFromReplica(missionRow(7), undefined);
    expect(page.association).toBeNull();
    expect(page.mission.association).toBeNull();
  });
});

describe('searchReplica', () => {
  const rows = [
    missionRow(1, { title: 'Nettoyage des berges de la Seine', thematics: ['THEMATIC_ENVIRONMENT'], nextTimeslotAt: '2026-03-10T08:00:00.000Z' }),
    missionRow(2, { title: 'Distribution alimentaire', thematics: ['THEMATIC_FOOD'], nextTimeslotAt: '2026-03-05T08:00:00.000Z', isPinned: true }),
    missionRow(3, { title: 'Refonte du site', missionType: 'MISSION_TYPE_SKILL', isRemote: true, isTaxExempt: true, skills: ['SKILL_DIGITAL_IT'] }),
    missionRow(4, { title: 'Écologie au quotidien', description: '<p>Ateliers zéro déchet</p>', thematics: ['THEMATIC_ENVIRONMENT'] }),
  ];
  const associations = associationsById([amis]);
  const ids = (query: Record<string, string>) => searchReplica(rows, associations, query)?.missions.map((m) => m.id);

  it.each([
    ['no filter: the pinned one first (as the server orders them), then the newest published', {}, [2, 4, 3, 1]],
    ['words, without accents or case', { q: 'ecologie' }, [4]],
    ['every word must match', { q: 'berges seine' }, [1]],
    ['the association name matches too', { q: 'amis quartier' }, [2, 4, 3, 1]],
    ['thematics (any of)', { thematics: 'THEMATIC_ENVIRONMENT,THEMATIC_FOOD' }, [2, 4, 1]],
    ['skills', { skills: 'SKILL_DIGITAL_IT' }, [3]],
    ['types', { types: 'MISSION_TYPE_SKILL' }, [3]],
    ['remote', { remote: 'true' }, [3]],
    ['tax exempt', { tax_exempt: 'true' }, [3]],
    ['pinned only', { only_pinned: 'true' }, [2]],
    ['by date: the next date first, missions without one last', { sort: 'date' }, [2, 1, 4, 3]],
    ['a date window on the next date', { from: '2026-03-06' }, [4, 3, 1]],
  ] as const)('%s', (_name, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('counts every match and pages by the server page size', () => {
    const many = Array.from({ length: 45 }, (_, index) => missionRow(index + 1));
    const second = searchReplica(many, associations, { page: '3' })!;
    expect(second).toMatchObject({ total: 45, totalCapped: false, page: 3, pageSize: 20, sort: 'recent' });
    expect(second.missions).toHaveLength(5);
  });

  it("gives each card its open dates from its own timeslots, as the server's cards carry them", () => {
    const now = new Date('2026-03-01T00:00:00.000Z');
    const dated = [
      missionRow(1, { nextTimeslotAt: '2026-03-10T08:00:00.000Z', timeslots: [slot(11, '2026-03-10T08:00:00.000Z'), slot(10, '2026-03-12T08:00:00.000Z'), { ...slot(12, '2026-03-20T08:00:00.000Z'), signupsOpen: false }] }),
      missionRow(2, { nextTimeslotAt: '2026-03-05T08:00:00.000Z', timeslots: [slot(13, '2026-03-05T08:00:00.000Z')] }),
      missionRow(3),
    ];
    const cards = searchReplica(dated, associations, { sort: 'date' }, now)!.missions;
    expect(cards.map((card) => [card.id, card.upcomingDates, card.openTimeslots])).toEqual([
      [2, ['2026-03-05T08:00:00.000Z'], 1],
      [1, ['2026-03-10T08:00:00.000Z', '2026-03-12T08:00:00.000Z'], 2],
      [3, [], 0],
    ]);
  });

  it('gives no distance offline and refuses a query the server would refuse', () => {
    expect(searchReplica(rows, associations, { lat: '48.85', lng: '2.35', radius_km: '10' })!.missions.every((m) => m.distanceKm === null)).toBe(true);
    expect(searchReplica(rows, associations, { page: '0' })).toBeNull();
  });
});

describe('applicationsFromRoster', () => {
  it('keeps the mission’s applications, newest first, as lines of the Candidatures tab', () => {
    const row = (id: string, missionId: number, createdAt: string) =>
      ({
        id,
        state: 'created',
        timeType: 'personal',
        message: 'Bonjour',
        createdAt,
        companyName: 'Acme',
        mission: { id: missionId },
        volunteer: { fullName: 'Camille Martin', email: 'salarie@acme.example' },
        timeslots: [{ id: 1, startsAt: '2026-03-01T08:00:00.000Z', endsAt: '2026-03-01T11:00:00.000Z', state: 'toValidate' }],
      }) as unknown as SyncEntityData<'roster_engagement'>;
    const lines = applicationsFromRoster([row('a', 5, '2026-01-01T00:00:00Z'), row('b', 5, '2026-01-02T00:00:00Z'), row('c', 6, '2026-01-03T00:00:00Z')], 5);
    expect(lines.map((line) => line.id)).toEqual(['b', 'a']);
    expect(lines[0]).toEqual({
      id: 'b',
      state: 'created',
      volunteer: { fullName: 'Camille Martin', email: 'salarie@acme.example', companyName: 'Acme' },
      timeType: 'personal',
      message: 'Bonjour',
      timeslots: [{ startsAt: '2026-03-01T08:00:00.000Z', endsAt: '2026-03-01T11:00:00.000Z' }],
      createdAt: '2026-01-02T00:00:00Z',
    });
  });
});
