import type { MissionPage } from '../missions/mission-search.schema';
import type { SyncEntityData } from './sync.schema';

type PageMission = MissionPage['mission'];
type ReplicaMission = SyncEntityData<'mission'>;
type ReplicaAssociation = SyncEntityData<'association'>;

/**
 * A mission as the replica keeps it (`syncMissionDataSchema`): the mission
 * page's mission less what the replica keeps elsewhere (the association: its
 * own row, named by `associationId`), rebuilds (the cover is the first image;
 * no distance is measured offline) or shows on no offline screen (the
 * external link), plus the viewer's `apply` answer and whether the mission
 * deducts solidarity days.
 */
export function toReplicaMission(mission: PageMission, facts: { apply: MissionPage['apply']; deductsCredit: boolean }): ReplicaMission {
  const { association, coverImage: _cover, distanceKm: _distance, externalUrl: _externalUrl, upcomingDates: _dates, openTimeslots: _open, ...kept } = mission;
  return { ...kept, associationId: association?.id ?? null, apply: facts.apply, deductsCredit: facts.deductsCredit };
}

/**
 * The page's mission rebuilt from a replica row and its association row
 * (undefined when the mission names none, or its row has not arrived): the
 * cover from the first image, no distance, no external link.
 */
export function fromReplicaMission(row: ReplicaMission, association: ReplicaAssociation | undefined): PageMission {
  const { associationId: _associationId, apply: _apply, deductsCredit: _deductsCredit, ...mission } = row;
  return {
    ...mission,
    coverImage: row.images[0] ?? null,
    association: association ? { id: association.id, slug: association.slug, name: association.name, logo: association.logo } : null,
    distanceKm: null,
    externalUrl: null,
  };
}
