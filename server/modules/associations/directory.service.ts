import { AppError } from '../../../shared/errors';
import type { AssociationDirectory, AssociationDirectoryQuery, AssociationProfile } from '../../../shared/missions/mission-search.schema';
import { SEARCH_PAGE_SIZE } from '../../../shared/missions/mission-search.rules';
import { parisDateTime } from '../../../shared/missions/mission-visibility';
import type { Sql } from '../../db/connect';
import { type Audience, listAssociationMissionCards, missionsVisibleTo } from '../missions/search.service';
import * as q from './directory.sql';

const toAssociationCard = ({ total: _total, ...row }: q.AssociationCardRow) => row;

/** `/toutes-nos-associations` and `/collaborateur/{slug}/associations`. */
export async function listDirectory(sql: Sql, audience: Audience, query: AssociationDirectoryQuery, now = new Date()): Promise<AssociationDirectory> {
  const rows = await q.listAssociations(sql, missionsVisibleTo(sql, audience, now, parisDateTime(now).date), { ...query, pageSize: SEARCH_PAGE_SIZE });
  return { associations: rows.map(toAssociationCard), total: rows[0]?.total ?? 0, page: query.page, pageSize: SEARCH_PAGE_SIZE };
}

/** An association's page with its missions open to the audience; 404 for an unknown (or moved) association. */
export async function getProfile(sql: Sql, audience: Audience, slug: string, now = new Date()): Promise<AssociationProfile> {
  const today = parisDateTime(now).date;
  const row = await q.findAssociationCard(sql, missionsVisibleTo(sql, audience, now, today), slug);
  if (!row) throw new AppError('NOT_FOUND');
  const missions = await listAssociationMissionCards(sql, audience, row.id, now, today);
  return { association: toAssociationCard(row), missions };
}
