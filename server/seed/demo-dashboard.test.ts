import { expect, it } from 'vitest';
import { createTestApp, seedTestDemo } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { seedDemoDashboard } from './demo-dashboard';

describeWithDb("the dashboards' demo (seedDemoDashboard)", () => {
  const db = useTestDatabase();

  it('writes a year of page views of Acme and Acme Services, once', async () => {
    const sql = db().sql;
    await seedTestDemo(createTestApp(sql), sql);
    const now = new Date('2026-11-25T10:00:00Z');
    const { eventsCreated } = await seedDemoDashboard({ sql }, { now });
    expect(eventsCreated).toBeGreaterThan(500);
    expect(await seedDemoDashboard({ sql }, { now })).toEqual({ eventsCreated: 0 });
    const perCompany = await sql<{ slug: string; months: number; users: number }[]>`
      select c.slug, count(distinct date_trunc('month', e.occurred_at at time zone 'Europe/Paris'))::int as months, count(distinct e.user_id)::int as users
      from analytics_events e join companies c on c.id = e.company_id group by c.slug order by c.slug`;
    expect(perCompany).toEqual([
      { slug: 'acme', months: 13, users: 3 },
      { slug: 'acme-services', months: 13, users: 1 },
    ]);
  });
});
