import { beforeAll, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { DEMO_USERS } from './demo-data';
import { seedDemo } from './seed';

describeWithDb('demo seed', () => {
  const db = useTestDatabase();
  const counts = async () => {
    const [row] = await db().sql`
      select (select count(*) from users)::int as users, (select count(*) from companies)::int as companies,
             (select count(*) from associations)::int as associations, (select count(*) from branches)::int as branches,
             (select count(*) from company_members)::int as company_members, (select count(*) from association_members)::int as association_members,
             (select count(*) from accounts)::int as accounts`;
    return row;
  };

  beforeAll(async () => {
    const { auth } = createTestApp(db().sql);
    expect(await seedDemo(db().sql, auth)).toEqual({ usersCreated: DEMO_USERS.length });
  });

  it('writes the organisations and accounts listed in the README', async () => {
    expect(await counts()).toEqual({ users: 7, companies: 2, associations: 2, branches: 2, company_members: 4, association_members: 2, accounts: 7 });
    const [acme] = await db().sql`select c.plans, c.is_active, h.slug as holding from companies c join holdings h on h.id = c.holding_id where c.slug = 'acme'`;
    expect(acme).toEqual({ plans: ['solidarite'], is_active: true, holding: 'groupe-demo' });
    const [manager] = await db().sql`select m.manager_email from company_members m join users u on u.id = m.user_id where u.email = 'salarie@acme.example'`;
    expect(manager!.manager_email).toBe('manager@acme.example');
    const [admin] = await db().sql`select role from users where email = 'admin@example.org'`;
    expect(admin!.role).toBe('admin');
  });

  it('is idempotent', async () => {
    const before = await counts();
    const { auth } = createTestApp(db().sql);
    expect(await seedDemo(db().sql, auth)).toEqual({ usersCreated: 0 });
    expect(await counts()).toEqual(before);
  });

  it('lets every demo account sign in with Demo2026!', async () => {
    const testApp = createTestApp(db().sql);
    for (const user of DEMO_USERS) await expect(signIn(testApp, user.email)).resolves.toContain('session_token');
  });
});
