import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type TestDatabase, createTestDatabase } from './database';

/** `describe` for suites that need PostgreSQL: skipped (and reported so) when none is reachable. */
export function describeWithDb(name: string, suite: () => void): void {
  describe.skipIf(!inject('postgres'))(name, suite);
}

/** A fresh database for the current file, created before its tests and dropped after. */
export function useTestDatabase(options: { max?: number } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    if (inject('postgres')) database = await createTestDatabase(options);
  });
  afterAll(async () => {
    await database?.drop();
  });
  return () => {
    if (!database) throw new Error('No test database (PostgreSQL unreachable?)');
    return database;
  };
}
