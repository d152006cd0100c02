import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { SYNC_REPLICA_VERSION } from '../../../shared/sync/sync.schema';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { idOf } from '../engagements/engagements.fixtures';
import { SELECT_LEVEL, call, createQuest } from './quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const PLATFORM_ADMIN = 'admin@example.org';
const FEATURE_DISABLED = "Cette fonctionnalité n'est pas activée pour votre entreprise.";

describeWithDb('feature gating of quests (spec §6): a company whose plans or settings leave quests off neither sees nor serves them', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let acme: number;
  let quest: { id: number; levelIds: number[] };
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of [ADMIN, EMPLOYEE, PLATFORM_ADMIN]) cookies[email] = await signIn(t, email);
    acme = await idOf(db().sql, 'companies', 'acme');
    quest = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL], publish: true });
  });

  const setFeatures = (sql: string) => db().sql.unsafe(`update companies set ${sql} where id = ${acme}`);
  const me = async (email: string) => ((await call(t, cookies[email], 'GET', '/session')).body as { me: { companies: Array<{ slug: string; features?: string[] }> } }).me;
  const pulledQuests = async () => {
    const response = await t.app.request(`/api/v1/sync/pull?replicaVersion=${SYNC_REPLICA_VERSION}&limit=500`, {
      headers: { ...SAME_ORIGIN, cookie: cookies[EMPLOYEE]!, 'x-company-id': String(acme), 'x-context-type': 'employee' },
    });
    const body = (await readJson(response)) as { changes: Array<{ entity: string }> };
    return body.changes.filter((change) => change.entity === 'quest' || change.entity === 'level').length;
  };

  it('serves quests while the plans allow them and the company has them on, and says so in the session', async () => {
    expect((await call(t, cookies[ADMIN], 'GET', '/companies/acme/quests')).status).toBe(200);
    expect((await call(t, cookies[EMPLOYEE], 'GET', '/companies/acme/employee-quests')).status).toBe(200);
    expect((await me(EMPLOYEE)).companies.find((company) => company.slug === 'acme')?.features).toContain('quests');
    expect(await pulledQuests()).toBeGreaterThan(0);
  });

  it.each([
    { why: 'the company switched them off', sql: `enabled_features = array_remove(enabled_features, 'quests')` },
    { why: 'its only plan does not sell them', sql: `plans = '{solidarite}'` },
  ])('refuses every quest route with 403 FEATURE_DISABLED when $why, and the sync serves none', async ({ sql }) => {
    await setFeatures(sql);
    try {
      for (const [who, method, path, body] of [
        [ADMIN, 'GET', '/companies/acme/quests', undefined],
        [ADMIN, 'GET', `/companies/acme/quests/${quest.id}`, undefined],
        [ADMIN, 'POST', '/companies/acme/quests', { title: 'Nouvelle' }],
        [ADMIN, 'GET', `/companies/acme/exports/quests/${quest.id}/achievements`, undefined],
        [EMPLOYEE, 'GET', '/companies/acme/employee-quests', undefined],
        [EMPLOYEE, 'GET', `/companies/acme/employee-quests/${quest.id}`, undefined],
        [EMPLOYEE, 'POST', `/companies/acme/levels/${quest.levelIds[0]}/answers`, { answerId: randomUUID(), answers: ['Les terminaux'] }],
      ] as const) {
        const reply = await call(t, cookies[who], method, path, body);
        expect(reply.status, `${method} ${path}`).toBe(403);
        expect(reply.body).toMatchObject({ error: { code: 'FEATURE_DISABLED', message: FEATURE_DISABLED } });
      }
      expect((await me(EMPLOYEE)).companies.find((company) => company.slug === 'acme')?.features).not.toContain('quests');
      expect(await pulledQuests()).toBe(0);
      // A platform administrator acts in the admin context, which passes every check.
      expect((await call(t, cookies[PLATFORM_ADMIN], 'GET', `/companies/acme/quests/${quest.id}`)).status).toBe(200);
    } finally {
      await setFeatures(`enabled_features = enabled_features || '{quests}', plans = '{custom}'`);
    }
  });

  it('lets a company own list for a plan replace what the plan sells', async () => {
    await db().sql`insert into company_allowed_features (company_id, plan, feature) values (${acme}, 'custom', 'missions')`;
    try {
      expect((await call(t, cookies[EMPLOYEE], 'GET', '/companies/acme/employee-quests')).status).toBe(403);
      await db().sql`insert into company_allowed_features (company_id, plan, feature) values (${acme}, 'custom', 'quests')`;
      expect((await call(t, cookies[EMPLOYEE], 'GET', '/companies/acme/employee-quests')).status).toBe(200);
    } finally {
      await db().sql`delete from company_allowed_features where company_id = ${acme}`;
    }
  });
});
