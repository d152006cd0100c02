import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp, seedTestDemo } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { clientOptions, type Sql } from '../../db/connect';
import { applyToMission } from './apply.service';
import { actorFor, createEmployee, createMission, createTimeslot, idOf, newId } from './engagements.fixtures';

const APPLICANTS = 100;

describeWithDb('engagement.apply under contention: the last place goes to exactly one applicant', () => {
  const db = useTestDatabase();
  let t: TestApp;
  /** About 20 connections, so the applications really run side by side. */
  let pool: Sql;
  let acmeId: number;
  const employees: string[] = [];

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    acmeId = await idOf(db().sql, 'companies', 'acme');
    for (let index = 0; index < APPLICANTS; index++) {
      employees.push(await createEmployee(db().sql, { email: `candidat-${index}@acme.example`, company: 'acme' }));
    }
    pool = postgres(db().url, clientOptions(20));
  });
  afterAll(async () => {
    await pool?.end({ timeout: 5 });
  });

  it(`${APPLICANTS} concurrent applicants on a one-place slot: 1 engagement, taken = 1, ${APPLICANTS - 1} TIMESLOT_FULL offered the waiting list`, async () => {
    const missionId = await createMission(db().sql, { timeType: 'personal' });
    const slot = await createTimeslot(db().sql, missionId, { places: 1 });
    const other = await createTimeslot(db().sql, missionId, { places: 3, inDays: 12 });
    const actors = await Promise.all(employees.map((id) => actorFor(db().sql, id)));

    const outcomes = await Promise.all(
      actors.map((actor, index) =>
        applyToMission({ sql: pool, env: t.env }, actor, acmeId, {
          engagementId: newId(),
          missionId,
          timeslotIds: [slot],
          timeType: 'personal',
          onFull: index % 2 === 0 ? 'waitlist' : 'reject',
          acknowledgeInsufficientCredit: false,
        }),
      ),
    );

    const ok = outcomes.filter((outcome) => outcome.result.status === 'ok');
    const full = outcomes.filter((outcome) => outcome.result.status === 'conflict' && outcome.result.code === 'TIMESLOT_FULL');
    expect(ok).toHaveLength(1);
    expect(full).toHaveLength(APPLICANTS - 1);
    for (const outcome of full) {
      const result = outcome.result as unknown as { details: { waitingListOffered: boolean; otherOpenTimeslotIds: number[] } };
      expect(result.details.waitingListOffered).toBe(true);
      expect(result.details.otherOpenTimeslotIds).toEqual([other]);
    }

    const [timeslot] = await db().sql<{ taken: number; places: number }[]>`select taken, places from timeslots where id = ${slot}`;
    expect(timeslot).toEqual({ taken: 1, places: 1 });
    const [counts] = await db().sql<{ engagements: number; dates: number }[]>`
      select (select count(*)::int from engagements where mission_id = ${missionId}) as engagements,
             (select count(*)::int from engagement_timeslots where timeslot_id = ${slot}) as dates`;
    expect(counts).toEqual({ engagements: 1, dates: 1 });
    // Those who asked for it are on the waiting list; nobody else.
    const waiting = await db().sql<{ count: number }[]>`select count(*)::int as count from timeslot_subscribers where timeslot_id = ${slot}`;
    const askedForWaitlist = outcomes.filter((outcome, index) => index % 2 === 0 && outcome.result.status !== 'ok').length;
    expect(waiting[0]!.count).toBe(askedForWaitlist);
  });

  it('a replayed application (same engagement id, sent twice at once and again later) is applied once, with identical results', async () => {
    const missionId = await createMission(db().sql, { timeType: 'personal' });
    const slot = await createTimeslot(db().sql, missionId, { places: 5 });
    const actor = await actorFor(db().sql, employees[0]!);
    const input = { engagementId: newId(), missionId, timeslotIds: [slot], timeType: 'personal' as const, onFull: 'reject' as const, acknowledgeInsufficientCredit: false };
    const [first, twin] = await Promise.all([applyToMission({ sql: pool, env: t.env }, actor, acmeId, input), applyToMission({ sql: pool, env: t.env }, actor, acmeId, input)]);
    const later = await applyToMission({ sql: pool, env: t.env }, actor, acmeId, input);
    expect(first.result.status).toBe('ok');
    expect(twin.result).toEqual(first.result);
    expect(later.result).toEqual(first.result);
    const [counts] = await db().sql<{ engagements: number; history: number; taken: number }[]>`
      select (select count(*)::int from engagements where id = ${input.engagementId}) as engagements,
             (select count(*)::int from engagement_history where engagement_id = ${input.engagementId}) as history,
             (select taken from timeslots where id = ${slot}) as taken`;
    expect(counts).toEqual({ engagements: 1, history: 1, taken: 1 });
  });

  /**
   * The same step written the naive way (check, then write without the guard)
   * under READ COMMITTED, with the CHECK backstop dropped in this database:
   * the same race overbooks, which proves the test above can fail.
   */
  it('the naive check-then-insert variant is caught overbooking', async () => {
    const [constraint] = await db().sql<{ name: string }[]>`
      select conname as name from pg_constraint
      where conrelid = 'timeslots'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%taken <= places%'`;
    await db().sql.unsafe(`alter table timeslots drop constraint "${constraint!.name}"`);
    const missionId = await createMission(db().sql, { timeType: 'personal' });
    const slot = await createTimeslot(db().sql, missionId, { places: 1 });

    async function naiveApply(userId: string): Promise<'ok' | 'full'> {
      return pool.begin('isolation level read committed', async (tx) => {
        const [row] = await tx<{ open: boolean }[]>`select taken < places as open from timeslots where id = ${slot}`;
        if (!row!.open) return 'full' as const;
        await new Promise((resolve) => setTimeout(resolve, 5)); // the application's own work between the check and the write
        await tx`update timeslots set taken = taken + 1 where id = ${slot}`;
        const id = newId();
        await tx`insert into engagements (id, mission_id, user_id, company_id, time_type) values (${id}, ${missionId}, ${userId}, ${acmeId}, 'personal')`;
        return 'ok' as const;
      });
    }

    const results = await Promise.all(employees.map((id) => naiveApply(id)));
    const [timeslot] = await db().sql<{ taken: number }[]>`select taken from timeslots where id = ${slot}`;
    const granted = results.filter((result) => result === 'ok').length;
    expect(granted).toBeGreaterThan(1);
    expect(timeslot!.taken).toBeGreaterThan(1);
  });
});
