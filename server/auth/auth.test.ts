import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SAME_ORIGIN, TEST_BASE_URL, TEST_SECRET, type TestApp, cookieHeader, createTestApp, readJson, seedTestDemo, signIn } from '../../tests/factories/app';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { createLogger } from '../http/logger';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { type SmtpSink, codeIn, startSmtpSink } from '../../tests/setup/smtp';

describeWithDb('sign-in and codes: limits, non-enumeration, disabled accounts', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = createTestApp(db().sql, { smtpUrl: smtp.url });
    await seedTestDemo(t, db().sql);
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    await db().sql`delete from auth_attempts`;
  });

  const post = (path: string, body: unknown) => t.app.request(`/api/auth${path}`, { method: 'POST', headers: SAME_ORIGIN, body: JSON.stringify(body) });
  const signInWith = (email: string, password: string) => post('/sign-in/email', { email, password });
  /** As the Node server sees a request from `address` (app.request() alone has no socket). */
  const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const signInFrom = (email: string, password: string, address: string, cookie?: string) =>
    t.app.request(
      '/api/auth/sign-in/email',
      { method: 'POST', headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ email, password }) },
      fromSocket(address),
    );
  const requestReset = (email: string) => post('/email-otp/request-password-reset', { email });

  it('refuses sign-in and code requests posted from another site (CSRF)', async () => {
    const foreign = { ...SAME_ORIGIN, origin: 'https://evil.example' };
    const signInFromElsewhere = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: foreign,
      body: JSON.stringify({ email: 'salarie@acme.example', password: 'Demo2026!' }),
    });
    expect(signInFromElsewhere.status).toBe(403);
    expect(signInFromElsewhere.headers.getSetCookie()).toEqual([]);
    const codeFromElsewhere = await t.app.request('/api/v1/registrations/resend', { method: 'POST', headers: foreign, body: JSON.stringify({ email: 'x@acme.example' }) });
    expect((await readJson(codeFromElsewhere)).error.code).toBe('CSRF_INVALID');
  });

  it('sets session cookies HttpOnly and SameSite=Lax (and Secure behind https)', async () => {
    const response = await signInWith('rh@acme.example', 'Demo2026!');
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('solidaire.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const secure = createTestApp(db().sql, { baseUrl: 'https://solidaire.example' });
    const overHttps = await secure.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, origin: 'https://solidaire.example' },
      body: JSON.stringify({ email: 'rh@acme.example', password: 'Demo2026!' }),
    });
    expect(overHttps.headers.getSetCookie().find((value) => value.includes('session_token='))).toMatch(/; Secure/i);
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const unknown = await signInWith('personne@acme.example', 'Demo2026!');
    const wrong = await signInWith('salarie@acme.example', 'Mauvais2026');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [(await readJson(unknown)).error, (await readJson(wrong)).error];
    expect({ code: a.code, message: a.message }).toEqual({ code: b.code, message: b.message });
    expect(a.code).toBe('INVALID_CREDENTIALS');
  });

  /** Ages every recorded failure, as if `seconds` had passed. */
  const wait = (seconds: number) => db().sql`update auth_attempts set created_at = created_at - make_interval(secs => ${seconds})`;
  const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

  it('slows an address after 5 failed sign-ins with a growing wait it states, the same for unknown addresses', async () => {
    const answers = [];
    for (const email of ['salarie@acme.example', 'personne@acme.example']) {
      for (let i = 0; i < 5; i++) expect((await signInWith(email, 'Mauvais2026')).status).toBe(401);
      const slowed = await signInWith(email, 'Demo2026!');
      expect(slowed.status).toBe(429);
      expect(retryAfter(slowed)).toBeGreaterThan(50);
      expect(retryAfter(slowed)).toBeLessThanOrEqual(60);
      const { error, details } = await readJson(slowed);
      expect(error).toMatchObject({ code: 'SIGN_IN_THROTTLED', message: 'Trop de tentatives de connexion. Réessayez dans 1 min, ou réinitialisez votre mot de passe.' });
      expect(details.retryAfterSeconds).toBe(retryAfter(slowed));
      answers.push({ status: slowed.status, error: { code: error.code, message: error.message } });
    }
    // The answers never tell an address with an account from one without.
    expect(answers[0]).toEqual(answers[1]);

    // The wait doubles with each new failure (2 minutes after the 6th)...
    await wait(61);
    expect((await signInWith('personne@acme.example', 'Mauvais2026')).status).toBe(401);
    const longer = await signInWith('personne@acme.example', 'Mauvais2026');
    expect(retryAfter(longer)).toBeGreaterThan(110);
    expect(retryAfter(longer)).toBeLessThanOrEqual(120);
    expect((await readJson(longer)).error.message).toContain('Réessayez dans 2 min');
    // ...and ends: the right password then works, never a lockout.
    await wait(121);
    await signIn(t, 'salarie@acme.example');
    // Other addresses are not affected.
    await signIn(t, 'rh@acme.example');
  });

  it("never keeps an account's owner out from the browser they signed in with before", async () => {
    const owner = cookieHeader(await signInFrom('rh@acme.example', 'Demo2026!', '198.51.100.20'));
    expect(owner).toContain('solidaire.known_device=');
    // Someone else hammers the address from elsewhere.
    for (let i = 0; i < 5; i++) expect((await signInFrom('rh@acme.example', 'Mauvais2026', '203.0.113.7')).status).toBe(401);
    expect((await signInFrom('rh@acme.example', 'Mauvais2026', '203.0.113.7')).status).toBe(429);
    // The owner's browser signs in at once, with the right password...
    expect((await signInFrom('rh@acme.example', 'Demo2026!', '198.51.100.20', owner)).status).toBe(200);
    // ...which does not forgive the others: a browser that never signed in to it still waits, right password or not.
    expect((await signInFrom('rh@acme.example', 'Demo2026!', '198.51.100.21')).status).toBe(429);
    // The cookie is bound to its address: it does not help with another one, nor does a forged one.
    for (let i = 0; i < 5; i++) await signInFrom('salarie@acme.example', 'Mauvais2026', '203.0.113.7');
    expect((await signInFrom('salarie@acme.example', 'Demo2026!', '198.51.100.20', owner)).status).toBe(429);
    const forged = owner.replace(/solidaire\.known_device=([0-9a-f]{32})\.[^;]+/, 'solidaire.known_device=$1.AAAA');
    expect((await signInFrom('rh@acme.example', 'Demo2026!', '198.51.100.20', forged)).status).toBe(429);
    // The owner's browser has limits of its own: 5 failures, then it waits too.
    for (let i = 0; i < 5; i++) expect((await signInFrom('rh@acme.example', 'Mauvais2026', '198.51.100.20', owner)).status).toBe(401);
    expect((await signInFrom('rh@acme.example', 'Demo2026!', '198.51.100.20', owner)).status).toBe(429);
  });

  it('throttles one client trying many addresses (password spraying), not the other clients', async () => {
    const sprayer = '203.0.113.50';
    // A colleague behind the same address signed in from their browser before.
    const colleague = cookieHeader(await signInFrom('ambassadeur@acme.example', 'Demo2026!', sprayer));
    const known = ['admin@example.org', 'rh@acme.example', 'ambassadeur@acme.example', 'salarie@acme.example', 'salarie@globex.example'];
    const tried = Array.from({ length: 25 }, (_, i) => (i % 5 === 0 ? known[i / 5]! : `personne${i}@acme.example`));
    const statuses = [];
    for (const email of tried) statuses.push((await signInFrom(email, 'Printemps2026', sprayer)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    const throttled = await signInFrom('rh@acme.example', 'Demo2026!', sprayer);
    expect(throttled.status).toBe(429);
    expect(retryAfter(throttled)).toBeGreaterThan(3500);
    expect((await readJson(throttled)).error).toMatchObject({ code: 'SIGN_IN_THROTTLED', message: expect.stringContaining('Réessayez dans 60 min') });
    // The colleague's known browser is not held by its network's quota; other clients are not affected.
    expect((await signInFrom('ambassadeur@acme.example', 'Demo2026!', sprayer, colleague)).status).toBe(200);
    expect((await signInFrom('rh@acme.example', 'Demo2026!', '198.51.100.30')).status).toBe(200);
    // An IPv6 client is counted by its /64.
    for (let i = 0; i < 20; i++) await signInFrom(`v6-${i}@acme.example`, 'Printemps2026', `2001:db8:1:2::${i + 1}`);
    expect((await signInFrom('rh@acme.example', 'Demo2026!', '2001:db8:1:2:ffff::9')).status).toBe(429);
    // An hour later, the client may try again.
    await wait(3601);
    expect((await signInFrom('rh@acme.example', 'Demo2026!', sprayer)).status).toBe(200);
  });

  it('takes the client address from the socket, or from the header CLIENT_IP_HEADER names, never from one a client sends', async () => {
    const env = parseEnv({ BASE_URL: TEST_BASE_URL, NODE_ENV: 'test', CLIENT_IP_HEADER: 'X-Real-IP' });
    const behindProxy = createApp({ ...t, sql: db().sql, env, logger: createLogger('silent'), secret: TEST_SECRET });
    const attempt = (app: typeof t.app, email: string, headers: Record<string, string>, socket: string) =>
      app.request('/api/auth/sign-in/email', { method: 'POST', headers: { ...SAME_ORIGIN, ...headers }, body: JSON.stringify({ email, password: 'Printemps2026' }) }, fromSocket(socket));
    for (let i = 0; i < 20; i++) expect((await attempt(behindProxy, `proxied-${i}@acme.example`, { 'x-real-ip': '203.0.113.60' }, '127.0.0.1')).status).toBe(401);
    expect((await attempt(behindProxy, 'proxied-x@acme.example', { 'x-real-ip': '203.0.113.60' }, '127.0.0.1')).status).toBe(429);
    expect((await attempt(behindProxy, 'proxied-y@acme.example', { 'x-real-ip': '203.0.113.61' }, '127.0.0.1')).status).toBe(401);
    // Without CLIENT_IP_HEADER, the headers a client sends are not believed: the socket decides.
    const spoofed = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}`, 'x-solidaire-client-address': `198.51.100.${i}` });
    for (let i = 0; i < 20; i++) expect((await attempt(t.app, `direct-${i}@acme.example`, spoofed(i), '203.0.113.70')).status).toBe(401);
    expect((await attempt(t.app, 'direct-x@acme.example', spoofed(99), '203.0.113.70')).status).toBe(429);
  });

  it('ends the wait once the password is reset by code', async () => {
    const email = 'asso@amis-du-quartier.example';
    for (let i = 0; i < 5; i++) await signInWith(email, 'Mauvais2026');
    expect((await signInWith(email, 'Demo2026!')).status).toBe(429);
    const since = Date.now();
    await requestReset(email);
    const code = codeIn(await smtp.waitFor(email, { since }));
    expect((await post('/email-otp/reset-password', { email, otp: code, password: 'Nouveau2026' })).status).toBe(200);
    await signIn(t, email, 'Nouveau2026');
  });

  it('forgets failed attempts after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await signInWith('salarie@acme.example', 'Mauvais2026');
    await signIn(t, 'salarie@acme.example');
    for (let i = 0; i < 4; i++) expect((await signInWith('salarie@acme.example', 'Mauvais2026')).status).toBe(401);
  });

  it('sends a 6-digit reset code in French, and says so too soon after, whether or not the address exists', async () => {
    const since = Date.now();
    expect((await requestReset('salarie@acme.example')).status).toBe(200);
    const mail = await smtp.waitFor('salarie@acme.example', { since });
    expect(mail.subject).toBe('Votre code pour réinitialiser votre mot de passe Solidaire');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('Bonjour,');

    for (const email of ['salarie@acme.example', 'inconnu@acme.example']) {
      if (email === 'inconnu@acme.example') expect((await requestReset(email)).status).toBe(200);
      const again = await requestReset(email);
      expect(again.status).toBe(429);
      expect((await readJson(again)).error).toMatchObject({ code: 'EMAIL_ALREADY_SENT', message: expect.stringContaining('courriers indésirables') });
    }
    expect(smtp.messages().some((m) => m.to.includes('inconnu@acme.example'))).toBe(false);
  });

  it('resets a password with the code, checks the rule, and refuses a code after 5 wrong tries', async () => {
    const since = Date.now();
    await requestReset('ambassadeur@acme.example');
    const code = codeIn(await smtp.waitFor('ambassadeur@acme.example', { since }));
    const reset = (otp: string, password = 'Nouveau2026') => post('/email-otp/reset-password', { email: 'ambassadeur@acme.example', otp, password });

    expect((await readJson(await reset(code, 'faible'))).error.code).toBe('PASSWORD_TOO_WEAK');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await readJson(await reset(wrong))).error).toMatchObject({ code: 'INVALID_CODE', message: "Ce code n'est pas le bon. Vérifiez-le et réessayez." });
    expect((await reset(code)).status).toBe(200);
    await signIn(t, 'ambassadeur@acme.example', 'Nouveau2026');

    await db().sql`delete from auth_attempts`;
    const later = Date.now();
    await requestReset('ambassadeur@acme.example');
    const second = codeIn(await smtp.waitFor('ambassadeur@acme.example', { since: later }));
    const bad = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await reset(bad);
    expect((await readJson(await reset(second))).error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('writes mail in the recipient language', async () => {
    await db().sql`update users set lang = 'en' where email = 'rh@acme.example'`;
    const since = Date.now();
    await requestReset('rh@acme.example');
    const mail = await smtp.waitFor('rh@acme.example', { since });
    expect(mail.subject).toBe('Your code to reset your Solidaire password');
    const [stored] = await db().sql`select lang, transport, sent_at from outgoing_emails where to_address = 'rh@acme.example' order by id desc limit 1`;
    expect(stored).toMatchObject({ lang: 'en', transport: 'smtp', sent_at: expect.any(Date) });
  });

  it('refuses a session to a disabled account, without telling a wrong password apart', async () => {
    await db().sql`update users set state = 'disabled' where email = 'salarie@globex.example'`;
    const right = await signInWith('salarie@globex.example', 'Demo2026!');
    expect(right.status).toBe(403);
    expect((await readJson(right)).error.code).toBe('ACCOUNT_DISABLED');
    expect((await signInWith('salarie@globex.example', 'Mauvais2026')).status).toBe(401);
    const [sessions] = await db().sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = 'salarie@globex.example'`;
    expect(sessions!.n).toBe(0);
    await db().sql`update users set state = 'registered' where email = 'salarie@globex.example'`;
  });

  it('asks an unconfirmed account for its code only once the password is right', async () => {
    await db().sql`update users set email_verified = false where email = 'salarie@globex.example'`;
    expect((await signInWith('salarie@globex.example', 'Mauvais2026')).status).toBe(401);
    const right = await signInWith('salarie@globex.example', 'Demo2026!');
    expect(right.status).toBe(403);
    expect((await readJson(right)).error.code).toBe('EMAIL_NOT_VERIFIED');
    await db().sql`update users set email_verified = true where email = 'salarie@globex.example'`;
  });
});
