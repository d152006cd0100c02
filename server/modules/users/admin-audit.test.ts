import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_BASE_URL, type TestApp, callApi, cookieHeader, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { userId } from '../engagements/engagements.fixtures';

interface AuditLine {
  admin_user_id: string;
  impersonation_id: number | null;
  method: string;
  path: string;
  resource_type: string | null;
  resource_id: string | null;
  status: number;
  created_at: Date;
}

describeWithDb('admin audit log', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let [adminId, employeeId, otherAdminId, admin] = ['', '', '', ''];

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    const ids = await Promise.all(['admin@example.org', 'salarie@acme.example', 'ambassadeur@acme.example'].map((email) => userId(db().sql, email)));
    [adminId, employeeId, otherAdminId] = ids as [string, string, string];
    admin = await signIn(t, 'admin@example.org');
  });

  beforeEach(async () => {
    await db().sql`delete from admin_audit_log`;
  });

  const lines = () => db().sql<AuditLine[]>`select * from admin_audit_log order by id`;

  async function postForm(path: string, cookie: string, accept?: string) {
    const csrf = await t.app.request('/api/v1/csrf', { headers: { cookie } });
    const token = (await readJson(csrf)).token;
    return t.app.request(path, {
      method: 'POST',
      headers: { origin: TEST_BASE_URL, cookie: cookieHeader(csrf, cookie), 'content-type': 'application/x-www-form-urlencoded', ...(accept ? { accept } : {}) },
      body: new URLSearchParams({ _csrf: token }).toString(),
    });
  }

  it('records a platform admin’s action: who, what, when, on what, its status, not impersonated', async () => {
    const before = new Date();
    const response = await callApi(t, '/api/v1/companies/acme/settings/identity', { method: 'PUT', cookie: admin, body: { name: 'Acme', logo: null } });
    expect(response.status).toBe(200);
    const [line, ...others] = await lines();
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      admin_user_id: adminId,
      impersonation_id: null,
      method: 'PUT',
      path: '/api/v1/companies/acme/settings/identity',
      resource_type: 'company',
      resource_id: 'acme',
      status: 200,
    });
    expect(line!.created_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(line!.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records a failed action with its status', async () => {
    expect((await callApi(t, '/api/v1/companies/acme/settings/identity', { method: 'PUT', cookie: admin, body: { name: ' ', logo: null } })).status).toBe(400);
    expect((await callApi(t, '/api/v1/admin/unknown', { method: 'POST', cookie: admin, body: {} })).status).toBe(404);
    expect((await callApi(t, `/api/v1/admin/users/${employeeId}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
    expect((await lines()).map((line) => [line.method, line.path, line.status, line.resource_type])).toEqual([
      ['PUT', '/api/v1/companies/acme/settings/identity', 400, 'company'],
      ['POST', '/api/v1/admin/unknown', 404, null],
      ['DELETE', `/api/v1/admin/users/${employeeId}`, 404, 'user'],
    ]);
  });

  it('records neither reads, nor the browser’s own reports, nor what other people do', async () => {
    await t.app.request('/api/v1/admin/users', { headers: { cookie: admin } });
    await t.app.request('/api/v1/admin/dashboard', { headers: { cookie: admin } });
    await callApi(t, '/api/v1/analytics/events', { method: 'POST', cookie: admin, body: { events: [] } });
    await callApi(t, '/api/v1/client-errors', { method: 'POST', cookie: admin, body: { message: 'x' } });
    const hr = await signIn(t, 'rh@acme.example');
    expect((await callApi(t, '/api/v1/companies/acme/settings/identity', { method: 'PUT', cookie: hr, body: { name: 'Acme', logo: null } })).status).toBe(200);
    expect((await callApi(t, '/api/v1/admin/unknown', { method: 'POST', cookie: hr, body: {} })).status).toBe(403);
    expect((await callApi(t, '/api/v1/me/profile', { method: 'PUT', body: {} })).status).toBe(401);
    expect(await lines()).toEqual([]);
  });

  it('records the start of an impersonation, what is done meanwhile under its id, and its end', async () => {
    const taken = await postForm(`/impersonate/take/${employeeId}`, admin);
    expect(taken.status).toBe(303);
    const impersonating = cookieHeader(taken, admin);
    const [impersonation] = await db().sql<{ id: number }[]>`select id from impersonations where session_id = (select id from sessions where user_id = ${employeeId} and impersonated_by is not null)`;

    const body = { firstName: 'Camille', lastName: 'Martin', jobTitle: null };
    expect((await callApi(t, '/api/v1/me/profile', { method: 'PUT', cookie: impersonating, body })).status).toBe(200);
    expect((await callApi(t, '/api/v1/companies/acme/engagements/00000000-0000-4000-8000-000000000000/cancel', { method: 'POST', cookie: impersonating, body: {} })).status).toBeGreaterThanOrEqual(400);
    const left = await postForm('/impersonate/leave', impersonating);
    expect(left.status).toBe(303);

    const recorded = await lines();
    expect(recorded.map((line) => ({ ...line, created_at: undefined }))).toEqual([
      { ...base(), impersonation_id: null, method: 'POST', path: `/impersonate/take/${employeeId}`, resource_type: 'user', resource_id: employeeId, status: 303 },
      { ...base(), impersonation_id: impersonation!.id, method: 'PUT', path: '/api/v1/me/profile', resource_type: null, resource_id: null, status: 200 },
      {
        ...base(),
        impersonation_id: impersonation!.id,
        method: 'POST',
        path: '/api/v1/companies/acme/engagements/00000000-0000-4000-8000-000000000000/cancel',
        resource_type: 'engagement',
        resource_id: '00000000-0000-4000-8000-000000000000',
        status: recorded[2]!.status,
      },
      { ...base(), impersonation_id: impersonation!.id, method: 'POST', path: '/impersonate/leave', resource_type: null, resource_id: null, status: 303 },
    ]);
    expect(recorded[2]!.status).toBeGreaterThanOrEqual(400);

    function base() {
      return { id: expect.any(Number), admin_user_id: adminId, created_at: undefined };
    }
  });

  it('records a refused impersonation with the refusal’s status, for an API caller and for a browser sent back to its page', async () => {
    await db().sql`update users set role = 'admin' where id = ${otherAdminId}`;
    try {
      expect((await postForm(`/impersonate/take/${otherAdminId}`, admin)).status).toBe(403);
      const page = await postForm(`/impersonate/take/${otherAdminId}`, admin, 'text/html');
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toContain('error=CANNOT_IMPERSONATE');
    } finally {
      await db().sql`update users set role = null where id = ${otherAdminId}`;
    }
    expect((await lines()).map((line) => [line.path, line.status, line.resource_id])).toEqual([
      [`/impersonate/take/${otherAdminId}`, 403, otherAdminId],
      [`/impersonate/take/${otherAdminId}`, 403, otherAdminId],
    ]);
  });

  describe('« Journal des actions » of an admin', () => {
    it('lists what they did, newest first, with whom they were and what it was about, by page', async () => {
      const taken = await postForm(`/impersonate/take/${employeeId}`, admin);
      const impersonating = cookieHeader(taken, admin);
      await callApi(t, '/api/v1/me/profile', { method: 'PUT', cookie: impersonating, body: { firstName: 'Camille', lastName: 'Martin', jobTitle: null } });
      await postForm('/impersonate/leave', impersonating);
      for (let index = 0; index < 21; index++) {
        await callApi(t, '/api/v1/companies/acme/settings/identity', { method: 'PUT', cookie: admin, body: { name: 'Acme', logo: null } });
      }

      const first = await readJson(await t.app.request(`/api/v1/admin/users/${adminId}/actions`, { headers: { cookie: admin } }));
      expect(first).toMatchObject({ total: 24, page: 1, pageSize: 20 });
      expect(first.actions).toHaveLength(20);
      expect(first.actions[0]).toMatchObject({
        admin: { id: adminId, fullName: 'Alice Admin', email: 'admin@example.org' },
        impersonation: null,
        method: 'PUT',
        path: '/api/v1/companies/acme/settings/identity',
        resource: { type: 'company', id: 'acme' },
        status: 200,
        createdAt: expect.any(String),
      });
      const last = await readJson(await t.app.request(`/api/v1/admin/users/${adminId}/actions?page=2`, { headers: { cookie: admin } }));
      expect(last.actions.map((action: { path: string; impersonation: unknown }) => [action.path, action.impersonation])).toEqual([
        ['/api/v1/companies/acme/settings/identity', null],
        ['/impersonate/leave', { id: expect.any(Number), target: { id: employeeId, fullName: 'Camille Martin' } }],
        ['/api/v1/me/profile', { id: expect.any(Number), target: { id: employeeId, fullName: 'Camille Martin' } }],
        [`/impersonate/take/${employeeId}`, null],
      ]);

      // Another user's journal is theirs (here: empty), and an unknown or malformed id is 404.
      expect(await readJson(await t.app.request(`/api/v1/admin/users/${employeeId}/actions`, { headers: { cookie: admin } }))).toEqual({ actions: [], total: 0, page: 1, pageSize: 20 });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
        expect((await t.app.request(`/api/v1/admin/users/${id}/actions`, { headers: { cookie: admin } })).status).toBe(404);
      }
    });
  });
});
