import { beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp, seedTestDemo } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createMission, createTimeslot, idOf, newId, userId } from './engagements.fixtures';

/**
 * What a finished application gave (migration 0025), kept by triggers for the dashboards: the revised duration, else
 * its live dates' length, else the mission's estimate, on the end of its last live date.
 */
describeWithDb('engagements.given_hours / given_at', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let acme: number;
  let employee: string;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    acme = await idOf(db().sql, 'companies', 'acme');
    employee = await userId(db().sql, 'salarie@acme.example');
  });

  async function application(slotHours: number[]) {
    const missionId = await createMission(db().sql);
    const id = newId();
    await db().sql`
      insert into engagements (id, mission_id, user_id, company_id, state, time_type, approximate_duration_hours)
      values (${id}, ${missionId}, ${employee}, ${acme}, 'validated', 'personal', 2)`;
    for (const [index, hours] of slotHours.entries()) {
      const slot = await createTimeslot(db().sql, missionId, { inDays: -10 + index, hours });
      await db().sql`
        insert into engagement_timeslots (engagement_id, company_id, timeslot_id, starts_at, ends_at, state, decided_at)
        select ${id}, ${acme}, id, starts_at, ends_at, 'validated', now() from timeslots where id = ${slot}`;
    }
    return id;
  }
  const given = async (id: string) =>
    (await db().sql<{ hours: string | null; at: Date | null; lastEnd: Date | null }[]>`
      select given_hours::text as hours, given_at as at,
             (select max(ends_at) from engagement_timeslots where engagement_id = e.id and state not in ('canceled', 'rejected')) as "lastEnd"
      from engagements e where id = ${id}`)[0]!;
  const setState = (id: string, state: string) => db().sql`update engagements set state = ${state} where id = ${id}`;

  it('is set when the application is finished, from its live dates, on the end of the last one; cleared when it is not', async () => {
    const id = await application([3, 4]);
    expect((await given(id)).hours).toBeNull();
    await setState(id, 'finished');
    const finished = await given(id);
    expect(finished.hours).toBe('7.00');
    expect(finished.at).toEqual(finished.lastEnd);
    await setState(id, 'validated');
    expect(await given(id)).toMatchObject({ hours: null, at: null });
  });

  it('follows a revised duration and the dates of a finished application, and falls back to the estimate without dates', async () => {
    const id = await application([3, 4]);
    await setState(id, 'finished');
    await db().sql`update engagement_timeslots set state = 'canceled' where engagement_id = ${id} and ends_at = (select max(ends_at) from engagement_timeslots where engagement_id = ${id})`;
    const oneDate = await given(id);
    expect(oneDate.hours).toBe('3.00');
    expect(oneDate.at).toEqual(oneDate.lastEnd);
    await db().sql`update engagements set revised_duration_hours = 5 where id = ${id}`;
    expect((await given(id)).hours).toBe('5.00');

    const withoutDates = await application([]);
    await setState(withoutDates, 'finished');
    const estimate = await given(withoutDates);
    expect(estimate.hours).toBe('2.00');
    expect(estimate.at).not.toBeNull();
  });
});
