import { beforeAll, describe, expect, it } from 'vitest';
import { SCIM_ENTERPRISE_USER_SCHEMA, SCIM_PATCH_SCHEMA, SCIM_USER_SCHEMA } from '../../../shared/scim/scim.schema';
import { type TestApp, createTestApp, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { idOf } from '../engagements/engagements.fixtures';
import { call } from '../quests/quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const GLOBEX_EMPLOYEE = 'salarie@globex.example';

type Scim = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * SCIM 2.0 provisioning (issue 21) driven the way identity providers drive it: Okta's documented sequence (look the
 * user up by userName, create, read, replace with PUT, deactivate with a PATCH without path) and Microsoft Entra ID's
 * (look up, create, PATCH with capitalised ops, "False" as a string and attribute paths, then DELETE).
 */
describeWithDb('SCIM 2.0 provisioning of a company’s employees', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let acme: number;
  let globex: number;
  let acmeToken: string;
  let globexToken: string;

  const scim = async (token: string | null, method: string, path: string, body?: unknown, contentType = 'application/scim+json'): Promise<Scim> => {
    const response = await t.app.request(`/scim/v2${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': contentType, accept: 'application/scim+json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  const as = (email: string, method: string, path: string, body?: unknown) => call(t, cookies[email], method, path, body);

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    for (const email of [ADMIN, EMPLOYEE, GLOBEX_EMPLOYEE]) cookies[email] = await signIn(t, email);
    acme = await idOf(sql, 'companies', 'acme');
    globex = await idOf(sql, 'companies', 'globex');
    const created = await as(ADMIN, 'POST', '/companies/acme/scim-tokens', { name: 'Okta' });
    expect(created.status, created.text).toBe(201);
    acmeToken = created.body.token;
    const [platform] = await sql<{ id: string }[]>`select id from users where email = 'admin@example.org'`;
    const { createScimToken } = await import('./scim.service');
    globexToken = (await createScimToken(sql, globex, platform!.id, 'Entra ID')).token;
  });

  describe('tokens', () => {
    it('lets company admins create a token shown once and stored hashed, list and revoke it; employees cannot', async () => {
      const created = await as(ADMIN, 'POST', '/companies/acme/scim-tokens', { name: 'Entra ID' });
      expect(created.body).toMatchObject({ name: 'Entra ID', token: expect.stringMatching(/^scim_[A-Za-z0-9_-]{43}$/) });
      expect(created.body.prefix).toBe(created.body.token.slice(0, 11));
      const stored = await db().sql<{ token_hash: string }[]>`select token_hash from scim_tokens where id = ${created.body.id}`;
      expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(created.body.token);
      const list = await as(ADMIN, 'GET', '/companies/acme/scim-tokens');
      expect(JSON.stringify(list.body)).not.toContain(created.body.token);
      expect(list.body.tokens.find((token: { id: number }) => token.id === created.body.id)).toMatchObject({ name: 'Entra ID', revokedAt: null, createdBy: 'Roxane Henry' });

      expect((await scim(created.body.token, 'GET', `/${acme}/Users?count=1`)).status).toBe(200);
      expect((await as(ADMIN, 'POST', `/companies/acme/scim-tokens/${created.body.id}/revoke`)).status).toBe(204);
      const revoked = await scim(created.body.token, 'GET', `/${acme}/Users`);
      expect(revoked.status).toBe(401);
      expect(revoked.headers.get('www-authenticate')).toContain('Bearer');
      expect(revoked.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' });

      expect((await as(EMPLOYEE, 'POST', '/companies/acme/scim-tokens', { name: 'x' })).status).toBe(403);
      expect((await as(EMPLOYEE, 'GET', '/companies/acme/scim-tokens')).status).toBe(403);
      const empty = await as(ADMIN, 'POST', '/companies/acme/scim-tokens', { name: ' ' });
      expect(empty.status).toBe(400);
      expect(empty.body.error.fields.name).toEqual(['Ce champ est obligatoire.']);
    });

    it("refuses a token on another company's path, a made-up token and none: 401, nothing read", async () => {
      expect((await scim(acmeToken, 'GET', `/${globex}/Users`)).status).toBe(401);
      expect((await scim(globexToken, 'GET', `/${acme}/Users`)).status).toBe(401);
      expect((await scim(`scim_${'x'.repeat(43)}`, 'GET', `/${acme}/Users`)).status).toBe(401);
      expect((await scim(null, 'GET', `/${acme}/ServiceProviderConfig`)).status).toBe(401);
      // Another company's employee is not found through one's own token either.
      const [globexUser] = await db().sql<{ id: string }[]>`select id from users where email = ${GLOBEX_EMPLOYEE}`;
      expect((await scim(acmeToken, 'GET', `/${acme}/Users/${globexUser!.id}`)).status).toBe(404);
      expect((await scim(acmeToken, 'PATCH', `/${acme}/Users/${globexUser!.id}`, { schemas: [SCIM_PATCH_SCHEMA], Operations: [{ op: 'replace', path: 'active', value: false }] })).status).toBe(404);
      expect((await scim(acmeToken, 'DELETE', `/${acme}/Users/${globexUser!.id}`)).status).toBe(404);
      const listed = await scim(acmeToken, 'GET', `/${acme}/Users?filter=${encodeURIComponent(`userName eq "${GLOBEX_EMPLOYEE}"`)}`);
      expect(listed.body.totalResults).toBe(0);
    });
  });

  it('answers discovery: ServiceProviderConfig, Schemas and ResourceTypes', async () => {
    const config = await scim(acmeToken, 'GET', `/${acme}/ServiceProviderConfig`);
    expect(config.headers.get('content-type')).toBe('application/scim+json');
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true }, bulk: { supported: false } });
    expect((await scim(acmeToken, 'GET', `/${acme}/Schemas`)).body.Resources.map((schema: { id: string }) => schema.id)).toEqual([SCIM_USER_SCHEMA, SCIM_ENTERPRISE_USER_SCHEMA]);
    expect((await scim(acmeToken, 'GET', `/${acme}/ResourceTypes`)).body.Resources[0]).toMatchObject({ id: 'User', endpoint: '/Users' });
  });

  it('follows Okta’s sequence: lookup, create (invited by e-mail), read, PUT, deactivate (signed out), reactivate', async () => {
    const userName = 'Nadia.Okta@acme.example';
    const lookup = await scim(acmeToken, 'GET', `/${acme}/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`);
    expect(lookup.body).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1 });

    const created = await scim(acmeToken, 'POST', `/${acme}/Users`, {
      schemas: [SCIM_USER_SCHEMA, SCIM_ENTERPRISE_USER_SCHEMA],
      userName,
      name: { givenName: 'Nadia', familyName: 'Okta' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Nadia Okta',
      locale: 'fr-FR',
      externalId: '00u1okta',
      groups: [],
      password: 'ignored-1234',
      active: true,
      [SCIM_ENTERPRISE_USER_SCHEMA]: { employeeNumber: 'OK-1' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect(created.headers.get('location')).toBe(`http://localhost:3000/scim/v2/${acme}/Users/${id}`);
    expect(created.body).toMatchObject({
      userName: 'nadia.okta@acme.example',
      externalId: '00u1okta',
      name: { givenName: 'Nadia', familyName: 'Okta', formatted: 'Nadia Okta' },
      active: true,
      [SCIM_ENTERPRISE_USER_SCHEMA]: { employeeNumber: 'OK-1' },
      meta: { resourceType: 'User' },
    });
    // An employee of Acme now, invited to set up the account; the company's employees list has them.
    const [member] = await db().sql<{ role: string; state: string }[]>`
      select m.role, u.state from company_members m join users u on u.id = m.user_id where m.company_id = ${acme} and u.id = ${id}`;
    expect(member).toEqual({ role: 'COMPANY_COLLABORATOR', state: 'invited' });
    const mails = await db().sql<{ template: string }[]>`select template from outgoing_emails where to_address = 'nadia.okta@acme.example'`;
    expect(mails.map((mail) => mail.template)).toEqual(['invitation_company']);
    // A second create of the same address: uniqueness, nothing doubled.
    const again = await scim(acmeToken, 'POST', `/${acme}/Users`, { schemas: [SCIM_USER_SCHEMA], userName });
    expect(again.status).toBe(409);
    expect(again.body.scimType).toBe('uniqueness');

    expect((await scim(acmeToken, 'GET', `/${acme}/Users/${id}`)).body.userName).toBe('nadia.okta@acme.example');
    const found = await scim(acmeToken, 'GET', `/${acme}/Users?filter=${encodeURIComponent('userName eq "NADIA.OKTA@acme.example"')}`);
    expect(found.body.Resources.map((user: { id: string }) => user.id)).toEqual([id]);

    const replaced = await scim(acmeToken, 'PUT', `/${acme}/Users/${id}`, {
      schemas: [SCIM_USER_SCHEMA],
      id,
      userName,
      name: { givenName: 'Nadia', familyName: 'Okta-Durand' },
      externalId: '00u1okta',
      active: true,
    });
    expect(replaced.status).toBe(200);
    // A PUT replaces what the provider owns: no employee number in it, none kept.
    expect(replaced.body).toMatchObject({ name: { familyName: 'Okta-Durand' }, [SCIM_ENTERPRISE_USER_SCHEMA]: {} });

    // Sign the person in (as if they had set up their account), then deactivate: signed out, kept out.
    await db().sql`insert into sessions (id, token, user_id, expires_at, created_at, updated_at) values (gen_random_uuid(), 'scim-okta-session', ${id}, now() + interval '1 day', now(), now())`;
    const deactivated = await scim(acmeToken, 'PATCH', `/${acme}/Users/${id}`, { schemas: [SCIM_PATCH_SCHEMA], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(deactivated.body.active).toBe(false);
    expect(await db().sql`select 1 from sessions where user_id = ${id}`).toHaveLength(0);
    expect((await db().sql<{ state: string }[]>`select state from users where id = ${id}`)[0]!.state).toBe('disabled');
    const reactivated = await scim(acmeToken, 'PATCH', `/${acme}/Users/${id}`, { schemas: [SCIM_PATCH_SCHEMA], Operations: [{ op: 'replace', value: { active: true } }] });
    expect(reactivated.body.active).toBe(true);
    expect((await db().sql<{ state: string }[]>`select state from users where id = ${id}`)[0]!.state).toBe('invited');
  });

  it('follows Entra ID’s sequence: capitalised ops, "False" as a string, attribute paths, then DELETE (leaves the company)', async () => {
    const userName = 'leo.entra@globex.example';
    const created = await scim(globexToken, 'POST', `/${globex}/Users`, {
      schemas: [SCIM_USER_SCHEMA, SCIM_ENTERPRISE_USER_SCHEMA],
      externalId: 'leo.entra',
      userName,
      active: true,
      displayName: 'Léo Entra',
      emails: [{ primary: true, type: 'work', value: userName }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Léo Entra', familyName: 'Entra', givenName: 'Léo' },
      roles: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const byExternalId = await scim(globexToken, 'GET', `/${globex}/Users?filter=${encodeURIComponent('externalId eq "leo.entra"')}`);
    expect(byExternalId.body.Resources.map((user: { id: string }) => user.id)).toEqual([id]);

    const patched = await scim(globexToken, 'PATCH', `/${globex}/Users/${id}`, {
      schemas: [SCIM_PATCH_SCHEMA],
      Operations: [
        { op: 'Replace', path: 'name.familyName', value: 'Entra-Martin' },
        { op: 'Add', path: `${SCIM_ENTERPRISE_USER_SCHEMA}:employeeNumber`, value: 'EN-9' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: userName },
        { op: 'Replace', path: 'active', value: 'False' },
      ],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ active: false, name: { familyName: 'Entra-Martin' }, [SCIM_ENTERPRISE_USER_SCHEMA]: { employeeNumber: 'EN-9' } });

    expect((await scim(globexToken, 'DELETE', `/${globex}/Users/${id}`)).status).toBe(204);
    expect((await scim(globexToken, 'GET', `/${globex}/Users/${id}`)).status).toBe(404);
    expect(await db().sql`select 1 from company_members where user_id = ${id}`).toHaveLength(0);
    expect((await scim(globexToken, 'DELETE', `/${globex}/Users/${id}`)).status).toBe(404);
  });

  it('refuses bodies that are not SCIM, clashing ids and unknown filters, with RFC 7644 errors; nothing is created', async () => {
    const count = async () => (await db().sql<{ n: number }[]>`select count(*)::int as n from company_members where company_id = ${acme}`)[0]!.n;
    const before = await count();
    for (const [body, scimType] of [
      ['{not json', 'invalidSyntax'],
      [{ userName: 'no.schemas@acme.example' }, 'invalidValue'],
      [{ schemas: [SCIM_USER_SCHEMA] }, 'invalidValue'],
      [{ schemas: [SCIM_USER_SCHEMA], userName: 'x@acme.example', active: 'maybe' }, 'invalidValue'],
    ] as const) {
      const refused = await scim(acmeToken, 'POST', `/${acme}/Users`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '400', scimType });
    }
    // The demo employee's address is taken in Acme, and an external id is unique in the company.
    expect((await scim(acmeToken, 'POST', `/${acme}/Users`, { schemas: [SCIM_USER_SCHEMA], userName: EMPLOYEE })).status).toBe(409);
    const first = await scim(acmeToken, 'POST', `/${acme}/Users`, { schemas: [SCIM_USER_SCHEMA], userName: 'first.ext@acme.example', externalId: 'dup-1' });
    expect(first.status).toBe(201);
    const second = await scim(acmeToken, 'POST', `/${acme}/Users`, { schemas: [SCIM_USER_SCHEMA], userName: 'second.ext@acme.example', externalId: 'dup-1' });
    expect(second.status).toBe(409);
    expect(await count()).toBe(before + 1);
    const filter = await scim(acmeToken, 'GET', `/${acme}/Users?filter=${encodeURIComponent('emails co "acme"')}`);
    expect(filter.body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    const patch = await scim(acmeToken, 'PATCH', `/${acme}/Users/${first.body.id}`, { Operations: [{ op: 'replace', path: 'active', value: false }] });
    expect(patch.status).toBe(400);
    expect((await scim(acmeToken, 'GET', `/${acme}/Users/not-a-uuid`)).status).toBe(404);
    expect((await scim(acmeToken, 'GET', `/${acme}/Groups`)).status).toBe(404);
  });

  it('pages a list with startIndex and count', async () => {
    const all = await scim(acmeToken, 'GET', `/${acme}/Users?count=200`);
    const total = all.body.totalResults as number;
    expect(total).toBeGreaterThan(3);
    const second = await scim(acmeToken, 'GET', `/${acme}/Users?startIndex=2&count=2`);
    expect(second.body).toMatchObject({ totalResults: total, startIndex: 2, itemsPerPage: 2 });
    expect(second.body.Resources.map((user: { id: string }) => user.id)).toEqual(all.body.Resources.slice(1, 3).map((user: { id: string }) => user.id));
  });
});
