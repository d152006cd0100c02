import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_BASE_URL, type TestApp, callApi, cookieHeader, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, createTimeslot, newId } from './engagements.fixtures';

describeWithDb('admin pages of applications', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let admin: string;
  let volunteerId: string;
  let engagementId: string;
  let dateId: number;
  let missionId: number;

  async function postForm(path: string, cookie: string) {
    const csrf = await t.app.request('/api/v1/csrf', { headers: { cookie } });
    return t.app.request(path, {
      method: 'POST',
      headers: { origin: TEST_BASE_URL, cookie: cookieHeader(csrf, cookie), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: (await readJson(csrf)).token }).toString(),
    });
  }

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    admin = await signIn(t, 'admin@example.org');
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    volunteerId = await createEmployee(db().sql, { email: 'benevole-admin@acme.example', company: 'acme', passwordHash: hash, managerEmail: 'n1@acme.example' });
    await db().sql`update company_members set sso_id = 'AC-7777' where user_id = ${volunteerId}`;
    const volunteer = await signIn(t, 'benevole-admin@acme.example');
    missionId = await createMission(db().sql);
    const slot = await createTimeslot(db().sql, missionId, { inDays: 8 });
    engagementId = newId();
    const applied = await callApi(t, '/api/v1/companies/acme/engagements', {
      method: 'POST',
      cookie: volunteer,
      body: { engagementId, missionId, timeslotIds: [slot], timeType: 'work', acknowledgeInsufficientCredit: true },
    });
    expect(applied.status).toBe(200);
    dateId = (await db().sql<{ id: number }[]>`select id from engagement_timeslots where engagement_id = ${engagementId}`)[0]!.id;

    // The platform admin decides the date as the company's admins would (spec §6), then the referent confirms.
    expect((await callApi(t, `/api/v1/companies/acme/engagement-timeslots/${dateId}/validate`, { method: 'POST', cookie: admin, body: {} })).status).toBe(200);
    const referent = await signIn(t, 'asso@amis-du-quartier.example');
    expect((await callApi(t, `/api/v1/associations/amis-du-quartier/engagements/${engagementId}/confirm`, { method: 'POST', cookie: referent, body: {} })).status).toBe(200);

    // As the volunteer, the admin writes to the association.
    const taken = await postForm(`/impersonate/take/${volunteerId}`, admin);
    expect(taken.status).toBe(303);
    const impersonating = cookieHeader(taken, admin);
    expect((await callApi(t, `/api/v1/companies/acme/engagements/${engagementId}/messages`, { method: 'POST', cookie: impersonating, body: { body: 'Bonjour !' } })).status).toBe(200);
    expect((await postForm('/impersonate/leave', impersonating)).status).toBe(303);
    // Something else the admin did, which is not about this application.
    await callApi(t, '/api/v1/companies/acme/settings/identity', { method: 'PUT', cookie: admin, body: { name: 'Acme', logo: null } });
  });

  it('shows an application whole: volunteer, mission, organisations, dates, history and messages', async () => {
    const response = await t.app.request(`/api/v1/admin/engagements/${engagementId}`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await readJson(response);
    expect(body.engagement).toMatchObject({ id: engagementId, state: 'validated', timeType: 'work', cancelReason: null, createdAt: expect.any(String) });
    expect(body.volunteer).toEqual({ id: volunteerId, fullName: 'Test benevole-admin', email: 'benevole-admin@acme.example', state: 'registered', ssoId: 'AC-7777' });
    expect(body.mission).toMatchObject({ id: missionId, state: 'published', publisherType: 'PUBLISHER_TYPE_ASSOCIATION' });
    expect(body.company).toEqual({ slug: 'acme', name: 'Acme' });
    expect(body.association).toEqual({ slug: 'amis-du-quartier', name: 'Les Amis du Quartier' });
    expect(body.dates).toEqual([
      expect.objectContaining({ id: dateId, state: 'validated', validatorType: 'company_admin', validatedBy: 'Alice Admin', decidedAt: expect.any(String), reviewStatus: 'to_validate' }),
    ]);
    expect(body.history.map((step: { action: string; toState: string; actor: { fullName: string } | null; dateId: number | null }) => [step.action, step.toState, step.actor?.fullName ?? null, step.dateId])).toEqual([
      ['apply', 'created', 'Test benevole-admin', null],
      ['timeslot_validate', 'created', 'Alice Admin', dateId],
      ['confirm', 'validated', 'Amina Diallo', null],
    ]);
    expect(body.messagesCount).toBe(1);
    expect(body.impersonationRefusal).toBeNull();
  });

  it('shows what administrators did on it and on its dates, newest first, and nothing else', async () => {
    const body = await readJson(await t.app.request(`/api/v1/admin/engagements/${engagementId}/actions`, { headers: { cookie: admin } }));
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.actions.map((action: { path: string; status: number; impersonation: unknown; resource: unknown }) => [action.path, action.status, action.impersonation, action.resource])).toEqual([
      [`/api/v1/companies/acme/engagements/${engagementId}/messages`, 200, { id: expect.any(Number), target: { id: volunteerId, fullName: 'Test benevole-admin' } }, { type: 'engagement', id: engagementId }],
      [`/api/v1/companies/acme/engagement-timeslots/${dateId}/validate`, 200, null, { type: 'engagement_date', id: String(dateId) }],
    ]);
  });

  it("lists a user's applications on their page, newest first", async () => {
    const body = await readJson(await t.app.request(`/api/v1/admin/users/${volunteerId}/engagements`, { headers: { cookie: admin } }));
    expect(body).toEqual({
      engagements: [
        {
          id: engagementId,
          state: 'validated',
          createdAt: expect.any(String),
          mission: { id: missionId, title: expect.any(String) },
          company: { slug: 'acme', name: 'Acme' },
          association: { slug: 'amis-du-quartier', name: 'Les Amis du Quartier' },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    const beyond = await readJson(await t.app.request(`/api/v1/admin/users/${volunteerId}/engagements?page=2`, { headers: { cookie: admin } }));
    expect(beyond).toMatchObject({ engagements: [], total: 1, page: 2 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/engagements/${unknown}`, '/engagements/pas-un-id', `/engagements/${unknown}/actions`, `/users/${unknown}/engagements`, '/users/pas-un-id/engagements']) {
      const response = await t.app.request(`/api/v1/admin${path}`, { headers: { cookie: admin } });
      expect(response.status, path).toBe(404);
    }
  });

  it('is refused to everyone but platform admins', async () => {
    for (const email of ['rh@acme.example', 'asso@amis-du-quartier.example', 'benevole-admin@acme.example']) {
      const cookie = await signIn(t, email);
      const response = await t.app.request(`/api/v1/admin/engagements/${engagementId}`, { headers: { cookie } });
      expect(response.status, email).toBe(403);
    }
    expect((await t.app.request(`/api/v1/admin/engagements/${engagementId}`)).status).toBe(401);
  });
});
