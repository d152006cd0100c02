import type postgres from 'postgres';
import type { Sql, TransactionSql } from './connect';

/** What `pipelinedTransaction` hands its work. */
export interface PipelinedTransaction {
  /**
   * Where the transaction's statements go: a connection reserved for it. It
   * runs them in the transaction like `sql.begin`'s does, but has no
   * `savepoint()`: only for work that needs none.
   */
  tx: TransactionSql;
  /**
   * Sends `last` (a statement not sent yet) and `commit` right behind it, in
   * the same round trip, and settles with last's rows once both are done.
   * When `last` fails, PostgreSQL ends the transaction with a rollback
   * instead, and last's error is thrown.
   */
  commitAfter<T extends readonly postgres.MaybeRow[]>(last: postgres.PendingQuery<T>): Promise<postgres.RowList<T>>;
}

/**
 * A transaction two round trips shorter than `sql.begin`: its `begin` goes
 * out with its first statements and its `commit` with its last one
 * (postgres.js pipelines the statements sent on one connection before their
 * answers come back). Work that wrote ends with `commitAfter`, every other
 * statement it started being settled by then. Work that returns without it
 * (it wrote nothing) is rolled back, and the rollback is not waited for: the
 * connection runs it before anything it is given next. Whatever the work
 * throws rolls the transaction back and is thrown again.
 */
export async function pipelinedTransaction<T>(sql: Sql, work: (transaction: PipelinedTransaction) => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  let committed = false;
  try {
    // Awaited by commitAfter; a begin that failed fails every statement behind it anyway.
    const began = connection`begin`.execute();
    began.catch(() => undefined);
    const result = await work({
      tx: connection as unknown as TransactionSql,
      async commitAfter(last) {
        // Both sent from here, in this order: postgres.js queues a statement one microtask after it is started, and
        // a statement awaited inside an async function starts later than one started with execute().
        last.execute();
        const committing = connection`commit`.execute();
        committing.catch(() => undefined);
        const [value, , answer] = await Promise.all([last, began, committing]);
        // A transaction that failed before `last` fails `last` too; the command tag is checked all the same.
        if (answer.command !== 'COMMIT') throw new Error(`pipelinedTransaction: commit answered ${answer.command}`);
        committed = true;
        return value;
      },
    });
    if (!committed) connection`rollback`.execute().catch(() => undefined);
    return result;
  } catch (error) {
    // Also after a commit that turned into a rollback: outside a transaction it is only a warning.
    if (!committed) await connection`rollback`.catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}
