import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { isPasswordStrong } from '../../shared/users/password';
import { validationMessage } from '../../shared/validation/messages';
import { textIssues } from '../../shared/validation/text';
import type { FieldErrors } from '../../shared/errors';
import type { Sql } from '../db/connect';
import { errorMessage } from '../http/messages';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_COOKIE_PATH, KNOWN_DEVICE_MAX_AGE_SECONDS, knownDeviceCookieValue, knownDeviceFor } from './known-device';
import {
  type SignInSubjects,
  checkThrottle,
  clearAttempts,
  recordAttempt,
  recordSignInFailure,
  recordSignInSuccess,
  signInWaitSeconds,
} from './throttle';

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

/** The envelope's VALIDATION_FAILED with a message per field (server/auth/envelope.ts passes `fields` on). */
const invalidFields = (fields: FieldErrors) => new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: errorMessage('VALIDATION_FAILED'), fields });

/** 429 with Retry-After; the envelope words it «Réessayez dans N min» from `params`. */
function signInThrottled(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'SIGN_IN_THROTTLED', message: errorMessage('SIGN_IN_THROTTLED'), params: { minutes }, details: { retryAfterSeconds: seconds } },
    { 'Retry-After': String(seconds) },
  );
}

function bodyEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * Text the database cannot store (a NUL byte) or nobody types (other control
 * characters) is refused with a field message before better-auth reads it, as
 * an address that is not one: better-auth's own answers are English, and a NUL
 * reaching PostgreSQL is a 500.
 */
function refuseInvalidInput(body: unknown, query: unknown) {
  const fields: FieldErrors = {};
  for (const issue of [...textIssues(body), ...textIssues(query)]) {
    const name = issue.path.map(String).join('.') || 'body';
    (fields[name] ??= []).push(issue.message);
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  const email = (body as { email?: unknown } | null | undefined)?.email;
  // The same test as better-auth's, which would answer «Invalid email».
  if (typeof email === 'string' && !z.email().safeParse(email).success) {
    throw invalidFields({ email: [validationMessage('email_invalid', { email })] });
  }
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Only requests that came over HTTP are throttled on their client: server-side calls have no client. */
function signInSubjects(ctx: HookContext, email: string): SignInSubjects {
  const device = knownDeviceFor(ctx.context.secret, email, ctx.request ? ctx.getCookie(KNOWN_DEVICE_COOKIE) : null);
  const client = ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
  return { email, client, device };
}

/**
 * Runs before every better-auth endpoint: input better-auth would answer in
 * English or fail on, the product's password rule (better-auth only checks a
 * length), the limits, and self sign-up closed to HTTP (registration goes
 * through /api/v1/registrations, which applies the company's policy).
 */
export function beforeHook(sql: Sql) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-up/email' && ctx.request) throw refuse('NOT_FOUND', 'NOT_FOUND');
    refuseInvalidInput(ctx.body, ctx.query);

    const field = PASSWORD_SETTING_ENDPOINTS[ctx.path];
    if (field) {
      const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
      if (typeof password !== 'string' || !isPasswordStrong(password)) throw refuse('BAD_REQUEST', 'PASSWORD_TOO_WEAK');
    }

    const email = bodyEmail(ctx.body);
    if (!email) return;
    if (ctx.path === '/sign-in/email' && ctx.request) {
      const wait = await signInWaitSeconds(sql, signInSubjects(ctx, email));
      if (wait > 0) throw signInThrottled(wait);
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

/**
 * Runs after: counts failed sign-ins and wrong codes, forgets them after a
 * success, and marks the browser a sign-in succeeded from as a known device.
 */
export function afterHook(sql: Sql) {
  return createAuthMiddleware(async (ctx) => {
    const email = bodyEmail(ctx.body);
    if (!email) return;
    const failed = isAPIError(ctx.context.returned);
    const status = failed ? (ctx.context.returned as APIError).statusCode : 200;
    if (ctx.path === '/sign-in/email') {
      const subjects = signInSubjects(ctx, email);
      if (failed) {
        if (status === 401) await recordSignInFailure(sql, subjects);
      } else {
        await recordSignInSuccess(sql, subjects);
        if (ctx.request && !subjects.device) {
          ctx.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceCookieValue(ctx.context.secret, email), {
            httpOnly: true,
            sameSite: 'lax',
            secure: ctx.context.baseURL.startsWith('https://'),
            path: KNOWN_DEVICE_COOKIE_PATH,
            maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
          });
        }
      }
    }
    if (CHECKS_A_CODE.has(ctx.path)) {
      if (!failed) await clearAttempts(sql, 'code_check_failure', email);
      else if (status === 400 || status === 403) await recordAttempt(sql, 'code_check_failure', email);
    }
    // Whoever could reset the password by code owns the address: its sign-in failures are forgotten.
    if (ctx.path === '/email-otp/reset-password' && !failed) await clearAttempts(sql, 'sign_in_failure', email);
  });
}
