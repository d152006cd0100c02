import PgBoss from 'pg-boss';
import {
  type LifecycleDeps,
  expireWaitingListsOfPastSlots,
  notifyMissionsExpiringSoon,
  unpublishMissionsThatAreOver,
} from '../modules/missions/lifecycle.service';
import { expirePendingEngagements } from '../modules/engagements/transitions.service';
import { remindStaleManagerValidations } from '../modules/engagements/manager-validation.service';
import { remindEngagementsToComplete } from '../modules/engagements/reminders.service';
import { pruneSyncChanges } from '../modules/sync/pull.service';
import { purgeExpiredAnalytics } from '../modules/analytics/events.service';
import { pgBossDb } from './pg-boss-db';

/** Every job runs every 15 minutes (unless it names its own cron), and once when the server starts. */
export const JOB_CRON = '*/15 * * * *';
/** The daily jobs of applications (issue 6): 06:00 UTC, before the working day in Paris. */
export const DAILY_CRON = '0 6 * * *';

/** The background jobs (spec §4): one queue each, so one failing never holds back the others. */
export const JOBS = [
  { queue: 'missions-auto-unpublish', run: unpublishMissionsThatAreOver },
  { queue: 'timeslots-expire-waiting-lists', run: expireWaitingListsOfPastSlots },
  { queue: 'missions-expiring-soon-notice', run: notifyMissionsExpiringSoon },
  // Applications (spec §4, issue 6): a pending one is canceled after 30 days without activity; reminders by e-mail.
  { queue: 'engagements-expire-pending', cron: DAILY_CRON, run: (deps: LifecycleDeps, now: Date) => expirePendingEngagements(deps, now) },
  { queue: 'engagements-remind-managers', cron: DAILY_CRON, run: (deps: LifecycleDeps) => remindStaleManagerValidations(deps, { olderThanDays: 7 }) },
  { queue: 'engagements-remind-to-complete', cron: DAILY_CRON, run: (deps: LifecycleDeps, now: Date) => remindEngagementsToComplete(deps, now) },
  // Offline sync: the change log is kept SYNC_RETENTION_DAYS; older cursors get a reset.
  { queue: 'sync-prune-changes', cron: DAILY_CRON, run: (deps: LifecycleDeps, now: Date) => pruneSyncChanges(deps, now) },
  // Analytics (spec §7): kept ANALYTICS_RETENTION_MONTHS, then deleted.
  { queue: 'analytics-purge', cron: DAILY_CRON, run: (deps: LifecycleDeps, now: Date) => purgeExpiredAnalytics(deps, now) },
] as const;

/** The cron of one job. */
export function cronOf(job: (typeof JOBS)[number]): string {
  return 'cron' in job ? job.cron : JOB_CRON;
}
export type JobQueue = (typeof JOBS)[number]['queue'];

export interface JobRunner {
  boss: PgBoss;
  /** Stops taking jobs and waits (up to `timeoutMs`) for those running. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobRunnerOptions {
  /** How often workers look for jobs (pg-boss polls; PGlite has no LISTEN). */
  pollingIntervalSeconds?: number;
  /** Queue one run of every job at start (the server does; tests decide). */
  runAtStart?: boolean;
  /** Run the timekeeper that turns the crons into jobs (off in tests that send jobs themselves). */
  schedule?: boolean;
}

/**
 * Starts pg-boss on the app's own postgres.js client: its tables live in the
 * `pgboss` schema of the same database, created or upgraded by pg-boss itself.
 * Queues are created before they are scheduled or worked (pg-boss 10 needs it).
 */
export async function startJobs(deps: LifecycleDeps, options: JobRunnerOptions = {}): Promise<JobRunner> {
  const db = pgBossDb(deps.sql);
  const boss = new PgBoss({
    db,
    schema: 'pgboss',
    migrate: true,
    supervise: true,
    schedule: options.schedule ?? true,
  });
  boss.on('error', (error: Error) => deps.logger.error({ msg: 'job runner error', error: error.message }));
  await boss.start();

  for (const job of JOBS) {
    // 'stately': at most one run queued and one running, so a slow run never piles up others.
    await boss.createQueue(job.queue, { name: job.queue, policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 600 });
    if (options.schedule ?? true) await boss.schedule(job.queue, cronOf(job));
    // Queued before the workers start, so their first look (right away) finds it.
    if (options.runAtStart) await boss.send(job.queue, {});
  }
  for (const job of JOBS) {
    await boss.work(job.queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
      const started = Date.now();
      try {
        const result = await job.run(deps, new Date());
        deps.logger.debug({ msg: 'job done', queue: job.queue, ms: Date.now() - started, result });
        return result;
      } catch (error) {
        deps.logger.error({ msg: 'job failed', queue: job.queue, error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    });
  }
  deps.logger.info({ msg: 'jobs started', queues: JOBS.map((job) => job.queue) });

  return {
    boss,
    async stop(timeoutMs = 5_000) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // Its client is the app's: let a round pg-boss had under way finish before the caller ends the client.
      await db.settled();
    },
  };
}
