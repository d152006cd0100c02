import { type Context, Hono } from 'hono';
import { AppError } from '../../../shared/errors';
import { buildPath } from '../../../shared/routes';
import { requireActor } from '../../http/context';
import { isCsrfTokenValid, isTrustedOrigin } from '../../http/csrf';
import type { AppDeps, AppEnv } from '../../http/types';
import { type SessionSwitch, startImpersonation, stopImpersonation } from './impersonation.service';

const PUBLIC = { type: 'public' } as const;

/** A browser's form post asks for a page; anything else (tests, scripts) gets the JSON error envelope. */
function wantsPage(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

function switchSession(c: Context<AppEnv>, result: SessionSwitch) {
  for (const cookie of result.cookies) c.header('Set-Cookie', cookie, { append: true });
  c.header('Cache-Control', 'no-store');
  return c.redirect(result.location, 303);
}

/**
 * Spec §2/§6 impersonation, as classic form POSTs with a CSRF token (a GET never
 * changes who is signed in: GET /impersonate/take/{id} and /impersonate/leave
 * are the SPA's confirmation pages).
 */
export function impersonationRoutes(deps: AppDeps, trustedOrigins: readonly string[]) {
  return new Hono<AppEnv>()
    .post('/impersonate/take/:userId', async (c) => {
      const userId = c.req.param('userId');
      const page = (query: Record<string, string>) => buildPath('impersonation.take', PUBLIC, { userId }, query);
      const form = await c.req.parseBody();
      if (!isTrustedOrigin(c, trustedOrigins) || !isCsrfTokenValid(c, deps.secret, form._csrf)) return c.redirect(page({ error: 'csrf' }), 303);
      try {
        c.set('session', await deps.auth.api.getSession({ headers: c.req.raw.headers }));
        const actor = await requireActor(c, deps.sql);
        return switchSession(c, await startImpersonation(deps, actor, userId, c.req.raw.headers));
      } catch (error) {
        if (!(error instanceof AppError) || !wantsPage(c)) throw error;
        if (error.code === 'UNAUTHENTICATED') return c.redirect(buildPath('login', PUBLIC, {}, { 'redirect-back': page({}) }), 303);
        c.set('auditStatus', error.status);
        return c.redirect(page({ error: error.code }), 303);
      }
    })
    .post('/impersonate/leave', async (c) => {
      const form = await c.req.parseBody();
      if (!isTrustedOrigin(c, trustedOrigins) || !isCsrfTokenValid(c, deps.secret, form._csrf)) {
        return c.redirect(buildPath('impersonation.leave', PUBLIC, {}, { error: 'csrf' }), 303);
      }
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      // Kept for the audit middleware: leaving is recorded with the impersonation it ends.
      c.set('session', session);
      if (!session) return c.redirect(buildPath('login', PUBLIC), 303);
      if (!(session.session as { impersonatedBy?: string | null }).impersonatedBy) return c.redirect(buildPath('home', PUBLIC), 303);
      return switchSession(c, await stopImpersonation(deps, session, c.req.raw.headers));
    });
}
