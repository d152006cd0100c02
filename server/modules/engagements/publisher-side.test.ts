import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, createTimeslot, idOf, newId, userId } from './engagements.fixtures';

/**
 * Applications to a mission a company published itself (spec §6: « Only the
 * mission's referent can manage an application. Others see it read-only. »):
 * its referent manages them from the company space, its admins when it has no
 * referent; nobody else, and no other tenant.
 */
describeWithDb('applications to a company-published mission: the referent of the publishing company manages them', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let hash: string;
  let employeeCount = 0;

  const ADMIN = 'rh@acme.example';
  const AMBASSADOR = 'ambassadeur@acme.example';
  const COLLABORATOR = 'salarie@acme.example';
  const ASSOCIATION_REFERENT = 'asso@amis-du-quartier.example';

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    hash = await (await t.auth.$context).password.hash('Demo2026!');
    for (const email of [ADMIN, AMBASSADOR, COLLABORATOR, ASSOCIATION_REFERENT]) cookies[email] = await signIn(t, email);
    await createEmployee(db().sql, { email: 'admin@globex.example', company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    cookies.globexAdmin = await signIn(t, 'admin@globex.example');
  });

  const base = (company: string, id: string) => `/companies/${company}/published-mission-engagements/${id}`;
  const post = (path: string, cookie: string | undefined, body?: unknown) => callApi(t, `/api/v1${path}`, { method: 'POST', cookie, body: body ?? {} });
  const get = (path: string, cookie: string | undefined) => callApi(t, `/api/v1${path}`, { cookie });
  const stateOf = async (id: string) => (await db().sql<{ state: string }[]>`select state from engagements where id = ${id}`)[0]!.state;

  /** A fresh acme employee applied to a new mission acme published, whose referent is `supervisorEmail`. */
  async function applied(supervisorEmail: string | null) {
    employeeCount += 1;
    const email = `pub-${employeeCount}@acme.example`;
    await createEmployee(db().sql, { email, company: 'acme', passwordHash: hash, managerEmail: null });
    cookies[email] = await signIn(t, email);
    const missionId = await createMission(db().sql, { publishedByCompany: 'acme', supervisorEmail, validatedBy: [] });
    const slot = await createTimeslot(db().sql, missionId, { places: 3 });
    const engagementId = newId();
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[email],
      body: { engagementId, missionId, timeslotIds: [slot], timeType: 'work', acknowledgeInsufficientCredit: true },
    });
    expect(response.status).toBe(200);
    return { email, missionId, slot, engagementId };
  }

  it('answers 401 without a session on every route', async () => {
    const id = newId();
    for (const path of ['confirm', 'finish', 'reopen', 'cancel', 'revert-cancel']) {
      expect((await post(`${base('acme', id)}/${path}`, undefined)).status, path).toBe(401);
    }
    expect((await get(base('acme', id), undefined)).status).toBe(401);
  });

  it('the referent (an ambassador) reads with the actions, confirms, finishes and reopens; history and credit follow', async () => {
    const { engagementId } = await applied(AMBASSADOR);
    const read = await readJson(await get(base('acme', engagementId), cookies[AMBASSADOR]));
    expect(read).toMatchObject({ id: engagementId, state: 'created', availableActions: ['confirm', 'cancel'] });

    const confirmed = await readJson(await post(`${base('acme', engagementId)}/confirm`, cookies[AMBASSADOR]));
    expect(confirmed).toMatchObject({ status: 'ok', engagement: { state: 'validated', availableActions: ['finish', 'cancel'] } });
    expect((await db().sql`select kind from credit_entries where engagement_id = ${engagementId}`)[0]).toEqual({ kind: 'confirmed' });

    const finished = await readJson(await post(`${base('acme', engagementId)}/finish`, cookies[AMBASSADOR]));
    expect(finished).toMatchObject({ status: 'ok', engagement: { state: 'finished' } });
    const reopened = await readJson(await post(`${base('acme', engagementId)}/reopen`, cookies[AMBASSADOR]));
    expect(reopened).toMatchObject({ status: 'ok', engagement: { state: 'validated' } });

    const history = await db().sql`select action, to_state, actor_user_id from engagement_history where engagement_id = ${engagementId} order by id`;
    const ambassadorId = await userId(db().sql, AMBASSADOR);
    expect(history.slice(1).map((row) => [row.action, row.to_state, row.actor_user_id])).toEqual([
      ['confirm', 'validated', ambassadorId],
      ['finish', 'finished', ambassadorId],
      ['reopen', 'validated', ambassadorId],
    ]);
  });

  it('the referent cancels with a reason (checked) and reverts the cancellation; the place follows', async () => {
    const { engagementId, slot } = await applied(AMBASSADOR);
    const missing = await post(`${base('acme', engagementId)}/cancel`, cookies[AMBASSADOR], { reason: 'other' });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).error.fields).toHaveProperty('otherReason');
    const canceled = await readJson(await post(`${base('acme', engagementId)}/cancel`, cookies[AMBASSADOR], { reason: 'other', otherReason: 'Annulé par l’entreprise' }));
    expect(canceled.engagement).toMatchObject({ state: 'canceled', cancelReason: 'other', otherReason: 'Annulé par l’entreprise', availableActions: ['revert_cancel'] });
    expect((await db().sql<{ taken: number }[]>`select taken from timeslots where id = ${slot}`)[0]!.taken).toBe(0);
    const reverted = await readJson(await post(`${base('acme', engagementId)}/revert-cancel`, cookies[AMBASSADOR]));
    expect(reverted.engagement).toMatchObject({ state: 'created' });
    expect((await db().sql<{ taken: number }[]>`select taken from timeslots where id = ${slot}`)[0]!.taken).toBe(1);
  });

  it('with a referent set, an admin of the company reads only (FORBIDDEN_NOT_REFERENT), and a collaborator gets nothing', async () => {
    const { engagementId, missionId } = await applied(AMBASSADOR);
    const read = await get(base('acme', engagementId), cookies[ADMIN]);
    expect(read.status).toBe(200);
    expect((await readJson(read)).availableActions).toEqual([]);
    for (const path of ['confirm', 'finish', 'reopen', 'revert-cancel']) {
      const refused = await post(`${base('acme', engagementId)}/${path}`, cookies[ADMIN]);
      expect(refused.status, path).toBe(403);
      expect((await readJson(refused)).code, path).toBe('FORBIDDEN_NOT_REFERENT');
    }
    const cancel = await post(`${base('acme', engagementId)}/cancel`, cookies[ADMIN], { reason: 'not_available' });
    expect((await readJson(cancel)).code).toBe('FORBIDDEN_NOT_REFERENT');
    expect((await post(`${base('acme', engagementId)}/confirm`, cookies[COLLABORATOR])).status).toBe(403);
    expect((await get(base('acme', engagementId), cookies[COLLABORATOR])).status).toBe(403);
    expect(await stateOf(engagementId)).toBe('created');
    // The mission dashboard's Candidatures tab lists it for the admin (the same query as the association's).
    // Each row comes with the actions the reader may take: none for the admin, who reads.
    const list = await readJson(await get(`/companies/acme/published-missions/${missionId}/applications`, cookies[ADMIN]));
    expect(list.applications.map((row: { id: string; availableActions: string[] }) => [row.id, row.availableActions])).toEqual([[engagementId, []]]);
    expect((await readJson(await get(`/companies/acme/published-missions/${missionId}`, cookies[ADMIN]))).handlesApplications).toBe(false);
  });

  it('with no referent, the company admins manage and the ambassadors read', async () => {
    const { engagementId, missionId } = await applied(null);
    expect((await readJson(await get(base('acme', engagementId), cookies[ADMIN]))).availableActions).toEqual(['confirm', 'cancel']);
    expect((await readJson(await get(`/companies/acme/published-missions/${missionId}`, cookies[ADMIN]))).handlesApplications).toBe(true);
    const list = await readJson(await get(`/companies/acme/published-missions/${missionId}/applications`, cookies[ADMIN]));
    expect(list.applications.map((row: { availableActions: string[] }) => row.availableActions)).toEqual([['confirm', 'cancel']]);
    expect((await readJson(await get(base('acme', engagementId), cookies[AMBASSADOR]))).availableActions).toEqual([]);
    const refused = await post(`${base('acme', engagementId)}/confirm`, cookies[AMBASSADOR]);
    expect((await readJson(refused)).code).toBe('FORBIDDEN_NOT_REFERENT');
    const confirmed = await readJson(await post(`${base('acme', engagementId)}/confirm`, cookies[ADMIN]));
    expect(confirmed).toMatchObject({ status: 'ok', engagement: { state: 'validated' } });
    expect(await stateOf(engagementId)).toBe('validated');
  });

  it('a referent who is no longer one of the company’s referents (demoted) no longer blocks: the admins take over', async () => {
    await createEmployee(db().sql, { email: 'ex-ambassadeur@acme.example', company: 'acme', role: 'COMPANY_AMBASSADOR', passwordHash: hash });
    cookies.former = await signIn(t, 'ex-ambassadeur@acme.example');
    const { engagementId } = await applied('ex-ambassadeur@acme.example');
    expect((await post(`${base('acme', engagementId)}/confirm`, cookies[ADMIN])).status).toBe(403);
    await db().sql`update company_members set role = 'COMPANY_COLLABORATOR' where user_id = ${await userId(db().sql, 'ex-ambassadeur@acme.example')}`;
    expect((await post(`${base('acme', engagementId)}/confirm`, cookies.former)).status).toBe(403);
    expect((await readJson(await post(`${base('acme', engagementId)}/confirm`, cookies[ADMIN]))).engagement.state).toBe('validated');
  });

  it('another company’s admin finds nothing (404 in their company, 403 in ours)', async () => {
    const { engagementId } = await applied(null);
    expect((await post(`${base('globex', engagementId)}/confirm`, cookies.globexAdmin)).status).toBe(404);
    expect((await post(`${base('globex', engagementId)}/cancel`, cookies.globexAdmin, { reason: 'not_available' })).status).toBe(404);
    expect((await get(base('globex', engagementId), cookies.globexAdmin)).status).toBe(404);
    expect((await post(`${base('acme', engagementId)}/confirm`, cookies.globexAdmin)).status).toBe(403);
    expect((await get(base('acme', engagementId), cookies.globexAdmin)).status).toBe(403);
    expect(await stateOf(engagementId)).toBe('created');
  });

  it('the association side cannot touch it, even the association named on the mission and its supervisor', async () => {
    // The mission names amis-du-quartier and, by mistake, one of its members as referent.
    const { engagementId, missionId } = await applied(ASSOCIATION_REFERENT);
    await db().sql`update missions set association_id = ${await idOf(db().sql, 'associations', 'amis-du-quartier')} where id = ${missionId}`;
    await db().sql`update engagements set association_id = null where id = ${engagementId}`; // re-runs the trigger that copies the mission’s association
    expect((await db().sql`select association_id from engagements where id = ${engagementId}`)[0]!.association_id).not.toBeNull();
    const association = `/associations/amis-du-quartier/engagements/${engagementId}`;
    expect((await get(association, cookies[ASSOCIATION_REFERENT])).status).toBe(404);
    for (const path of ['confirm', 'finish', 'reopen', 'revert-cancel']) {
      expect((await post(`${association}/${path}`, cookies[ASSOCIATION_REFERENT])).status, path).toBe(404);
    }
    expect((await post(`${association}/cancel`, cookies[ASSOCIATION_REFERENT], { reason: 'not_available' })).status).toBe(404);
    // Nor from the company side: not a member of acme (403); a referent who is not a member counts as none, so acme's admins manage.
    expect((await post(`${base('acme', engagementId)}/confirm`, cookies[ASSOCIATION_REFERENT])).status).toBe(403);
    expect(await stateOf(engagementId)).toBe('created');
    expect((await readJson(await post(`${base('acme', engagementId)}/confirm`, cookies[ADMIN]))).engagement.state).toBe('validated');
  });

  it('an association mission is not reachable through the publishing-company routes', async () => {
    employeeCount += 1;
    const email = `pub-${employeeCount}@acme.example`;
    await createEmployee(db().sql, { email, company: 'acme', passwordHash: hash, managerEmail: null });
    const missionId = await createMission(db().sql, { supervisorEmail: ASSOCIATION_REFERENT });
    const slot = await createTimeslot(db().sql, missionId);
    const engagementId = newId();
    const applyResponse = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: await signIn(t, email),
      body: { engagementId, missionId, timeslotIds: [slot], timeType: 'work', acknowledgeInsufficientCredit: true },
    });
    expect(applyResponse.status).toBe(200);
    expect((await post(`${base('acme', engagementId)}/confirm`, cookies[ADMIN])).status).toBe(404);
    expect((await get(base('acme', engagementId), cookies[ADMIN])).status).toBe(404);
    // The association's referent still manages it from the association space.
    expect((await readJson(await post(`/associations/amis-du-quartier/engagements/${engagementId}/confirm`, cookies[ASSOCIATION_REFERENT]))).engagement.state).toBe('validated');
  });
});
