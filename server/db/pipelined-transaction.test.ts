import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { clientOptions, type Sql, type TransactionSql } from './connect';
import { pipelinedTransaction } from './pipelined-transaction';

describeWithDb('pipelinedTransaction', () => {
  const db = useTestDatabase();
  /** One connection, counting what it sends: a round trip is one socket write. */
  let sql: Sql;
  let statements: string[] = [];

  beforeAll(async () => {
    sql = postgres(db().url, { ...clientOptions(1), debug: (_connection: number, query: string) => statements.push(query.trim().split(/\s+/)[0]!) } as postgres.Options<{}>);
    await sql`create table pipelined_notes (id int primary key, body text not null)`;
  });
  afterAll(async () => {
    await sql?.end({ timeout: 5 });
  });

  /** Written the way query modules write: the statement awaited inside an async function. */
  async function insertNote(tx: Sql | TransactionSql, id: number, body: string | null) {
    await tx`insert into pipelined_notes (id, body) values (${id}, ${body})`;
  }
  const notes = async () => (await sql<{ id: number }[]>`select id from pipelined_notes order by id`).map((row) => row.id);

  it('commits the work with its last statement, begin and commit travelling with the statements', async () => {
    statements = [];
    const rows = await pipelinedTransaction(sql, async ({ tx, commitAfter }) => {
      await insertNote(tx, 1, 'un');
      return commitAfter(tx<{ count: number }[]>`select count(*)::int as count from pipelined_notes`);
    });
    expect(rows).toEqual([{ count: 1 }]);
    expect(statements).toEqual(['begin', 'insert', 'select', 'commit']);
    expect(await notes()).toEqual([1]);
  });

  it('a last statement that fails rolls back what came before it, and its error is thrown', async () => {
    statements = [];
    await expect(
      pipelinedTransaction(sql, async ({ tx, commitAfter }) => {
        await insertNote(tx, 2, 'deux');
        return commitAfter(tx`insert into pipelined_notes (id, body) values (3, null)`);
      }),
    ).rejects.toMatchObject({ code: '23502' });
    // The commit went out behind the failing statement (PostgreSQL answered it with a rollback), never before it.
    expect(statements.slice(0, 4)).toEqual(['begin', 'insert', 'insert', 'commit']);
    expect(await notes()).toEqual([1]);
  });

  it('work that throws rolls back; work that returns without commitAfter is rolled back too, before the next query', async () => {
    await expect(
      pipelinedTransaction(sql, async ({ tx }) => {
        await insertNote(tx, 4, 'quatre');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    statements = [];
    const read = await pipelinedTransaction(sql, async ({ tx }) => {
      await insertNote(tx, 5, 'cinq');
      return (await tx<{ count: number }[]>`select count(*)::int as count from pipelined_notes`)[0]!.count;
    });
    expect(read).toBe(2);
    // The next query on the one connection runs after the rollback, outside any transaction.
    expect(await notes()).toEqual([1]);
    expect(statements).toEqual(['begin', 'insert', 'select', 'rollback', 'select']);
  });
});
