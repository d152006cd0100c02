import { Hono } from 'hono';
import { buildPath, safeRedirectPath } from '../../shared/routes';
import { toErrorEnvelope } from './envelope';
import { isCsrfTokenValid, isTrustedOrigin, requireSameOriginApi } from '../http/csrf';
import type { AppDeps, AppEnv } from '../http/types';

const PUBLIC = { type: 'public' } as const;

/** better-auth's own endpoints, and `/logout` as a classic form POST (spec §7). */
export function authRoutes(deps: AppDeps, trustedOrigins: readonly string[]) {
  return new Hono<AppEnv>()
    // Same rule as /api/v1: state changes only from our own pages (Origin and X-Requested-With).
    .use('/api/auth/*', requireSameOriginApi(trustedOrigins))
    .on(['GET', 'POST'], '/api/auth/*', async (c) => toErrorEnvelope(await deps.auth.handler(c.req.raw), c.get('requestId')))
    .post('/logout', async (c) => {
      const redirectBack = c.req.query('redirect-back');
      const form = await c.req.parseBody();
      if (!isTrustedOrigin(c, trustedOrigins) || !isCsrfTokenValid(c, deps.secret, form._csrf)) {
        const query = { error: 'csrf', ...(redirectBack ? { 'redirect-back': redirectBack } : {}) };
        return c.redirect(buildPath('logout', PUBLIC, {}, query), 303);
      }
      const signedOut = await deps.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      for (const cookie of signedOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      c.header('Cache-Control', 'no-store');
      return c.redirect(safeRedirectPath(redirectBack, buildPath('login', PUBLIC)), 303);
    });
}
