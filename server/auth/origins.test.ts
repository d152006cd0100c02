import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, readJson } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { createApp } from '../app';
import { type Env, parseEnv } from '../env';
import { createLogger } from '../http/logger';
import { createMailer } from '../mail/mailer';
import { seedDemo } from '../seed/seed';
import { createAuth } from './auth';

describe('trusted origins', () => {
  it('accepts every loopback name of the port without BASE_URL, outside production', () => {
    expect(parseEnv({}).trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(parseEnv({ NODE_ENV: 'test', PORT: '8080' }).trustedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
  });

  it('accepts only BASE_URL when it is set, and only localhost in production without it', () => {
    expect(parseEnv({ BASE_URL: 'https://solidaire.example/' }).trustedOrigins).toEqual(['https://solidaire.example']);
    expect(parseEnv({ BASE_URL: 'http://localhost:3000' }).trustedOrigins).toEqual(['http://localhost:3000']);
    expect(parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: TEST_SECRET }).trustedOrigins).toEqual(['http://localhost:3000']);
  });
});

describeWithDb('signing in from a loopback name other than BASE_URL', () => {
  const db = useTestDatabase();
  beforeAll(async () => {
    const auth = createAuth({ sql: db().sql, baseUrl: 'http://localhost:3000', secret: TEST_SECRET });
    await seedDemo(db().sql, auth);
  });

  /** The app as `npm start` builds it (server/boot.ts: better-auth knows the base URL only), with its logs kept. */
  function startApp(env: Env) {
    const lines: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ sql: db().sql, smtpUrl: undefined, from: env.mailFrom, logger });
    const auth = createAuth({ sql: db().sql, baseUrl: env.baseUrl, secret: TEST_SECRET, mailer, logger });
    const app = createApp({ sql: db().sql, auth, mailer, env, logger, secret: TEST_SECRET });
    const signInFrom = (origin: string) =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        // A cookie makes better-auth check the Origin too, as it does in a browser that has any.
        headers: { origin, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: 'solidaire.csrf=x' },
        body: JSON.stringify({ email: 'salarie@acme.example', password: 'Demo2026!' }),
      });
    const warnings = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.level === 'warn');
    return { app, signInFrom, warnings };
  }

  it('signs in at http://127.0.0.1:3000 and http://[::1]:3000 when BASE_URL is not set (development)', async () => {
    const { signInFrom, app, warnings } = startApp(parseEnv({ NODE_ENV: 'development' }));
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const response = await signInFrom(origin);
      expect(response.status, origin).toBe(200);
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('solidaire.session_token=')), origin).toBe(true);
    }
    // The same origins pass the API's own check.
    const api = await app.request('/api/v1/me/profile', { method: 'PUT', headers: { origin: 'http://127.0.0.1:3000', 'x-requested-with': 'XMLHttpRequest' } });
    expect((await readJson(api)).error.code).toBe('UNAUTHENTICATED');
    // Another port or another site is still refused.
    for (const origin of ['http://127.0.0.1:5173', 'https://evil.example']) {
      const refused = await signInFrom(origin);
      expect(refused.status, origin).toBe(403);
      expect((await readJson(refused)).error).toMatchObject({ code: 'CSRF_INVALID', message: 'Votre session de sécurité a expiré. Rechargez la page et réessayez.' });
    }
    expect(warnings()).toContainEqual(
      expect.objectContaining({ origin: 'https://evil.example', trustedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'], path: '/api/auth/sign-in/email' }),
    );
  });

  it('refuses them when BASE_URL names localhost, and logs which origin was refused and which are trusted', async () => {
    const { signInFrom, warnings } = startApp(parseEnv({ NODE_ENV: 'development', BASE_URL: 'http://localhost:3000' }));
    expect((await signInFrom('http://localhost:3000')).status).toBe(200);
    const refused = await signInFrom('http://127.0.0.1:3000');
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error.code).toBe('CSRF_INVALID');
    const [warning] = warnings();
    expect(warning).toMatchObject({ origin: 'http://127.0.0.1:3000', trustedOrigins: ['http://localhost:3000'], method: 'POST', path: '/api/auth/sign-in/email' });
    expect(warning!.msg).toContain('BASE_URL');
    expect(warning!.requestId).toEqual(expect.any(String));
  });
});
