import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AppError } from '../../shared/errors';
import type { AppEnv } from './types';

const COOKIE = 'solidaire.csrf';

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
}

/**
 * Tokens for classic HTML forms (logout, association join): a random nonce in
 * an HttpOnly cookie and, in the form, its HMAC. A cross-site page can neither
 * read the cookie nor compute the HMAC.
 */
export function issueCsrfToken(c: Context, secret: string, secure: boolean): string {
  let nonce = getCookie(c, COOKIE);
  if (!nonce || nonce.length < 32) {
    nonce = randomBytes(32).toString('base64url');
    setCookie(c, COOKIE, nonce, { httpOnly: true, sameSite: 'Lax', path: '/', secure });
  }
  return sign(secret, nonce);
}

export function isCsrfTokenValid(c: Context, secret: string, token: unknown): boolean {
  const nonce = getCookie(c, COOKIE);
  if (!nonce || typeof token !== 'string' || token.length === 0) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Whether a request's Origin (when the browser sends one) is one of ours. A
 * refusal is logged with the origin and the trusted ones: opening the app under
 * another name than BASE_URL's (127.0.0.1 for localhost, a LAN address...) is
 * the usual cause, and the log says so.
 */
export function isTrustedOrigin(c: Context<AppEnv>, trustedOrigins: readonly string[]): boolean {
  const origin = c.req.header('origin');
  if (!origin || trustedOrigins.includes(origin)) return true;
  c.get('logger')?.warn({
    msg: 'origin refused: the page was not opened at a trusted origin (set BASE_URL to the address used to open the app)',
    origin,
    trustedOrigins,
    method: c.req.method,
    path: c.req.path,
  });
  return false;
}

/**
 * JSON API requests that change state must come from our own pages: a foreign
 * Origin is refused, and the custom `X-Requested-With` header (which a cross-site
 * form cannot send) is required.
 */
export function requireSameOriginApi(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (!isTrustedOrigin(c, trustedOrigins)) throw new AppError('CSRF_INVALID');
    // The analytics batch a page sends as it is hidden goes by navigator.sendBeacon, which cannot add a header: the
    // browser's own Sec-Fetch-Site (no page can forge it) vouches for it instead, and only on that route.
    const beacon = c.req.path === '/api/v1/analytics/events' && c.req.header('sec-fetch-site') === 'same-origin';
    if (c.req.header('x-requested-with') !== 'XMLHttpRequest' && !beacon) {
      c.get('logger')?.warn({ msg: 'request refused: no X-Requested-With header (not sent by our pages)', method: c.req.method, path: c.req.path });
      throw new AppError('CSRF_INVALID');
    }
    return next();
  };
}
