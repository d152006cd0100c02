import type { AdminMissionQuery } from '../../../shared/missions/admin-catalogue.schema';
import type { MissionState } from '../../../shared/missions/mission-state';
import type { Sql } from '../../db/connect';

/** The missions the platform publishes itself (PUBLISHER_TYPE_ADMIN), filtered by a part of the title and a state. */
function adminMissionFilter(sql: Sql, query: Pick<AdminMissionQuery, 'q' | 'state'>) {
  const title = query.q ? sql`and m.title ilike ${`%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}` : sql``;
  const state = query.state ? sql`and m.state = ${query.state}` : sql``;
  return sql`m.publisher_type = 'PUBLISHER_TYPE_ADMIN' ${title} ${state}`;
}

export function listAdminMissions(sql: Sql, query: AdminMissionQuery, page: { limit: number; offset: number }) {
  return Promise.all([
    sql<
      Array<{
        id: number;
        slug: string;
        title: string;
        state: MissionState;
        associationSlug: string | null;
        associationName: string | null;
        createdAt: Date;
        publishedAt: Date | null;
        applications: number;
      }>
    >`
      select m.id, m.slug, m.title, m.state, a.slug as "associationSlug", a.name as "associationName",
             m.created_at as "createdAt", m.published_at as "publishedAt",
             (select count(*)::int from engagements e where e.mission_id = m.id) as applications
      from missions m
      left join associations a on a.id = m.association_id
      where ${adminMissionFilter(sql, query)}
      order by m.created_at desc, m.id desc
      limit ${page.limit} offset ${page.offset}`,
    sql<{ total: number }[]>`select count(*)::int as total from missions m where ${adminMissionFilter(sql, query)}`.then((rows) => rows[0]!.total),
  ]);
}
