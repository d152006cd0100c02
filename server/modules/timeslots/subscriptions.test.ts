import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createMission, createTimeslot, newId } from '../engagements/engagements.fixtures';

describeWithDb('waiting-list alerts: /companies/{slug}/timeslot-subscriptions (timeslot.subscribe)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of ['salarie@acme.example', 'rh@acme.example', 'salarie@globex.example']) cookies[email] = await signIn(t, email);
  });

  const subscribe = (who: string | undefined, body: unknown, slug = 'acme') => callApi(t, `/api/v1/companies/${slug}/timeslot-subscriptions`, { cookie: who ? cookies[who] : undefined, body });
  /** A slot with every place taken: the only kind a waiting list is for. */
  const fullTimeslot = async (missionId: number, options: Parameters<typeof createTimeslot>[2] = {}) => {
    const slot = await createTimeslot(db().sql, missionId, options);
    await db().sql`update timeslots set taken = places where id = ${slot}`;
    return slot;
  };

  it('subscribes, answers a replay identically, and refuses a second alert on the same slot', async () => {
    const missionId = await createMission(db().sql);
    const slot = await fullTimeslot(missionId, { places: 1 });
    expect((await subscribe(undefined, { subscriptionId: newId(), timeslotId: slot })).status).toBe(401);

    const body = { subscriptionId: newId(), timeslotId: slot };
    const first = await subscribe('salarie@acme.example', body);
    expect(first.status).toBe(200);
    const created = await readJson(first);
    expect(created).toMatchObject({ status: 'ok', subscription: { id: body.subscriptionId, timeslotId: slot, state: 'waiting', position: 1, missionId } });
    expect(await readJson(await subscribe('salarie@acme.example', body))).toEqual(created);

    const twice = await subscribe('salarie@acme.example', { subscriptionId: newId(), timeslotId: slot });
    expect(twice.status).toBe(409);
    expect(await readJson(twice)).toMatchObject({ status: 'conflict', code: 'ALREADY_SUBSCRIBED' });

    const second = await readJson(await subscribe('rh@acme.example', { subscriptionId: newId(), timeslotId: slot }));
    expect(second.subscription.position).toBe(2);
  });

  it('lists and deletes only the employee’s own alerts; another company cannot touch them', async () => {
    const missionId = await createMission(db().sql);
    const slot = await fullTimeslot(missionId);
    const id = newId();
    await subscribe('salarie@acme.example', { subscriptionId: id, timeslotId: slot });
    const mine = await readJson(await callApi(t, '/api/v1/companies/acme/timeslot-subscriptions', { cookie: cookies['salarie@acme.example'] }));
    expect(mine.subscriptions.map((s: { id: string }) => s.id)).toContain(id);
    expect((await callApi(t, '/api/v1/companies/acme/timeslot-subscriptions', { cookie: cookies['salarie@globex.example'] })).status).toBe(403);
    const theirs = await readJson(await callApi(t, '/api/v1/companies/globex/timeslot-subscriptions', { cookie: cookies['salarie@globex.example'] }));
    expect(theirs.subscriptions).toEqual([]);
    expect((await callApi(t, `/api/v1/companies/globex/timeslot-subscriptions/${id}`, { method: 'DELETE', cookie: cookies['salarie@globex.example'] })).status).toBe(404);
    expect((await callApi(t, `/api/v1/companies/acme/timeslot-subscriptions/${id}`, { method: 'DELETE', cookie: cookies['rh@acme.example'] })).status).toBe(404);
    expect((await callApi(t, `/api/v1/companies/acme/timeslot-subscriptions/${id}`, { method: 'DELETE', cookie: cookies['salarie@acme.example'] })).status).toBe(204);
    expect(await db().sql`select 1 from timeslot_subscribers where id = ${id}`).toHaveLength(0);
  });

  it('refuses slots of missions the employee may not apply to, and past slots', async () => {
    const hidden = await createMission(db().sql, { validatedBy: ['globex'] });
    const hiddenSlot = await fullTimeslot(hidden);
    expect((await readJson(await subscribe('salarie@acme.example', { subscriptionId: newId(), timeslotId: hiddenSlot }))).code).toBe('MISSION_NOT_VALIDATED_BY_COMPANY');
    const own = await createMission(db().sql, { publishedByCompany: 'acme', validatedBy: [] });
    const ownSlot = await fullTimeslot(own);
    expect((await subscribe('salarie@globex.example', { subscriptionId: newId(), timeslotId: ownSlot }, 'globex')).status).toBe(404);
    const missionId = await createMission(db().sql);
    await createTimeslot(db().sql, missionId, { inDays: 5 });
    const past = await fullTimeslot(missionId, { inDays: -2 });
    expect((await readJson(await subscribe('salarie@acme.example', { subscriptionId: newId(), timeslotId: past }))).code).toBe('SIGNUPS_CLOSED');
  });

  it('offers the waiting list only on a full slot, to someone not already on it', async () => {
    const missionId = await createMission(db().sql, { timeType: 'personal' });
    const roomy = await createTimeslot(db().sql, missionId, { places: 8 });
    await db().sql`update timeslots set taken = 1 where id = ${roomy}`;
    const notFull = await subscribe('salarie@acme.example', { subscriptionId: newId(), timeslotId: roomy });
    expect(notFull.status).toBe(409);
    expect(await readJson(notFull)).toMatchObject({ status: 'conflict', code: 'TIMESLOT_NOT_FULL' });

    // Applied to the last place: the slot is full, and the applicant is on it.
    const last = await createTimeslot(db().sql, missionId, { places: 1, inDays: 12 });
    const applied = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies['salarie@acme.example'],
      body: { engagementId: newId(), missionId, timeslotIds: [last], timeType: 'personal', onFull: 'reject' },
    });
    expect(applied.status).toBe(200);
    const onIt = await subscribe('salarie@acme.example', { subscriptionId: newId(), timeslotId: last });
    expect(onIt.status).toBe(409);
    expect(await readJson(onIt)).toMatchObject({ code: 'ALREADY_APPLIED' });
    // Someone else may wait for it.
    expect((await subscribe('rh@acme.example', { subscriptionId: newId(), timeslotId: last })).status).toBe(200);
    expect(await db().sql`select 1 from timeslot_subscribers where timeslot_id in ${db().sql([roomy, last])} and user_id = (select id from users where email = 'salarie@acme.example')`).toHaveLength(0);
  });
});
