import type { TestProject } from 'vitest/node';
import { ensureTemplate, isPostgresReachable } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: boolean;
  }
}

/**
 * Server tests run against the real PostgreSQL of the machine (CI always has
 * one). Without it they are reported as skipped, never silently passed.
 */
export default async function setup(project: TestProject) {
  const reachable = await isPostgresReachable();
  if (reachable) await ensureTemplate();
  else console.warn('PostgreSQL is not reachable: the database tests will be skipped.');
  project.provide('postgres', reachable);
}
