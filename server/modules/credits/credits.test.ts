import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { userId } from '../engagements/engagements.fixtures';

describeWithDb('credits: /companies/{slug}/credits (overview, admin view, grants)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of ['salarie@acme.example', 'rh@acme.example', 'ambassadeur@acme.example', 'salarie@globex.example']) {
      cookies[email] = await signIn(t, email);
      ids[email] = await userId(db().sql, email);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await callApi(t, '/api/v1/companies/acme/credits/me')).status).toBe(401);
    expect((await callApi(t, `/api/v1/companies/acme/credits/members/${ids['salarie@acme.example']}`)).status).toBe(401);
    expect((await callApi(t, '/api/v1/companies/acme/credits/adjustments', { body: { userId: ids['salarie@acme.example'], kind: 'bonus', hours: 7 } })).status).toBe(401);
  });

  it("the employee's overview starts from the company's yearly allowance (21 h = 3 days)", async () => {
    const response = await callApi(t, '/api/v1/companies/acme/credits/me', { cookie: cookies['salarie@acme.example'] });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ initial: 3, bonus: 0, malus: 0, pending: 0, confirmed: 0, finished: 0, total: 3 });
    expect((await callApi(t, '/api/v1/companies/acme/credits/me', { cookie: cookies['salarie@globex.example'] })).status).toBe(403);
  });

  it('a company admin grants a bonus and a malus; the employee sees the new balance', async () => {
    const target = ids['salarie@acme.example'];
    const bonus = await callApi(t, '/api/v1/companies/acme/credits/adjustments', { cookie: cookies['rh@acme.example'], body: { userId: target, kind: 'bonus', hours: 7, note: 'Journée solidaire' } });
    expect(bonus.status).toBe(201);
    expect((await readJson(bonus)).entry).toMatchObject({ kind: 'bonus', hours: 7, note: 'Journée solidaire', engagementId: null });
    await callApi(t, '/api/v1/companies/acme/credits/adjustments', { cookie: cookies['rh@acme.example'], body: { userId: target, kind: 'malus', hours: 14 } });
    const overview = await readJson(await callApi(t, '/api/v1/companies/acme/credits/me', { cookie: cookies['salarie@acme.example'] }));
    expect(overview).toMatchObject({ bonus: 1, malus: 2, total: 2 });
    const admin = await readJson(await callApi(t, `/api/v1/companies/acme/credits/members/${target}`, { cookie: cookies['rh@acme.example'] }));
    expect(admin.overview.total).toBe(2);
    expect(admin.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['malus', 'bonus']);
  });

  it('refuses grants from non-admins, to people of another company, and bad amounts', async () => {
    const body = { userId: ids['salarie@acme.example'], kind: 'bonus', hours: 7 };
    for (const who of ['salarie@acme.example', 'ambassadeur@acme.example', 'salarie@globex.example']) {
      expect((await callApi(t, '/api/v1/companies/acme/credits/adjustments', { cookie: cookies[who], body })).status, who).toBe(403);
      expect((await callApi(t, `/api/v1/companies/acme/credits/members/${body.userId}`, { cookie: cookies[who] })).status, who).toBe(403);
    }
    const foreign = await callApi(t, '/api/v1/companies/acme/credits/adjustments', { cookie: cookies['rh@acme.example'], body: { ...body, userId: ids['salarie@globex.example'] } });
    expect(foreign.status).toBe(404);
    expect((await callApi(t, `/api/v1/companies/acme/credits/members/${ids['salarie@globex.example']}`, { cookie: cookies['rh@acme.example'] })).status).toBe(404);
    const bad = await callApi(t, '/api/v1/companies/acme/credits/adjustments', { cookie: cookies['rh@acme.example'], body: { ...body, hours: 0 } });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.fields).toHaveProperty('hours');
  });
});
