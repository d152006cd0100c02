import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { applyToMission } from './apply.service';
import { actorFor, createEmployee, createMission, createTimeslot, idOf, newId, userId } from './engagements.fixtures';

describeWithDb('POST /companies/{slug}/engagements (engagement.apply)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let hash: string;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    hash = await (await t.auth.$context).password.hash('Demo2026!');
    for (const email of ['salarie@acme.example', 'salarie@globex.example', 'rh@acme.example']) cookies[email] = await signIn(t, email);
  });

  const apply = (who: string, body: Record<string, unknown>, slug = 'acme') =>
    callApi(t, `/api/v1/companies/${slug}/engagements`, { cookie: cookies[who], body: { engagementId: newId(), onFull: 'reject', ...body } });
  /** A fresh employee of their own, so each test starts from an empty record. */
  async function freshEmployee(email: string, company = 'acme', extra: { state?: string; managerEmail?: string | null } = {}) {
    await createEmployee(db().sql, { email, company, passwordHash: hash, ...extra });
    cookies[email] = await signIn(t, email);
    return email;
  }

  it('answers 401 without a session and 403 to someone outside the company', async () => {
    const missionId = await createMission(db().sql);
    const response = await callApi(t, '/api/v1/companies/acme/engagements', { body: { engagementId: newId(), missionId, timeslotIds: [], timeType: 'work' } });
    expect(response.status).toBe(401);
    const foreign = await apply('salarie@globex.example', { missionId, timeslotIds: [], timeType: 'personal' }, 'acme');
    expect(foreign.status).toBe(403);
  });

  it('applies on work time: dates to validate by the manager (mail with the link), pending credit, history, place taken', async () => {
    const missionId = await createMission(db().sql, { timeType: 'work' });
    const slot = await createTimeslot(db().sql, missionId, { places: 3 });
    const engagementId = newId();
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies['salarie@acme.example'],
      body: { engagementId, missionId, timeslotIds: [slot], timeType: 'work', message: 'Bonjour !' },
    });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.status).toBe('ok');
    expect(body.engagement).toMatchObject({ id: engagementId, state: 'created', step: 'message_sent', timeType: 'work', approximateDurationHours: 4, availableActions: ['cancel', 'add_dates'] });
    expect(body.engagement.timeslots).toEqual([expect.objectContaining({ timeslotId: slot, state: 'toValidate', managerEmail: 'manager@acme.example' })]);

    const [row] = await db().sql`select validation_token_hash, validation_token_expires_at > now() + interval '29 days' as long from engagements where id = ${engagementId}`;
    expect(row!.validation_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.long).toBe(true);
    const [credit] = await db().sql`select kind, hours from credit_entries where engagement_id = ${engagementId}`;
    expect(credit).toEqual({ kind: 'pending', hours: 4 });
    const [history] = await db().sql`select action, from_state, to_state, actor_kind from engagement_history where engagement_id = ${engagementId}`;
    expect(history).toEqual({ action: 'apply', from_state: null, to_state: 'created', actor_kind: 'user' });
    expect((await db().sql`select taken from timeslots where id = ${slot}`)[0]!.taken).toBe(1);
    const [mail] = await db().sql`select template, text_body from outgoing_emails where to_address = 'manager@acme.example' order by id desc limit 1`;
    expect(mail!.template).toBe('engagement_validation_request');
    expect(mail!.text_body).toMatch(/http:\/\/localhost:3000\/validation-manager\/[A-Za-z0-9_-]{43}/);
  });

  it('applies on personal time: dates validated at once, no credit held, no mail', async () => {
    const email = await freshEmployee('perso@acme.example', 'acme', { managerEmail: 'chef@acme.example' });
    const missionId = await createMission(db().sql);
    const slot = await createTimeslot(db().sql, missionId);
    const body = await readJson(await apply(email, { missionId, timeslotIds: [slot], timeType: 'personal' }));
    expect(body.engagement.timeslots[0].state).toBe('validated');
    expect(body.engagement.step).toBe('message_to_send');
    expect(await db().sql`select 1 from credit_entries where engagement_id = ${body.engagement.id}`).toHaveLength(0);
    expect(await db().sql`select 1 from outgoing_emails where to_address = 'chef@acme.example'`).toHaveLength(0);
  });

  it('a company without manager validation gets its work-time dates validated automatically', async () => {
    await db().sql`update companies set manager_validation = false where slug = 'globex'`;
    const missionId = await createMission(db().sql);
    const slot = await createTimeslot(db().sql, missionId);
    const body = await readJson(await apply('salarie@globex.example', { missionId, timeslotIds: [slot], timeType: 'work' }, 'globex'));
    expect(body.engagement.timeslots[0].state).toBe('validated');
    expect((await db().sql`select validation_token_hash from engagements where id = ${body.engagement.id}`)[0]!.validation_token_hash).toBeNull();
    await db().sql`update companies set manager_validation = true where slug = 'globex'`;
  });

  it('a replay with the same engagement id answers the same result and applies nothing twice', async () => {
    const email = await freshEmployee('rejoue@acme.example');
    const missionId = await createMission(db().sql);
    const slot = await createTimeslot(db().sql, missionId);
    const body = { engagementId: newId(), missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'reject' };
    const first = await callApi(t, '/api/v1/companies/acme/engagements', { cookie: cookies[email], body });
    const second = await callApi(t, '/api/v1/companies/acme/engagements', { cookie: cookies[email], body });
    expect(second.status).toBe(200);
    expect(await readJson(second)).toEqual(await readJson(first));
    expect((await db().sql`select taken from timeslots where id = ${slot}`)[0]!.taken).toBe(1);
    // Someone else cannot take over that id.
    const stolen = await callApi(t, '/api/v1/companies/acme/engagements', { cookie: cookies['rh@acme.example'], body });
    expect(stolen.status).toBe(409);
    expect((await readJson(stolen)).code).toBe('CONFLICT');
  });

  it('refuses a second application to the same mission (ALREADY_APPLIED)', async () => {
    const email = await freshEmployee('deux-fois@acme.example');
    const missionId = await createMission(db().sql);
    const slot = await createTimeslot(db().sql, missionId);
    expect((await apply(email, { missionId, timeslotIds: [slot], timeType: 'personal' })).status).toBe(200);
    const again = await apply(email, { missionId, timeslotIds: [slot], timeType: 'personal' });
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({ status: 'conflict', code: 'ALREADY_APPLIED', error: { code: 'ALREADY_APPLIED' } });
  });

  it('a full slot answers TIMESLOT_FULL with the other open slots, and joins the waiting list when asked', async () => {
    const first = await freshEmployee('premier@acme.example');
    const second = await freshEmployee('second@acme.example');
    const third = await freshEmployee('troisieme@acme.example');
    const missionId = await createMission(db().sql);
    const slot = await createTimeslot(db().sql, missionId, { places: 1 });
    const other = await createTimeslot(db().sql, missionId, { places: 2, inDays: 15 });
    expect((await apply(first, { missionId, timeslotIds: [slot], timeType: 'personal' })).status).toBe(200);

    const refused = await apply(second, { missionId, timeslotIds: [slot], timeType: 'personal' });
    expect(refused.status).toBe(409);
    expect(await readJson(refused)).toMatchObject({
      status: 'conflict',
      code: 'TIMESLOT_FULL',
      details: { fullTimeslotIds: [slot], otherOpenTimeslotIds: [other], waitingListOffered: true },
    });
    expect(await db().sql`select 1 from engagements where mission_id = ${missionId}`).toHaveLength(1);

    const waitlisted = await readJson(await apply(second, { missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'waitlist' }));
    expect(waitlisted.details).toMatchObject({ waitingListPosition: 1 });
    const next = await readJson(await apply(third, { missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'waitlist' }));
    expect(next.details).toMatchObject({ waitingListPosition: 2 });
    expect(await db().sql`select 1 from timeslot_subscribers where timeslot_id = ${slot}`).toHaveLength(2);
    expect((await db().sql`select taken from timeslots where id = ${slot}`)[0]!.taken).toBe(1);
  });

  it('refuses with the product codes: mission unavailable, expired, not validated by the company, not for the employee, signups closed, time type, no timeslot', async () => {
    const email = await freshEmployee('regles@acme.example');
    const cases: Array<[string, () => Promise<Record<string, unknown>>, number, string]> = [
      ['draft', async () => ({ missionId: await createMission(db().sql, { state: 'draft' }), timeslotIds: [], timeType: 'personal' }), 409, 'MISSION_UNAVAILABLE'],
      ['unknown mission', async () => ({ missionId: 999999, timeslotIds: [], timeType: 'personal' }), 409, 'MISSION_UNAVAILABLE'],
      [
        'another company’s own mission',
        async () => ({ missionId: await createMission(db().sql, { publishedByCompany: 'globex', validatedBy: [] }), timeslotIds: [], timeType: 'personal' }),
        409,
        'MISSION_UNAVAILABLE',
      ],
      ['expired', async () => ({ missionId: await createMission(db().sql, { availability: 'text', expiresOn: '2020-01-01' }), timeslotIds: [], timeType: 'personal' }), 409, 'MISSION_EXPIRED'],
      ['not validated', async () => ({ missionId: await createMission(db().sql, { availability: 'text', validatedBy: ['globex'] }), timeslotIds: [], timeType: 'personal' }), 403, 'MISSION_NOT_VALIDATED_BY_COMPANY'],
      [
        'restricted to another company',
        async () => ({ missionId: await createMission(db().sql, { availability: 'text', bookingRestriction: 'companies', restrictedTo: ['globex'] }), timeslotIds: [], timeType: 'personal' }),
        403,
        'MISSION_NOT_FOR_ENTITY',
      ],
      [
        'signups closed',
        async () => {
          const missionId = await createMission(db().sql);
          await createTimeslot(db().sql, missionId, { inDays: 20 });
          return { missionId, timeslotIds: [await createTimeslot(db().sql, missionId, { inDays: 5, signupDeadlineInDays: -1 })], timeType: 'personal' };
        },
        409,
        'SIGNUPS_CLOSED',
      ],
      ['time type', async () => ({ missionId: await createMission(db().sql, { availability: 'text', timeType: 'personal' }), timeslotIds: [], timeType: 'work' }), 422, 'TIME_TYPE_NOT_ALLOWED'],
      [
        'no timeslot left',
        async () => {
          const missionId = await createMission(db().sql);
          await createTimeslot(db().sql, missionId, { places: 1, inDays: 30 });
          await db().sql`update timeslots set taken = places where mission_id = ${missionId}`;
          return { missionId, timeslotIds: [], timeType: 'personal' };
        },
        409,
        'NO_TIMESLOT_AVAILABLE',
      ],
    ];
    for (const [name, build, status, code] of cases) {
      const response = await apply(email, await build());
      expect(response.status, name).toBe(status);
      expect((await readJson(response)).code, name).toBe(code);
    }
    expect(await db().sql`select 1 from engagements where user_id = ${await userId(db().sql, email)}`).toHaveLength(0);
  });

  it('refuses an account not validated yet and a company platform that is not active', async () => {
    const pending = await freshEmployee('en-attente@acme.example', 'acme');
    await db().sql`update users set state = 'toValidate' where email = ${pending}`;
    const missionId = await createMission(db().sql, { availability: 'text' });
    const notValidated = await apply(pending, { missionId, timeslotIds: [], timeType: 'personal' });
    expect((await readJson(notValidated)).code).toBe('ACCOUNT_NOT_VALIDATED');

    const email = await freshEmployee('inactive@globex.example', 'globex');
    await db().sql`update companies set is_active = false where slug = 'globex'`;
    const inactive = await apply(email, { missionId, timeslotIds: [], timeType: 'personal' }, 'globex');
    await db().sql`update companies set is_active = true where slug = 'globex'`;
    expect(inactive.status).toBe(403);
    expect((await readJson(inactive)).code).toBe('COMPANY_INACTIVE');
  });

  it('warns when solidarity days run short, and applies once the employee confirms', async () => {
    const email = await freshEmployee('credit@acme.example', 'acme', { managerEmail: 'n1@acme.example' });
    await db().sql`insert into credit_entries (company_id, user_id, kind, hours) select c.id, u.id, 'initial', 3 from companies c, users u where c.slug = 'acme' and u.email = ${email}`;
    const missionId = await createMission(db().sql, { timeType: 'work' });
    const slot = await createTimeslot(db().sql, missionId);
    const body = { engagementId: newId(), missionId, timeslotIds: [slot], timeType: 'work' };
    const warned = await apply(email, body);
    expect(warned.status).toBe(409);
    expect(await readJson(warned)).toMatchObject({ status: 'rejected', code: 'INSUFFICIENT_CREDIT', details: { warning: true, requestedDays: 4 / 7, availableDays: 3 / 7 } });
    expect(await db().sql`select 1 from engagements where id = ${body.engagementId}`).toHaveLength(0);

    const confirmed = await apply(email, { ...body, acknowledgeInsufficientCredit: true });
    expect(confirmed.status).toBe(200);
    const overview = await readJson(await callApi(t, '/api/v1/companies/acme/credits/me', { cookie: cookies[email] }));
    expect(overview).toMatchObject({ initial: 3 / 7, pending: 4 / 7, total: -1 / 7 });
  });

  it('validates the body (400 with fields)', async () => {
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies['salarie@acme.example'],
      body: { engagementId: 'nope', missionId: 1, timeslotIds: [1, 1], timeType: 'nap' },
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await readJson(response)).error.fields).sort()).toEqual(['engagementId', 'timeType', 'timeslotIds']);
  });

  it('runs inside a caller\'s transaction (the sync push): a refusal rolls back only its own effects', async () => {
    const email = await freshEmployee('synchro@acme.example');
    const actor = await actorFor(db().sql, await userId(db().sql, email));
    const acme = await idOf(db().sql, 'companies', 'acme');
    const missionId = await createMission(db().sql);
    const slot = await createTimeslot(db().sql, missionId, { places: 1 });
    await db().sql`update timeslots set taken = 1 where id = ${slot}`;
    const engagementId = newId();
    const results = await db().sql.begin(async (tx) => {
      const full = await applyToMission({ sql: tx, env: t.env }, actor, acme, {
        engagementId, missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'waitlist', acknowledgeInsufficientCredit: false,
      });
      const unknown = await applyToMission({ sql: tx, env: t.env }, actor, acme, {
        engagementId: newId(), missionId: 999999, timeslotIds: [], timeType: 'personal', onFull: 'reject', acknowledgeInsufficientCredit: false,
      });
      // The caller's own write in the same transaction (the sync push records the result and bumps the client's id).
      await tx`update users set job_title = 'synchro' where id = ${actor.userId}`;
      return [full.result, unknown.result];
    });
    expect(results.map((result) => ('code' in result ? result.code : result.status))).toEqual(['TIMESLOT_FULL', 'MISSION_UNAVAILABLE']);
    expect(await db().sql`select 1 from engagements where id = ${engagementId}`).toHaveLength(0);
    expect(await db().sql`select 1 from timeslot_subscribers where timeslot_id = ${slot} and user_id = ${actor.userId}`).toHaveLength(1);
    expect((await db().sql`select job_title from users where id = ${actor.userId}`)[0]!.job_title).toBe('synchro');
  });
});
