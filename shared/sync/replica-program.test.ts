import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRAM_FILTERS, type Program } from '../programs/program.schema';
import { replicaMissionFacts, replicaProgramHolds } from './replica-program';
import type { SyncEntityData } from './sync.schema';

const now = new Date('2026-12-01T12:00:00.000Z');
const slot = (id: number, startsAt: string, endsAt: string) => ({ id, kind: 'slot' as const, startsAt, endsAt, places: 5, placesLeft: 5, signupsOpen: true });

const row: SyncEntityData<'mission'> = {
  id: 7,
  slug: 'distribution',
  title: 'Distribution alimentaire',
  missionType: 'MISSION_TYPE_HELP',
  availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
  requiredAvailability: null,
  timeType: 'both',
  isRemote: false,
  isTaxExempt: false,
  isPinned: false,
  place: null,
  thematics: ['THEMATIC_FOOD'],
  skills: [],
  nextTimeslotAt: null,
  displayState: 'published',
  description: '',
  images: [],
  videoUrl: null,
  sdgs: [],
  isGroup: true,
  practicalInfo: null,
  expiresOn: null,
  publishedAt: null,
  associationId: 3,
  apply: null,
  deductsCredit: true,
  country: 'FR',
  publisherCompanyId: null,
  timeslots: [
    // Over already: it gives no duration. 09:00-17:00 Paris on Dec 5th: a day.
    slot(1, '2026-11-20T08:00:00.000Z', '2026-11-20T11:00:00.000Z'),
    slot(2, '2026-12-05T08:00:00.000Z', '2026-12-05T16:00:00.000Z'),
  ],
};

const program: Program = {
  id: 1,
  companyId: 1,
  slug: 'ensemble',
  name: 'Ensemble',
  description: null,
  heroImage: null,
  colour: null,
  thematics: [],
  countries: [],
  missionSelectionMode: 'automatic',
  associationIds: [],
  missionIds: [],
  filters: EMPTY_PROGRAM_FILTERS,
  quote: null,
  topMedia: null,
  bottomMedia: null,
  includeCompanyMissions: false,
  acceptsTaxExemption: false,
  questIds: [],
  state: 'published',
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
};

describe('a selection on the missions of the replica', () => {
  it('reads the facts the server reads: durations of the timeslots not yet over, who may attend, country, publisher', () => {
    expect(replicaMissionFacts(row, now)).toMatchObject({ durations: ['day'], attendabilities: ['group'], country: 'FR', publisherCompanyId: null, associationId: 3 });
    expect(replicaMissionFacts({ ...row, availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT', timeslots: [] }, now).durations).toEqual(['long']);
  });

  it.each<[string, Partial<Program>, boolean]>([
    ['no filter', {}, true],
    ['a day', { filters: { ...EMPTY_PROGRAM_FILTERS, durations: ['day'] } }, true],
    ['half days (the half day is over)', { filters: { ...EMPTY_PROGRAM_FILTERS, durations: ['half_day'] } }, false],
    ['groups', { filters: { ...EMPTY_PROGRAM_FILTERS, attendabilities: ['group'] } }, true],
    ['in Belgium', { countries: ['BE'] }, false],
    ['picked by hand', { missionSelectionMode: 'manual', missionIds: [7] }, true],
    ['others picked by hand', { missionSelectionMode: 'manual', missionIds: [8] }, false],
  ])('%s -> %s', (_, change, expected) => {
    expect(replicaProgramHolds({ ...program, ...change }, row, now)).toBe(expected);
  });
});
