import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, cookieHeader, createTestApp, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { idOf } from '../engagements/engagements.fixtures';
import { call } from '../quests/quests.fixtures';
import { provisionedMember } from './sso.fixtures';

const ADMIN = 'rh@acme.example';
const CLIENT_ID = 'solidaire-acme';
const CLIENT_SECRET = 'un-secret-de-client-assez-long-pour-le-test';
const TEST_BASE_URL = 'http://localhost:3000';

/** What the identity provider knows of a person; the login form of the test names them by their address. */
const person = (email: string, extra: Record<string, string> = {}) => ({
  sub: `sub-${email}`,
  email,
  email_verified: true,
  name: 'Nina Sauvage',
  given_name: 'Nina',
  family_name: 'Sauvage',
  employee_number: 'M-5151',
  department: 'Agence Lyon',
  manager_email: 'Manager@Acme.example',
  ...extra,
});

/** A jar of the cookies one browser holds for one origin. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(index + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * OpenID Connect sign-in of Acme's employees through a real OpenID provider (node-oidc-provider, certified by the
 * OpenID Foundation) on a loopback port, driven as a browser would: our sign-in page redirects to its authorization
 * endpoint, the person logs in on its interaction page (finished here through the provider's interaction API, with
 * the consent given as a Grant), the provider sends the browser back to our callback with a code, which the server
 * exchanges at its token endpoint and checks (ID token signature against its JWKS, userinfo).
 */
describeWithDb('OpenID Connect single sign-on of a company', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let admin: string;
  let acme: number;
  let provider: Provider;
  let server: http.Server;
  let issuer: string;
  /** The people the provider knows, by address. */
  const accounts = new Map<string, Record<string, unknown>>();

  const callbackPath = () => `/api/auth/sso/callback/oidc-${acme}`;
  const settings = (extra: Record<string, unknown> = {}) => ({
    protocol: 'oidc',
    enabled: false,
    domains: 'acme.example',
    mapping: {},
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    ...extra,
  });

  /** The provider's own pages, plus its login page: `?login=<address>` is the person's answer to it. */
  async function identityProviderRequest(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    if (!url.pathname.startsWith('/interaction/')) return provider.callback()(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const email = url.searchParams.get('login') ?? '';
      if (!accounts.has(email)) {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'unknown account' }, { mergeWithLastSubmission: false });
        return;
      }
      const accountId = String(accounts.get(email)!.sub);
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  /** Opens one of our sign-in pages; returns the provider's authorization address and our cookies (state). */
  async function start(path: string, cookie?: string) {
    const response = await t.app.request(path, { headers: cookie ? { cookie } : {} });
    expect(response.status, await response.clone().text()).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${issuer}/auth`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ client_id: CLIENT_ID, response_type: 'code', code_challenge_method: 'S256', scope: 'openid email profile' });
    return { authorization: location, cookie: cookieHeader(response, cookie) };
  }

  /** The person logs in at the provider: returns the address it sends the browser back to (our callback). */
  async function loginAtProvider(authorization: URL, email: string): Promise<URL> {
    const jar = new Jar();
    let next = authorization.toString();
    for (let hop = 0; hop < 6; hop++) {
      const url = new URL(next);
      if (url.origin !== issuer) return url;
      if (url.pathname.startsWith('/interaction/')) url.searchParams.set('login', email);
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header } });
      jar.take(response);
      const location = response.headers.get('location');
      if (!location) throw new Error(`provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
      next = new URL(location, url).toString();
    }
    throw new Error('too many redirects at the provider');
  }

  /** Our callback, as the browser opens it with the cookies it holds for us. */
  async function callback(back: URL, cookie: string) {
    expect(back.origin + back.pathname).toBe(`${TEST_BASE_URL}${callbackPath()}`);
    const response = await t.app.request(back.pathname + back.search, { headers: { cookie } });
    const location = response.headers.get('location') ?? '';
    const session = response.headers.getSetCookie().some((entry) => entry.startsWith('solidaire.session_token=') && !/max-age=0/i.test(entry));
    return { status: response.status, location, session, cookie: cookieHeader(response, cookie) };
  }

  async function signInThroughProvider(email: string) {
    const { authorization, cookie } = await start('/oidc/acme/login');
    return callback(await loginAtProvider(authorization, email), cookie);
  }

  const userCount = async (email: string) => Number((await db().sql`select count(*)::int as n from users where lower(email) = ${email}`)[0]!.n);

  const refused = (answer: { status: number; location: string; session: boolean }) => {
    expect([302, 303]).toContain(answer.status);
    expect(answer.location).toMatch(/^(http:\/\/localhost:3000)?\/login\/sso-error\?/);
    expect(answer.session).toBe(false);
  };

  beforeAll(async () => {
    const sql = db().sql;
    server = http.createServer((req, res) => void identityProviderRequest(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    t = createTestApp(sql, { trustedOrigins: [issuer] });
    await seedTestDemo(t, sql);
    admin = await signIn(t, ADMIN);
    acme = await idOf(sql, 'companies', 'acme');

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${TEST_BASE_URL}${callbackPath()}`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'idp-test', use: 'sig', alg: 'RS256' }] as never },
      cookies: { keys: ['cle-de-signature-des-cookies-du-fournisseur'] },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name', 'employee_number', 'department', 'manager_email'],
      },
      features: { devInteractions: { enabled: false } },
      ttl: { AuthorizationCode: 60, Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      async findAccount(_ctx, id) {
        const claims = [...accounts.values()].find((account) => account.sub === id);
        return claims ? { accountId: id, claims: async () => ({ ...claims, sub: id }) } : undefined;
      },
    });
    for (const email of ['essai@acme.example', 'nina.sauvage@acme.example', 'salarie@acme.example', 'quelquun@ailleurs.example', 'rejeu@acme.example']) {
      accounts.set(email, person(email));
    }
    accounts.set('salarie@acme.example', person('salarie@acme.example', { employee_number: 'M-0007', given_name: 'Sam', family_name: 'Salarié' }));
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  describe('settings', () => {
    it('answers a missing secret and a wrong issuer on their fields', async () => {
      const noSecret = await call(t, admin, 'PUT', '/companies/acme/sso', settings({ clientSecret: undefined }));
      expect(noSecret.status).toBe(400);
      expect(Object.keys(noSecret.body.error.fields)).toEqual(['clientSecret']);

      // No discovery document there.
      const wrongPath = await call(t, admin, 'PUT', '/companies/acme/sso', settings({ issuer: `${issuer}/ailleurs` }));
      expect(wrongPath.status).toBe(400);
      expect(Object.keys(wrongPath.body.error.fields)).toEqual(['issuer']);

      // A private address nobody trusted: the server does not even read it.
      const untrusted = await call(t, admin, 'PUT', '/companies/acme/sso', settings({ issuer: 'http://10.255.255.1' }));
      expect(untrusted.status).toBe(400);
      expect(Object.keys(untrusted.body.error.fields)).toEqual(['issuer']);

      const nothing = await call(t, admin, 'GET', '/companies/acme/sso');
      expect(nothing.body.protocol).toBeNull();
    });

    it('never makes the server read a private address that nobody trusted, even in https (discovery, SAML metadata)', async () => {
      // A listener on loopback that counts who knocks: before any TLS, a read would show here.
      let knocks = 0;
      const listener = net.createServer((socket) => {
        knocks++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      const address = `https://127.0.0.1:${(listener.address() as AddressInfo).port}`;
      try {
        const discovery = await call(t, admin, 'PUT', '/companies/acme/sso', settings({ issuer: address }));
        expect(discovery.status).toBe(400);
        expect(Object.keys(discovery.body.error.fields)).toEqual(['issuer']);
        const metadata = await call(t, admin, 'PUT', '/companies/acme/sso', { protocol: 'saml', enabled: false, domains: 'acme.example', mapping: {}, metadataUrl: `${address}/metadata` });
        expect(metadata.status).toBe(400);
        expect(Object.keys(metadata.body.error.fields)).toEqual(['metadataUrl']);
        expect(knocks).toBe(0);
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    });

    it('saves the provider with the endpoints its discovery document gives, and keeps the secret out of answers', async () => {
      const saved = await call(t, admin, 'PUT', '/companies/acme/sso', settings());
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body).toMatchObject({
        protocol: 'oidc',
        enabled: false,
        domains: ['acme.example'],
        oidc: { issuer, clientId: CLIENT_ID, hasSecret: true, redirectUrl: `${TEST_BASE_URL}${callbackPath()}`, loginUrl: '/oidc/acme/login', testUrl: '/oidc/acme/login-test' },
        lastTest: null,
      });
      expect(saved.text).not.toContain(CLIENT_SECRET);
      const [row] = await db().sql<{ issuer: string; oidc_config: string }[]>`select issuer, oidc_config from sso_providers where provider_id = ${`oidc-${acme}`}`;
      expect(row!.issuer).toBe(issuer);
      expect(JSON.parse(row!.oidc_config)).toMatchObject({
        discoveryEndpoint: `${issuer}/.well-known/openid-configuration`,
        authorizationEndpoint: `${issuer}/auth`,
        tokenEndpoint: `${issuer}/token`,
        jwksEndpoint: `${issuer}/jwks`,
        userInfoEndpoint: `${issuer}/me`,
        tokenEndpointAuthentication: 'client_secret_basic',
      });
      // Saving again without the secret keeps it (the issuer written with its trailing slash is the same one).
      const again = await call(t, admin, 'PUT', '/companies/acme/sso', settings({ issuer: `${issuer}/`, clientSecret: undefined }));
      expect(again.status, again.text).toBe(200);
      expect(again.body.oidc.hasSecret).toBe(true);
    });
  });

  it('keeps employees out until the admin has tested the set-up, and refuses to enable it untested', async () => {
    const closed = await t.app.request('/oidc/acme/login');
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toBe('/login/sso-error?error=SSO_NOT_ENABLED');
    const enable = await call(t, admin, 'PUT', '/companies/acme/sso', settings({ enabled: true }));
    expect(enable.status).toBe(400);
    expect(Object.keys(enable.body.error.fields)).toEqual(['enabled']);
  });

  it('login test that fails: an address outside the domains, or a refusal at the provider, is recorded as failed for the admin', async () => {
    const outside = await start('/oidc/acme/login-test', admin);
    const first = await callback(await loginAtProvider(outside.authorization, 'quelquun@ailleurs.example'), outside.cookie);
    expect(first.location).toContain('/entreprise/acme/parametres?sso-test=1');
    expect(first.session).toBe(false);
    let read = await call(t, admin, 'GET', '/companies/acme/sso');
    expect(read.body.lastTest).toMatchObject({ succeeded: false, error: 'SSO_EMAIL_DOMAIN', profile: { email: 'quelquun@ailleurs.example' } });

    const unknown = await start('/oidc/acme/login-test', admin);
    const second = await callback(await loginAtProvider(unknown.authorization, 'inconnu@acme.example'), unknown.cookie);
    expect(second.location).toContain('/entreprise/acme/parametres?sso-test=1');
    read = await call(t, admin, 'GET', '/companies/acme/sso');
    expect(read.body.lastTest).toMatchObject({ succeeded: false, profile: null });
    expect(read.body.lastTest.error).toContain('access_denied');
    expect((await call(t, admin, 'PUT', '/companies/acme/sso', settings({ enabled: true, clientSecret: undefined }))).status).toBe(400);
  });

  it('login test: shows the admin what the provider sent, read through the mapping, and signs nobody in', async () => {
    const { authorization, cookie } = await start('/oidc/acme/login-test', admin);
    const answer = await callback(await loginAtProvider(authorization, 'essai@acme.example'), cookie);
    expect([302, 303]).toContain(answer.status);
    expect(answer.location).toContain('/entreprise/acme/parametres?sso-test=1');
    expect(answer.session).toBe(false);
    expect(await userCount('essai@acme.example')).toBe(0);
    const read = await call(t, admin, 'GET', '/companies/acme/sso');
    expect(read.body.lastTest).toMatchObject({
      succeeded: true,
      error: null,
      profile: { email: 'essai@acme.example', firstName: 'Nina', lastName: 'Sauvage', ssoId: 'M-5151', entity: 'Agence Lyon', managerEmail: 'manager@acme.example' },
      attributes: { department: ['Agence Lyon'], employee_number: ['M-5151'], email: ['essai@acme.example'] },
    });
    const enabled = await call(t, admin, 'PUT', '/companies/acme/sso', settings({ enabled: true, clientSecret: undefined }));
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.body.enabled).toBe(true);
  });

  it('creates a new employee just in time, in the company and entity, with matricule and manager, and signs them in', async () => {
    const answer = await signInThroughProvider('nina.sauvage@acme.example');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/collaborateur/acme/accueil');
    expect(answer.session).toBe(true);
    expect(await provisionedMember(db().sql, acme, 'nina.sauvage@acme.example')).toEqual({
      state: 'registered',
      email_verified: true,
      first_name: 'Nina',
      last_name: 'Sauvage',
      role: 'COMPANY_COLLABORATOR',
      sso_id: 'M-5151',
      entity: 'Agence Lyon',
      manager_email: 'manager@acme.example',
    });
    const session = await call(t, answer.cookie, 'GET', '/session');
    expect(session.body.me.user).toMatchObject({ email: 'nina.sauvage@acme.example' });
  });

  it('signs an existing employee in to their own account, linked to the provider', async () => {
    const [before] = await db().sql<{ id: string }[]>`select id from users where email = 'salarie@acme.example'`;
    const answer = await signInThroughProvider('salarie@acme.example');
    expect(answer.location).toBe('/collaborateur/acme/accueil');
    expect(answer.session).toBe(true);
    const session = await call(t, answer.cookie, 'GET', '/session');
    expect(session.body.me.user.id).toBe(before!.id);
    const links = await db().sql`select account_id from accounts where user_id = ${before!.id} and provider_id = ${`oidc-${acme}`}`;
    expect(links).toEqual([{ account_id: 'sub-salarie@acme.example' }]);
    expect(await userCount('salarie@acme.example')).toBe(1);
  });

  describe('refuses, sends the person to the error screen and signs nobody in', () => {
    it('an address outside the company’s domains', async () => {
      const answer = await signInThroughProvider('quelquun@ailleurs.example');
      refused(answer);
      expect(answer.location).toContain('SSO_EMAIL_DOMAIN');
      expect(await userCount('quelquun@ailleurs.example')).toBe(0);
    });

    it('a callback whose state is not the one we sent', async () => {
      const { authorization, cookie } = await start('/oidc/acme/login');
      const back = await loginAtProvider(authorization, 'rejeu@acme.example');
      back.searchParams.set('state', 'un-etat-invente');
      refused(await callback(back, cookie));
      expect(await userCount('rejeu@acme.example')).toBe(0);
    });

    it('a callback without the state cookie of the browser that started the sign-in', async () => {
      const { authorization } = await start('/oidc/acme/login');
      const back = await loginAtProvider(authorization, 'rejeu@acme.example');
      refused(await callback(back, ''));
      expect(await userCount('rejeu@acme.example')).toBe(0);
    });

    it('a replayed callback, and its code under a new state', async () => {
      const { authorization, cookie } = await start('/oidc/acme/login');
      const back = await loginAtProvider(authorization, 'rejeu@acme.example');
      expect((await callback(back, cookie)).session).toBe(true);
      refused(await callback(back, cookie));

      const fresh = await start('/oidc/acme/login');
      const replay = new URL(back);
      replay.searchParams.set('state', fresh.authorization.searchParams.get('state')!);
      refused(await callback(replay, fresh.cookie));
    });

    it('a refusal at the provider', async () => {
      const { authorization, cookie } = await start('/oidc/acme/login');
      const back = await loginAtProvider(authorization, 'inconnu@acme.example');
      expect(back.searchParams.get('error')).toBe('access_denied');
      const answer = await callback(back, cookie);
      refused(answer);
      expect(await userCount('inconnu@acme.example')).toBe(0);
    });
  });

  it('is the company admins’ business: Globex’s admin neither reads, changes nor tests Acme’s set-up', async () => {
    // Globex's employee made its company admin (in this file's own database): an admin, of another company.
    const globex = await idOf(db().sql, 'companies', 'globex');
    await db().sql`update company_members set role = 'COMPANY_ADMIN' where company_id = ${globex} and user_id = (select id from users where email = 'salarie@globex.example')`;
    const other = await signIn(t, 'salarie@globex.example');
    expect((await call(t, other, 'GET', '/companies/globex/sso')).status).toBe(200);
    expect((await call(t, other, 'GET', '/companies/acme/sso')).status).toBe(403);
    expect((await call(t, other, 'PUT', '/companies/acme/sso', settings({ domains: 'globex.example' }))).status).toBe(403);
    expect((await call(t, other, 'DELETE', '/companies/acme/sso')).status).toBe(403);
    const test = await t.app.request('/oidc/acme/login-test', { headers: { cookie: other } });
    expect(test.headers.get('location')).toBe('/login/sso-error?error=FORBIDDEN');
  });
});
