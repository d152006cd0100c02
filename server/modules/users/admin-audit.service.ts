import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { type AuditResource, auditResourceOf, isAuditedRequest } from '../../../shared/users/admin-audit';
import { ADMIN_ACTIONS_PAGE_SIZE, type AdminActionList } from '../../../shared/users/admin.schema';
import { fullName } from '../../../shared/users/me';
import type { RequestSession } from '../../auth/session-cookie';
import type { AppDeps } from '../../http/types';
import type { Sql } from '../../db/connect';
import * as q from './admin-audit.sql';
import { findUserForAdmin } from './admin.sql';

/**
 * The admin audit log (issue 16): after a request, whether it is an administrator's action, and its line. Recorded
 * are the state-changing requests (`isAuditedRequest`) made with a session an administrator took as someone else,
 * wherever they go, and those a platform administrator makes with their own session: the admin API, and the
 * tenants' APIs they reach as a platform admin (spec §6: they count as a company's admins). Reads are not recorded.
 */
export async function recordAdminRequest(
  deps: Pick<AppDeps, 'sql' | 'logger'>,
  who: { session: RequestSession | null; actor: Actor | undefined },
  request: { method: string; path: string; status: number },
): Promise<void> {
  const { method, path, status } = request;
  if (!who.session || !isAuditedRequest(method, path)) return;
  const row = { method, path, status, resource: auditResourceOf(path) };
  const impersonatedBy = who.session.session.impersonatedBy;
  if (impersonatedBy) {
    const attached = await q.insertImpersonatedAction(deps.sql, { ...row, adminUserId: impersonatedBy, sessionId: who.session.session.id });
    if (!attached) deps.logger.warn({ msg: 'impersonated request without an impersonation on record', sessionId: who.session.session.id, path });
    return;
  }
  if (who.actor?.isPlatformAdmin) await q.insertAdminAction(deps.sql, { ...row, adminUserId: who.actor.userId });
}

function present(page: number, [rows, total]: Awaited<ReturnType<typeof q.listActionsByAdmin>>): AdminActionList {
  return {
    actions: rows.map((row) => ({
      id: row.id,
      admin: { id: row.adminId, email: row.adminEmail, fullName: fullName(row.adminFirstName, row.adminLastName, row.adminEmail) },
      impersonation:
        row.impersonationId === null || row.targetId === null
          ? null
          : { id: row.impersonationId, target: { id: row.targetId, fullName: fullName(row.targetFirstName, row.targetLastName, row.targetEmail!) } },
      method: row.method,
      path: row.path,
      resource: row.resourceType && row.resourceId ? { type: row.resourceType, id: row.resourceId } : null,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize: ADMIN_ACTIONS_PAGE_SIZE,
  };
}

const pageBounds = (page: number) => ({ limit: ADMIN_ACTIONS_PAGE_SIZE, offset: (page - 1) * ADMIN_ACTIONS_PAGE_SIZE });

/** « Journal des actions » of a user's admin page: what they did as an administrator. 404 for an unknown user. */
export async function listActionsOfAdmin(sql: Sql, userId: string, page: number): Promise<AdminActionList> {
  if (!z.uuid().safeParse(userId).success || !(await findUserForAdmin(sql, userId))) throw new AppError('NOT_FOUND');
  return present(page, await q.listActionsByAdmin(sql, userId, pageBounds(page)));
}

/** What administrators did on these resources (an application and its dates), newest first. */
export async function listActionsOn(sql: Sql, resources: readonly AuditResource[], page: number): Promise<AdminActionList> {
  return present(page, await q.listActionsOnResources(sql, resources, pageBounds(page)));
}
