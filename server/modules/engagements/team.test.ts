import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, createTimeslot, newId } from './engagements.fixtures';

describeWithDb("the managers' view: /collaborateur/{slug}/management-collaborateurs", () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let hash: string;
  let count = 0;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    hash = await (await t.auth.$context).password.hash('Demo2026!');
    // The ambassador manages nobody yet; `chef@acme.example` is an employee who manages the employees made below.
    await createEmployee(db().sql, { email: 'chef@acme.example', company: 'acme', passwordHash: hash });
    await createEmployee(db().sql, { email: 'chef@globex.example', company: 'globex', passwordHash: hash });
    for (const email of ['chef@acme.example', 'chef@globex.example', 'salarie@acme.example', 'rh@acme.example']) cookies[email] = await signIn(t, email);
  });

  /** An acme employee of `chef@acme.example` applied on work time to one date; returns its ids. */
  async function applied(manager = 'Chef@Acme.example') {
    count += 1;
    const email = `equipe-${count}@acme.example`;
    await createEmployee(db().sql, { email, company: 'acme', passwordHash: hash, managerEmail: manager });
    cookies[email] = await signIn(t, email);
    const missionId = await createMission(db().sql, { timeType: 'work' });
    const slot = await createTimeslot(db().sql, missionId, { inDays: 8 });
    const engagementId = newId();
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[email],
      body: { engagementId, missionId, timeslotIds: [slot], timeType: 'work', acknowledgeInsufficientCredit: true },
    });
    expect(response.status).toBe(200);
    const [dateId] = (await readJson(response)).engagement.timeslots.map((date: { id: number }) => date.id) as [number];
    return { email, engagementId, dateId };
  }
  const team = async (email: string, slug = 'acme') => readJson(await callApi(t, `/api/v1/companies/${slug}/my-team`, { cookie: cookies[email] }));
  const decide = (email: string, dateId: number, decision: 'validate' | 'reject', slug = 'acme') =>
    callApi(t, `/api/v1/companies/${slug}/my-team/engagement-timeslots/${dateId}/${decision}`, { method: 'POST', cookie: cookies[email], body: {} });
  const dateState = async (id: number) => (await db().sql<{ state: string; validator_type: string | null }[]>`select state, validator_type from engagement_timeslots where id = ${id}`)[0];

  it('lists the team (name, entity), its applications and the dates waiting for the manager, e-mail case ignored', async () => {
    const { engagementId, dateId } = await applied();
    const body = await team('chef@acme.example');
    expect(body.members.map((member: { fullName: string }) => member.fullName)).toContain(`Test equipe-${count}`);
    const application = body.applications.find((row: { engagementId: string }) => row.engagementId === engagementId);
    expect(application).toMatchObject({ state: 'created', timeType: 'work', dates: [{ id: dateId, state: 'toValidate', decidable: true }] });
    expect(body.waiting).toBeGreaterThanOrEqual(1);
    // The session says who manages a team.
    const { me } = await readJson(await callApi(t, '/api/v1/session', { cookie: cookies['chef@acme.example'] }));
    expect(me.companies[0].managesTeam).toBe(true);
  });

  it('answers an empty team to an employee who manages nobody', async () => {
    expect(await team('salarie@acme.example')).toEqual({ members: [], applications: [], waiting: 0 });
    const { me } = await readJson(await callApi(t, '/api/v1/session', { cookie: cookies['salarie@acme.example'] }));
    expect(me.companies[0].managesTeam).toBe(false);
  });

  it('validates and refuses as through the link: the date moves, the validator is the manager, a second decision conflicts', async () => {
    const first = await applied();
    expect((await decide('chef@acme.example', first.dateId, 'validate')).status).toBe(200);
    expect(await dateState(first.dateId)).toEqual({ state: 'validated', validator_type: 'manager' });
    expect((await decide('chef@acme.example', first.dateId, 'reject')).status).toBe(409);
    const second = await applied();
    expect((await decide('chef@acme.example', second.dateId, 'reject')).status).toBe(200);
    expect(await dateState(second.dateId)).toEqual({ state: 'rejected', validator_type: 'manager' });
  });

  it("refuses (404) a date of someone else's team, and another company's manager", async () => {
    const { dateId } = await applied('autre-chef@acme.example');
    expect((await decide('chef@acme.example', dateId, 'validate')).status).toBe(404);
    expect((await decide('salarie@acme.example', dateId, 'validate')).status).toBe(404);
    // Globex's people cannot even enter acme's routes; on their own company the acme date is not found.
    expect((await decide('chef@globex.example', dateId, 'validate')).status).toBe(403);
    expect((await decide('chef@globex.example', dateId, 'validate', 'globex')).status).toBe(404);
    expect(await dateState(dateId)).toEqual({ state: 'toValidate', validator_type: null });
  });

  it('leaves the decision to the admins when the company chose them as validators: no mail to the manager, nothing to decide', async () => {
    const saved = await callApi(t, '/api/v1/companies/acme/settings/validation', {
      method: 'PUT',
      cookie: cookies['rh@acme.example'],
      body: { managerValidation: true, workTimeValidator: 'company_admin' },
    });
    expect(saved.status).toBe(200);
    try {
      const mailsBefore = (await db().sql`select count(*)::int as n from outgoing_emails where to_address = 'chef@acme.example'`)[0]!.n;
      const { engagementId, dateId } = await applied('chef@acme.example');
      expect((await db().sql`select count(*)::int as n from outgoing_emails where to_address = 'chef@acme.example'`)[0]!.n).toBe(mailsBefore);
      const application = (await team('chef@acme.example')).applications.find((row: { engagementId: string }) => row.engagementId === engagementId);
      expect(application.dates[0]).toMatchObject({ state: 'toValidate', decidable: false });
      expect((await decide('chef@acme.example', dateId, 'validate')).status).toBe(404);
    } finally {
      await callApi(t, '/api/v1/companies/acme/settings/validation', {
        method: 'PUT',
        cookie: cookies['rh@acme.example'],
        body: { managerValidation: true, workTimeValidator: 'manager' },
      });
    }
  });
});
