import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'date-fns';
import { expect, it } from 'vitest';
import { insertAssociation, insertMission } from '../../tests/factories/rows';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import postgres from 'postgres';
import { type Sql, clientOptions, openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { createLogger } from '../http/logger';
import { createMailer } from '../mail/mailer';
import { JOBS, type JobRunner, cronOf, startJobs } from './runner';

const yesterday = () => format(new Date(Date.now() - 86_400_000), 'yyyy-MM-dd');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts the runner on `sql`, lets the start-up run take an expired mission offline, and stops. */
async function runOnce(sql: Sql) {
  const logger = createLogger('silent');
  const association = await insertAssociation(sql);
  const mission = await insertMission(sql, association.id, { expires_on: yesterday() });
  let runner: JobRunner | undefined;
  try {
    runner = await startJobs(
      { sql, logger, mailer: createMailer({ sql, from: 'Solidaire <noreply@example.org>', logger }), env: { baseUrl: 'http://localhost:3000' } },
      { pollingIntervalSeconds: 0.5, runAtStart: true },
    );
    const state = await until(
      async () => (await sql<{ state: string }[]>`select state from missions where id = ${mission.id}`)[0]!.state,
      (value) => value === 'unpublished',
    );
    expect(state).toBe('unpublished');
    const completed = await until(
      async () => sql<{ name: string }[]>`select distinct name from pgboss.job where state = 'completed' order by name`,
      (rows) => rows.length === JOBS.length,
    );
    expect(completed.map((row) => row.name)).toEqual(JOBS.map((job) => job.queue).sort());
    const schedules = await runner.boss.getSchedules();
    expect(schedules.map((schedule) => [schedule.name, schedule.cron]).sort()).toEqual(JOBS.map((job) => [job.queue, cronOf(job)]).sort());
  } finally {
    await runner?.stop();
  }
}

describeWithDb('background jobs on pg-boss 10', () => {
  const db = useTestDatabase();

  /**
   * pg-boss gets a client of its own, ended (waiting for what it still runs) before the
   * test database is dropped. One connection, opened before pg-boss starts: a connection still
   * opening when the client ends fails its type lookup outside any test (an unhandled
   * CONNECTION_CLOSED), so none may open late. pg-boss runs on one connection on PGlite too.
   */
  async function withOwnClient(run: (sql: Sql) => Promise<void>) {
    const sql = postgres(db().url, clientOptions(1));
    await sql`select 1`;
    try {
      await run(sql);
    } finally {
      await sql.end({ timeout: 10 });
    }
  }

  it('runs every job end to end on PostgreSQL: queues, crons, workers, the start-up run', async () => {
    await withOwnClient(runOnce);
  });

  it('starts again on the same database (queues and schedules already there)', async () => {
    await withOwnClient(async (sql) => {
      const logger = createLogger('silent');
      const runner = await startJobs({ sql, logger, mailer: createMailer({ sql, from: 'x@example.org', logger }), env: { baseUrl: 'http://localhost:3000' } }, { pollingIntervalSeconds: 0.5 });
      await runner.stop();
    });
  });
});

it('runs on the embedded PGlite too (one connection)', { timeout: 90_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-jobs-'));
  const database = await openDatabase({ dataDir, logger: createLogger('silent') });
  try {
    await migrate(database.sql);
    await runOnce(database.sql);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
