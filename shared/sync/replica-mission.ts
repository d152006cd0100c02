import { openDates } from '../missions/card-facts';
import type { MissionPage } from '../missions/mission-search.schema';
import type { SyncEntityData, SyncTimeslot } from './sync.schema';
import { compareIso } from '../time/compare-iso';

type PageMission = MissionPage['mission'];
type ReplicaMission = SyncEntityData<'mission'>;
type ReplicaAssociation = SyncEntityData<'association'>;

/**
 * A mission as the replica keeps it (`syncMissionDataSchema`): the mission
 * page's mission less what the replica keeps elsewhere (the association: its
 * own row, named by `associationId`), rebuilds (the cover is the first image;
 * no distance is measured offline) or shows on no offline screen (the
 * external link), plus the viewer's `apply` answer, whether the mission
 * deducts solidarity days, and its timeslots not yet over.
 */
export function toReplicaMission(
  mission: PageMission,
  facts: {
    apply: MissionPage['apply'];
    deductsCredit: boolean;
    timeslots: readonly SyncTimeslot[];
    country: string | null;
    publisherCompanyId: number | null;
  },
): ReplicaMission {
  const { association, coverImage: _cover, distanceKm: _distance, externalUrl: _externalUrl, upcomingDates: _dates, openTimeslots: _open, ...kept } = mission;
  return {
    ...kept,
    associationId: association?.id ?? null,
    apply: facts.apply,
    deductsCredit: facts.deductsCredit,
    timeslots: [...facts.timeslots],
    country: facts.country,
    publisherCompanyId: facts.publisherCompanyId,
  };
}

const soonestFirst = (a: SyncTimeslot, b: SyncTimeslot) => compareIso(a.startsAt, b.startsAt) || a.id - b.id;

/** The row with one of its timeslots as it changed (a change of the log): replaced, or added in date order. */
export function withTimeslot(row: ReplicaMission, timeslot: SyncTimeslot): ReplicaMission {
  return { ...row, timeslots: [...row.timeslots.filter((held) => held.id !== timeslot.id), timeslot].sort(soonestFirst) };
}

/**
 * The page's mission rebuilt from a replica row and its association row
 * (undefined when the mission names none, or its row has not arrived): the
 * cover from the first image, the open dates from its timeslots as the server
 * reads them, no distance, no external link.
 */
export function fromReplicaMission(row: ReplicaMission, association: ReplicaAssociation | undefined, now: Date = new Date()): PageMission {
  const { associationId: _associationId, apply: _apply, deductsCredit: _deductsCredit, timeslots, country: _country, publisherCompanyId: _publisher, ...mission } = row;
  return {
    ...mission,
    ...openDates(timeslots, now),
    coverImage: row.images[0] ?? null,
    association: association ? { id: association.id, slug: association.slug, name: association.name, logo: association.logo } : null,
    distanceKm: null,
    externalUrl: null,
  };
}
