import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from './connect';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');
const FILE_PATTERN = /^(\d{4})_([a-z0-9]+(?:_[a-z0-9]+)+)\.sql$/;
// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 727_001;

export interface MigrationFile {
  version: string;
  name: string;
  checksum: string;
  sql: string;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.sql')).sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new MigrationError(`Migration file name "${file}" must look like NNNN_verb_object.sql`);
    const version = match[1]!;
    if (seen.has(version)) throw new MigrationError(`Two migrations share the number ${version}`);
    seen.add(version);
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    return { version, name: file, checksum: createHash('sha256').update(sql).digest('hex'), sql };
  });
}

/**
 * Applies pending migrations in order, each in its own transaction, and refuses
 * to start when a migration that already ran has been edited since. Several
 * processes starting at once serialise on an advisory lock.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  await sql`
    create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`;
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
      const [existing] = await tx<{ name: string; checksum: string }[]>`
        select name, checksum from schema_migrations where version = ${migration.version}`;
      if (existing) {
        if (existing.checksum !== migration.checksum || existing.name !== migration.name) {
          throw new MigrationError(
            `Migration ${existing.name} was changed after it was applied (checksum differs). ` +
              'Landed migrations are never edited: add a new migration instead.',
          );
        }
        return false;
      }
      await tx.unsafe(migration.sql);
      await tx`insert into schema_migrations (version, name, checksum) values (${migration.version}, ${migration.name}, ${migration.checksum})`;
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
