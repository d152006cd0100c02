import { Hono } from 'hono';
import { buildPath, safeRedirectPath } from '../../shared/routes';
import { CLIENT_ADDRESS_HEADER, type ClientAddressSource, clientAddressFrom, isLoopbackOrPrivate } from './client-address';
import { toErrorEnvelope } from './envelope';
import { isCsrfTokenValid, isTrustedOrigin, requireSameOriginApi } from '../http/csrf';
import type { AppDeps, AppEnv } from '../http/types';
import { isSsoAnswerPath, routeSsoAnswer, ssoAnswerState } from '../modules/sso/sso.service';

const PUBLIC = { type: 'public' } as const;

/**
 * better-auth's own endpoints, and `/logout` as a classic form POST (spec §7).
 * `clientAddress` says where a request comes from (sign-in limits per client):
 * by default the socket's peer, or the header CLIENT_IP_HEADER names.
 */
export function authRoutes(deps: AppDeps, trustedOrigins: readonly string[], clientAddress: ClientAddressSource = clientAddressFrom({ header: deps.env.clientIpHeader })) {
  let proxyWarned = false;
  return new Hono<AppEnv>()
    // Same rule as /api/v1: state changes only from our own pages (Origin and X-Requested-With), except the answers
    // an identity provider posts from its own origin (SAML), which the SSO plugin verifies by their signature.
    .use('/api/auth/*', (c, next) => (isSsoAnswerPath(c.req.path) ? next() : requireSameOriginApi(trustedOrigins)(c, next)))
    .on(['GET', 'POST'], '/api/auth/*', async (c) => {
      // The client's address reaches the hooks in a header of ours, never in one the client sent.
      const headers = new Headers(c.req.raw.headers);
      headers.delete(CLIENT_ADDRESS_HEADER);
      const address = clientAddress(c);
      if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
      if (address && !proxyWarned && !deps.env.clientIpHeader && deps.env.nodeEnv === 'production' && isLoopbackOrPrivate(address)) {
        proxyWarned = true;
        c.get('logger')?.warn({ msg: 'sign-in limits see every client at the address of a proxy: set CLIENT_IP_HEADER (x-real-ip, x-forwarded-for)', address });
      }
      const request = new Request(c.req.raw, { headers });
      if (isSsoAnswerPath(c.req.path)) {
        const state = await ssoAnswerState(request);
        return routeSsoAnswer({ ...deps, logger: c.get('logger') }, state, await deps.auth.handler(request));
      }
      const response = await deps.auth.handler(request);
      return toErrorEnvelope(response, c.get('requestId'));
    })
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
