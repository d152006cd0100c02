import type { BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { admin, emailOTP } from 'better-auth/plugins';
import { EMAIL_CODE_LENGTH } from '../../shared/validation/inputs';
// better-auth validates its bodies with the same zod: its issues are worded by ours, in French.
import '../../shared/validation/zod-messages';
import type { Sql } from '../db/connect';
import { type SocialProvidersConfig, loopbackOrigins } from '../env';
import { errorMessage } from '../http/messages';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import { authDatabase } from './database';
import { afterHook, beforeHook } from './hooks';
import { authErrorHandler, authLogHandler } from './logging';
import { SSO_DISABLED_PATHS, ssoPlugin } from './sso';
import { SOCIAL_SIGN_IN_ERROR_PATH, socialProviders, socialSignIn } from './social';

const SESSION_DAYS = 30;
/** Codes by e-mail (spec §5): 6 digits, valid 10 minutes, 5 tries. */
export const EMAIL_CODE_TTL_SECONDS = 600;
export const EMAIL_CODE_ATTEMPTS = 5;

export interface AuthDependencies {
  sql: Sql;
  baseUrl: string;
  secret: string;
  trustedOrigins?: string[];
  mailer?: Mailer;
  logger?: Logger;
  /** Google and Microsoft credentials (server/env.ts); each company switches them on (./social.ts). */
  social?: SocialProvidersConfig;
}

/**
 * better-auth's configuration. Kept apart from `betterAuth()` so that the SQL of
 * its tables can be generated from the very same options (scripts/generate-auth-migration.ts).
 * Tables and columns are snake_case like the rest of the schema.
 */
export function authOptions(options: AuthDependencies) {
  const { sql, mailer, logger } = options;
  // A loopback base also trusts its other loopback names: whether they may post is decided in front, by our own
  // check (server/http/csrf.ts, env.trustedOrigins), which accepts them only without BASE_URL outside production.
  const trustedOrigins = [...loopbackOrigins(new URL(options.baseUrl).origin), ...(options.trustedOrigins ?? [])];
  return {
    appName: 'Solidaire',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins,
    telemetry: { enabled: false },
    // better-auth's own messages join our JSON logs, at levels that mean something (./logging.ts).
    logger: { level: 'debug', disableColors: true, log: authLogHandler(logger, trustedOrigins) },
    // Errors that end a request: a client's mistake at debug (the request log has its status), a fault is
    // rethrown so that our error handler logs it and answers the envelope (better-call would print it to stderr).
    onAPIError: { onError: authErrorHandler(logger), errorURL: `${options.baseUrl}${SOCIAL_SIGN_IN_ERROR_PATH}` },
    // Impersonation goes through /impersonate/take and /impersonate/leave only, which record it (spec §6 'Admin').
    disabledPaths: ['/admin/impersonate-user', '/admin/stop-impersonating', ...SSO_DISABLED_PATHS],
    database: authDatabase(options.sql),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true, requireEmailVerification: true },
    emailVerification: { sendOnSignUp: true, autoSignInAfterVerification: true },
    socialProviders: socialProviders(options.social),
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        firstName: { type: 'string', required: false, fieldName: 'first_name' },
        lastName: { type: 'string', required: false, fieldName: 'last_name' },
        phone: { type: 'string', required: false },
        jobTitle: { type: 'string', required: false, fieldName: 'job_title' },
        lang: { type: 'string', required: false },
        // Spec §3 user states; accounts made by better-auth start as 'created' until their e-mail is confirmed.
        state: { type: 'string', required: false, input: false, defaultValue: 'created' },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_DAYS * 24 * 3600,
      updateAge: 24 * 3600,
      fields: {
        expiresAt: 'expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
      },
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'solidaire',
      useSecureCookies: options.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Its Origin and callback URL checks, which better-auth turns off by itself under NODE_ENV=test: tests
      // exercise what runs in production.
      disableOriginCheck: false,
    },
    plugins: [
      ssoPlugin({ sql, logger }),
      socialSignIn(sql, options.social),
      admin({
        schema: {
          user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
          session: { fields: { impersonatedBy: 'impersonated_by' } },
        },
      }),
      emailOTP({
        otpLength: EMAIL_CODE_LENGTH,
        expiresIn: EMAIL_CODE_TTL_SECONDS,
        allowedAttempts: EMAIL_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        disableSignUp: true,
        overrideDefaultEmailVerification: true,
        // Our own per-address limits (hooks.ts) replace the plugin's per-IP ones.
        rateLimit: { window: 60, max: 1000 },
        async sendVerificationOTP({ email, otp, type }, ctx) {
          if (!mailer) return;
          const found = await ctx?.context.internalAdapter.findUserByEmail(email);
          const lang = (found?.user as { lang?: string | null } | undefined)?.lang;
          const template = type === 'forget-password' ? 'password_reset' : 'email_verification';
          // Sent once this answer is on its way: better-auth may still hold its transaction (sign-up), and
          // an address with an account then answers as fast as one without.
          setImmediate(() => {
            mailer.send({ to: email, template, lang, params: { code: otp } }).catch((error: unknown) => {
              logger?.error({ msg: 'code not sent', template, error: String(error) });
            });
          });
        },
      }),
    ],
    hooks: { before: beforeHook(sql), after: afterHook(sql) },
    databaseHooks: {
      session: {
        create: {
          // Disabled accounts never get a session, whatever the way in (password, code, impersonation).
          async before(session: { userId: string }, ctx) {
            // Through better-auth's own adapter: a query on the outer pool could wait on its open transaction.
            const user = (await ctx?.context.internalAdapter.findUserById(session.userId)) as { state?: string } | null | undefined;
            if (user?.state === 'disabled') throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: errorMessage('ACCOUNT_DISABLED') });
          },
        },
      },
    },
  } satisfies BetterAuthOptions;
}
