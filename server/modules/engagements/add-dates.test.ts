import { beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, createTimeslot, idOf, newId } from './engagements.fixtures';

describeWithDb('POST /engagements/{id}/dates (choose new dates on an application)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let hash: string;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    hash = await (await t.auth.$context).password.hash('Demo2026!');
    for (const email of ['salarie@globex.example', 'rh@acme.example']) cookies[email] = await signIn(t, email);
  });

  /** A fresh employee of their own, so each test starts from an empty record. */
  async function freshEmployee(email: string, company = 'acme', managerEmail: string | null = null) {
    await createEmployee(db().sql, { email, company, passwordHash: hash, managerEmail });
    cookies[email] = await signIn(t, email);
    return email;
  }

  /** An application through the real route, then every date rejected (the step 'Créneau à choisir'). */
  async function applicationWithoutDates(email: string, options: { timeType?: 'work' | 'personal'; missionId?: number; slug?: string } = {}) {
    const missionId = options.missionId ?? (await createMission(db().sql));
    const first = await createTimeslot(db().sql, missionId, { inDays: 8 });
    const engagementId = newId();
    const applied = await callApi(t, `/api/v1/companies/${options.slug ?? 'acme'}/engagements`, {
      cookie: cookies[email],
      body: { engagementId, missionId, timeslotIds: [first], timeType: options.timeType ?? 'personal', message: 'Bonjour', onFull: 'reject', acknowledgeInsufficientCredit: true },
    });
    expect(applied.status).toBe(200);
    const [date] = await db().sql<{ id: number; state: string }[]>`select id, state from engagement_timeslots where engagement_id = ${engagementId}`;
    if (date!.state === 'toValidate') {
      // Work time: a company admin rejects the date in the manager's place (the credit follows).
      const rejected = await callApi(t, `/api/v1/companies/acme/engagement-timeslots/${date!.id}/reject`, { method: 'POST', cookie: cookies['rh@acme.example'] });
      expect(rejected.status).toBe(200);
    } else {
      // Personal time (validated at once): the date was canceled and its place given back.
      await db().sql`update engagement_timeslots set state = 'canceled' where id = ${date!.id}`;
      await db().sql`update timeslots set taken = taken - 1 where id = ${first}`;
    }
    return { engagementId, missionId, first };
  }

  const addDates = (who: string | undefined, engagementId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.request(`/api/v1/engagements/${engagementId}/dates`, {
      method: 'POST',
      headers: { ...SAME_ORIGIN, ...(who ? { cookie: cookies[who]! } : {}), ...headers },
      body: JSON.stringify(body),
    });
  const datesOf = (engagementId: string) =>
    db().sql<{ timeslot_id: number; state: string; manager_email: string | null }[]>`
      select timeslot_id, state, manager_email from engagement_timeslots where engagement_id = ${engagementId} order by id`;
  const takenOf = async (slot: number) => (await db().sql<{ taken: number }[]>`select taken from timeslots where id = ${slot}`)[0]!.taken;

  it('on work time with manager validation: a date to validate, a new link mailed to the manager, the credit and the association told', async () => {
    const email = await freshEmployee('choix-travail@acme.example', 'acme', 'n1-choix@acme.example');
    const { engagementId, missionId } = await applicationWithoutDates(email, { timeType: 'work' });
    const [before] = await db().sql`select validation_token_hash from engagements where id = ${engagementId}`;
    const slot = await createTimeslot(db().sql, missionId, { inDays: 12, places: 3 });

    const response = await addDates(email, engagementId, { timeslotIds: [slot] }, { 'x-company-id': String(await idOf(db().sql, 'companies', 'acme')) });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.status).toBe('ok');
    // The step moves on from 'timeslot_to_select'; the state stays 'to confirm'.
    expect(body.engagement).toMatchObject({ id: engagementId, state: 'created', step: 'message_sent', approximateDurationHours: 4 });
    expect(body.engagement.timeslots.map((date: { timeslotId: number; state: string }) => [date.timeslotId, date.state])).toEqual([
      [expect.any(Number), 'rejected'],
      [slot, 'toValidate'],
    ]);
    expect((await datesOf(engagementId)).at(-1)).toEqual({ timeslot_id: slot, state: 'toValidate', manager_email: 'n1-choix@acme.example' });
    expect(await takenOf(slot)).toBe(1);

    // A new link: the hash changed, and the mail to the manager carries it with the date awaiting them.
    const [after] = await db().sql`select validation_token_hash, approximate_duration_hours::float8 as hours from engagements where id = ${engagementId}`;
    expect(after!.validation_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(after!.validation_token_hash).not.toBe(before!.validation_token_hash);
    expect(after!.hours).toBe(4);
    const mails = await db().sql<{ template: string; text_body: string }[]>`
      select template, text_body from outgoing_emails where to_address = 'n1-choix@acme.example' order by id`;
    expect(mails.map((mail) => mail.template)).toEqual(['engagement_validation_request', 'engagement_validation_request']);
    expect(mails[1]!.text_body).toMatch(/http:\/\/localhost:3000\/validation-manager\/[A-Za-z0-9_-]{43}/);
    expect(mails[1]!.text_body).not.toBe(mails[0]!.text_body);

    // The rejected date no longer counts; the new one is held (pending) on the balance.
    expect(await db().sql`select kind, hours from credit_entries where engagement_id = ${engagementId}`).toEqual([{ kind: 'pending', hours: 4 }]);
    const history = await db().sql`select action, from_state, to_state, actor_kind, details from engagement_history where engagement_id = ${engagementId} order by id`;
    expect(history.at(-1)).toMatchObject({ action: 'add_dates', from_state: 'created', to_state: 'created', actor_kind: 'user', details: { timeslotIds: [slot], dateState: 'toValidate' } });

    // The association reads a note in the conversation and is mailed about it.
    const [note] = await db().sql<{ author_kind: string; body: string }[]>`
      select author_kind, body from engagement_messages where engagement_id = ${engagementId} order by id desc limit 1`;
    expect(note!.author_kind).toBe('system');
    expect(note!.body).toMatch(/a choisi de nouvelles dates pour cette mission :\n• \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}-\d{2}:\d{2}/);
    const [associationMail] = await db().sql<{ template: string; subject: string }[]>`
      select template, subject from outgoing_emails where to_address = 'asso@amis-du-quartier.example' order by id desc limit 1`;
    expect(associationMail).toMatchObject({ template: 'engagement_message' });
  });

  it('on personal time: the date is validated at once, no credit held, no mail to a manager', async () => {
    const email = await freshEmployee('choix-perso@acme.example', 'acme', 'n1-perso@acme.example');
    const { engagementId, missionId } = await applicationWithoutDates(email);
    const slot = await createTimeslot(db().sql, missionId, { inDays: 14 });
    const response = await addDates(email, engagementId, { timeslotIds: [slot] });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.engagement.step).toBe('message_sent');
    expect(body.engagement.timeslots.at(-1)).toMatchObject({ timeslotId: slot, state: 'validated', managerEmail: null });
    expect(await db().sql`select 1 from credit_entries where engagement_id = ${engagementId}`).toHaveLength(0);
    expect(await db().sql`select 1 from outgoing_emails where to_address = 'n1-perso@acme.example'`).toHaveLength(0);
  });

  it('keeps to the owner in their company: 401 without a session, 404 for a colleague or another company, 403 for a space that is not theirs', async () => {
    const email = await freshEmployee('proprietaire@acme.example');
    const { engagementId, missionId } = await applicationWithoutDates(email);
    const slot = await createTimeslot(db().sql, missionId, { inDays: 16 });
    expect((await addDates(undefined, engagementId, { timeslotIds: [slot] })).status).toBe(401);

    const colleague = await addDates('rh@acme.example', engagementId, { timeslotIds: [slot] });
    expect(colleague.status).toBe(404);
    expect(await readJson(colleague)).toMatchObject({ code: 'NOT_FOUND', error: { code: 'NOT_FOUND' } });
    // Another tenant: neither by its own space nor by naming the owner's company.
    expect((await addDates('salarie@globex.example', engagementId, { timeslotIds: [slot] })).status).toBe(404);
    const acme = String(await idOf(db().sql, 'companies', 'acme'));
    const foreignSpace = await addDates('salarie@globex.example', engagementId, { timeslotIds: [slot] }, { 'x-company-id': acme });
    expect(foreignSpace.status).toBe(403);
    // The owner acting from another company's space does not find it either.
    const globex = String(await idOf(db().sql, 'companies', 'globex'));
    expect((await addDates(email, engagementId, { timeslotIds: [slot] }, { 'x-company-id': globex })).status).toBe(403);

    expect(await datesOf(engagementId)).toHaveLength(1);
    expect(await takenOf(slot)).toBe(0);
  });

  it('refuses: a canceled application, a slot of another mission, closed sign-ups, a slot already on the application, a text mission, an empty choice', async () => {
    const email = await freshEmployee('refus-dates@acme.example');
    const { engagementId, missionId, first } = await applicationWithoutDates(email);
    const open = await createTimeslot(db().sql, missionId, { inDays: 18 });
    const otherMission = await createMission(db().sql);
    const foreignSlot = await createTimeslot(db().sql, otherMission, { inDays: 18 });
    const closed = await createTimeslot(db().sql, missionId, { inDays: 5, signupDeadlineInDays: -1 });

    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['slot of another mission', { timeslotIds: [foreignSlot] }, 404, 'NOT_FOUND'],
      ['sign-ups closed', { timeslotIds: [closed] }, 409, 'SIGNUPS_CLOSED'],
      ['already on the application (canceled there)', { timeslotIds: [first] }, 400, 'VALIDATION_FAILED'],
      ['nothing chosen', { timeslotIds: [] }, 400, 'VALIDATION_FAILED'],
      ['twice the same slot', { timeslotIds: [open, open] }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [name, body, status, code] of cases) {
      const response = await addDates(email, engagementId, body);
      expect(response.status, name).toBe(status);
      expect((await readJson(response)).error.code, name).toBe(code);
    }
    const duplicate = await readJson(await addDates(email, engagementId, { timeslotIds: [first] }));
    expect(duplicate.error.fields).toEqual({ timeslotIds: ['Ce créneau figure déjà dans votre candidature : choisissez-en un autre.'] });

    // Once a new date is live, choosing it again gets the same clear message.
    expect((await addDates(email, engagementId, { timeslotIds: [open] })).status).toBe(200);
    const again = await readJson(await addDates(email, engagementId, { timeslotIds: [open] }));
    expect(again.error.fields.timeslotIds).toEqual(['Ce créneau figure déjà dans votre candidature : choisissez-en un autre.']);
    expect(await takenOf(open)).toBe(1);

    // A canceled application takes no new dates.
    const cancel = await callApi(t, `/api/v1/companies/acme/engagements/${engagementId}/cancel`, { cookie: cookies[email], body: { reason: 'not_available' } });
    expect(cancel.status).toBe(200);
    const later = await createTimeslot(db().sql, missionId, { inDays: 20 });
    const canceled = await addDates(email, engagementId, { timeslotIds: [later] });
    expect(canceled.status).toBe(409);
    expect(await readJson(canceled)).toMatchObject({ status: 'conflict', code: 'INVALID_TRANSITION', details: { state: 'canceled' } });
    expect(await takenOf(later)).toBe(0);

    // A mission with a text availability has no slots to choose.
    const textMission = await createMission(db().sql, { availability: 'text' });
    const textEngagement = newId();
    await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[email],
      body: { engagementId: textEngagement, missionId: textMission, timeslotIds: [], timeType: 'personal', onFull: 'reject' },
    });
    const text = await addDates(email, textEngagement, { timeslotIds: [later] });
    expect((await readJson(text)).code).toBe('INVALID_TRANSITION');
  });

  it('a full slot rolls everything back and answers TIMESLOT_FULL with the other open slots and the waiting list', async () => {
    const email = await freshEmployee('complet-dates@acme.example');
    const { engagementId, missionId, first } = await applicationWithoutDates(email);
    const full = await createTimeslot(db().sql, missionId, { inDays: 22, places: 1 });
    const other = await createTimeslot(db().sql, missionId, { inDays: 24, places: 2 });
    await db().sql`update timeslots set taken = 1 where id = ${full}`;
    const historyBefore = (await db().sql`select 1 from engagement_history where engagement_id = ${engagementId}`).length;
    const messagesBefore = (await db().sql`select 1 from engagement_messages where engagement_id = ${engagementId}`).length;

    const response = await addDates(email, engagementId, { timeslotIds: [full, other] });
    expect(response.status).toBe(409);
    const body = await readJson(response);
    expect(body).toMatchObject({ status: 'conflict', code: 'TIMESLOT_FULL', details: { fullTimeslotIds: [full], waitingListOffered: true } });
    // The other open slots: neither those asked for, nor the one already (canceled) on the application.
    expect(body.details.otherOpenTimeslotIds).not.toContain(other);
    expect(body.details.otherOpenTimeslotIds).not.toContain(first);
    expect(await datesOf(engagementId)).toHaveLength(1);
    expect(await takenOf(other)).toBe(0);
    expect(await db().sql`select 1 from engagement_history where engagement_id = ${engagementId}`).toHaveLength(historyBefore);
    expect(await db().sql`select 1 from engagement_messages where engagement_id = ${engagementId}`).toHaveLength(messagesBefore);

    // The offer: the waiting list of the full slot, joined from the screen.
    const subscribed = await callApi(t, '/api/v1/companies/acme/timeslot-subscriptions', { cookie: cookies[email], body: { subscriptionId: newId(), timeslotId: full } });
    expect(subscribed.status).toBe(200);
    expect(await readJson(subscribed)).toMatchObject({ subscription: { position: 1 } });
  });

  it('warns when solidarity days run short for the new dates, and adds them once the employee confirms', async () => {
    const email = await freshEmployee('credit-dates@acme.example', 'acme', 'n1-credit@acme.example');
    await db().sql`insert into credit_entries (company_id, user_id, kind, hours) select c.id, u.id, 'initial', 7 from companies c, users u where c.slug = 'acme' and u.email = ${email}`;
    const { engagementId, missionId } = await applicationWithoutDates(email, { timeType: 'work' });
    // 09:00-17:00 Paris: a full day (7 h); with the rejected date gone, the balance holds 7 h.
    const day = await createTimeslot(db().sql, missionId, { inDays: 26, hours: 8, startHourUtc: 7 });
    const half = await createTimeslot(db().sql, missionId, { inDays: 28 });

    const warned = await addDates(email, engagementId, { timeslotIds: [day, half] });
    expect(warned.status).toBe(409);
    expect(await readJson(warned)).toMatchObject({ status: 'rejected', code: 'INSUFFICIENT_CREDIT', details: { warning: true, requestedDays: 11 / 7, availableDays: 1 } });
    expect(await datesOf(engagementId)).toHaveLength(1);

    const confirmed = await addDates(email, engagementId, { timeslotIds: [day, half], acknowledgeInsufficientCredit: true });
    expect(confirmed.status).toBe(200);
    expect(await db().sql`select kind, hours from credit_entries where engagement_id = ${engagementId}`).toEqual([{ kind: 'pending', hours: 11 }]);
    const overview = await readJson(await callApi(t, '/api/v1/companies/acme/credits/me', { cookie: cookies[email] }));
    expect(overview).toMatchObject({ initial: 1, pending: 11 / 7, total: -4 / 7 });
  });
});
