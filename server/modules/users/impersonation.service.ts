import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { canImpersonateUser } from '../../../shared/permissions/policies';
import { homePathFor } from '../../../shared/permissions/spaces';
import { buildPath } from '../../../shared/routes';
import type { AuthSession } from '../../auth/auth';
import type { AppDeps } from '../../http/types';
import { deleteSessionById, endImpersonation, findImpersonationTarget, insertImpersonation } from './impersonation.sql';
import { loadMe } from './service';

export interface SessionSwitch {
  /** The Set-Cookie headers better-auth produced (new session, kept admin session). */
  cookies: string[];
  location: string;
}

const impersonationAnswer = z.object({ session: z.object({ id: z.string() }) });

/**
 * Spec §6 'Admin': a platform administrator signs in as a user. better-auth
 * creates the session (and keeps the admin's in a signed cookie); every
 * impersonation is recorded with the id of that new session, and none is
 * kept without its record.
 */
export async function startImpersonation(deps: AppDeps, actor: Actor, targetUserId: string, headers: Headers): Promise<SessionSwitch> {
  const target = z.uuid().safeParse(targetUserId).success ? await findImpersonationTarget(deps.sql, targetUserId) : undefined;
  if (!target) throw new AppError('NOT_FOUND');
  const verdict = canImpersonateUser(actor, { userId: target.id, isPlatformAdmin: target.role === 'admin', state: target.state });
  if (!verdict.ok) throw new AppError(verdict.code);

  const response = await deps.auth.api.impersonateUser({ body: { userId: target.id }, headers, asResponse: true });
  if (!response.ok) throw new AppError('CANNOT_IMPERSONATE');
  const { session } = impersonationAnswer.parse(await response.json());
  try {
    await insertImpersonation(deps.sql, { adminUserId: actor.userId, targetUserId: target.id, sessionId: session.id });
  } catch (error) {
    await deleteSessionById(deps.sql, session.id);
    throw error;
  }
  const me = await loadMe(deps.sql, target.id, actor.userId);
  return { cookies: response.headers.getSetCookie(), location: me ? homePathFor(me) : buildPath('home', { type: 'public' }) };
}

/**
 * Back to the administrator's own session, on the page of the user they were
 * impersonating. If the admin session is gone meanwhile, the impersonated one
 * is closed anyway and the admin signs in again.
 */
export async function stopImpersonation(deps: AppDeps, session: AuthSession, headers: Headers): Promise<SessionSwitch> {
  const ended = await endImpersonation(deps.sql, session.session.id);
  const targetUserId = ended?.targetUserId ?? session.user.id;
  const response = await deps.auth.api.stopImpersonating({ headers, asResponse: true });
  if (response.ok) {
    return { cookies: response.headers.getSetCookie(), location: buildPath('admin.users.show', { type: 'admin' }, { userId: targetUserId }) };
  }
  const signedOut = await deps.auth.api.signOut({ headers, asResponse: true });
  return { cookies: signedOut.headers.getSetCookie(), location: buildPath('login', { type: 'public' }) };
}
