import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { associationDirectoryQuerySchema, missionSearchQuerySchema } from '../../../shared/missions/mission-search.schema';
import { SHARED_VIEWS_PAGE_SIZE, SHARED_VIEW_HASH_PATTERN, type SharedViewKind } from '../../../shared/missions/shared-views.rules';
import type {
  PublicSharedView,
  SharedAssociationsPage,
  SharedMissionsPage,
  SharedView,
  SharedViewList,
  SharedViewListQuery,
  SharedViewValues,
} from '../../../shared/missions/shared-views.schema';
import { fullName } from '../../../shared/users/me';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql } from '../../db/connect';
import { listDirectory } from '../associations/directory.service';
import { searchMissions } from './search.service';
import * as q from './shared-views.sql';

function present(row: q.SharedViewRow): SharedView {
  return {
    id: row.id,
    hash: row.hash,
    kind: row.kind,
    name: row.name,
    filters: row.filters,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdByEmail ? fullName(row.createdByFirstName, row.createdByLastName, row.createdByEmail) : null,
  };
}

/** An unguessable link: 24 random bytes, never derived from the view's id or name. */
export function newViewHash(): string {
  return randomBytes(24).toString('base64url');
}

/** `GET /admin/shared-views`: one tab of `/admin/partage-vues`, by name. */
export async function listSharedViews(sql: Sql, query: SharedViewListQuery): Promise<SharedViewList> {
  const rows = await q.listViews(sql, query.kind, SHARED_VIEWS_PAGE_SIZE, (query.page - 1) * SHARED_VIEWS_PAGE_SIZE);
  return { views: rows.map(present), total: rows[0]?.total ?? 0, page: query.page, pageSize: SHARED_VIEWS_PAGE_SIZE };
}

/** `POST /admin/shared-views`: a new view and its link. */
export async function createSharedView(sql: Sql, adminId: string, input: SharedViewValues): Promise<SharedView> {
  const id = await q.insertView(sql, { hash: newViewHash(), kind: input.kind, name: input.name, filters: input.filters, createdBy: adminId });
  return present((await q.findViewById(sql, id))!);
}

/** `PUT /admin/shared-views/{id}`: a new name or new filters; the kind and the link stay. */
export async function updateSharedView(sql: Sql, id: number, input: SharedViewValues): Promise<SharedView> {
  return sql.begin(async (tx) => {
    const view = await q.findViewById(tx, id);
    if (!view) throw new AppError('NOT_FOUND');
    if (view.kind !== input.kind) throw new AppError('VALIDATION_FAILED', undefined, { fields: { kind: [validationMessage('choose_from_list')] } });
    await q.updateView(tx, id, { name: input.name, filters: input.filters });
    return present((await q.findViewById(tx, id))!);
  });
}

/** `DELETE /admin/shared-views/{id}`: the link stops working at once. */
export async function deleteSharedView(sql: Sql, id: number): Promise<void> {
  if (!(await q.deleteView(sql, id))) throw new AppError('NOT_FOUND');
}

/** The view behind a link, of the kind its page shows; any other hash is a page that does not exist. */
async function viewOf(sql: Sql, hash: string, kind: SharedViewKind): Promise<PublicSharedView> {
  const row = SHARED_VIEW_HASH_PATTERN.test(hash) ? await q.findViewByHash(sql, hash) : undefined;
  if (!row || row.kind !== kind) throw new AppError('NOT_FOUND');
  return { hash: row.hash, kind: row.kind, name: row.name, filters: row.filters };
}

/**
 * `/decouvrir-nos-missions/{hash}`: what the public mission search shows with the view's filters (published missions
 * open to everyone). Filters the search no longer accepts (a date now invalid...) are dropped rather than failing the page.
 */
export async function readSharedMissions(sql: Sql, hash: string, page: number): Promise<SharedMissionsPage> {
  const view = await viewOf(sql, hash, 'missionViews');
  const parsed = missionSearchQuerySchema.safeParse({ ...view.filters, page });
  const query = parsed.success ? parsed.data : missionSearchQuerySchema.parse({ page });
  return { view, result: await searchMissions(sql, { kind: 'public' }, query) };
}

/** `/decouvrir-nos-associations/{hash}`: the public association directory with the view's filters. */
export async function readSharedAssociations(sql: Sql, hash: string, page: number): Promise<SharedAssociationsPage> {
  const view = await viewOf(sql, hash, 'associationViews');
  const parsed = associationDirectoryQuerySchema.safeParse({ ...view.filters, page });
  const query = parsed.success ? parsed.data : associationDirectoryQuerySchema.parse({ page });
  return { view, result: await listDirectory(sql, { kind: 'public' }, query) };
}
