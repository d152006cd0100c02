import type { MissionPage } from '../missions/mission-search.schema';
import { toReplicaMission } from './replica-mission';
import type { SyncEntityData } from './sync.schema';

/** Tests only: a published timeslot mission as its page (and the replica) carry it, « Distribution alimentaire du samedi » (id 7). */
export function missionFixture(overrides: Partial<MissionPage['mission']> = {}): MissionPage['mission'] {
  return {
    id: 7,
    slug: 'distribution-alimentaire-du-samedi',
    title: 'Distribution alimentaire du samedi',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    requiredAvailability: null,
    timeType: 'both',
    isRemote: false,
    isTaxExempt: false,
    isPinned: false,
    coverImage: null,
    association: null,
    place: null,
    thematics: [],
    skills: [],
    nextTimeslotAt: null,
    distanceKm: null,
    displayState: 'published',
    description: '',
    images: [],
    videoUrl: null,
    sdgs: [],
    isGroup: false,
    practicalInfo: null,
    externalUrl: null,
    expiresOn: null,
    publishedAt: null,
    ...overrides,
  } as MissionPage['mission'];
}

/** Tests only: the same mission as the offline replica keeps it (sync.schema.ts `syncMissionDataSchema`), applicable, deducting credit. */
export function replicaMissionFixture(overrides: Partial<SyncEntityData<'mission'>> = {}): SyncEntityData<'mission'> {
  return { ...toReplicaMission(missionFixture(), { apply: { allowed: true }, deductsCredit: true, timeslots: [], country: 'FR', publisherCompanyId: null }), ...overrides };
}
