import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../tests/factories/app';
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

  it('locks an address after 5 failed sign-ins, even for the right password, and the same for unknown addresses', async () => {
    for (const email of ['salarie@acme.example', 'personne@acme.example']) {
      for (let i = 0; i < 5; i++) expect((await signInWith(email, 'Mauvais2026')).status).toBe(401);
      const locked = await signInWith(email, 'Demo2026!');
      expect(locked.status).toBe(429);
      expect((await readJson(locked)).error).toMatchObject({ code: 'RATE_LIMITED', message: 'Trop de tentatives. Patientez quelques minutes avant de réessayer.' });
    }
    // Other addresses are not affected.
    await signIn(t, 'rh@acme.example');
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
