import { type MissionCard, type MissionSearchResult, missionSearchQuerySchema } from '../../../../shared/missions/mission-search.schema';
import { SEARCH_PAGE_SIZE, effectiveSort } from '../../../../shared/missions/mission-search.rules';
import { fromReplicaMission } from '../../../../shared/sync/replica-mission';
import type { AssociationsById, MissionRow } from './replica-missions';
import { compareIso } from '../../../../shared/time/compare-iso';

// Apart from the other replica readers: it checks the query with the server's schema (zod), which the mission page
// read from the replica does not need; the search loads it when it reads the replica.

/** Lower case without accents, so 'Écologie' is found by 'ecologie' as the server's unaccented search does. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

const overlaps = <T>(wanted: readonly T[], have: readonly T[]) => wanted.length === 0 || wanted.some((item) => have.includes(item));

/**
 * The search page's query answered from the replica: the same parameters
 * filtered on the device (words of the text, thematics, skills, types, remote,
 * tax exemption, pinned, the date window on the next date), pinned first as
 * the server orders them, then by date or by publication, in pages of the
 * server's size, each card with its open dates read from the mission's
 * timeslots as the server reads them. A place filter
 * cannot be measured offline (no distance): it is left out.
 * Returns null when the query is not one the server would accept.
 */
export function searchReplica(
  rows: readonly MissionRow[],
  associations: AssociationsById,
  query: Record<string, string>,
  now = new Date(),
): MissionSearchResult | null {
  const parsed = missionSearchQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const filters = parsed.data;
  const words = filters.q ? fold(filters.q).split(/\s+/).filter(Boolean) : [];
  const matching = rows
    .map((row) => fromReplicaMission(row, row.associationId === null ? undefined : associations.get(row.associationId), now))
    .filter((mission) => {
      if (words.length > 0) {
        const text = fold(`${mission.title} ${mission.description} ${mission.association?.name ?? ''} ${mission.place?.label ?? ''}`);
        if (!words.every((word) => text.includes(word))) return false;
      }
      if (!overlaps(filters.thematics, mission.thematics)) return false;
      if (!overlaps(filters.skills, mission.skills)) return false;
      if (filters.types.length > 0 && !filters.types.includes(mission.missionType)) return false;
      if (filters.remote && !mission.isRemote) return false;
      if (filters.tax_exempt && !mission.isTaxExempt) return false;
      if (filters.only_pinned && !mission.isPinned) return false;
      if (filters.from && mission.nextTimeslotAt && mission.nextTimeslotAt.slice(0, 10) < filters.from) return false;
      if (filters.to && mission.nextTimeslotAt && mission.nextTimeslotAt.slice(0, 10) > filters.to) return false;
      return true;
    });
  const sort = effectiveSort({ sort: filters.sort, q: filters.q, lat: undefined });
  const byDate = (a: MissionCard, b: MissionCard) => compareIso(a.nextTimeslotAt ?? '\uffff', b.nextTimeslotAt ?? '\uffff') || b.id - a.id;
  const byRecent = (a: (typeof matching)[number], b: (typeof matching)[number]) => compareIso(b.publishedAt ?? '', a.publishedAt ?? '') || b.id - a.id;
  // Pinned missions first while their pin lasts, as the server orders them (spec §3), then the asked order.
  const order = sort === 'date' ? byDate : byRecent;
  matching.sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || order(a, b));
  const start = (filters.page - 1) * SEARCH_PAGE_SIZE;
  const missions: MissionCard[] = matching.slice(start, start + SEARCH_PAGE_SIZE);
  return { missions, total: matching.length, totalCapped: false, page: filters.page, pageSize: SEARCH_PAGE_SIZE, sort: sort === 'date' ? 'date' : 'recent' };
}
