import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { createLogger } from '../http/logger';
import { DEMO_EMPLOYEES, seedDemoEmployees } from './demo-employees';

describeWithDb('demo employees of Acme (seedDemoEmployees)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
  });

  it('imports a few dozen employees in every state, both entities and the three roles, with matricules, once', async () => {
    const sql = db().sql;
    const deps = { sql, auth: t.auth, mailer: t.mailer, env: t.env, logger: createLogger('silent') };
    expect(await seedDemoEmployees(deps)).toEqual({ employeesCreated: DEMO_EMPLOYEES.length });
    expect(await seedDemoEmployees(deps)).toEqual({ employeesCreated: 0 });

    const states = await sql<{ state: string; count: number }[]>`
      select u.state, count(*)::int as count from company_members m join users u on u.id = m.user_id
      join companies c on c.id = m.company_id and c.slug = 'acme'
      where m.sso_id like 'AC-%' group by u.state order by u.state`;
    expect(Object.fromEntries(states.map((row) => [row.state, row.count]))).toEqual({ created: 3, disabled: 4, invited: 8, registered: 16, toValidate: 5 });
    const spread = await sql<{ role: string; entity: string | null; count: number }[]>`
      select m.role, e.name as entity, count(*)::int as count from company_members m
      join companies c on c.id = m.company_id and c.slug = 'acme' left join entities e on e.id = m.entity_id
      where m.sso_id like 'AC-%' group by m.role, e.name`;
    expect(new Set(spread.map((row) => row.role))).toEqual(new Set(['COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN']));
    expect(new Set(spread.map((row) => row.entity))).toEqual(new Set(['Siège', 'Agence Lyon', null]));
    // Invited through the real flow: a pending invitation and its e-mail for each invited one.
    const [pending] = await sql<{ count: number }[]>`select count(*)::int as count from invitations where email like '%@acme.example' and accepted_at is null`;
    expect(pending!.count).toBe(8);

    // The registered ones sign in with the demo password; the disabled ones cannot.
    expect(await signIn(t, 'adele.arnaud@acme.example')).toBeTruthy();
    const refused = await callApi(t, '/api/auth/sign-in/email', { method: 'POST', body: { email: 'hugo.bouvier@acme.example', password: 'Demo2026!' } });
    expect((await readJson(refused)).error.code).toBe('ACCOUNT_DISABLED');
  });
});
