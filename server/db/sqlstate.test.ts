import { beforeAll, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { appErrorFromPostgres } from './sqlstate';

describeWithDb('PostgreSQL errors as product errors', () => {
  const db = useTestDatabase({ max: 1 });
  beforeAll(async () => {
    await db().sql`create table things (id int primary key, n int check (n > 0), parent int references things (id), label text not null)`;
  });
  const failure = (statement: Promise<unknown>) => statement.then(() => null, (error: unknown) => appErrorFromPostgres(error));

  it('maps unique, foreign key, check and not-null violations', async () => {
    await db().sql`insert into things values (1, 1, null, 'a')`;
    expect(await failure(db().sql`insert into things values (1, 1, null, 'b')`)).toMatchObject({ code: 'CONFLICT', fields: { things_pkey: expect.any(Array) } });
    expect((await failure(db().sql`insert into things values (2, 1, 99, 'b')`))?.code).toBe('NOT_FOUND');
    expect((await failure(db().sql`insert into things values (3, 0, null, 'b')`))?.code).toBe('VALIDATION_FAILED');
    expect((await failure(db().sql`insert into things values (4, 1, null, null)`))?.code).toBe('VALIDATION_FAILED');
    expect((await failure(db().sql`select 'nope'::uuid`))?.code).toBe('VALIDATION_FAILED');
  });

  it('maps constraints that stand for a rule to its own code', async () => {
    await db().sql`create schema scratch`;
    await db().sql`create table scratch.votes (id int, constraint project_votes_pkey primary key (id))`;
    await db().sql`insert into scratch.votes values (1)`;
    expect((await failure(db().sql`insert into scratch.votes values (1)`))?.code).toBe('ALREADY_VOTED');
  });

  it('leaves other errors alone', async () => {
    expect(await failure(db().sql`select * from missing_table`)).toBeNull();
    expect(appErrorFromPostgres(new Error('x'))).toBeNull();
    expect(appErrorFromPostgres(new AppError('FORBIDDEN'))).toBeNull();
  });
});
