import type { UserState } from '../../../shared/users/user.schema';
import type { Sql } from '../../db/connect';

export async function findImpersonationTarget(sql: Sql, userId: string) {
  const [row] = await sql<{ id: string; role: string | null; state: UserState }[]>`select id, role, state from users where id = ${userId}`;
  return row;
}

export async function insertImpersonation(sql: Sql, row: { adminUserId: string; targetUserId: string; sessionId: string }): Promise<number> {
  const [inserted] = await sql<{ id: number }[]>`
    insert into impersonations (admin_user_id, target_user_id, session_id)
    values (${row.adminUserId}, ${row.targetUserId}, ${row.sessionId})
    returning id`;
  return inserted!.id;
}

/** Closes the impersonation of a session; answers whom it was about. */
export async function endImpersonation(sql: Sql, sessionId: string) {
  const [row] = await sql<{ id: number; targetUserId: string }[]>`
    update impersonations set ended_at = now()
    where session_id = ${sessionId} and ended_at is null
    returning id, target_user_id as "targetUserId"`;
  return row;
}

/** A session that could not be audited is not kept. */
export async function deleteSessionById(sql: Sql, sessionId: string) {
  await sql`delete from sessions where id = ${sessionId}`;
}

interface ImpersonationRow {
  id: number;
  adminId: string;
  adminEmail: string;
  adminFirstName: string | null;
  adminLastName: string | null;
  targetId: string;
  targetEmail: string;
  targetFirstName: string | null;
  targetLastName: string | null;
  startedAt: Date;
  endedAt: Date | null;
  active: boolean;
}

/** The latest impersonations by or of a user, for their admin page. */
export function listImpersonationsOfUser(sql: Sql, userId: string, limit: number) {
  return sql<ImpersonationRow[]>`
    select i.id,
           a.id as "adminId", a.email as "adminEmail", a.first_name as "adminFirstName", a.last_name as "adminLastName",
           t.id as "targetId", t.email as "targetEmail", t.first_name as "targetFirstName", t.last_name as "targetLastName",
           i.started_at as "startedAt", i.ended_at as "endedAt",
           (i.ended_at is null and exists (select 1 from sessions s where s.id = i.session_id and s.expires_at > now())) as active
    from impersonations i
    join users a on a.id = i.admin_user_id
    join users t on t.id = i.target_user_id
    where i.admin_user_id = ${userId} or i.target_user_id = ${userId}
    order by i.started_at desc, i.id desc
    limit ${limit}`;
}
