import { beforeAll, expect, it } from 'vitest';
import type { Feature } from '../../../shared/companies/plans';
import { SYNC_REPLICA_VERSION, SYNC_SCHEMA_VERSION } from '../../../shared/sync/sync.schema';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, createTimeslot, idOf, newId } from '../engagements/engagements.fixtures';
import { call } from '../quests/quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const MANAGER = 'ambassadeur@acme.example';
const PLATFORM_ADMIN = 'admin@example.org';
const FEATURE_DISABLED = "Cette fonctionnalité n'est pas activée pour votre entreprise.";

/**
 * Spec §6 feature gating of the features the mission flow is made of (missions, credits, manager validation,
 * self-registration): each switched off answers 403 FEATURE_DISABLED on its routes, leaves the session's features,
 * is served by no sync, and changes what applying or registering does.
 */
describeWithDb('feature gating of missions, credits, manager validation and self-registration (spec §6)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let acme: number;
  let missionId: number;
  let timeslotId: number;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of [ADMIN, EMPLOYEE, MANAGER, PLATFORM_ADMIN]) cookies[email] = await signIn(t, email);
    acme = await idOf(db().sql, 'companies', 'acme');
    missionId = await createMission(db().sql, { timeType: 'work' });
    timeslotId = await createTimeslot(db().sql, missionId, { places: 10, hours: 7 });
  });

  /** Runs `check` with the features switched off in Acme's enabled list, then switches them back on. */
  async function without(features: Feature[], check: () => Promise<void>) {
    await db().sql`update companies set enabled_features = (select array_agg(f) from unnest(enabled_features) f where f <> all(${features})) where id = ${acme}`;
    try {
      await check();
    } finally {
      await db().sql`update companies set enabled_features = (select array_agg(distinct f) from unnest(enabled_features || ${features}::text[]) f) where id = ${acme}`;
    }
  }
  const features = async (email: string) =>
    ((await call(t, cookies[email], 'GET', '/session')).body as { me: { companies: Array<{ slug: string; features: string[]; managesTeam: boolean }> } }).me.companies.find(
      (company) => company.slug === 'acme',
    )!;
  const pulledEntities = async () => {
    const response = await t.app.request(`/api/v1/sync/pull?replicaVersion=${SYNC_REPLICA_VERSION}&limit=500`, {
      headers: { ...SAME_ORIGIN, cookie: cookies[EMPLOYEE]!, 'x-company-id': String(acme), 'x-context-type': 'employee' },
    });
    const body = (await readJson(response)) as { changes: Array<{ entity: string }> };
    return new Set(body.changes.map((change) => change.entity));
  };
  const expectDisabled = async (who: string, method: string, path: string, body?: unknown) => {
    const reply = await call(t, cookies[who], method, path, body);
    expect(reply.status, `${method} ${path}`).toBe(403);
    expect(reply.body).toMatchObject({ error: { code: 'FEATURE_DISABLED', message: FEATURE_DISABLED } });
  };
  const apply = (who: string, extra: Record<string, unknown> = {}) =>
    call(t, cookies[who], 'POST', '/companies/acme/engagements', { engagementId: newId(), missionId, timeslotIds: [timeslotId], timeType: 'work', onFull: 'reject', ...extra });

  it('serves everything while the plans allow it and the company has it on', async () => {
    expect((await call(t, cookies[EMPLOYEE], 'GET', '/companies/acme/missions/search')).status).toBe(200);
    expect((await call(t, cookies[EMPLOYEE], 'GET', '/companies/acme/credits/me')).status).toBe(200);
    expect((await call(t, cookies[MANAGER], 'GET', '/companies/acme/my-team')).status).toBe(200);
    expect((await call(t, cookies[ADMIN], 'GET', '/companies/acme/settings/registration')).status).toBe(200);
    expect((await features(EMPLOYEE)).features).toEqual(expect.arrayContaining(['missions', 'credits', 'manager_validation', 'self_registration']));
    expect([...(await pulledEntities())]).toEqual(expect.arrayContaining(['mission', 'credit']));
  });

  it('missions off: every mission and application route answers 403, the session and the sync drop them, « Mon équipe » goes', async () => {
    await without(['missions'], async () => {
      await expectDisabled(EMPLOYEE, 'GET', '/companies/acme/missions/search');
      await expectDisabled(EMPLOYEE, 'GET', `/companies/acme/missions/${missionId}`);
      await expectDisabled(EMPLOYEE, 'GET', '/companies/acme/engagements');
      await expectDisabled(EMPLOYEE, 'POST', '/companies/acme/engagements', { engagementId: newId(), missionId, timeslotIds: [timeslotId], timeType: 'work' });
      await expectDisabled(EMPLOYEE, 'GET', '/companies/acme/colleagues');
      await expectDisabled(ADMIN, 'GET', '/companies/acme/engagement-follow-up');
      await expectDisabled(ADMIN, 'GET', '/companies/acme/exports/engagement-timeslots');
      await expectDisabled(MANAGER, 'GET', '/companies/acme/my-team');
      const acmeSession = await features(EMPLOYEE);
      expect(acmeSession.features).not.toContain('missions');
      const pulled = await pulledEntities();
      for (const entity of ['mission', 'timeslot', 'association', 'engagement']) expect(pulled.has(entity), entity).toBe(false);
      // An application queued offline is refused by the sync as the route refuses it.
      const pushed = await t.app.request('/api/v1/sync/push', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, cookie: cookies[EMPLOYEE]!, 'x-company-id': String(acme), 'x-context-type': 'employee' },
        body: JSON.stringify({
          clientId: newId(),
          schemaVersion: SYNC_SCHEMA_VERSION,
          mutations: [
            {
              id: 1,
              name: 'engagement.apply',
              args: { engagementId: newId(), missionId, timeslotIds: [timeslotId], timeType: 'work', onFull: 'reject' },
              clientCreatedAt: new Date().toISOString(),
            },
          ],
        }),
      });
      expect(((await readJson(pushed)) as { results: unknown[] }).results[0]).toMatchObject({ status: 'rejected', code: 'FEATURE_DISABLED' });
      // A platform administrator acts in the admin context, which passes every check.
      expect((await call(t, cookies[PLATFORM_ADMIN], 'GET', '/companies/acme/engagement-follow-up')).status).toBe(200);
    });
  });

  it('credits off: the credit routes answer 403, the sync serves no balance, and applying beyond the balance asks nothing', async () => {
    const spender = 'sans-credits@acme.example';
    await createEmployee(db().sql, { email: spender, company: 'acme', passwordHash: await (await t.auth.$context).password.hash('Demo2026!') });
    cookies[spender] = await signIn(t, spender);
    await db().sql`update companies set yearly_credit_hours = 0 where id = ${acme}`;
    try {
      // With credits on, a 7-hour date on an empty balance is a warning the employee must confirm.
      expect((await apply(spender)).body).toMatchObject({ error: { code: 'INSUFFICIENT_CREDIT' } });
      await without(['credits'], async () => {
        await expectDisabled(EMPLOYEE, 'GET', '/companies/acme/credits/me');
        await expectDisabled(ADMIN, 'PUT', '/companies/acme/settings/credits', { yearlyCreditDays: 5 });
        expect((await features(EMPLOYEE)).features).not.toContain('credits');
        expect((await pulledEntities()).has('credit')).toBe(false);
        const applied = await apply(spender);
        expect(applied.status).toBe(200);
      });
    } finally {
      await db().sql`update companies set yearly_credit_hours = default where id = ${acme}`;
    }
  });

  it('manager validation off: work-time dates are validated at once, nobody is mailed, the setting and the team view answer 403', async () => {
    const employee = 'sans-manager@acme.example';
    await createEmployee(db().sql, { email: employee, company: 'acme', managerEmail: 'chef-gating@acme.example', passwordHash: await (await t.auth.$context).password.hash('Demo2026!') });
    cookies[employee] = await signIn(t, employee);
    await db().sql`update companies set manager_validation = true, work_time_validator = 'manager' where id = ${acme}`;
    await without(['manager_validation'], async () => {
      await expectDisabled(ADMIN, 'PUT', '/companies/acme/settings/validation', { managerValidation: true, workTimeValidator: 'manager' });
      await expectDisabled(MANAGER, 'GET', '/companies/acme/my-team');
      expect((await features(MANAGER)).features).not.toContain('manager_validation');
      const applied = await apply(employee, { acknowledgeInsufficientCredit: true });
      expect(applied.status).toBe(200);
      const { engagement } = applied.body as { engagement: { timeslots: Array<{ state: string }> } };
      expect(engagement.timeslots.map((date) => date.state)).toEqual(['validated']);
      expect(await db().sql`select 1 from outgoing_emails where to_address = 'chef-gating@acme.example'`).toHaveLength(0);
    });
  });

  it('self-registration off: the company page says invitation only and registering with an allowed domain is refused', async () => {
    await db().sql`update companies set allowed_email_domains = '{acme.example}' where id = ${acme}`;
    try {
      expect((await call(t, undefined, 'GET', '/companies/acme/public')).body).toMatchObject({ company: { selfRegistration: 'open' } });
      await without(['self_registration'], async () => {
        expect((await call(t, undefined, 'GET', '/companies/acme/public')).body).toMatchObject({ company: { selfRegistration: 'invitation_only' } });
        const registered = await call(t, undefined, 'POST', '/registrations/employee/acme', { email: 'nouvelle@acme.example', password: 'Demo2026!x', password_confirmation: 'Demo2026!x', terms_of_use_accepted: true, gdpr_consent: true });
        expect(registered.body).toMatchObject({ error: { code: 'SELF_REGISTRATION_CLOSED' } });
        await expectDisabled(ADMIN, 'GET', '/companies/acme/settings/registration');
        expect(await db().sql`select 1 from users where email = 'nouvelle@acme.example'`).toHaveLength(0);
      });
    } finally {
      await db().sql`update companies set allowed_email_domains = '{}' where id = ${acme}`;
    }
  });

  it('starts the replicas over when what the company reaches changes (a stale replica would keep gated rows)', async () => {
    const stamp = async () => (await db().sql<{ txid: string }[]>`select txid::text from sync_member_resets where company_id = ${acme} order by txid desc limit 1`)[0]?.txid;
    const before = await stamp();
    await without(['quests'], async () => {
      expect(await stamp()).not.toBe(before);
    });
    const afterSwitch = await stamp();
    await db().sql`insert into company_allowed_features (company_id, plan, feature) values (${acme}, 'mobilisation', 'missions')`;
    expect(await stamp()).not.toBe(afterSwitch);
    await db().sql`delete from company_allowed_features where company_id = ${acme}`;
  });
});
