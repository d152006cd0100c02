import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, createTimeslot, newId } from './engagements.fixtures';
import { expirePendingEngagements } from './transitions.service';

describeWithDb('engagement transitions: confirm, finish, reopen, cancel, revert, expire', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let hash: string;
  let employeeCount = 0;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    hash = await (await t.auth.$context).password.hash('Demo2026!');
    for (const email of [
      'asso@amis-du-quartier.example',
      'benevole-asso@amis-du-quartier.example',
      'salarie@globex.example',
      'rh@acme.example',
      'ambassadeur@acme.example',
      'salarie@acme.example',
    ]) {
      cookies[email] = await signIn(t, email);
    }
    // An admin of the other association, to prove it cannot reach this one's applications.
    const [user] = await db().sql<{ id: string }[]>`
      insert into users (name, email, email_verified, state) values ('Vert', 'admin@planete-verte.example', true, 'registered') returning id`;
    await db().sql`insert into accounts (account_id, provider_id, user_id, password, updated_at) values (${user!.id}, 'credential', ${user!.id}, ${hash}, now())`;
    await db().sql`insert into association_members (association_id, user_id, role) select id, ${user!.id}, 'ASSOCIATION_ADMIN' from associations where slug = 'planete-verte'`;
    cookies['admin@planete-verte.example'] = await signIn(t, 'admin@planete-verte.example');
  });

  const referent = () => cookies['asso@amis-du-quartier.example']!;

  /** A fresh acme employee who applied on work time to a new mission of amis-du-quartier; returns ids. */
  async function applied(options: { timeType?: 'work' | 'personal'; places?: number; managerEmail?: string | null } = {}) {
    employeeCount += 1;
    const email = `volontaire-${employeeCount}@acme.example`;
    await createEmployee(db().sql, { email, company: 'acme', passwordHash: hash, managerEmail: options.managerEmail === undefined ? 'n1@acme.example' : options.managerEmail });
    cookies[email] = await signIn(t, email);
    const missionId = await createMission(db().sql);
    const slot = await createTimeslot(db().sql, missionId, { places: options.places ?? 2 });
    const engagementId = newId();
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[email],
      body: { engagementId, missionId, timeslotIds: [slot], timeType: options.timeType ?? 'work', acknowledgeInsufficientCredit: true },
    });
    expect(response.status).toBe(200);
    return { email, missionId, slot, engagementId };
  }
  const post = (path: string, cookie: string | undefined, body?: unknown) => callApi(t, `/api/v1${path}`, { method: 'POST', cookie, body: body ?? {} });
  const taken = async (slot: number) => (await db().sql<{ taken: number }[]>`select taken from timeslots where id = ${slot}`)[0]!.taken;
  const credit = async (id: string) => (await db().sql`select kind, hours from credit_entries where engagement_id = ${id}`)[0] ?? null;

  it('answers 401 without a session on every route', async () => {
    const id = newId();
    for (const path of ['confirm', 'finish', 'reopen', 'cancel', 'revert-cancel']) {
      expect((await post(`/associations/amis-du-quartier/engagements/${id}/${path}`, undefined)).status, path).toBe(401);
    }
    expect((await post(`/companies/acme/engagements/${id}/cancel`, undefined, { reason: 'not_available' })).status).toBe(401);
    expect((await post(`/companies/acme/engagements/${id}/finish`, undefined)).status).toBe(401);
    expect((await post(`/companies/acme/engagements/${id}/external-registration`, undefined)).status).toBe(401);
    expect((await post(`/companies/acme/engagements/${id}/manager-reminder`, undefined)).status).toBe(401);
    expect((await post('/companies/acme/engagement-timeslots/1/reject', undefined)).status).toBe(401);
    expect((await callApi(t, `/api/v1/companies/acme/engagements/${id}`)).status).toBe(401);
    expect((await callApi(t, '/api/v1/companies/acme/engagements')).status).toBe(401);
    expect((await callApi(t, `/api/v1/associations/amis-du-quartier/engagements/${id}`)).status).toBe(401);
  });

  it('the referent confirms, finishes and reopens; history and credit follow each step', async () => {
    const { engagementId } = await applied();
    const read = await readJson(await callApi(t, `/api/v1/associations/amis-du-quartier/engagements/${engagementId}`, { cookie: referent() }));
    expect(read.availableActions).toEqual(['confirm', 'cancel']);

    const confirmed = await readJson(await post(`/associations/amis-du-quartier/engagements/${engagementId}/confirm`, referent()));
    expect(confirmed).toMatchObject({ status: 'ok', engagement: { state: 'validated', availableActions: ['finish', 'cancel'] } });
    expect(await credit(engagementId)).toEqual({ kind: 'confirmed', hours: 4 });

    // The date still awaits the manager: finishing rejects it, and it no longer counts.
    const finished = await readJson(await post(`/associations/amis-du-quartier/engagements/${engagementId}/finish`, referent()));
    expect(finished.engagement).toMatchObject({ state: 'finished', step: 'survey_to_complete' });
    expect(finished.engagement.timeslots[0].state).toBe('rejected');
    expect(await credit(engagementId)).toEqual({ kind: 'finished', hours: 0 });
    // ...and gives its place back.
    const [slot] = await db().sql<{ taken: number }[]>`
      select t.taken from timeslots t join engagement_timeslots et on et.timeslot_id = t.id where et.engagement_id = ${engagementId}`;
    expect(slot!.taken).toBe(0);

    const reopened = await readJson(await post(`/associations/amis-du-quartier/engagements/${engagementId}/reopen`, referent()));
    expect(reopened.engagement.state).toBe('validated');
    expect(await credit(engagementId)).toEqual({ kind: 'confirmed', hours: 0 });

    const history = await db().sql`select action, from_state, to_state from engagement_history where engagement_id = ${engagementId} order by id`;
    expect(history.map((row) => `${row.action}:${row.from_state ?? '-'}>${row.to_state}`)).toEqual([
      'apply:->created',
      'confirm:created>validated',
      'finish:validated>finished',
      'reopen:finished>validated',
    ]);
  });

  it('refuses a transition the machine does not allow (INVALID_TRANSITION)', async () => {
    const { engagementId } = await applied();
    const response = await post(`/associations/amis-du-quartier/engagements/${engagementId}/finish`, referent());
    expect(response.status).toBe(409);
    expect(await readJson(response)).toMatchObject({ status: 'conflict', code: 'INVALID_TRANSITION' });
  });

  it('only the mission referent manages: another member reads only (FORBIDDEN_NOT_REFERENT), another association finds nothing', async () => {
    const { engagementId } = await applied();
    const member = cookies['benevole-asso@amis-du-quartier.example'];
    const read = await callApi(t, `/api/v1/associations/amis-du-quartier/engagements/${engagementId}`, { cookie: member });
    expect(read.status).toBe(200);
    expect((await readJson(read)).availableActions).toEqual([]);
    const refused = await post(`/associations/amis-du-quartier/engagements/${engagementId}/confirm`, member);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).code).toBe('FORBIDDEN_NOT_REFERENT');

    const other = cookies['admin@planete-verte.example'];
    expect((await post(`/associations/amis-du-quartier/engagements/${engagementId}/confirm`, other)).status).toBe(403);
    expect((await post(`/associations/planete-verte/engagements/${engagementId}/confirm`, other)).status).toBe(404);
    expect((await callApi(t, `/api/v1/associations/planete-verte/engagements/${engagementId}`, { cookie: other })).status).toBe(404);
    expect((await db().sql`select state from engagements where id = ${engagementId}`)[0]!.state).toBe('created');
  });

  it('the employee cancels their own application with a reason; places and credit are released', async () => {
    const { email, engagementId, slot } = await applied();
    expect(await taken(slot)).toBe(1);
    const missing = await post(`/companies/acme/engagements/${engagementId}/cancel`, cookies[email], { reason: 'other' });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).error.fields).toHaveProperty('otherReason');

    const response = await post(`/companies/acme/engagements/${engagementId}/cancel`, cookies[email], { reason: 'other', otherReason: 'Déménagement', message: 'Désolé' });
    expect(response.status).toBe(200);
    expect((await readJson(response)).engagement).toMatchObject({ state: 'canceled', step: 'canceled', cancelReason: 'other', otherReason: 'Déménagement', cancelMessage: 'Désolé' });
    expect(await taken(slot)).toBe(0);
    expect(await credit(engagementId)).toBeNull();
    const [date] = await db().sql`select state from engagement_timeslots where engagement_id = ${engagementId}`;
    expect(date!.state).toBe('canceled');
  });

  it('another company cannot read nor cancel an acme application; a colleague cannot either; the company admin reads it', async () => {
    const { engagementId, email } = await applied();
    const globex = cookies['salarie@globex.example'];
    expect((await callApi(t, `/api/v1/companies/acme/engagements/${engagementId}`, { cookie: globex })).status).toBe(403);
    expect((await callApi(t, `/api/v1/companies/globex/engagements/${engagementId}`, { cookie: globex })).status).toBe(404);
    expect((await post(`/companies/globex/engagements/${engagementId}/cancel`, globex, { reason: 'not_available' })).status).toBe(404);
    expect((await post(`/companies/acme/engagements/${engagementId}/cancel`, globex, { reason: 'not_available' })).status).toBe(403);
    const colleague = cookies['salarie@acme.example'];
    expect((await callApi(t, `/api/v1/companies/acme/engagements/${engagementId}`, { cookie: colleague })).status).toBe(404);
    expect((await post(`/companies/acme/engagements/${engagementId}/cancel`, colleague, { reason: 'not_available' })).status).toBe(404);
    const admin = await callApi(t, `/api/v1/companies/acme/engagements/${engagementId}`, { cookie: cookies['rh@acme.example'] });
    expect(admin.status).toBe(200);
    expect((await readJson(admin)).availableActions).toEqual([]);
    expect((await db().sql`select state from engagements where id = ${engagementId}`)[0]!.state).toBe('created');

    const mine = await readJson(await callApi(t, '/api/v1/companies/acme/engagements', { cookie: cookies[email] }));
    expect(mine.engagements.map((e: { id: string }) => e.id)).toEqual([engagementId]);
    expect(mine.engagements[0]).toMatchObject({ step: 'message_to_send', mission: { association: { slug: 'amis-du-quartier' } } });
  });

  it('the referent cancels and reverts: the place is taken back, or TIMESLOT_FULL when it went to someone else', async () => {
    const { engagementId, slot } = await applied({ places: 1 });
    await post(`/associations/amis-du-quartier/engagements/${engagementId}/confirm`, referent());
    const canceled = await post(`/associations/amis-du-quartier/engagements/${engagementId}/cancel`, referent(), { reason: 'canceled_by_association' });
    expect((await readJson(canceled)).engagement).toMatchObject({ state: 'canceled', stateBeforeCancel: 'validated', availableActions: ['revert_cancel'] });
    expect(await taken(slot)).toBe(0);

    const reverted = await readJson(await post(`/associations/amis-du-quartier/engagements/${engagementId}/revert-cancel`, referent()));
    expect(reverted.engagement).toMatchObject({ state: 'validated', cancelReason: null, stateBeforeCancel: null });
    expect(reverted.engagement.timeslots[0].state).toBe('toValidate');
    expect(await taken(slot)).toBe(1);
    expect(await credit(engagementId)).toEqual({ kind: 'confirmed', hours: 4 });

    // Canceled again; meanwhile someone takes the only place: reverting is a conflict and changes nothing.
    await post(`/associations/amis-du-quartier/engagements/${engagementId}/cancel`, referent(), { reason: 'canceled_by_association' });
    await db().sql`update timeslots set taken = places where id = ${slot}`;
    const conflict = await post(`/associations/amis-du-quartier/engagements/${engagementId}/revert-cancel`, referent());
    expect(conflict.status).toBe(409);
    expect(await readJson(conflict)).toMatchObject({ status: 'conflict', code: 'TIMESLOT_FULL', details: { fullTimeslotIds: [slot] } });
    expect((await db().sql`select state from engagements where id = ${engagementId}`)[0]!.state).toBe('canceled');
  });

  it('the employee finishes with a testimony and a revised duration; the credit consumes the revised hours', async () => {
    const { email, engagementId } = await applied({ managerEmail: null });
    await db().sql`update engagement_timeslots set state = 'validated', decided_at = now() where engagement_id = ${engagementId}`;
    const early = await post(`/companies/acme/engagements/${engagementId}/finish`, cookies[email], { testimony: 'Trop tôt' });
    expect((await readJson(early)).code).toBe('INVALID_TRANSITION');
    await post(`/associations/amis-du-quartier/engagements/${engagementId}/confirm`, referent());
    const response = await post(`/companies/acme/engagements/${engagementId}/finish`, cookies[email], { testimony: 'Une belle matinée', revisedDurationHours: 6 });
    expect(response.status).toBe(200);
    expect((await readJson(response)).engagement).toMatchObject({ state: 'finished', step: 'finished', testimony: 'Une belle matinée', revisedDurationHours: 6 });
    expect(await credit(engagementId)).toEqual({ kind: 'finished', hours: 6 });
  });

  it('an employee completes the survey after the referent finished the application', async () => {
    const { email, engagementId } = await applied({ timeType: 'personal' });
    await post(`/associations/amis-du-quartier/engagements/${engagementId}/confirm`, referent());
    await post(`/associations/amis-du-quartier/engagements/${engagementId}/finish`, referent());
    const response = await post(`/companies/acme/engagements/${engagementId}/finish`, cookies[email], { survey: { satisfaction: 5 } });
    expect((await readJson(response)).engagement).toMatchObject({ state: 'finished', step: 'finished', survey: { satisfaction: 5 } });
    expect((await readJson(await post(`/companies/acme/engagements/${engagementId}/finish`, cookies[email], { survey: { satisfaction: 1 } }))).code).toBe('INVALID_TRANSITION');
  });

  it('expirePendingEngagements cancels applications pending for 30 days with the reason expired, releasing places', async () => {
    const old = await applied();
    const recent = await applied();
    const confirmed = await applied();
    await post(`/associations/amis-du-quartier/engagements/${confirmed.engagementId}/confirm`, referent());
    await db().sql`update engagements set last_activity_at = now() - interval '31 days' where id in ${db().sql([old.engagementId, confirmed.engagementId])}`;
    await db().sql`update engagements set last_activity_at = now() - interval '29 days' where id = ${recent.engagementId}`;

    const { expired } = await expirePendingEngagements({ sql: db().sql });
    expect(expired).toEqual([old.engagementId]);
    const [row] = await db().sql`select state, cancel_reason, state_before_cancel from engagements where id = ${old.engagementId}`;
    expect(row).toEqual({ state: 'canceled', cancel_reason: 'expired', state_before_cancel: 'created' });
    expect(await taken(old.slot)).toBe(0);
    expect(await credit(old.engagementId)).toBeNull();
    const [history] = await db().sql`select action, actor_kind from engagement_history where engagement_id = ${old.engagementId} order by id desc limit 1`;
    expect(history).toEqual({ action: 'expire', actor_kind: 'system' });
    expect((await expirePendingEngagements({ sql: db().sql })).expired).toEqual([]);
  });

  it('the employee confirms the external registration of a mission that asks for one', async () => {
    const { email, engagementId } = await applied({ timeType: 'personal' });
    await db().sql`update missions set external_url = 'https://example.org/inscription' where id = (select mission_id from engagements where id = ${engagementId})`;
    await post(`/associations/amis-du-quartier/engagements/${engagementId}/confirm`, referent());
    const before = await readJson(await callApi(t, `/api/v1/companies/acme/engagements/${engagementId}`, { cookie: cookies[email] }));
    expect(before.step).toBe('external_registration');
    expect((await post(`/companies/acme/engagements/${engagementId}/external-registration`, cookies['salarie@acme.example'])).status).toBe(404);
    const after = await readJson(await post(`/companies/acme/engagements/${engagementId}/external-registration`, cookies[email]));
    expect(after.engagement).toMatchObject({ externalRegistrationDone: true, step: 'to_complete' });
  });
});
