import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_BASE_URL, type TestApp, callApi, cookieHeader, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';

const NON_ADMINS = [
  'rh@acme.example',
  'ambassadeur@acme.example',
  'salarie@acme.example',
  'salarie@globex.example',
  'asso@amis-du-quartier.example',
  'benevole-asso@amis-du-quartier.example',
];

describeWithDb('admin users pages and impersonation', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let adminId: string;
  let employeeId: string;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    const users = await db().sql<{ id: string; email: string }[]>`select id, email from users`;
    adminId = users.find((u) => u.email === 'admin@example.org')!.id;
    employeeId = users.find((u) => u.email === 'salarie@acme.example')!.id;
  });

  const session = async (cookie: string) => (await readJson(await t.app.request('/api/v1/session', { headers: { cookie } }))).me;

  /** A CSRF token for classic forms, and the cookie that goes with it. */
  async function csrf(cookie: string): Promise<{ token: string; cookie: string }> {
    const response = await t.app.request('/api/v1/csrf', { headers: { cookie } });
    return { token: (await readJson(response)).token, cookie: cookieHeader(response, cookie) };
  }

  async function postForm(path: string, cookie: string, options: { token?: string; accept?: string; origin?: string } = {}) {
    const withCsrf = await csrf(cookie);
    return t.app.request(path, {
      method: 'POST',
      headers: {
        origin: options.origin ?? TEST_BASE_URL,
        cookie: withCsrf.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.accept ? { accept: options.accept } : {}),
      },
      body: new URLSearchParams({ _csrf: options.token ?? withCsrf.token }).toString(),
    });
  }

  describe('every admin API route', () => {
    const routes = () => [
      '/api/v1/admin/users',
      `/api/v1/admin/users/${employeeId}`,
      `/api/v1/admin/users/${employeeId}/actions`,
      `/api/v1/admin/users/${employeeId}/engagements`,
      '/api/v1/admin/engagements/00000000-0000-4000-8000-000000000000',
      '/api/v1/admin/engagements/00000000-0000-4000-8000-000000000000/actions',
      '/api/v1/admin/dashboard',
      '/api/v1/admin/missions',
      '/api/v1/admin/emails',
      '/api/v1/admin/unknown',
    ];

    it('answers 401 to visitors', async () => {
      for (const path of routes()) {
        const response = await t.app.request(path);
        expect(response.status, path).toBe(401);
        expect((await readJson(response)).error.code).toBe('UNAUTHENTICATED');
      }
    });

    it.each(NON_ADMINS)('answers 403 to %s', async (email) => {
      const cookie = await signIn(t, email);
      for (const path of routes()) {
        const response = await t.app.request(path, { headers: { cookie } });
        expect(response.status, path).toBe(403);
        expect((await readJson(response)).error).toMatchObject({ code: 'FORBIDDEN', message: "Vous n'avez pas l'autorisation d'accéder à cette page" });
      }
    });
  });

  describe('the users list and page', () => {
    let admin: string;
    beforeAll(async () => {
      admin = await signIn(t, 'admin@example.org');
    });

    it('lists every user, sorted by last name, with their organisations', async () => {
      const body = await readJson(await t.app.request('/api/v1/admin/users', { headers: { cookie: admin } }));
      // Issue 15 added Léa Garnier (Acme Services) and Gaëlle Roussel (groupe-demo's holding admin) to the demo.
      expect(body).toMatchObject({ total: 9, page: 1, pageSize: 20 });
      expect(body.users.map((u: { fullName: string }) => u.fullName)).toEqual([
        'Alice Admin',
        'Antoine Bernard',
        'Amina Diallo',
        'Léa Garnier',
        'Roxane Henry',
        'Bruno Lefèvre',
        'Camille Martin',
        'Gabriel Petit',
        'Gaëlle Roussel',
      ]);
      expect(body.users.find((u: { email: string }) => u.email === 'salarie@acme.example')).toEqual({
        id: employeeId,
        email: 'salarie@acme.example',
        fullName: 'Camille Martin',
        state: 'registered',
        isPlatformAdmin: false,
        createdAt: expect.any(String),
        organisations: ['Acme'],
      });
    });

    it('searches by a part of the name or of the e-mail address, and pages', async () => {
      const search = async (query: string) => readJson(await t.app.request(`/api/v1/admin/users?${query}`, { headers: { cookie: admin } }));
      expect((await search('q=salarie')).users.map((u: { email: string }) => u.email)).toEqual(['salarie@acme-services.example', 'salarie@acme.example', 'salarie@globex.example']);
      expect((await search('q=camille%20MARTIN')).users.map((u: { email: string }) => u.email)).toEqual(['salarie@acme.example']);
      expect((await search('q=Martin%20Camille')).total).toBe(1);
      expect((await search('q=%25')).total).toBe(0);
      const beyond = await search('page=2');
      expect(beyond).toMatchObject({ users: [], total: 9, page: 2 });
    });

    it('finds a user by a part of a matricule (SSO id), case and accents ignored', async () => {
      await db().sql`update company_members set sso_id = 'AC-0042' where user_id = ${employeeId}`;
      try {
        const search = async (query: string) => readJson(await t.app.request(`/api/v1/admin/users?${query}`, { headers: { cookie: admin } }));
        for (const q of ['AC-0042', 'ac-004', '0042']) {
          expect((await search(`q=${q}`)).users.map((u: { email: string }) => u.email), q).toEqual(['salarie@acme.example']);
        }
        expect((await search('q=gaelle')).users.map((u: { email: string }) => u.email)).toEqual(['groupe@acme.example']);
        expect((await search('q=AC-0043')).total).toBe(0);
        const page = await readJson(await t.app.request(`/api/v1/admin/users/${employeeId}`, { headers: { cookie: admin } }));
        expect(page.companies[0].ssoId).toBe('AC-0042');
      } finally {
        await db().sql`update company_members set sso_id = null where user_id = ${employeeId}`;
      }
    });

    it('filters by state and by the kind of organisation, and sorts by name or newest first', async () => {
      const emails = async (query: string) =>
        (await readJson(await t.app.request(`/api/v1/admin/users?${query}`, { headers: { cookie: admin } }))).users.map((u: { email: string }) => u.email);
      await db().sql`update users set state = 'disabled' where email = 'salarie@globex.example'`;
      await db().sql`update users set created_at = now() + interval '1 minute' where email = 'benevole-asso@amis-du-quartier.example'`;
      try {
        expect(await emails('state=disabled')).toEqual(['salarie@globex.example']);
        expect(await emails('q=salarie&state=registered')).toEqual(['salarie@acme-services.example', 'salarie@acme.example']);
        expect(await emails('organisation=association')).toEqual(['asso@amis-du-quartier.example', 'benevole-asso@amis-du-quartier.example']);
        expect(await emails('organisation=none')).toEqual(['admin@example.org']);
        expect((await emails('organisation=company')).length).toBe(6);
        expect((await emails('sort=created'))[0]).toBe('benevole-asso@amis-du-quartier.example');
        expect(await emails('sort=name')).toEqual(await emails(''));
        for (const query of ['state=perdu', 'organisation=club', 'sort=age']) {
          const response = await t.app.request(`/api/v1/admin/users?${query}`, { headers: { cookie: admin } });
          expect(response.status, query).toBe(400);
          expect((await readJson(response)).error.code).toBe('VALIDATION_FAILED');
        }
      } finally {
        await db().sql`update users set state = 'registered' where email = 'salarie@globex.example'`;
        await db().sql`update users set created_at = now() - interval '1 minute' where email = 'benevole-asso@amis-du-quartier.example'`;
      }
    });

    it("shows a user's identity, memberships and whether they can be impersonated", async () => {
      const body = await readJson(await t.app.request(`/api/v1/admin/users/${employeeId}`, { headers: { cookie: admin } }));
      expect(body.user).toMatchObject({ email: 'salarie@acme.example', fullName: 'Camille Martin', state: 'registered', isPlatformAdmin: false });
      expect(body.companies).toEqual([
        { id: expect.any(Number), slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR', entityName: null, managerEmail: 'manager@acme.example', ssoId: null },
      ]);
      expect(body.associations).toEqual([]);
      expect(body.impersonationRefusal).toBeNull();

      const self = await readJson(await t.app.request(`/api/v1/admin/users/${adminId}`, { headers: { cookie: admin } }));
      expect(self.impersonationRefusal).toBe('CANNOT_IMPERSONATE');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
        const response = await t.app.request(`/api/v1/admin/users/${id}`, { headers: { cookie: admin } });
        expect(response.status).toBe(404);
      }
    });
  });

  describe('impersonation', () => {
    const take = (userId: string) => `/impersonate/take/${userId}`;

    it.each(NON_ADMINS)('is refused to %s with CANNOT_IMPERSONATE', async (email) => {
      const cookie = await signIn(t, email);
      const target = email === 'salarie@acme.example' ? adminId : employeeId;
      const response = await postForm(take(target), cookie);
      expect(response.status).toBe(403);
      expect((await readJson(response)).error).toMatchObject({
        code: 'CANNOT_IMPERSONATE',
        message: 'Vous ne pouvez pas vous connecter en tant que cet utilisateur.',
      });
      expect((await session(cookie)).impersonatedBy).toBeNull();
    });

    it('sends a browser back to the confirmation page with the reason', async () => {
      const cookie = await signIn(t, 'rh@acme.example');
      const response = await postForm(take(employeeId), cookie, { accept: 'text/html,application/xhtml+xml' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/impersonate/take/${employeeId}?error=CANNOT_IMPERSONATE`);
    });

    it('is refused to visitors, and without a valid CSRF token or from another site', async () => {
      const visitor = await postForm(take(employeeId), '');
      expect(visitor.status).toBe(401);
      const visitorPage = await postForm(take(employeeId), '', { accept: 'text/html' });
      expect(visitorPage.headers.get('location')).toBe(`/login?redirect-back=${encodeURIComponent(`/impersonate/take/${employeeId}`)}`);

      const admin = await signIn(t, 'admin@example.org');
      for (const options of [{ token: 'faux' }, { origin: 'https://evil.example' }]) {
        const response = await postForm(take(employeeId), admin, options);
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(`/impersonate/take/${employeeId}?error=csrf`);
      }
      // A GET changes nothing: it is the SPA's confirmation page (no client in this app).
      expect((await t.app.request(take(employeeId), { headers: { cookie: admin } })).status).toBe(404);
      expect((await session(admin)).impersonatedBy).toBeNull();
      const [count] = await db().sql`select count(*)::int as n from impersonations`;
      expect(count!.n).toBe(0);
    });

    it('refuses another platform admin, a disabled user and an unknown one', async () => {
      const admin = await signIn(t, 'admin@example.org');
      const [other] = await db().sql<{ id: string }[]>`update users set role = 'admin' where email = 'ambassadeur@acme.example' returning id`;
      const [disabled] = await db().sql<{ id: string }[]>`update users set state = 'disabled' where email = 'salarie@globex.example' returning id`;
      try {
        for (const id of [other!.id, disabled!.id, adminId]) {
          const response = await postForm(take(id), admin);
          expect(response.status).toBe(403);
          expect((await readJson(response)).error.code).toBe('CANNOT_IMPERSONATE');
        }
        expect((await postForm(take('00000000-0000-4000-8000-000000000000'), admin)).status).toBe(404);
      } finally {
        await db().sql`update users set role = null where email = 'ambassadeur@acme.example'`;
        await db().sql`update users set state = 'registered' where email = 'salarie@globex.example'`;
      }
      const [count] = await db().sql`select count(*)::int as n from impersonations`;
      expect(count!.n).toBe(0);
    });

    it('keeps better-auth’s own impersonation endpoints closed (they would skip the audit)', async () => {
      const admin = await signIn(t, 'admin@example.org');
      const response = await callApi(t, '/api/auth/admin/impersonate-user', { cookie: admin, body: { userId: employeeId } });
      expect(response.status).toBe(404);
      expect((await session(admin)).impersonatedBy).toBeNull();
    });

    it('signs the admin in as the user, records what they change, and leaves back to the admin', async () => {
      const admin = await signIn(t, 'admin@example.org');

      const taken = await postForm(take(employeeId), admin);
      expect(taken.status).toBe(303);
      expect(taken.headers.get('location')).toBe('/collaborateur/acme/accueil');
      expect(taken.headers.get('cache-control')).toBe('no-store');
      const impersonating = cookieHeader(taken, admin);

      const me = await session(impersonating);
      expect(me.user).toMatchObject({ id: employeeId, email: 'salarie@acme.example' });
      expect(me.impersonatedBy).toBe(adminId);
      // The admin's own session is untouched.
      expect((await session(admin)).user.email).toBe('admin@example.org');

      const [record] = await db().sql`
        select i.admin_user_id, i.target_user_id, i.ended_at, s.user_id as session_user, s.impersonated_by
        from impersonations i join sessions s on s.id = i.session_id`;
      expect(record).toEqual({ admin_user_id: adminId, target_user_id: employeeId, ended_at: null, session_user: employeeId, impersonated_by: adminId });

      // Changes are recorded with their outcome; reads are not.
      const body = { firstName: 'Camille', lastName: 'Martin', jobTitle: 'Chargée de projet' };
      expect((await callApi(t, '/api/v1/me/profile', { method: 'PUT', cookie: impersonating, body })).status).toBe(200);
      expect((await callApi(t, '/api/v1/me/profile', { method: 'PUT', cookie: impersonating, body: { firstName: '' } })).status).toBe(400);
      expect((await callApi(t, '/api/v1/admin/users', { method: 'POST', cookie: impersonating, body: {} })).status).toBe(403);
      await t.app.request('/api/v1/session', { headers: { cookie: impersonating } });
      // The admin's own changes are not attributed to the impersonation.
      await callApi(t, '/api/v1/me/profile', { method: 'PUT', cookie: admin, body: { firstName: 'Alice', lastName: 'Admin' } });

      const actions = await db().sql`select method, path, status from admin_audit_log where impersonation_id is not null order by id`;
      expect(actions).toEqual([
        { method: 'PUT', path: '/api/v1/me/profile', status: 200 },
        { method: 'PUT', path: '/api/v1/me/profile', status: 400 },
        { method: 'POST', path: '/api/v1/admin/users', status: 403 },
      ]);

      // The admin page of the user tells the story, while it is under way.
      const during = await readJson(await t.app.request(`/api/v1/admin/users/${employeeId}`, { headers: { cookie: admin } }));
      expect(during.impersonations).toHaveLength(1);
      expect(during.impersonations[0]).toMatchObject({
        admin: { id: adminId, fullName: 'Alice Admin', email: 'admin@example.org' },
        target: { id: employeeId, fullName: 'Camille Martin' },
        endedAt: null,
        active: true,
      });
      expect(during.impersonations[0].actions.map((a: { status: number }) => a.status)).toEqual([200, 400, 403]);

      // Leaving: a GET is only the confirmation page; the POST switches back.
      const left = await postForm('/impersonate/leave', impersonating);
      expect(left.status).toBe(303);
      expect(left.headers.get('location')).toBe(`/admin/utilisateurs/${employeeId}`);
      const back = cookieHeader(left, impersonating);
      const restored = await session(back);
      expect(restored.user.email).toBe('admin@example.org');
      expect(restored.impersonatedBy).toBeNull();

      const [ended] = await db().sql`select ended_at, (select count(*)::int from sessions s where s.id = i.session_id) as sessions from impersonations i`;
      expect(ended!.ended_at).toBeInstanceOf(Date);
      expect(ended!.sessions).toBe(0);
      const after = await readJson(await t.app.request(`/api/v1/admin/users/${adminId}`, { headers: { cookie: back } }));
      expect(after.impersonations[0]).toMatchObject({ active: false, target: { email: 'salarie@acme.example' } });
      expect(after.impersonations[0].endedAt).toEqual(expect.any(String));

      // Leaving is the impersonation's last line; nothing more is attributed to it once left.
      await callApi(t, '/api/v1/me/profile', { method: 'PUT', cookie: back, body: { firstName: 'Alice', lastName: 'Admin' } });
      const recorded = await db().sql`select path, status from admin_audit_log where impersonation_id is not null order by id`;
      expect(recorded.map((row) => row.path)).toEqual(['/api/v1/me/profile', '/api/v1/me/profile', '/api/v1/admin/users', '/impersonate/leave']);
      expect(recorded[3]!.status).toBe(303);
    });

    it('leaving without impersonating goes home, and a visitor goes to sign in', async () => {
      const cookie = await signIn(t, 'salarie@acme.example');
      const response = await postForm('/impersonate/leave', cookie);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      expect((await postForm('/impersonate/leave', '')).headers.get('location')).toBe('/login');
      expect((await postForm('/impersonate/leave', cookie, { token: 'faux' })).headers.get('location')).toBe('/impersonate/leave?error=csrf');
    });
  });
});
