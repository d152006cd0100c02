import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { canImpersonateUser } from '../../../shared/permissions/policies';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserSearch,
  type ImpersonationRecord,
} from '../../../shared/users/admin.schema';
import { fullName } from '../../../shared/users/me';
import type { Sql } from '../../db/connect';
import { countUsers, findUserForAdmin, listAssociationMembershipsForAdmin, listCompanyMembershipsForAdmin, searchUsers } from './admin.sql';
import { listActionsOfImpersonations } from './admin-audit.sql';
import { listImpersonationsOfUser } from './impersonation.sql';

const RECENT_IMPERSONATIONS = 20;

/** `/admin/utilisateurs`: the page and the count run side by side, each one statement on the pool. */
export async function listUsersForAdmin(sql: Sql, search: AdminUserSearch): Promise<AdminUserList> {
  const filters = { q: search.q, state: search.state, organisation: search.organisation };
  const [rows, total] = await Promise.all([
    searchUsers(sql, { ...filters, sort: search.sort, limit: ADMIN_USERS_PAGE_SIZE, offset: (search.page - 1) * ADMIN_USERS_PAGE_SIZE }),
    countUsers(sql, filters),
  ]);
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      fullName: fullName(row.firstName, row.lastName, row.email),
      state: row.state,
      isPlatformAdmin: row.role === 'admin',
      createdAt: row.createdAt.toISOString(),
      organisations: row.organisations,
    })),
    total,
    page: search.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}

export async function getUserForAdmin(sql: Sql, actor: Actor, userId: string): Promise<AdminUserDetail> {
  // A malformed id is a page that does not exist, not a database error.
  if (!z.uuid().safeParse(userId).success) throw new AppError('NOT_FOUND');
  const user = await findUserForAdmin(sql, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const [companies, associations, impersonations] = await Promise.all([
    listCompanyMembershipsForAdmin(sql, userId),
    listAssociationMembershipsForAdmin(sql, userId),
    listImpersonationsOfUser(sql, userId, RECENT_IMPERSONATIONS),
  ]);
  const actions = await listActionsOfImpersonations(
    sql,
    impersonations.map((row) => row.id),
  );
  const isPlatformAdmin = user.role === 'admin';
  const verdict = canImpersonateUser(actor, { userId: user.id, isPlatformAdmin, state: user.state });
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: fullName(user.firstName, user.lastName, user.email),
      phone: user.phone,
      jobTitle: user.jobTitle,
      lang: user.lang,
      state: user.state,
      isPlatformAdmin,
      createdAt: user.createdAt.toISOString(),
    },
    companies: [...companies],
    associations: [...associations],
    impersonationRefusal: verdict.ok ? null : 'CANNOT_IMPERSONATE',
    impersonations: impersonations.map(
      (row): ImpersonationRecord => ({
        id: row.id,
        admin: { id: row.adminId, email: row.adminEmail, fullName: fullName(row.adminFirstName, row.adminLastName, row.adminEmail) },
        target: { id: row.targetId, email: row.targetEmail, fullName: fullName(row.targetFirstName, row.targetLastName, row.targetEmail) },
        startedAt: row.startedAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
        active: row.active,
        actions: actions
          .filter((action) => action.impersonationId === row.id)
          .map((action) => ({ method: action.method, path: action.path, status: action.status, createdAt: action.createdAt.toISOString() })),
      }),
    ),
  };
}

/** Whether a user exists (the admin pages that list what is theirs answer 404 otherwise). */
export async function adminUserExists(sql: Sql, userId: string): Promise<boolean> {
  return (await findUserForAdmin(sql, userId)) !== undefined;
}
