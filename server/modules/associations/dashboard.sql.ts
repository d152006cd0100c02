import type { Sql } from '../../db/connect';

/** The newest applications still waiting for an answer, on the missions the association runs (not those a company published for it). */
export function listPendingApplications(sql: Sql, associationId: number, limit = 20) {
  return sql<{ engagementId: string; missionId: number; missionTitle: string; firstName: string | null; lastName: string | null; email: string; createdAt: Date }[]>`
    select e.id as "engagementId", m.id as "missionId", m.title as "missionTitle",
           u.first_name as "firstName", u.last_name as "lastName", u.email, e.created_at as "createdAt"
    from engagements e
    join missions m on m.id = e.mission_id
    join users u on u.id = e.user_id
    where e.association_id = ${associationId} and m.association_id = ${associationId}
      and m.publisher_type <> 'PUBLISHER_TYPE_COMPANY' and e.state = 'created'
    order by e.created_at desc, e.id
    limit ${limit}`;
}

/** What the onboarding checklist is computed from. */
export async function findOnboardingFacts(sql: Sql, associationId: number) {
  const [row] = await sql<{ hasProfile: boolean; hasLogo: boolean; hasReferent: boolean; missions: number; published: number }[]>`
    select length(btrim(coalesce(a.description, ''))) > 0 as "hasProfile",
           a.logo_path is not null as "hasLogo",
           exists (select 1 from association_members m where m.association_id = a.id and m.is_supervisor)
             or exists (select 1 from missions m where m.association_id = a.id and m.publisher_type <> 'PUBLISHER_TYPE_COMPANY' and m.supervisor_id is not null) as "hasReferent",
           (select count(*)::int from missions m where m.association_id = a.id and m.publisher_type <> 'PUBLISHER_TYPE_COMPANY') as missions,
           (select count(*)::int from missions m where m.association_id = a.id and m.publisher_type <> 'PUBLISHER_TYPE_COMPANY' and m.first_published_at is not null) as published
    from associations a where a.id = ${associationId}`;
  return row!;
}
