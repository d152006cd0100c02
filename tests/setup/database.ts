import { createHash, randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { clientOptions, type Sql } from '../../server/db/connect';
import { migrate, readMigrations } from '../../server/db/migrate';

/** The real PostgreSQL of this machine and of CI; TEST_DATABASE_URL points elsewhere. */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template's name changes with the migrations, so a stale template is never reused. */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const migration of readMigrations()) hash.update(migration.checksum);
  return `solidaire_tpl_${hash.digest('hex').slice(0, 12)}`;
}

export async function isPostgresReachable(): Promise<boolean> {
  const sql = postgres(ADMIN_DATABASE_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Creates the migrated template once per run (CREATE DATABASE ... TEMPLATE is then a file copy). */
export async function ensureTemplate(): Promise<string> {
  const name = templateName();
  const admin = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
    if (existing) return name;
    const building = `${name}_build_${randomBytes(3).toString('hex')}`;
    await admin.unsafe(`create database "${building}"`);
    const sql = postgres(databaseUrl(building), { max: 1, onnotice: () => {} });
    try {
      await migrate(sql);
    } finally {
      await sql.end();
    }
    // Renaming makes the template appear atomically for concurrent runs.
    await admin.unsafe(`alter database "${building}" rename to "${name}"`).catch(async (error: unknown) => {
      await admin.unsafe(`drop database if exists "${building}"`);
      if (!String(error).includes('already exists')) throw error;
    });
    return name;
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  sql: Sql;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(options: { max?: number } = {}): Promise<TestDatabase> {
  const template = await ensureTemplate();
  const name = `solidaire_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const sql = postgres(url, clientOptions(options.max ?? 5));
  return {
    name,
    url,
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      const cleanup = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
