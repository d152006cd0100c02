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

  it('subscribes, answers a replay identically, and refuses a second alert on the same slot', async () => {
    const missionId = await createMission(db().sql);
    const slot = await createTimeslot(db().sql, missionId, { places: 1 });
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
    const slot = await createTimeslot(db().sql, missionId);
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
    const hiddenSlot = await createTimeslot(db().sql, hidden);
    expect((await readJson(await subscribe('salarie@acme.example', { subscriptionId: newId(), timeslotId: hiddenSlot }))).code).toBe('MISSION_NOT_VALIDATED_BY_COMPANY');
    const own = await createMission(db().sql, { publishedByCompany: 'acme', validatedBy: [] });
    const ownSlot = await createTimeslot(db().sql, own);
    expect((await subscribe('salarie@globex.example', { subscriptionId: newId(), timeslotId: ownSlot }, 'globex')).status).toBe(404);
    const missionId = await createMission(db().sql);
    await createTimeslot(db().sql, missionId, { inDays: 5 });
    const past = await createTimeslot(db().sql, missionId, { inDays: -2 });
    expect((await readJson(await subscribe('salarie@acme.example', { subscriptionId: newId(), timeslotId: past }))).code).toBe('SIGNUPS_CLOSED');
  });
});
