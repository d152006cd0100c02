import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../shared/errors';
import { SAME_ORIGIN, TEST_BASE_URL, TEST_SECRET, readJson, seedTestDemo } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { createLogger } from '../http/logger';
import { createMailer } from '../mail/mailer';
import { createAuth } from './auth';

/** The app with its logs kept, one parsed JSON object per line, down to debug. */
function appWithLogs(sql: Parameters<typeof createAuth>[0]['sql']) {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  const env = parseEnv({ BASE_URL: TEST_BASE_URL, NODE_ENV: 'test' });
  const mailer = createMailer({ sql, smtpUrl: undefined, from: env.mailFrom, logger });
  const auth = createAuth({ sql, baseUrl: env.baseUrl, secret: TEST_SECRET, mailer, logger });
  const app = createApp({ sql, auth, mailer, env, logger, secret: TEST_SECRET });
  return { app, auth, lines };
}

/** Words of better-auth's, better-call's and zod's English messages. */
const ENGLISH = /\b(invalid|unauthorized|expected|required|received|must|failed|not found|too many|error|body|request|field)\b/i;

// The endpoints the client posts to, and the other ones a body reaches.
const ENDPOINTS = [
  '/sign-in/email',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/change-password',
  '/email-otp/send-verification-otp',
  '/email-otp/verify-email',
  '/email-otp/check-verification-otp',
  '/sign-in/email-otp',
  '/forget-password/email-otp',
  '/sign-up/email',
];
const NUL = '\u0000';
const BAD_BODIES: { name: string; body: string; contentType?: string }[] = [
  { name: 'invalid JSON', body: '{"email": "salarie@acme.example",' },
  { name: 'empty body', body: '' },
  { name: 'null', body: 'null' },
  { name: 'an array', body: '[1, 2]' },
  { name: 'a string', body: '"salarie@acme.example"' },
  { name: 'missing fields', body: '{}' },
  { name: 'invalid email', body: JSON.stringify({ email: 'salarie.acme.example', password: 'Demo2026!', otp: '123456', type: 'email-verification' }) },
  { name: 'wrong types', body: JSON.stringify({ email: 12, password: true, otp: 123456, newPassword: ['x'], currentPassword: {}, type: 7 }) },
  { name: 'NUL in email', body: JSON.stringify({ email: `salarie${NUL}@acme.example`, password: 'Demo2026!', otp: '123456', type: 'forget-password' }) },
  {
    name: 'NUL in passwords and code',
    body: JSON.stringify({ email: 'salarie@acme.example', password: `Demo${NUL}2026!`, newPassword: `Neuf${NUL}2026A`, currentPassword: `x${NUL}`, otp: `12${NUL}456`, type: 'forget-password' }),
  },
  { name: 'NUL in a key', body: `{"email": "salarie@acme.example", "pass${NUL}word": "x"}` },
  { name: 'a form instead of JSON', body: 'email=salarie%40acme.example&password=x', contentType: 'application/x-www-form-urlencoded' },
  { name: 'text instead of JSON', body: 'salarie@acme.example', contentType: 'text/plain' },
];

describeWithDb('/api/auth answers bad input in French, in the envelope, never 5xx', () => {
  const db = useTestDatabase();
  let t: ReturnType<typeof appWithLogs>;
  let consoleCalls: unknown[][];

  beforeAll(async () => {
    t = appWithLogs(db().sql);
    await seedTestDemo({ auth: t.auth } as Parameters<typeof seedTestDemo>[0], db().sql);
  });
  beforeEach(async () => {
    await db().sql`delete from auth_attempts`;
    t.lines.length = 0;
    consoleCalls = [];
    for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleCalls.push(args));
    }
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => vi.restoreAllMocks());

  const send = (path: string, body: string, contentType = 'application/json') =>
    t.app.request(`/api/auth${path}`, { method: 'POST', headers: { ...SAME_ORIGIN, 'content-type': contentType }, body });

  it.each(BAD_BODIES)('$name', async ({ body, contentType }) => {
    for (const path of ENDPOINTS) {
      const response = await send(path, body, contentType);
      const where = `${path} ${body}`;
      expect(response.status, where).toBeGreaterThanOrEqual(400);
      expect(response.status, where).toBeLessThan(500);
      expect(response.headers.get('content-type'), where).toContain('application/json');
      const { error } = await readJson(response);
      expect(ERROR_CODES, where).toContain(error.code);
      expect(error.requestId, where).toEqual(expect.any(String));
      expect(error.message, where).not.toMatch(ENGLISH);
      for (const [field, messages] of Object.entries((error.fields ?? {}) as Record<string, string[]>)) {
        for (const message of messages) expect(message, `${where} ${field}`).not.toMatch(ENGLISH);
      }
    }
    // better-auth printed nothing of its own (no coloured lines between ours).
    expect(consoleCalls).toEqual([]);
  });

  it('names the field: an invalid address under fields.email, a control character under its field', async () => {
    const invalid = await readJson(await send('/sign-in/email', JSON.stringify({ email: 'salarie.acme.example', password: 'Demo2026!' })));
    expect(invalid.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Certains champs ne sont pas correctement remplis.',
      fields: { email: ["« salarie.acme.example » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr."] },
    });
    const missing = await readJson(await send('/email-otp/reset-password', JSON.stringify({ email: 'salarie@acme.example', password: 'Nouveau2026' })));
    expect(missing.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { otp: ['Ce champ est obligatoire.'] } });
    const nul = await readJson(await send('/sign-in/email', JSON.stringify({ email: 'salarie@acme.example', password: `Demo${NUL}2026!` })));
    expect(nul.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: [expect.stringContaining('caractère invisible')] } });
  });

  it('answers in French without a session, for a path that does not exist, and for a body too large', async () => {
    const anonymous = await send('/change-password', JSON.stringify({ currentPassword: 'Demo2026!', newPassword: 'Nouveau2026' }));
    expect(anonymous.status).toBe(401);
    expect((await readJson(anonymous)).error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Vous devez être connecté pour continuer.' });
    const unknown = await send('/nowhere', '{}');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error).toMatchObject({ code: 'NOT_FOUND', message: "L'élément demandé est introuvable." });
    const large = await send('/sign-in/email', JSON.stringify({ email: 'salarie@acme.example', password: 'x'.repeat(20_000) }));
    expect(large.status).toBe(413);
    expect((await readJson(large)).error.message).not.toMatch(ENGLISH);
  });

  it("logs better-auth's expected events through our logger, without colour, below warn", async () => {
    await send('/sign-in/email', JSON.stringify({ email: 'salarie@acme.example', password: 'Mauvais2026' }));
    await send('/sign-in/email', JSON.stringify({ email: 'personne@acme.example', password: 'Mauvais2026' }));
    await send('/sign-in/email', '{not json');
    for (let i = 0; i < 5; i++) await send('/sign-in/email', JSON.stringify({ email: 'rh@acme.example', password: 'Mauvais2026' }));
    expect((await send('/sign-in/email', JSON.stringify({ email: 'rh@acme.example', password: 'Demo2026!' }))).status).toBe(429);

    expect(consoleCalls).toEqual([]);
    const output = t.lines.join('');
    expect(output).not.toContain('\u001b[');
    const entries = t.lines.map((line) => JSON.parse(line) as { level: string; msg: string; source?: string });
    expect(entries.filter((entry) => entry.level === 'error' || entry.level === 'warn' || entry.level === 'fatal')).toEqual([]);
    const fromAuth = entries.filter((entry) => entry.source === 'better-auth');
    expect(fromAuth).toContainEqual(expect.objectContaining({ level: 'debug', msg: 'Invalid password' }));
    expect(fromAuth).toContainEqual(expect.objectContaining({ level: 'debug', msg: 'User not found' }));
    expect(fromAuth).toContainEqual(expect.objectContaining({ level: 'debug', status: 400, code: 'BAD_REQUEST' }));
    expect(fromAuth).toContainEqual(expect.objectContaining({ level: 'debug', status: 429, code: 'SIGN_IN_THROTTLED' }));
  });

  it('logs a real fault at error through our logger, and answers the envelope', async () => {
    await db().sql`alter table auth_attempts rename to auth_attempts_away`;
    try {
      const response = await send('/sign-in/email', JSON.stringify({ email: 'salarie@acme.example', password: 'Mauvais2026' }));
      expect(response.status).toBe(500);
      expect((await readJson(response)).error).toMatchObject({ code: 'INTERNAL', message: 'Une erreur inattendue est survenue' });
    } finally {
      await db().sql`alter table auth_attempts_away rename to auth_attempts`;
    }
    expect(consoleCalls).toEqual([]);
    const errors = t.lines.map((line) => JSON.parse(line) as { level: string; msg: string; err?: { message?: string } }).filter((entry) => entry.level === 'error');
    expect(errors).toContainEqual(expect.objectContaining({ msg: 'unhandled error', err: expect.objectContaining({ message: expect.stringContaining('auth_attempts') }) }));
  });

  it('maps better-auth refusals of a URL it does not trust to French, and warns with what is trusted', async () => {
    const response = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: JSON.stringify({ email: 'salarie@acme.example', password: 'Demo2026!', callbackURL: 'https://evil.example/after' }),
    });
    expect(response.status).toBe(403);
    expect((await readJson(response)).error).toMatchObject({ code: 'FORBIDDEN', message: "Vous n'avez pas l'autorisation d'accéder à cette page" });
    const warning = t.lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.level === 'warn' && entry.source === 'better-auth');
    expect(warning).toMatchObject({ callbackURL: 'https://evil.example/after', trustedOrigins: expect.arrayContaining([TEST_BASE_URL]) });
    expect(consoleCalls).toEqual([]);
  });
});
