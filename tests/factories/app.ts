import { createApp } from '../../server/app';
import { createAuth } from '../../server/auth/auth';
import type { Sql } from '../../server/db/connect';
import { parseEnv } from '../../server/env';
import { type Logger, createLogger } from '../../server/http/logger';
import { createMailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD } from '../../server/seed/demo-data';
import { seedDemo } from '../../server/seed/seed';

export const TEST_BASE_URL = 'http://localhost:3000';

/** The demo accounts of every role but platform admin, for the admin routes' refusals. */
export const NON_ADMIN_ACCOUNTS = [
  'rh@acme.example',
  'ambassadeur@acme.example',
  'salarie@acme.example',
  'salarie@globex.example',
  'asso@amis-du-quartier.example',
  'benevole-asso@amis-du-quartier.example',
] as const;
export const TEST_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * The real app on a test database, answering `app.request()` without a socket.
 * With `smtpUrl` (a sink from tests/setup/smtp.ts) mail really goes out over SMTP; with `uploadDir`, uploaded files
 * are stored there.
 */
export function createTestApp(
  sql: Sql,
  options: { clientDir?: string; smtpUrl?: string; baseUrl?: string; logger?: Logger; uploadDir?: string; trustedOrigins?: string[]; env?: Record<string, string> } = {},
) {
  const baseUrl = options.baseUrl ?? TEST_BASE_URL;
  const env = parseEnv({ BASE_URL: baseUrl, LOG_LEVEL: 'silent', NODE_ENV: 'test', SMTP_URL: options.smtpUrl, UPLOAD_DIR: options.uploadDir, ...options.env });
  const logger = options.logger ?? createLogger('silent');
  const mailer = createMailer({ sql, smtpUrl: env.smtpUrl, from: env.mailFrom, logger });
  const auth = createAuth({ sql, baseUrl, secret: TEST_SECRET, mailer, logger, trustedOrigins: options.trustedOrigins, social: env.socialProviders });
  const app = createApp({ sql, auth, mailer, env, logger, secret: TEST_SECRET, clientDir: options.clientDir });
  return { app, auth, env, mailer };
}

export type TestApp = ReturnType<typeof createTestApp>;

/** A demo account of each role but platform admin (company, holding, ambassador, employee, association admin and member). */
export const DEMO_NON_ADMINS = [
  'rh@acme.example',
  'ambassadeur@acme.example',
  'salarie@acme.example',
  'groupe@acme.example',
  'salarie@globex.example',
  'asso@amis-du-quartier.example',
  'benevole-asso@amis-du-quartier.example',
] as const;

export async function seedTestDemo(testApp: TestApp, sql: Sql) {
  await seedDemo(sql, testApp.auth);
}

/** Browser-like headers for state-changing calls from our own pages. */
export const SAME_ORIGIN = { origin: TEST_BASE_URL, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** Signs in and returns the Cookie header to send on later requests. */
export async function signIn(testApp: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await testApp.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: SAME_ORIGIN,
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed with ${response.status}: ${await response.text()}`);
  return cookieHeader(response);
}

export function cookieHeader(response: Response, previous = ''): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const index = pair!.indexOf('=');
    jar.set(pair!.slice(0, index), pair!.slice(index + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Response bodies in tests are checked field by field, so they are read untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readJson = (response: Response): Promise<any> => response.json();

/** A JSON call from our own pages, with the session cookie. */
export function callApi(testApp: TestApp, path: string, options: { method?: string; cookie?: string; body?: unknown } = {}) {
  return testApp.app.request(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { ...SAME_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}
