import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../../shared/analytics/admin-dashboard.schema';
import { type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { insertAssociation, insertCompany, insertCompanyMember, insertEngagement, insertMission, insertUser } from '../../../tests/factories/rows';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { adminDashboard } from './admin-dashboard.service';

describeWithDb('admin dashboard', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    admin = await signIn(t, 'admin@example.org');
  });

  const dashboard = async (): Promise<AdminDashboard> => {
    const response = await t.app.request('/api/v1/admin/dashboard', { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return readJson(response);
  };

  it('counts each table now, and what was created this Paris month against the one before', async () => {
    const before = await dashboard();
    expect(before.months.map((month) => month.month).at(-1)).toBe(before.month);
    expect(before.months.at(-2)!.month).toBe(before.previousMonth);
    expect(before.months).toHaveLength(12);
    // The demo was written just now: its users are all of this month.
    expect(before.users.total).toBeGreaterThan(0);
    expect(before.users.thisMonth).toBe(before.users.total);

    const middleOf = (month: string) => new Date(`${month}-15T12:00:00Z`);
    const lastMonth = middleOf(before.previousMonth);
    const monthsAgo = before.months[8]!.month;
    const companyId = (await insertCompany(db().sql, { created_at: lastMonth })).id;
    await insertAssociation(db().sql, { created_at: middleOf(before.month) });
    const user = await insertUser(db().sql, { state: 'toValidate', created_at: lastMonth });
    await insertCompanyMember(db().sql, companyId, user.id);
    const associationId = (await insertAssociation(db().sql, { created_at: middleOf(monthsAgo) })).id;
    const missionId = (await insertMission(db().sql, associationId, { state: 'archived', created_at: middleOf(monthsAgo) })).id;
    await insertEngagement(db().sql, { mission_id: missionId, user_id: user.id, company_id: companyId, created_at: middleOf(monthsAgo) });
    await insertEngagement(db().sql, {
      mission_id: missionId,
      user_id: user.id,
      company_id: companyId,
      state: 'canceled',
      state_before_cancel: 'created',
      cancel_reason: 'not_available',
      created_at: lastMonth,
    });

    const after = await dashboard();
    const plus = (figures: { total: number; thisMonth: number; lastMonth: number }, added: Partial<Record<'total' | 'thisMonth' | 'lastMonth', number>>) => ({
      total: figures.total + (added.total ?? 0),
      thisMonth: figures.thisMonth + (added.thisMonth ?? 0),
      lastMonth: figures.lastMonth + (added.lastMonth ?? 0),
    });
    expect(after.companies).toEqual(plus(before.companies, { total: 1, lastMonth: 1 }));
    expect(after.associations).toEqual(plus(before.associations, { total: 2, thisMonth: 1 }));
    expect(after.users).toMatchObject(plus(before.users, { total: 1, lastMonth: 1 }));
    expect(after.users.byState.toValidate).toEqual(plus(before.users.byState.toValidate, { total: 1, lastMonth: 1 }));
    expect(after.users.byState.registered).toEqual(before.users.byState.registered);
    expect(after.missions).toMatchObject(plus(before.missions, { total: 1 }));
    expect(after.missions.byState.archived).toEqual(plus(before.missions.byState.archived, { total: 1 }));
    expect(after.applications).toMatchObject(plus(before.applications, { total: 2, lastMonth: 1 }));
    expect(after.applications.byState.created).toEqual(plus(before.applications.byState.created, { total: 1 }));
    expect(after.applications.byState.canceled).toEqual(plus(before.applications.byState.canceled, { total: 1, lastMonth: 1 }));
    expect(Object.keys(after.applications.byState)).toEqual(['created', 'validated', 'finished', 'canceled']);
    expect(Object.keys(after.users.byState)).toEqual(['created', 'invited', 'registered', 'toValidate', 'disabled']);

    // The monthly chart: the application and the account land in their months.
    const delta = after.months.map((month, index) => ({
      month: month.month,
      applications: month.applications - before.months[index]!.applications,
      users: month.users - before.months[index]!.users,
    }));
    expect(delta.filter((month) => month.applications !== 0 || month.users !== 0)).toEqual([
      { month: monthsAgo, applications: 1, users: 0 },
      { month: before.previousMonth, applications: 1, users: 1 },
    ]);
  });

  it('reads Paris months: the first hour of a month in Paris is still the previous month in UTC', async () => {
    // 1 March 2026, 00:30 in Paris is 28 February, 23:30 UTC.
    const figures = await adminDashboard(db().sql, new Date('2026-02-28T23:30:00Z'));
    expect(figures.month).toBe('2026-03');
    expect(figures.previousMonth).toBe('2026-02');
    expect(figures.months[0]!.month).toBe('2025-04');
  });

  it('is refused to everyone but platform admins', async () => {
    expect((await t.app.request('/api/v1/admin/dashboard')).status).toBe(401);
    for (const email of ['rh@acme.example', 'groupe@acme.example', 'asso@amis-du-quartier.example']) {
      const cookie = await signIn(t, email);
      expect((await t.app.request('/api/v1/admin/dashboard', { headers: { cookie } })).status, email).toBe(403);
    }
  });
});
