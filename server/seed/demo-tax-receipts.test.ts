import { expect, it } from 'vitest';
import { createTestApp, readJson, seedTestDemo, signIn } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { createLogger } from '../http/logger';
import { seedDemoAdmin } from './demo-admin';
import { DEMO_RECEIPT_NUMBER, seedDemoIntermission, seedDemoTaxReceipts } from './demo-tax-receipts';

describeWithDb("the skills sponsorship demo (seedDemoTaxReceipts)", () => {
  const db = useTestDatabase();

  it('gives Acme two lines of salarie@acme.example, one receipt complete and one to send, once', async () => {
    const sql = db().sql;
    const t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const deps = { sql, auth: t.auth, mailer: t.mailer, env: t.env, logger: createLogger('silent') };
    await seedDemoAdmin(deps);
    expect(await seedDemoTaxReceipts(deps)).toEqual({ taxLinesCreated: 2 });
    expect(await seedDemoTaxReceipts(deps)).toEqual({ taxLinesCreated: 0 });

    const rh = await signIn(t, 'rh@acme.example');
    const overview = await readJson(await t.app.request('/api/v1/companies/acme/tax-receipts', { headers: { cookie: rh } }));
    expect(overview.lines).toHaveLength(2);
    // Demo slots run 09:00-12:00: a half day of 3 hours, 3/7 of 400 € each.
    for (const line of overview.lines) expect(line).toMatchObject({ employeeName: expect.any(String), sevenths: 3, dailyCostCents: 40_000, valuedAmountCents: 17_143 });
    expect(overview.receipts.map((receipt: { state: string; number: string | null }) => [receipt.state, receipt.number]).sort()).toEqual([
      ['complete', DEMO_RECEIPT_NUMBER],
      ['to_send', null],
    ]);
    // The demo's matricule (seedDemoAdmin) is kept when the daily cost is declared.
    const [membership] = await sql`select m.sso_id is not null as kept, m.daily_cost_cents from company_members m join users u on u.id = m.user_id where u.email = 'salarie@acme.example'`;
    expect(membership).toEqual({ kept: true, daily_cost_cents: 40_000 });
  });

  it('marks an association eligible to intermission and records one period of Globex, once', async () => {
    const sql = db().sql;
    const t = createTestApp(sql);
    const deps = { sql, auth: t.auth, mailer: t.mailer, env: t.env, logger: createLogger('silent') };
    const now = new Date('2026-06-15T10:00:00Z');
    expect(await seedDemoIntermission(deps, now)).toEqual({ periodsCreated: 1 });
    expect(await seedDemoIntermission(deps, now)).toEqual({ periodsCreated: 0 });
    const rows = await sql`
      select a.slug, a.intermission_eligible, p.support, to_char(p.starts_on, 'YYYY-MM-DD') as starts_on, to_char(p.ends_on, 'YYYY-MM-DD') as ends_on, p.sevenths
      from intermission_periods p join associations a on a.id = p.association_id`;
    expect(rows).toEqual([{ slug: 'amis-du-quartier', intermission_eligible: true, support: 'intermission', starts_on: '2026-05-28', ends_on: '2026-06-08', sevenths: 56 }]);
  });
});
