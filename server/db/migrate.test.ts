import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_DATABASE_URL, databaseUrl } from '../../tests/setup/database';
import { describeWithDb } from '../../tests/setup/pg';
import { MigrationError, migrate, readMigrations } from './migrate';

describeWithDb('migrate', () => {
  const name = `solidaire_migrate_${process.pid}_${Date.now()}`;
  let sql: postgres.Sql;
  let dir: string;

  beforeAll(async () => {
    const admin = postgres(ADMIN_DATABASE_URL, { max: 1 });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    sql = postgres(databaseUrl(name), { max: 2, onnotice: () => {} });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  });
  afterAll(async () => {
    await sql.end();
    const admin = postgres(ADMIN_DATABASE_URL, { max: 1 });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies pending migrations in order, each recorded with its checksum', async () => {
    fs.writeFileSync(path.join(dir, '0002_add_things_label.sql'), 'alter table things add column label text;');
    fs.writeFileSync(path.join(dir, '0001_create_things.sql'), 'create table things (id int primary key);\ncreate index on things (id);');
    expect(await migrate(sql, dir)).toEqual(['0001_create_things.sql', '0002_add_things_label.sql']);
    const rows = await sql`select version, name, checksum from schema_migrations order by version`;
    expect(rows.map((row) => row.version)).toEqual(['0001', '0002']);
    expect(rows[0]!.checksum).toBe(readMigrations(dir)[0]!.checksum);
    await sql`insert into things (id, label) values (1, 'ok')`;
  });

  it('does nothing the second time', async () => {
    expect(await migrate(sql, dir)).toEqual([]);
  });

  it('serialises concurrent runs', async () => {
    fs.writeFileSync(path.join(dir, '0003_create_others.sql'), 'create table others (id int);');
    const results = await Promise.all([migrate(sql, dir), migrate(sql, dir)]);
    expect(results.flat()).toEqual(['0003_create_others.sql']);
  });

  it('rolls a failing migration back entirely', async () => {
    fs.writeFileSync(path.join(dir, '0004_break_things.sql'), 'create table half (id int);\nselect * from missing_table;');
    await expect(migrate(sql, dir)).rejects.toThrow(/missing_table/);
    const [half] = await sql`select to_regclass('half') as t`;
    expect(half!.t).toBeNull();
    fs.rmSync(path.join(dir, '0004_break_things.sql'));
  });

  it('refuses to start when a landed migration was edited', async () => {
    fs.writeFileSync(path.join(dir, '0001_create_things.sql'), 'create table things (id bigint primary key);');
    await expect(migrate(sql, dir)).rejects.toThrow(MigrationError);
    await expect(migrate(sql, dir)).rejects.toThrow(/0001_create_things.sql was changed after it was applied/);
  });

  it('refuses badly named files and duplicate numbers', () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-'));
    fs.writeFileSync(path.join(bad, '1_things.sql'), '');
    expect(() => readMigrations(bad)).toThrow(/NNNN_verb_object/);
    fs.rmSync(path.join(bad, '1_things.sql'));
    fs.writeFileSync(path.join(bad, '0001_create_a.sql'), '');
    fs.writeFileSync(path.join(bad, '0001_create_b.sql'), '');
    expect(() => readMigrations(bad)).toThrow(/share the number 0001/);
    fs.rmSync(bad, { recursive: true });
  });
});

it('the project migrations are well named', () => {
  expect(readMigrations().length).toBeGreaterThan(0);
});
