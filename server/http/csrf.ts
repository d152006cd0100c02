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

/** Whether a request's Origin (when the browser sends one) is one of ours. */
export function isTrustedOrigin(c: Context, trustedOrigins: readonly string[]): boolean {
  const origin = c.req.header('origin');
  return !origin || trustedOrigins.includes(origin);
}

/**
 * JSON API requests that change state must come from our own pages: a foreign
 * Origin is refused, and the custom `X-Requested-With` header (which a cross-site
 * form cannot send) is required.
 */
export function requireSameOriginApi(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (!isTrustedOrigin(c, trustedOrigins) || c.req.header('x-requested-with') !== 'XMLHttpRequest') {
      throw new AppError('CSRF_INVALID');
    }
    return next();
  };
}
