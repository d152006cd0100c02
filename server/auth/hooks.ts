import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { isPasswordStrong } from '../../shared/users/password';
import type { Sql } from '../db/connect';
import { errorMessage } from '../http/messages';
import { checkThrottle, clearAttempts, recordAttempt } from './throttle';

/** Every better-auth endpoint that sets a password, and the body field that carries it. */
export const PASSWORD_SETTING_ENDPOINTS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
  '/email-otp/reset-password': 'password',
  '/admin/create-user': 'password',
  '/admin/set-user-password': 'newPassword',
};
const SENDS_A_CODE = new Set(['/email-otp/send-verification-otp', '/email-otp/request-password-reset', '/forget-password/email-otp']);
const CHECKS_A_CODE = new Set(['/email-otp/verify-email', '/email-otp/reset-password', '/email-otp/check-verification-otp', '/sign-in/email-otp']);

const refuse = (status: 'BAD_REQUEST' | 'TOO_MANY_REQUESTS' | 'NOT_FOUND', code: string) => new APIError(status, { code, message: errorMessage(code) });

function bodyEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * Runs before every better-auth endpoint: the product's password rule (better-auth
 * only checks a length), the per-address limits, and self sign-up closed to HTTP
 * (registration goes through /api/v1/registrations, which applies the company's policy).
 */
export function beforeHook(sql: Sql) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-up/email' && ctx.request) throw refuse('NOT_FOUND', 'NOT_FOUND');

    const field = PASSWORD_SETTING_ENDPOINTS[ctx.path];
    if (field) {
      const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
      if (typeof password !== 'string' || !isPasswordStrong(password)) throw refuse('BAD_REQUEST', 'PASSWORD_TOO_WEAK');
    }

    const email = bodyEmail(ctx.body);
    if (!email) return;
    if (ctx.path === '/sign-in/email' && (await checkThrottle(sql, 'sign_in_failure', email)) !== 'ok') {
      throw refuse('TOO_MANY_REQUESTS', 'RATE_LIMITED');
    }
    if (CHECKS_A_CODE.has(ctx.path) && (await checkThrottle(sql, 'code_check_failure', email)) !== 'ok') {
      throw refuse('TOO_MANY_REQUESTS', 'RATE_LIMITED');
    }
    if (SENDS_A_CODE.has(ctx.path)) {
      const verdict = await checkThrottle(sql, 'code_sent', email);
      if (verdict === 'too_soon') throw refuse('TOO_MANY_REQUESTS', 'EMAIL_ALREADY_SENT');
      if (verdict === 'too_many') throw refuse('TOO_MANY_REQUESTS', 'RATE_LIMITED');
      await recordAttempt(sql, 'code_sent', email);
    }
  });
}

/** Runs after: counts failed sign-ins and wrong codes, and forgets them after a success. */
export function afterHook(sql: Sql) {
  return createAuthMiddleware(async (ctx) => {
    const email = bodyEmail(ctx.body);
    if (!email) return;
    const failed = isAPIError(ctx.context.returned);
    const status = failed ? (ctx.context.returned as APIError).statusCode : 200;
    if (ctx.path === '/sign-in/email') {
      if (!failed) await clearAttempts(sql, 'sign_in_failure', email);
      else if (status === 401) await recordAttempt(sql, 'sign_in_failure', email);
    }
    if (CHECKS_A_CODE.has(ctx.path)) {
      if (!failed) await clearAttempts(sql, 'code_check_failure', email);
      else if (status === 400 || status === 403) await recordAttempt(sql, 'code_check_failure', email);
    }
  });
}
