import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { MissionPage } from '../missions/mission-search.schema';
import { fromReplicaMission, toReplicaMission, withTimeslot } from './replica-mission';
import { syncMissionDataSchema } from './sync.schema';

const slot = (id: number, startsAt: string, placesLeft = 3) => ({
  id,
  kind: 'slot' as const,
  startsAt,
  endsAt: startsAt.replace('T08', 'T11'),
  places: 5,
  placesLeft,
  signupsOpen: true,
});
const slots = [slot(1, '2026-12-05T08:00:00.000Z'), slot(2, '2026-12-12T08:00:00.000Z')];

const association = { id: 3, slug: 'amis', name: 'Les Amis du quartier', logo: '/uploads/logo.webp', description: 'Une épicerie solidaire' };

function pageMission(overrides: Partial<MissionPage['mission']> = {}): MissionPage['mission'] {
  return {
    id: 7,
    slug: 'distribution',
    title: 'Distribution alimentaire',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    requiredAvailability: null,
    timeType: 'both',
    isRemote: false,
    isTaxExempt: true,
    isPinned: false,
    coverImage: '/uploads/a.webp',
    association: { id: 3, slug: 'amis', name: 'Les Amis du quartier', logo: '/uploads/logo.webp' },
    place: { kind: 'address', label: '12 rue de la Paix', city: 'Paris', latitude: 48.87, longitude: 2.33 },
    thematics: ['THEMATIC_FOOD'],
    skills: [],
    nextTimeslotAt: '2026-12-05T08:00:00.000Z',
    distanceKm: 2.5,
    displayState: 'published',
    description: '<p>Trier et distribuer.</p>',
    images: ['/uploads/a.webp', '/uploads/b.webp'],
    videoUrl: null,
    sdgs: [2],
    isGroup: false,
    practicalInfo: 'Badge à l’accueil',
    externalUrl: 'https://exemple.org/inscription',
    expiresOn: '2027-01-31',
    publishedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('replica mission rows', () => {
  it('keep what the offline screens read and name the association instead of copying it', () => {
    const row = toReplicaMission(pageMission(), { apply: { allowed: true }, deductsCredit: false, timeslots: slots, country: 'FR', publisherCompanyId: null });
    expect(z.strictObject(syncMissionDataSchema.shape).safeParse(row).success).toBe(true);
    expect(row).toMatchObject({ associationId: 3, apply: { allowed: true }, deductsCredit: false, title: 'Distribution alimentaire', timeslots: slots });
    for (const key of ['association', 'coverImage', 'distanceKm', 'externalUrl']) expect(row).not.toHaveProperty(key);
  });

  it.each([
    ['with its association', pageMission(), association],
    ['without an association', pageMission({ association: null }), undefined],
    ['without images', pageMission({ images: [], coverImage: null }), association],
  ])('rebuild the page’s mission %s, its open dates read from its timeslots, less the distance and the external link', (_name, mission, row) => {
    const rebuilt = fromReplicaMission(toReplicaMission(mission, { apply: null, deductsCredit: true, timeslots: slots, country: 'FR', publisherCompanyId: null }), row, new Date('2026-11-24T00:00:00.000Z'));
    expect(rebuilt).toEqual({ ...mission, upcomingDates: slots.map((held) => held.startsAt), openTimeslots: 2, distanceKm: null, externalUrl: null });
  });

  it('show no association while its row has not arrived', () => {
    expect(fromReplicaMission(toReplicaMission(pageMission(), { apply: null, deductsCredit: true, timeslots: slots, country: 'FR', publisherCompanyId: null }), undefined).association).toBeNull();
  });

  it.each([
    ['replaces the slot that changed', slot(2, '2026-12-12T08:00:00.000Z', 0), [[1, 3], [2, 0]]],
    ['adds a new slot in date order', slot(9, '2026-12-08T08:00:00.000Z'), [[1, 3], [9, 3], [2, 3]]],
    ['moves a slot whose date changed', slot(1, '2026-12-20T08:00:00.000Z'), [[2, 3], [1, 3]]],
  ])('merge a timeslot of the log into its mission’s row: %s', (_name, changed, expected) => {
    const row = toReplicaMission(pageMission(), { apply: null, deductsCredit: true, timeslots: slots, country: 'FR', publisherCompanyId: null });
    expect(withTimeslot(row, changed).timeslots.map((held) => [held.id, held.placesLeft])).toEqual(expected);
    expect(row.timeslots).toEqual(slots);
  });
});
