import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootstrap } from './boot';
import { EnvError, parseEnv } from './env';
import { CLIENT_DIST_DIR } from './http/static';
import { createLogger } from './http/logger';
import { type JobRunner, startJobs } from './jobs/runner';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the one process: API, auth and the built PWA on PORT. */
export async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.logLevel);
  let runtime;
  try {
    runtime = await bootstrap(env, logger);
  } catch (error) {
    logger.fatal({ msg: 'cannot start', error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  // Background jobs (pg-boss, same database), once the migrations have run; the first run happens now.
  let jobs: JobRunner;
  try {
    jobs = await startJobs({ sql: runtime.db.sql, mailer: runtime.mailer, logger, env }, { runAtStart: true });
  } catch (error) {
    logger.fatal({ msg: 'cannot start the jobs', error: error instanceof Error ? error.message : String(error) });
    await runtime.db.close();
    process.exit(1);
  }
  const app = createApp({ sql: runtime.db.sql, auth: runtime.auth, mailer: runtime.mailer, env, logger, secret: runtime.secret, clientDir: CLIENT_DIST_DIR });
  const server = serve({ fetch: app.fetch, port: env.port }, (info: AddressInfo) => {
    logger.info({ msg: 'listening', url: env.baseUrl, port: info.port });
  });
  // A port already taken (another copy still running, another app) is said in one line, not a stack trace.
  server.once('error', async (error: NodeJS.ErrnoException) => {
    const hint = error.code === 'EADDRINUSE' ? `port ${env.port} is already in use: stop what uses it, or set PORT` : undefined;
    logger.fatal({ msg: 'cannot listen', port: env.port, error: error.message, hint });
    await jobs.stop().catch(() => {});
    await runtime.db.close();
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ msg: 'shutting down', signal });
    setTimeout(() => {
      logger.error({ msg: 'shutdown took too long, exiting' });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Jobs stop taking work at once and finish the one running (or fail it for a retry elsewhere).
    const jobsStopped = jobs.stop().catch((error: unknown) => logger.error({ msg: 'jobs did not stop cleanly', error: String(error) }));
    // close() stops accepting connections and waits for in-flight requests.
    server.close(async () => {
      await jobsStopped;
      await runtime.db.close();
      logger.info({ msg: 'stopped' });
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
