import type { AuditResource, AuditResourceType, AuditedMethod } from '../../../shared/users/admin-audit';
import type { Sql, SqlFragment } from '../../db/connect';

export interface AuditRow {
  method: AuditedMethod;
  path: string;
  resource: AuditResource | null;
  status: number;
}

/** A request a platform administrator made with their own session. */
export async function insertAdminAction(sql: Sql, row: AuditRow & { adminUserId: string }): Promise<void> {
  await sql`
    insert into admin_audit_log (admin_user_id, method, path, resource_type, resource_id, status)
    values (${row.adminUserId}, ${row.method}, ${row.path.slice(0, 2000)}, ${row.resource?.type ?? null}, ${row.resource?.id ?? null}, ${row.status})`;
}

/**
 * A request made with a session an administrator took as someone else: attached to that session's impersonation
 * (open, or just closed by the request that leaves it). Answers false when the session has no impersonation on
 * record, which the record is then kept without.
 */
export async function insertImpersonatedAction(sql: Sql, row: AuditRow & { adminUserId: string; sessionId: string }): Promise<boolean> {
  const [inserted] = await sql<{ impersonationId: number | null }[]>`
    insert into admin_audit_log (admin_user_id, impersonation_id, method, path, resource_type, resource_id, status)
    select coalesce(i.admin_user_id, ${row.adminUserId}::uuid), i.id, ${row.method}, ${row.path.slice(0, 2000)},
           ${row.resource?.type ?? null}, ${row.resource?.id ?? null}, ${row.status}
    from (select) as one
    left join impersonations i on i.session_id = ${row.sessionId}
    returning impersonation_id as "impersonationId"`;
  return inserted?.impersonationId != null;
}

export interface AdminActionRow {
  id: number;
  adminId: string;
  adminEmail: string;
  adminFirstName: string | null;
  adminLastName: string | null;
  impersonationId: number | null;
  targetId: string | null;
  targetEmail: string | null;
  targetFirstName: string | null;
  targetLastName: string | null;
  method: AuditedMethod;
  path: string;
  resourceType: AuditResourceType | null;
  resourceId: string | null;
  status: number;
  createdAt: Date;
}

/** The lines of the log chosen by `where`, newest first, with who made them and as whom; and how many there are. */
function pageOf(sql: Sql, where: SqlFragment, page: { limit: number; offset: number }) {
  return Promise.all([
    sql<AdminActionRow[]>`
      select l.id, a.id as "adminId", a.email as "adminEmail", a.first_name as "adminFirstName", a.last_name as "adminLastName",
             l.impersonation_id as "impersonationId",
             t.id as "targetId", t.email as "targetEmail", t.first_name as "targetFirstName", t.last_name as "targetLastName",
             l.method, l.path, l.resource_type as "resourceType", l.resource_id as "resourceId", l.status, l.created_at as "createdAt"
      from admin_audit_log l
      join users a on a.id = l.admin_user_id
      left join impersonations i on i.id = l.impersonation_id
      left join users t on t.id = i.target_user_id
      where ${where}
      order by l.created_at desc, l.id desc
      limit ${page.limit} offset ${page.offset}`,
    sql<{ total: number }[]>`select count(*)::int as total from admin_audit_log l where ${where}`.then((rows) => rows[0]!.total),
  ]);
}

/** What one administrator did (with their session or as someone else). */
export function listActionsByAdmin(sql: Sql, adminUserId: string, page: { limit: number; offset: number }) {
  return pageOf(sql, sql`l.admin_user_id = ${adminUserId}`, page);
}

/** What administrators did on any of these resources (an application and its dates). */
export function listActionsOnResources(sql: Sql, resources: readonly AuditResource[], page: { limit: number; offset: number }) {
  const types = resources.map((resource) => resource.type);
  const ids = resources.map((resource) => resource.id);
  return pageOf(
    sql,
    sql`(l.resource_type, l.resource_id) in (select * from unnest(${types}::text[], ${ids}::text[]))`,
    page,
  );
}

/** What was done during each of these impersonations, oldest first. */
export function listActionsOfImpersonations(sql: Sql, impersonationIds: readonly number[]) {
  if (impersonationIds.length === 0) return Promise.resolve([]);
  return sql<{ impersonationId: number; method: AuditedMethod; path: string; status: number; createdAt: Date }[]>`
    select impersonation_id as "impersonationId", method, path, status, created_at as "createdAt"
    from admin_audit_log
    where impersonation_id = any(${impersonationIds as number[]}::bigint[])
    order by created_at, id`;
}
