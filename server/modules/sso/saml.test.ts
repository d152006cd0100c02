import fs from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, cookieHeader, createTestApp, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { idOf } from '../engagements/engagements.fixtures';
import { call } from '../quests/quests.fixtures';
import { type SamlIdp, readAuthnRequest, samlIdentityProvider, samlLoginResponse } from './saml-idp';
import { provisionedMember } from './sso.fixtures';

const ADMIN = 'rh@acme.example';
const GLOBEX_ADMIN_DOMAIN_USER = 'transfuge@acme.example';
const IDP_ORIGIN = 'http://idp.example.test';
const KEYS = {
  privateKey: fs.readFileSync(new URL('./demo-idp.key.pem', import.meta.url), 'utf8'),
  certificate: fs.readFileSync(new URL('./demo-idp.cert.pem', import.meta.url), 'utf8'),
};

/**
 * SAML 2.0 sign-in of Acme's employees through a real identity provider (samlify, the library the plugin verifies
 * with, signing with its own key), driven as a browser would: our sign-in page redirects to the IdP with an
 * AuthnRequest, the IdP posts its signed response to our assertion consumer service.
 */
describeWithDb('SAML single sign-on of a company', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let admin: string;
  let acme: number;
  let idp: SamlIdp;
  let spMetadata: string;

  const acs = () => `/api/auth/sso/saml2/sp/acs/saml-${acme}`;

  /** Opens a sign-in page; returns the AuthnRequest the IdP receives and the RelayState to send back. */
  async function start(path: string, cookie?: string) {
    const response = await t.app.request(path, { headers: cookie ? { cookie } : {} });
    expect(response.status, await response.clone().text()).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(IDP_ORIGIN);
    const request = readAuthnRequest(location.searchParams.get('SAMLRequest')!)!;
    return { requestId: request.id, issuer: request.issuer, relayState: location.searchParams.get('RelayState')! };
  }

  async function post(samlResponse: string, relayState: string) {
    const response = await t.app.request(acs(), {
      method: 'POST',
      headers: { origin: IDP_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
    });
    const location = response.headers.get('location') ?? '';
    const session = response.headers.getSetCookie().some((cookie) => cookie.startsWith('solidaire.session_token=') && !cookie.includes('Max-Age=0'));
    return { status: response.status, location, session, cookie: cookieHeader(response) };
  }

  const person = (email: string, extra: Record<string, string> = {}) => ({
    email,
    firstName: 'Nina',
    lastName: 'Sauvage',
    employeeNumber: 'M-4242',
    department: 'Agence Lyon',
    managerEmail: 'Manager@Acme.example',
    ...extra,
  });

  async function signInThroughIdp(email: string, options: Parameters<typeof samlLoginResponse>[2] extends infer I ? Partial<I> : never = {}) {
    const { requestId, relayState } = await start('/saml2/acme/login');
    const { samlResponse } = await samlLoginResponse(idp, spMetadata, { nameId: email, attributes: person(email), requestId, ...options });
    return post(samlResponse, relayState);
  }

  const userCount = async (email: string) => Number((await db().sql`select count(*)::int as n from users where lower(email) = ${email}`)[0]!.n);

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    admin = await signIn(t, ADMIN);
    acme = await idOf(sql, 'companies', 'acme');
    idp = samlIdentityProvider({ entityId: `${IDP_ORIGIN}/metadata`, ssoUrl: `${IDP_ORIGIN}/sso`, keys: KEYS });
    const saved = await call(t, admin, 'PUT', '/companies/acme/sso', {
      protocol: 'saml',
      enabled: false,
      domains: 'acme.example',
      mapping: {},
      metadataXml: idp.getMetadata(),
    });
    expect(saved.status, saved.text).toBe(200);
    const metadata = await t.app.request('/saml2/acme/metadata');
    spMetadata = await metadata.text();
    // An account of another company at Acme's domain: Acme's IdP must never open it.
    const globex = await idOf(sql, 'companies', 'globex');
    const [user] = await sql<{ id: string }[]>`
      insert into users (id, email, email_verified, name, state, created_at, updated_at)
      values (gen_random_uuid(), ${GLOBEX_ADMIN_DOMAIN_USER}, true, 'Transfuge', 'registered', now(), now()) returning id`;
    await sql`insert into company_members (company_id, user_id, role) values (${globex}, ${user!.id}, 'COMPANY_COLLABORATOR')`;
  });

  it('publishes our service provider metadata: entity id, assertion consumer service, signed assertions wanted', async () => {
    expect(spMetadata).toContain('entityID="http://localhost:3000/saml2/acme/metadata"');
    expect(spMetadata).toContain(`Location="http://localhost:3000${acs()}"`);
    expect(spMetadata).toMatch(/WantAssertionsSigned="true"/);
    const exported = await t.app.request('/saml2/acme/metadata/export');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="metadata-acme.xml"');
    expect(await exported.text()).toBe(spMetadata);
  });

  it('keeps employees out until the admin has tested the set-up, and refuses to enable it untested', async () => {
    const closed = await t.app.request('/saml2/acme/login');
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toBe('/login/sso-error?error=SSO_NOT_ENABLED');
    const enable = await call(t, admin, 'PUT', '/companies/acme/sso', { protocol: 'saml', enabled: true, domains: 'acme.example', mapping: {} });
    expect(enable.status).toBe(400);
    expect(enable.body.error.fields.enabled[0]).toBe('Testez la connexion avec succès avant de l’activer pour les collaborateurs.'.replace('’', "'"));
  });

  it('login test: shows the admin what the IdP sent, read through the mapping, and signs nobody in', async () => {
    const { requestId, relayState } = await start('/saml2/acme/login-test', admin);
    const { samlResponse } = await samlLoginResponse(idp, spMetadata, { nameId: 'essai@acme.example', attributes: person('essai@acme.example'), requestId });
    const answer = await post(samlResponse, relayState);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/entreprise/acme/parametres?sso-test=1#sso');
    expect(answer.session).toBe(false);
    expect(await userCount('essai@acme.example')).toBe(0);
    const settings = await call(t, admin, 'GET', '/companies/acme/sso');
    expect(settings.body.lastTest).toMatchObject({
      succeeded: true,
      profile: { email: 'essai@acme.example', firstName: 'Nina', lastName: 'Sauvage', ssoId: 'M-4242', entity: 'Agence Lyon', managerEmail: 'manager@acme.example' },
      attributes: { department: ['Agence Lyon'] },
    });
    const enabled = await call(t, admin, 'PUT', '/companies/acme/sso', { protocol: 'saml', enabled: true, domains: 'acme.example', mapping: {} });
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.body.enabled).toBe(true);
  });

  it('offers the company’s sign-in to an address of its domains once it is on (home realm discovery)', async () => {
    expect((await call(t, undefined, 'GET', '/sso/discover?email=Quelqu.Un@Acme.example')).body).toEqual({ path: '/saml2/acme/login' });
    expect((await call(t, undefined, 'GET', '/sso/discover?email=salarie@globex.example')).body).toEqual({ path: null });
    expect((await call(t, undefined, 'GET', '/sso/discover?email=pas-une-adresse')).status).toBe(400);
  });

  it('creates a new employee just in time, in the company and entity, with matricule and manager, and signs them in', async () => {
    const answer = await signInThroughIdp('nina.sauvage@acme.example');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/collaborateur/acme/accueil');
    expect(answer.session).toBe(true);
    expect(await provisionedMember(db().sql, acme, 'nina.sauvage@acme.example')).toEqual({
      state: 'registered',
      email_verified: true,
      first_name: 'Nina',
      last_name: 'Sauvage',
      role: 'COMPANY_COLLABORATOR',
      sso_id: 'M-4242',
      entity: 'Agence Lyon',
      manager_email: 'manager@acme.example',
    });
    const session = await call(t, answer.cookie, 'GET', '/session');
    expect(session.body.me.user).toMatchObject({ email: 'nina.sauvage@acme.example' });
  });

  it('signs an existing employee in to their own account', async () => {
    const [before] = await db().sql<{ id: string }[]>`select id from users where email = 'salarie@acme.example'`;
    const answer = await signInThroughIdp('salarie@acme.example', { attributes: person('salarie@acme.example', { employeeNumber: '' }) });
    expect(answer.location).toBe('/collaborateur/acme/accueil');
    const session = await call(t, answer.cookie, 'GET', '/session');
    expect(session.body.me.user.id).toBe(before!.id);
  });

  describe('refuses, sends the person to the error screen and creates nothing', () => {
    const refused = (answer: { status: number; location: string; session: boolean }) => {
      expect([302, 303]).toContain(answer.status);
      expect(answer.location).toMatch(/^(http:\/\/localhost:3000)?\/login\/sso-error\?/);
      expect(answer.session).toBe(false);
    };

    it('a replayed assertion', async () => {
      const { requestId, relayState } = await start('/saml2/acme/login');
      const { samlResponse } = await samlLoginResponse(idp, spMetadata, { nameId: 'rejeu@acme.example', attributes: person('rejeu@acme.example'), requestId });
      expect((await post(samlResponse, relayState)).session).toBe(true);
      const again = await post(samlResponse, relayState);
      refused(again);
    });

    it('an unsigned assertion', async () => {
      const { requestId, relayState } = await start('/saml2/acme/login');
      const { xml } = await samlLoginResponse(idp, spMetadata, { nameId: 'sans.signature@acme.example', attributes: person('sans.signature@acme.example'), requestId });
      const unsigned = xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
      expect(unsigned).not.toContain('Signature');
      refused(await post(Buffer.from(unsigned).toString('base64'), relayState));
      expect(await userCount('sans.signature@acme.example')).toBe(0);
    });

    it('a tampered assertion', async () => {
      const { requestId, relayState } = await start('/saml2/acme/login');
      const { xml } = await samlLoginResponse(idp, spMetadata, { nameId: 'honnete@acme.example', attributes: person('honnete@acme.example'), requestId });
      const tampered = xml.replaceAll('honnete@acme.example', 'rh@acme.example');
      refused(await post(Buffer.from(tampered).toString('base64'), relayState));
    });

    it('an assertion signed by another key', async () => {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const forger = samlIdentityProvider({
        entityId: `${IDP_ORIGIN}/metadata`,
        ssoUrl: `${IDP_ORIGIN}/sso`,
        keys: { privateKey: other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), certificate: KEYS.certificate },
      });
      const { requestId, relayState } = await start('/saml2/acme/login');
      const { samlResponse } = await samlLoginResponse(forger, spMetadata, { nameId: 'faussaire@acme.example', attributes: person('faussaire@acme.example'), requestId });
      refused(await post(samlResponse, relayState));
      expect(await userCount('faussaire@acme.example')).toBe(0);
    });

    it('an assertion for another audience', async () => {
      const { requestId, relayState } = await start('/saml2/acme/login');
      const { samlResponse } = await samlLoginResponse(idp, spMetadata, {
        nameId: 'audience@acme.example',
        attributes: person('audience@acme.example'),
        requestId,
        audience: 'http://localhost:3000/saml2/globex/metadata',
      });
      refused(await post(samlResponse, relayState));
      expect(await userCount('audience@acme.example')).toBe(0);
    });

    it('an expired assertion (beyond the allowed clock skew)', async () => {
      const { requestId, relayState } = await start('/saml2/acme/login');
      const { samlResponse } = await samlLoginResponse(idp, spMetadata, {
        nameId: 'expire@acme.example',
        attributes: person('expire@acme.example'),
        requestId,
        notBefore: new Date(Date.now() - 20 * 60_000),
        notOnOrAfter: new Date(Date.now() - 10 * 60_000),
      });
      refused(await post(samlResponse, relayState));
      expect(await userCount('expire@acme.example')).toBe(0);
    });

    it('an address outside the company’s domains', async () => {
      const answer = await signInThroughIdp('quelquun@ailleurs.example');
      refused(answer);
      expect(answer.location).toContain('SSO_EMAIL_DOMAIN');
      expect(await userCount('quelquun@ailleurs.example')).toBe(0);
    });

    it('the account of another company', async () => {
      const answer = await signInThroughIdp(GLOBEX_ADMIN_DOMAIN_USER);
      refused(answer);
      expect(answer.location).toContain('SSO_OTHER_ORGANISATION');
    });
  });

  it('is the company admins’ business: Globex’s admin neither reads nor changes Acme’s set-up; employees neither', async () => {
    const employee = await signIn(t, 'salarie@globex.example');
    expect((await call(t, employee, 'GET', '/companies/acme/sso')).status).toBe(403);
    expect((await call(t, employee, 'PUT', '/companies/acme/sso', { protocol: 'saml', enabled: false, domains: 'x.example', mapping: {} })).status).toBe(403);
    const anonymousTest = await t.app.request('/saml2/acme/login-test');
    expect(anonymousTest.headers.get('location')).toBe('/login?redirect-back=%2Fsaml2%2Facme%2Flogin-test');
  });

  it('answers bad settings field by field, in French', async () => {
    const bad = await call(t, admin, 'PUT', '/companies/acme/sso', { protocol: 'saml', enabled: false, domains: 'pas un domaine', mapping: {}, metadataXml: '<pas-des-metadonnees/>' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.domains[0]).toContain('n’est pas un domaine'.replace('’', "'"));
    const wrongXml = await call(t, admin, 'PUT', '/companies/acme/sso', { protocol: 'saml', enabled: false, domains: 'acme.example', mapping: {}, metadataXml: '<pas-des-metadonnees/>' });
    expect(wrongXml.body.error.fields.metadataXml[0]).toBe("Ces métadonnées ne décrivent pas un fournisseur d'identité SAML avec un certificat de signature.");
  });
});
