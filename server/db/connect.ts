import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';
import type { Logger } from '../http/logger';
import { lockDataDir } from './lock';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;
/** A piece of SQL (a condition, a source) one module's service builds and hands to another module's queries. */
export type SqlFragment = postgres.Fragment;

export interface Database {
  sql: Sql;
  /** True when the database is the embedded PGlite (single connection, demo data on first boot). */
  embedded: boolean;
  close(): Promise<void>;
}

/** postgres.js options shared by the app, the tests and the scripts. */
export function clientOptions(max: number): postgres.Options<{}> {
  return {
    max,
    onnotice: () => {},
    // Counts and sums come back as int8; they fit a JS number in this product.
    types: { int8: { to: 20, from: [20], serialize: (value: number) => String(value), parse: (value: string) => Number(value) } },
  } as postgres.Options<{}>;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; logger: Logger }): Promise<Database> {
  if (options.databaseUrl) {
    const sql = postgres(options.databaseUrl, clientOptions(10));
    await sql`select 1`;
    options.logger.info({ msg: 'database', kind: 'postgresql' });
    return { sql, embedded: false, close: () => sql.end({ timeout: 5 }) };
  }

  const lock = lockDataDir(options.dataDir, options.logger);
  try {
    const db = await PGlite.create({ dataDir: path.join(options.dataDir, 'pglite') });
    // PGlite serves one session; a pool above 1 corrupts it under load (stack notes).
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
    await server.start();
    const sql = postgres(`postgres://postgres@${server.getServerConn()}/postgres`, clientOptions(1));
    await sql`select 1`;
    options.logger.info({ msg: 'database', kind: 'embedded', dataDir: options.dataDir });
    return {
      sql,
      embedded: true,
      async close() {
        await sql.end({ timeout: 5 });
        await server.stop();
        await db.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
