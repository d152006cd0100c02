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
    for (const email of ['salarie@globex.example', 'rh@acme.example', 'asso@amis-du-quartier.example']) cookies[email] = await signIn(t, email);
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

  it('refuses: a canceled application, a slot of another mission, closed sign-ups, a slot with a live date on the application, a text mission, an empty choice', async () => {
    const email = await freshEmployee('refus-dates@acme.example');
    const { engagementId, missionId } = await applicationWithoutDates(email);
    const open = await createTimeslot(db().sql, missionId, { inDays: 18 });
    const otherMission = await createMission(db().sql);
    const foreignSlot = await createTimeslot(db().sql, otherMission, { inDays: 18 });
    const closed = await createTimeslot(db().sql, missionId, { inDays: 5, signupDeadlineInDays: -1 });

    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['slot of another mission', { timeslotIds: [foreignSlot] }, 404, 'NOT_FOUND'],
      ['sign-ups closed', { timeslotIds: [closed] }, 409, 'SIGNUPS_CLOSED'],
      ['nothing chosen', { timeslotIds: [] }, 400, 'VALIDATION_FAILED'],
      ['twice the same slot', { timeslotIds: [open, open] }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [name, body, status, code] of cases) {
      const response = await addDates(email, engagementId, body);
      expect(response.status, name).toBe(status);
      expect((await readJson(response)).error.code, name).toBe(code);
    }

    // Once a date is live on a slot, choosing that slot again gets a clear message, and nothing changes.
    expect((await addDates(email, engagementId, { timeslotIds: [open] })).status).toBe(200);
    const datesBefore = await datesOf(engagementId);
    const again = await addDates(email, engagementId, { timeslotIds: [open] });
    expect(again.status).toBe(400);
    expect((await readJson(again)).error.fields).toEqual({ timeslotIds: ['Ce créneau figure déjà dans votre candidature : choisissez-en un autre.'] });
    expect(await takenOf(open)).toBe(1);
    expect(await datesOf(engagementId)).toEqual(datesBefore);

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
    // The other open slots: not those asked for; the one whose date was canceled on the application may be chosen again.
    expect(body.details.otherOpenTimeslotIds).not.toContain(other);
    expect(body.details.otherOpenTimeslotIds).toContain(first);
    expect(await datesOf(engagementId)).toHaveLength(1);
    expect(await takenOf(other)).toBe(0);
    expect(await db().sql`select 1 from engagement_history where engagement_id = ${engagementId}`).toHaveLength(historyBefore);
    expect(await db().sql`select 1 from engagement_messages where engagement_id = ${engagementId}`).toHaveLength(messagesBefore);

    // The offer: the waiting list of the full slot, joined from the screen.
    const subscribed = await callApi(t, '/api/v1/companies/acme/timeslot-subscriptions', { cookie: cookies[email], body: { subscriptionId: newId(), timeslotId: full } });
    expect(subscribed.status).toBe(200);
    expect(await readJson(subscribed)).toMatchObject({ subscription: { position: 1 } });
  });

  // ---- Choosing again the slot of a date that was rejected or canceled: the date starts over, no second date.

  const dateRow = async (engagementId: string) =>
    (
      await db().sql<{ id: number; timeslot_id: number; state: string; manager_email: string | null; validator_type: string | null; validated_by: string | null; decided: boolean }[]>`
        select id, timeslot_id, state, manager_email, validator_type, validated_by, decided_at is not null as decided
        from engagement_timeslots where engagement_id = ${engagementId} order by id`
    );
  const tokenSentTo = async (address: string) => {
    const [mail] = await db().sql<{ text_body: string }[]>`select text_body from outgoing_emails where to_address = ${address} order by id desc limit 1`;
    return /\/validation-manager\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
  };
  const lastAddDates = async (engagementId: string) =>
    (await db().sql<{ details: Record<string, unknown> }[]>`
      select details from engagement_history where engagement_id = ${engagementId} and action = 'add_dates' order by id desc limit 1`)[0]!.details;

  it('a date the manager rejected can be chosen again: to validate again, its place taken back, a new link to the manager', async () => {
    const manager = 'n1-rechoix@acme.example';
    const email = await freshEmployee('rechoix-refus@acme.example', 'acme', manager);
    const missionId = await createMission(db().sql);
    const first = await createTimeslot(db().sql, missionId, { inDays: 8, places: 2 });
    const engagementId = newId();
    const applied = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[email],
      body: { engagementId, missionId, timeslotIds: [first], timeType: 'work', message: 'Bonjour', onFull: 'reject', acknowledgeInsufficientCredit: true },
    });
    expect(applied.status).toBe(200);
    const firstToken = await tokenSentTo(manager);
    const [date] = await dateRow(engagementId);
    // The manager rejects it through their link: the place is given back, the credit no longer held.
    const rejected = await callApi(t, `/api/v1/manager-validations/${firstToken}/timeslots/${date!.id}/reject`, { method: 'POST', body: {} });
    expect(rejected.status).toBe(200);
    expect(await dateRow(engagementId)).toEqual([{ ...date, state: 'rejected', validator_type: 'manager', validated_by: null, decided: true }]);
    expect(await takenOf(first)).toBe(0);
    const [tokenBefore] = await db().sql`select validation_token_hash from engagements where id = ${engagementId}`;

    // Another tenant cannot choose it again for them.
    expect((await addDates('salarie@globex.example', engagementId, { timeslotIds: [first] })).status).toBe(404);
    expect((await dateRow(engagementId))[0]!.state).toBe('rejected');

    const response = await addDates(email, engagementId, { timeslotIds: [first] });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    // The same date, to validate again, with the manager to ask and no trace of the earlier decision.
    expect(body.engagement.timeslots).toEqual([expect.objectContaining({ id: date!.id, timeslotId: first, state: 'toValidate', validatorType: null, managerEmail: manager })]);
    expect(body.engagement.step).toBe('message_sent');
    expect(await dateRow(engagementId)).toEqual([{ id: date!.id, timeslot_id: first, state: 'toValidate', manager_email: manager, validator_type: null, validated_by: null, decided: false }]);
    expect(await takenOf(first)).toBe(1);
    expect(await db().sql`select kind, hours from credit_entries where engagement_id = ${engagementId}`).toEqual([{ kind: 'pending', hours: 4 }]);
    expect(await lastAddDates(engagementId)).toMatchObject({ timeslotIds: [first], dateState: 'toValidate', chosenAgain: [{ id: date!.id, timeslotId: first, from: 'rejected' }] });

    // A new link: the old one stops working, the new one shows the date and lets the manager decide again.
    const [tokenAfter] = await db().sql`select validation_token_hash from engagements where id = ${engagementId}`;
    expect(tokenAfter!.validation_token_hash).not.toBe(tokenBefore!.validation_token_hash);
    const secondToken = await tokenSentTo(manager);
    expect(secondToken).not.toBe(firstToken);
    expect((await callApi(t, `/api/v1/manager-validations/${firstToken}`)).status).toBe(410);
    const page = await readJson(await callApi(t, `/api/v1/manager-validations/${secondToken}`));
    expect(page.timeslots).toEqual([expect.objectContaining({ id: date!.id, state: 'toValidate' })]);
    expect((await callApi(t, `/api/v1/manager-validations/${secondToken}/timeslots/${date!.id}/validate`, { method: 'POST', body: {} })).status).toBe(200);
    expect((await dateRow(engagementId))[0]).toMatchObject({ state: 'validated', validator_type: 'manager', decided: true });
  });

  it('a canceled date can be chosen again with a new slot: validated at once on personal time, each place taken once', async () => {
    const email = await freshEmployee('rechoix-annule@acme.example', 'acme', 'n1-rechoix-perso@acme.example');
    const { engagementId, missionId, first } = await applicationWithoutDates(email);
    const [date] = await dateRow(engagementId);
    const fresh = await createTimeslot(db().sql, missionId, { inDays: 10 });

    const response = await addDates(email, engagementId, { timeslotIds: [first, fresh] });
    expect(response.status).toBe(200);
    const rows = await dateRow(engagementId);
    expect(rows).toEqual([
      { id: date!.id, timeslot_id: first, state: 'validated', manager_email: null, validator_type: null, validated_by: null, decided: true },
      expect.objectContaining({ timeslot_id: fresh, state: 'validated', manager_email: null }),
    ]);
    expect([await takenOf(first), await takenOf(fresh)]).toEqual([1, 1]);
    expect(await lastAddDates(engagementId)).toMatchObject({ chosenAgain: [{ id: date!.id, timeslotId: first, from: 'canceled' }] });
    expect(await db().sql`select 1 from outgoing_emails where to_address = 'n1-rechoix-perso@acme.example'`).toHaveLength(0);

    // Now live: choosing it once more is refused and changes nothing.
    const again = await addDates(email, engagementId, { timeslotIds: [first] });
    expect(again.status).toBe(400);
    expect((await readJson(again)).error.fields.timeslotIds).toEqual(['Ce créneau figure déjà dans votre candidature : choisissez-en un autre.']);
    expect(await dateRow(engagementId)).toEqual(rows);
    expect(await takenOf(first)).toBe(1);
  });

  it('choosing again a full slot answers TIMESLOT_FULL and changes nothing', async () => {
    const email = await freshEmployee('rechoix-complet@acme.example', 'acme', 'n1-rechoix-complet@acme.example');
    const { engagementId, missionId, first } = await applicationWithoutDates(email, { timeType: 'work' });
    const other = await createTimeslot(db().sql, missionId, { inDays: 11 });
    // Someone else took every place of the slot since the date was rejected.
    await db().sql`update timeslots set taken = places where id = ${first}`;
    const before = {
      dates: await dateRow(engagementId),
      taken: [await takenOf(first), await takenOf(other)],
      engagement: (await db().sql`select validation_token_hash, approximate_duration_hours, last_activity_at from engagements where id = ${engagementId}`)[0],
      credit: await db().sql`select kind, hours from credit_entries where engagement_id = ${engagementId}`,
      history: (await db().sql`select 1 from engagement_history where engagement_id = ${engagementId}`).length,
      messages: (await db().sql`select 1 from engagement_messages where engagement_id = ${engagementId}`).length,
      mails: (await db().sql`select 1 from outgoing_emails where to_address = 'n1-rechoix-complet@acme.example'`).length,
    };
    expect(before.dates).toEqual([expect.objectContaining({ timeslot_id: first, state: 'rejected', validator_type: 'company_admin', decided: true })]);

    const response = await addDates(email, engagementId, { timeslotIds: [first, other] });
    expect(response.status).toBe(409);
    expect(await readJson(response)).toMatchObject({ status: 'conflict', code: 'TIMESLOT_FULL', details: { fullTimeslotIds: [first], waitingListOffered: true } });
    expect(await dateRow(engagementId)).toEqual(before.dates);
    expect([await takenOf(first), await takenOf(other)]).toEqual(before.taken);
    expect((await db().sql`select validation_token_hash, approximate_duration_hours, last_activity_at from engagements where id = ${engagementId}`)[0]).toEqual(before.engagement);
    expect(await db().sql`select kind, hours from credit_entries where engagement_id = ${engagementId}`).toEqual(before.credit);
    expect(await db().sql`select 1 from engagement_history where engagement_id = ${engagementId}`).toHaveLength(before.history);
    expect(await db().sql`select 1 from engagement_messages where engagement_id = ${engagementId}`).toHaveLength(before.messages);
    expect(await db().sql`select 1 from outgoing_emails where to_address = 'n1-rechoix-complet@acme.example'`).toHaveLength(before.mails);
  });

  it('reverting a cancellation restores a date chosen again once, and a canceled application takes no date back meanwhile', async () => {
    const email = await freshEmployee('rechoix-revert@acme.example', 'acme', 'n1-rechoix-revert@acme.example');
    const missionId = await createMission(db().sql);
    const [s1, s2] = [await createTimeslot(db().sql, missionId, { inDays: 8, places: 3 }), await createTimeslot(db().sql, missionId, { inDays: 9, places: 3 })];
    const engagementId = newId();
    const applied = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[email],
      body: { engagementId, missionId, timeslotIds: [s1, s2], timeType: 'work', message: 'Bonjour', onFull: 'reject', acknowledgeInsufficientCredit: true },
    });
    expect(applied.status).toBe(200);
    const [d1, d2] = await dateRow(engagementId);
    const cancel = () => callApi(t, `/api/v1/companies/acme/engagements/${engagementId}/cancel`, { cookie: cookies[email], body: { reason: 'not_available' } });
    const revert = () => callApi(t, `/api/v1/associations/amis-du-quartier/engagements/${engagementId}/revert-cancel`, { method: 'POST', cookie: cookies['asso@amis-du-quartier.example'], body: {} });
    const states = async () => (await dateRow(engagementId)).map((date) => date.state);
    const places = async () => [await takenOf(s1), await takenOf(s2)];

    // The second date is rejected; a cancellation and its revert leave it rejected.
    expect((await callApi(t, `/api/v1/companies/acme/engagement-timeslots/${d2!.id}/reject`, { method: 'POST', cookie: cookies['rh@acme.example'] })).status).toBe(200);
    expect((await cancel()).status).toBe(200);
    expect(await states()).toEqual(['canceled', 'rejected']);
    expect((await revert()).status).toBe(200);
    expect(await states()).toEqual(['toValidate', 'rejected']);
    expect(await places()).toEqual([1, 0]);

    // Chosen again, then the whole application canceled: a canceled application takes no date back.
    expect((await addDates(email, engagementId, { timeslotIds: [s2] })).status).toBe(200);
    expect(await places()).toEqual([1, 1]);
    expect((await cancel()).status).toBe(200);
    expect(await states()).toEqual(['canceled', 'canceled']);
    expect(await places()).toEqual([0, 0]);
    const refused = await addDates(email, engagementId, { timeslotIds: [s2] });
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).code).toBe('INVALID_TRANSITION');
    expect(await places()).toEqual([0, 0]);

    // The revert brings each date back once, each place taken once.
    const reverted = await revert();
    expect(reverted.status).toBe(200);
    expect(await states()).toEqual(['toValidate', 'toValidate']);
    expect(await places()).toEqual([1, 1]);
    const [history] = await db().sql<{ details: { restoredDates: Array<{ id: number; from: string }> } }[]>`
      select details from engagement_history where engagement_id = ${engagementId} and action = 'revert_cancel' order by id desc limit 1`;
    expect(history!.details.restoredDates).toEqual([
      { id: d1!.id, from: 'toValidate' },
      { id: d2!.id, from: 'toValidate' },
    ]);
    expect(await db().sql`select kind, hours from credit_entries where engagement_id = ${engagementId}`).toEqual([{ kind: 'pending', hours: 8 }]);
    // Both dates are live again: neither slot can be chosen once more.
    expect((await addDates(email, engagementId, { timeslotIds: [s1] })).status).toBe(400);
    expect((await addDates(email, engagementId, { timeslotIds: [s2] })).status).toBe(400);
    expect(await places()).toEqual([1, 1]);
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
