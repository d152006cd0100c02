import { ADMIN_MISSIONS_PAGE_SIZE, type AdminCatalogue, type AdminMissionQuery } from '../../../shared/missions/admin-catalogue.schema';
import type { Sql } from '../../db/connect';
import { listAdminMissions } from './admin-catalogue.sql';

/** « Catalogue » of the admin space (issue 16): the missions the platform publishes itself, newest first. */
export async function adminCatalogue(sql: Sql, query: AdminMissionQuery): Promise<AdminCatalogue> {
  const [rows, total] = await listAdminMissions(sql, query, { limit: ADMIN_MISSIONS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_MISSIONS_PAGE_SIZE });
  return {
    missions: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      state: row.state,
      association: row.associationSlug && row.associationName ? { slug: row.associationSlug, name: row.associationName } : null,
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      applications: row.applications,
    })),
    total,
    page: query.page,
    pageSize: ADMIN_MISSIONS_PAGE_SIZE,
  };
}
