import { expect, it } from 'vitest';
import { createTestApp, readJson, seedTestDemo, signIn } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { createLogger } from '../http/logger';
import { DEMO_EMPLOYEE_MATRICULE, DEMO_PLATFORM_MISSION, seedDemoAdmin } from './demo-admin';

describeWithDb("the admin space's demo (seedDemoAdmin)", () => {
  const db = useTestDatabase();

  it("gives Camille her matricule and the platform a mission of its own, once, and the admin pages find them", async () => {
    const sql = db().sql;
    const t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const deps = { sql, auth: t.auth, mailer: t.mailer, env: t.env, logger: createLogger('silent') };
    expect(await seedDemoAdmin(deps)).toEqual({ missionsCreated: 1 });
    expect(await seedDemoAdmin(deps)).toEqual({ missionsCreated: 0 });

    const [membership] = await sql`
      select m.sso_id, m.role, m.manager_email from company_members m join users u on u.id = m.user_id where u.email = 'salarie@acme.example'`;
    expect(membership).toEqual({ sso_id: DEMO_EMPLOYEE_MATRICULE, role: 'COMPANY_COLLABORATOR', manager_email: 'manager@acme.example' });
    const missions = await sql`select state, publisher_type, is_remote from missions where slug = ${DEMO_PLATFORM_MISSION.slug}`;
    expect(missions).toEqual([{ state: 'published', publisher_type: 'PUBLISHER_TYPE_ADMIN', is_remote: true }]);

    const admin = await signIn(t, 'admin@example.org');
    const found = await readJson(await t.app.request(`/api/v1/admin/users?q=${DEMO_EMPLOYEE_MATRICULE}`, { headers: { cookie: admin } }));
    expect(found.users.map((user: { email: string }) => user.email)).toEqual(['salarie@acme.example']);
    const catalogue = await readJson(await t.app.request('/api/v1/admin/missions', { headers: { cookie: admin } }));
    expect(catalogue.missions.map((mission: { title: string }) => mission.title)).toEqual([DEMO_PLATFORM_MISSION.title]);
  });
});
