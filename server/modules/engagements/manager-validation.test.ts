import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, createTimeslot, newId } from './engagements.fixtures';
import { remindStaleManagerValidations } from './manager-validation.service';

describeWithDb('manager validation of work-time dates: /validation-manager/{token}', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let hash: string;
  let count = 0;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    hash = await (await t.auth.$context).password.hash('Demo2026!');
    await createEmployee(db().sql, { email: 'drh@globex.example', company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    for (const email of ['rh@acme.example', 'drh@globex.example', 'ambassadeur@acme.example']) cookies[email] = await signIn(t, email);
  });

  /** An acme employee applied on work time to two dates; returns the ids and the token read from the manager's mail. */
  async function applied() {
    count += 1;
    const email = `travail-${count}@acme.example`;
    const manager = `chef-${count}@acme.example`;
    await createEmployee(db().sql, { email, company: 'acme', passwordHash: hash, managerEmail: manager });
    cookies[email] = await signIn(t, email);
    const missionId = await createMission(db().sql, { timeType: 'work' });
    const slots = [await createTimeslot(db().sql, missionId, { inDays: 8 }), await createTimeslot(db().sql, missionId, { inDays: 9, hours: 8 })];
    const engagementId = newId();
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[email],
      body: { engagementId, missionId, timeslotIds: slots, timeType: 'work', acknowledgeInsufficientCredit: true },
    });
    expect(response.status).toBe(200);
    const dates = (await readJson(response)).engagement.timeslots.map((date: { id: number }) => date.id) as [number, number];
    return { email, manager, engagementId, dates, token: await tokenSentTo(manager) };
  }
  async function tokenSentTo(address: string) {
    const [mail] = await db().sql<{ text_body: string }[]>`select text_body from outgoing_emails where to_address = ${address} order by id desc limit 1`;
    return /\/validation-manager\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
  }
  const post = (path: string, cookie?: string) => callApi(t, `/api/v1${path}`, { method: 'POST', cookie, body: {} });
  const credit = async (id: string) => (await db().sql`select kind, hours from credit_entries where engagement_id = ${id}`)[0];

  it('the manager reads the dates, the employee and the mission without an account', async () => {
    const { token, engagementId, dates } = await applied();
    const response = await callApi(t, `/api/v1/manager-validations/${token}`);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ engagementId, employee: { fullName: `Test travail-${count}` }, company: { name: 'Acme' }, mission: { associationName: 'Les Amis du Quartier' } });
    expect(body.timeslots.map((date: { id: number; state: string }) => [date.id, date.state])).toEqual(dates.map((id) => [id, 'toValidate']));
    // Only the hash is stored.
    expect(await db().sql`select 1 from engagements where validation_token_hash = ${token}`).toHaveLength(0);
  });

  const taken = async (dateId: number) =>
    (await db().sql<{ taken: number }[]>`select t.taken from timeslots t join engagement_timeslots et on et.timeslot_id = t.id where et.id = ${dateId}`)[0]!.taken;

  it('the manager validates one date and rejects the other; the credit keeps only the validated one and the rejected date frees its place', async () => {
    const { token, engagementId, dates } = await applied();
    expect(await credit(engagementId)).toEqual({ kind: 'pending', hours: 11 });
    expect([await taken(dates[0]), await taken(dates[1])]).toEqual([1, 1]);
    const validated = await post(`/manager-validations/${token}/timeslots/${dates[0]}/validate`);
    expect(validated.status).toBe(200);
    expect(await readJson(validated)).toEqual({ status: 'ok', timeslot: { id: dates[0], state: 'validated' } });
    const rejected = await readJson(await post(`/manager-validations/${token}/timeslots/${dates[1]}/reject`));
    expect(rejected.timeslot.state).toBe('rejected');
    expect(await credit(engagementId)).toEqual({ kind: 'pending', hours: 4 });
    expect([await taken(dates[0]), await taken(dates[1])]).toEqual([1, 0]);
    const [row] = await db().sql`select validator_type, validated_by, decided_at is not null as decided from engagement_timeslots where id = ${dates[0]}`;
    expect(row).toEqual({ validator_type: 'manager', validated_by: null, decided: true });
    // A date already decided cannot be decided again.
    const again = await post(`/manager-validations/${token}/timeslots/${dates[0]}/reject`);
    expect(again.status).toBe(409);
    expect((await readJson(again)).code).toBe('INVALID_TRANSITION');
  });

  it('refuses an unknown or expired link, and a date of another application', async () => {
    const first = await applied();
    const second = await applied();
    const unknown = await callApi(t, `/api/v1/manager-validations/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(410);
    expect((await readJson(unknown)).error.code).toBe('VALIDATION_TOKEN_INVALID');
    expect((await post(`/manager-validations/${first.token}/timeslots/${second.dates[0]}/validate`)).status).toBe(404);
    await db().sql`update engagements set validation_token_expires_at = now() - interval '1 second' where id = ${first.engagementId}`;
    expect((await callApi(t, `/api/v1/manager-validations/${first.token}`)).status).toBe(410);
    expect((await post(`/manager-validations/${first.token}/timeslots/${first.dates[0]}/validate`)).status).toBe(410);
  });

  it("a company admin decides in the manager's place; another company's admin and an ambassador cannot", async () => {
    const { dates } = await applied();
    expect((await post(`/companies/acme/engagement-timeslots/${dates[0]}/validate`)).status).toBe(401);
    expect((await post(`/companies/acme/engagement-timeslots/${dates[0]}/validate`, cookies['drh@globex.example'])).status).toBe(403);
    expect((await post(`/companies/globex/engagement-timeslots/${dates[0]}/validate`, cookies['drh@globex.example'])).status).toBe(404);
    expect((await post(`/companies/acme/engagement-timeslots/${dates[0]}/validate`, cookies['ambassadeur@acme.example'])).status).toBe(403);
    const response = await post(`/companies/acme/engagement-timeslots/${dates[0]}/validate`, cookies['rh@acme.example']);
    expect(response.status).toBe(200);
    const [row] = await db().sql`select state, validator_type from engagement_timeslots where id = ${dates[0]}`;
    expect(row).toEqual({ state: 'validated', validator_type: 'company_admin' });
  });

  it('a reminder sends a new link to the manager; the previous one stops working', async () => {
    const { email, manager, token, engagementId, dates } = await applied();
    expect((await post(`/companies/acme/engagements/${engagementId}/manager-reminder`, cookies['drh@globex.example'])).status).toBe(403);
    // Just asked (the application): the manager has two days to answer first.
    const early = await post(`/companies/acme/engagements/${engagementId}/manager-reminder`, cookies[email]);
    expect(early.status).toBe(409);
    expect((await readJson(early)).error.code).toBe('MANAGER_REMINDED_RECENTLY');
    await db().sql`update engagements set validation_token_expires_at = validation_token_expires_at - interval '2 days' where id = ${engagementId}`;
    const response = await post(`/companies/acme/engagements/${engagementId}/manager-reminder`, cookies[email]);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'ok', sentTo: manager });
    const [mail] = await db().sql`select template from outgoing_emails where to_address = ${manager} order by id desc limit 1`;
    expect(mail!.template).toBe('engagement_validation_reminder');
    const fresh = await tokenSentTo(manager);
    expect(fresh).not.toBe(token);
    // The reminder asked again: the next one waits two more days.
    expect((await readJson(await post(`/companies/acme/engagements/${engagementId}/manager-reminder`, cookies[email]))).error.code).toBe('MANAGER_REMINDED_RECENTLY');
    expect((await callApi(t, `/api/v1/manager-validations/${token}`)).status).toBe(410);
    expect((await post(`/manager-validations/${fresh}/timeslots/${dates[0]}/validate`)).status).toBe(200);
    // Once nothing awaits the manager, there is nothing to remind.
    await post(`/manager-validations/${fresh}/timeslots/${dates[1]}/validate`);
    expect((await readJson(await post(`/companies/acme/engagements/${engagementId}/manager-reminder`, cookies[email]))).code).toBe('INVALID_TRANSITION');
  });

  it('remindStaleManagerValidations (for the job runner) reminds managers whose link is a week old, once', async () => {
    const stale = await applied();
    const fresh = await applied();
    await db().sql`update engagements set validation_token_expires_at = now() + interval '22 days' where id = ${stale.engagementId}`;
    const { reminded } = await remindStaleManagerValidations({ sql: db().sql, env: t.env, mailer: t.mailer });
    expect(reminded).toContain(stale.engagementId);
    expect(reminded).not.toContain(fresh.engagementId);
    const [mail] = await db().sql`select template from outgoing_emails where to_address = ${stale.manager} order by id desc limit 1`;
    expect(mail!.template).toBe('engagement_validation_reminder');
    expect((await remindStaleManagerValidations({ sql: db().sql, env: t.env, mailer: t.mailer })).reminded).not.toContain(stale.engagementId);
  });
});
