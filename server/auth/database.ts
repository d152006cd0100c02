import { AsyncLocalStorage } from 'node:async_hooks';
import { Kysely, type Transaction } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import type { Sql } from '../db/connect';

// biome-ignore lint/suspicious/noExplicitAny: better-auth's tables are untyped here.
type AnyDatabase = any;
const transactions = new AsyncLocalStorage<Transaction<AnyDatabase>>();

/**
 * better-auth's database: Kysely over our postgres.js client, which notes the transaction better-auth has open.
 * Code that better-auth calls inside its transaction (the SSO plugin's `resolveUser`) reads through it: on the
 * embedded database's single connection, a query beside the open transaction would wait for it forever.
 */
export function authDatabase(sql: Sql) {
  const db = new Kysely<AnyDatabase>({ dialect: new PostgresJSDialect({ postgres: sql }) });
  const transaction = db.transaction.bind(db);
  // better-auth only ever runs `db.transaction().execute(callback)`.
  db.transaction = () => {
    const builder = transaction();
    const execute = builder.execute.bind(builder);
    builder.execute = (callback) => execute((trx) => transactions.run(trx, () => callback(trx)));
    return builder;
  };
  return { db, type: 'postgres' as const, transaction: true };
}

/** The transaction better-auth has open around the current call, if any. */
export const currentAuthTransaction = () => transactions.getStore();
