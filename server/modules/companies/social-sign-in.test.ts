import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, SAME_ORIGIN, TEST_BASE_URL, cookieHeader, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { type EntraAccount, followProvider, startLoopbackEntraId } from '../../../tests/setup/loopback-entra-id';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { call } from '../quests/quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const AMBASSADOR = 'ambassadeur@acme.example';
const GLOBEX_EMPLOYEE = 'salarie@globex.example';
const PLATFORM_ADMIN = 'admin@example.org';
const SSO_ERROR = `${TEST_BASE_URL}/login/sso-error`;
const MICROSOFT = { clientId: 'solidaire-test', clientSecret: 'a-client-secret-for-the-loopback-provider' };

/**
 * Social sign-in per company (issue 21, decision 007). Microsoft is driven end to end against a real OpenID Connect
 * provider on loopback laid out as Entra ID (better-auth's `microsoft` provider takes an authority): start, the
 * provider's sign-in, the code exchanged over HTTP, the ID token, our rules at the callback, the session. Google's
 * endpoints are fixed in better-auth 1.7.5's `google` provider, so Google is tested up to the provider's address
 * and on its callback's refusals; its callback runs the same rules, keyed by provider id.
 */
describeWithDb('social sign-in (Google, Microsoft) per company', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let entra: Awaited<ReturnType<typeof startLoopbackEntraId>>;
  const cookies: Record<string, string> = {};

  const start = (provider: string, companySlug: unknown, extra: Record<string, unknown> = {}) =>
    t.app.request('/api/auth/sign-in/social', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: JSON.stringify({ provider, disableRedirect: true, additionalData: { companySlug }, ...extra }),
    });

  /** A browser's round trip: our start, the provider's pages, our callback; where it lands and the cookies it holds. */
  async function microsoftSignIn(companySlug: string, who: { account: EntraAccount } | { refuse: true }) {
    const started = await start('microsoft', companySlug);
    expect(started.status, await started.clone().text()).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const cookie = cookieHeader(started);
    entra.nextSignIn(who);
    const back = await followProvider(url, entra.authority);
    expect(back.origin).toBe(TEST_BASE_URL);
    const callback = await t.app.request(`${back.pathname}${back.search}`, { headers: { cookie } });
    expect(callback.status).toBe(302);
    return { location: new URL(callback.headers.get('location')!, TEST_BASE_URL), cookie: cookieHeader(callback, cookie) };
  }

  const sessionEmail = async (cookie: string) => {
    const response = await t.app.request('/api/auth/get-session', { headers: { cookie } });
    const body = (await response.json()) as { user?: { email: string } } | null;
    return body?.user?.email ?? null;
  };
  const accountsOf = (email: string) => db().sql<{ provider_id: string }[]>`
    select a.provider_id from accounts a join users u on u.id = a.user_id where u.email = ${email} order by a.provider_id`;
  const setSwitches = (email: string, slug: string, switches: { google: boolean; microsoft: boolean }) =>
    call(t, cookies[email], 'PUT', `/companies/${slug}/social-sign-in`, switches);

  beforeAll(async () => {
    entra = await startLoopbackEntraId({ ...MICROSOFT, redirectUri: `${TEST_BASE_URL}/api/auth/callback/microsoft` });
    const sql = db().sql;
    t = createTestApp(sql, {
      env: {
        MICROSOFT_CLIENT_ID: MICROSOFT.clientId,
        MICROSOFT_CLIENT_SECRET: MICROSOFT.clientSecret,
        MICROSOFT_TENANT_ID: entra.tenant,
        MICROSOFT_AUTHORITY: entra.authority,
        GOOGLE_CLIENT_ID: 'google-client-id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-client-secret',
      },
    });
    await seedTestDemo(t, sql);
    for (const email of [ADMIN, EMPLOYEE, GLOBEX_EMPLOYEE, PLATFORM_ADMIN]) cookies[email] = await signIn(t, email);
  });
  afterAll(async () => {
    await entra?.close();
  });

  describe('the company admins’ switches', () => {
    it('are off by default, saved by a company admin, refused to an employee and to another company’s people', async () => {
      const initial = await call(t, cookies[ADMIN], 'GET', '/companies/acme/social-sign-in');
      expect(initial.status).toBe(200);
      expect(initial.body).toEqual({
        providers: [
          { provider: 'google', enabled: false, configured: true },
          { provider: 'microsoft', enabled: false, configured: true },
        ],
      });
      const publicPage = await call(t, undefined, 'GET', '/companies/acme/public');
      expect(publicPage.body.company.socialSignIn).toEqual([]);

      const saved = await setSwitches(ADMIN, 'acme', { google: true, microsoft: true });
      expect(saved.status).toBe(200);
      expect(saved.body.providers.map((p: { enabled: boolean }) => p.enabled)).toEqual([true, true]);
      expect((await call(t, undefined, 'GET', '/companies/acme/public')).body.company.socialSignIn).toEqual(['google', 'microsoft']);

      expect((await setSwitches(EMPLOYEE, 'acme', { google: false, microsoft: false })).status).toBe(403);
      expect((await setSwitches(GLOBEX_EMPLOYEE, 'acme', { google: false, microsoft: false })).status).toBe(403);
      expect((await call(t, undefined, 'GET', '/companies/acme/social-sign-in')).status).toBe(401);
      const invalid = await setSwitches(ADMIN, 'acme', { google: 'oui', microsoft: true } as never);
      expect(invalid.status).toBe(400);
      expect((await call(t, cookies[ADMIN], 'GET', '/companies/acme/social-sign-in')).body.providers.map((p: { enabled: boolean }) => p.enabled)).toEqual([true, true]);
    });

    it('says a provider without credentials is unavailable, and its login pages do not offer it even when switched on', async () => {
      const bare = createTestApp(db().sql);
      const admin = await signIn(bare, ADMIN);
      const settings = await call(bare, admin, 'GET', '/companies/acme/social-sign-in');
      expect(settings.body.providers).toEqual([
        { provider: 'google', enabled: true, configured: false },
        { provider: 'microsoft', enabled: true, configured: false },
      ]);
      expect((await call(bare, undefined, 'GET', '/companies/acme/public')).body.company.socialSignIn).toEqual([]);
      const started = await bare.app.request('/api/auth/sign-in/social', {
        method: 'POST',
        headers: SAME_ORIGIN,
        body: JSON.stringify({ provider: 'google', disableRedirect: true, additionalData: { companySlug: 'acme' } }),
      });
      expect(started.status).toBe(403);
      expect((await readJson(started)).error.code).toBe('SOCIAL_SIGN_IN_UNAVAILABLE');
    });
  });

  describe('Microsoft (Entra ID), end to end against a loopback provider', () => {
    it('links a first sign-in to the employee’s account with the same verified address, lands on the company home, then signs in again', async () => {
      expect(await accountsOf(EMPLOYEE)).toEqual([{ provider_id: 'credential' }]);
      const first = await microsoftSignIn('acme', { account: { email: EMPLOYEE } });
      expect(first.location.pathname).toBe('/collaborateur/acme/accueil');
      expect(await sessionEmail(first.cookie)).toBe(EMPLOYEE);
      expect(await accountsOf(EMPLOYEE)).toEqual([{ provider_id: 'credential' }, { provider_id: 'microsoft' }]);
      expect(await db().sql`select 1 from users where email = ${EMPLOYEE}`).toHaveLength(1);

      const again = await microsoftSignIn('acme', { account: { email: EMPLOYEE } });
      expect(again.location.pathname).toBe('/collaborateur/acme/accueil');
      expect(await sessionEmail(again.cookie)).toBe(EMPLOYEE);
      expect(await accountsOf(EMPLOYEE)).toEqual([{ provider_id: 'credential' }, { provider_id: 'microsoft' }]);
    });

    it('lands on the company home whatever callback the page asked for', async () => {
      const started = await start('microsoft', 'acme', { callbackURL: '/admin', errorCallbackURL: '/ailleurs', newUserCallbackURL: '/nouveau' });
      const { url } = (await started.json()) as { url: string };
      const cookie = cookieHeader(started);
      entra.nextSignIn({ account: { email: EMPLOYEE } });
      const back = await followProvider(url, entra.authority);
      const callback = await t.app.request(`${back.pathname}${back.search}`, { headers: { cookie } });
      expect(new URL(callback.headers.get('location')!, TEST_BASE_URL).pathname).toBe('/collaborateur/acme/accueil');
    });

    it('refuses another company’s employee on the SSO error screen: no link, no session', async () => {
      const refused = await microsoftSignIn('acme', { account: { email: GLOBEX_EMPLOYEE } });
      expect(`${refused.location.origin}${refused.location.pathname}`).toBe(SSO_ERROR);
      expect(refused.location.searchParams.get('error')).toBe('SOCIAL_SIGN_IN_NOT_EMPLOYEE');
      expect(await sessionEmail(refused.cookie)).toBeNull();
      expect(await accountsOf(GLOBEX_EMPLOYEE)).toEqual([{ provider_id: 'credential' }]);
    });

    it('creates no employee for an unknown address, even in the company’s own domain (no JIT)', async () => {
      const refused = await microsoftSignIn('acme', { account: { email: 'nouvelle.recrue@acme.example' } });
      expect(`${refused.location.origin}${refused.location.pathname}`).toBe(SSO_ERROR);
      expect(refused.location.searchParams.get('error')).toBe('SOCIAL_SIGN_IN_NOT_EMPLOYEE');
      expect(await db().sql`select 1 from users where email = 'nouvelle.recrue@acme.example'`).toHaveLength(0);
      expect(await sessionEmail(refused.cookie)).toBeNull();
    });

    it('does not link an address the provider has not verified', async () => {
      const refused = await microsoftSignIn('acme', { account: { email: AMBASSADOR, emailVerified: false } });
      expect(`${refused.location.origin}${refused.location.pathname}`).toBe(SSO_ERROR);
      expect(await accountsOf(AMBASSADOR)).toEqual([{ provider_id: 'credential' }]);
      expect(await sessionEmail(refused.cookie)).toBeNull();
    });

    it('ends on the SSO error screen when the person declines at the provider', async () => {
      const refused = await microsoftSignIn('acme', { refuse: true });
      expect(`${refused.location.origin}${refused.location.pathname}`).toBe(SSO_ERROR);
      expect(refused.location.searchParams.get('error')).toBe('access_denied');
      expect(await sessionEmail(refused.cookie)).toBeNull();
    });

    it('never lets a linked account into a company that has not switched the provider on, nor into one it does not belong to', async () => {
      // Globex has not switched Microsoft on: the flow does not start.
      const notStarted = await start('microsoft', 'globex');
      expect(notStarted.status).toBe(403);
      expect((await readJson(notStarted)).error.code).toBe('SOCIAL_SIGN_IN_UNAVAILABLE');
      // Once it has, Acme's employee (whose Microsoft account is linked) is still not one of Globex's.
      expect((await setSwitches(PLATFORM_ADMIN, 'globex', { google: false, microsoft: true })).status).toBe(200);
      const refused = await microsoftSignIn('globex', { account: { email: EMPLOYEE } });
      expect(`${refused.location.origin}${refused.location.pathname}`).toBe(SSO_ERROR);
      expect(refused.location.searchParams.get('error')).toBe('SOCIAL_SIGN_IN_NOT_EMPLOYEE');
      expect(await sessionEmail(refused.cookie)).toBeNull();
      await setSwitches(PLATFORM_ADMIN, 'globex', { google: false, microsoft: false });
    });

    it('refuses at the callback when the company switched the provider off during the round trip', async () => {
      const started = await start('microsoft', 'acme');
      const { url } = (await started.json()) as { url: string };
      const cookie = cookieHeader(started);
      await setSwitches(ADMIN, 'acme', { google: true, microsoft: false });
      entra.nextSignIn({ account: { email: EMPLOYEE } });
      const back = await followProvider(url, entra.authority);
      const callback = await t.app.request(`${back.pathname}${back.search}`, { headers: { cookie } });
      const location = new URL(callback.headers.get('location')!, TEST_BASE_URL);
      expect(`${location.origin}${location.pathname}`).toBe(SSO_ERROR);
      expect(location.searchParams.get('error')).toBe('SOCIAL_SIGN_IN_UNAVAILABLE');
      expect(await sessionEmail(cookieHeader(callback, cookie))).toBeNull();
      await setSwitches(ADMIN, 'acme', { google: true, microsoft: true });
    });
  });

  describe('starting a flow', () => {
    it.each([
      ['an unknown company', 'microsoft', 'nope'],
      ['no company', 'microsoft', undefined],
      ['a provider the product does not offer', 'github', 'acme'],
    ])('refuses %s before any redirect', async (_case, provider, slug) => {
      const refused = await start(provider, slug);
      expect(refused.status).toBe(403);
      expect((await readJson(refused)).error).toMatchObject({ code: 'SOCIAL_SIGN_IN_UNAVAILABLE', message: expect.any(String) });
    });

    it('refuses a sign-in with a bare ID token (no company, no redirect)', async () => {
      const refused = await start('google', 'acme', { idToken: { token: 'x.y.z' } });
      expect(refused.status).toBe(403);
    });
  });

  describe('Google', () => {
    it('starts at Google with the platform’s client, PKCE and a state, for a company that switched it on', async () => {
      const started = await start('google', 'acme');
      expect(started.status).toBe(200);
      const url = new URL(((await started.json()) as { url: string }).url);
      expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(url.searchParams.get('client_id')).toBe('google-client-id.apps.googleusercontent.com');
      expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_BASE_URL}/api/auth/callback/google`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('state')).toBeTruthy();
    });

    it('ends the provider’s refusal and a callback without state on the SSO error screen, never a JSON page', async () => {
      const started = await start('google', 'acme');
      const state = new URL(((await started.json()) as { url: string }).url).searchParams.get('state')!;
      const denied = await t.app.request(`/api/auth/callback/google?error=access_denied&state=${encodeURIComponent(state)}`, { headers: { cookie: cookieHeader(started) } });
      expect(denied.status).toBe(302);
      const location = new URL(denied.headers.get('location')!, TEST_BASE_URL);
      expect(`${location.origin}${location.pathname}`).toBe(SSO_ERROR);
      expect(location.searchParams.get('error')).toBe('access_denied');

      const stateless = await t.app.request('/api/auth/callback/google?code=abc');
      expect(stateless.status).toBe(302);
      expect(stateless.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/login\/sso-error\?error=state_not_found/);
    });
  });
});
