import type PgBoss from 'pg-boss';
import type { Sql } from '../db/connect';

/** Placeholders pg-boss fills with JSON it has already stringified (`json_to_recordset($1)`, `$3::jsonb`). */
const JSON_PLACEHOLDER = /(?:json_to_recordset\(\s*\$(\d+)\s*\)|\$(\d+)::jsonb?\b)/g;

function jsonPositions(text: string): Set<number> {
  const positions = new Set<number>();
  for (const match of text.matchAll(JSON_PLACEHOLDER)) positions.add(Number(match[1] ?? match[2]) - 1);
  return positions;
}

/**
 * pg-boss 10 runs on our postgres.js client (so on PGlite, pool of 1, as well as
 * on PostgreSQL) through this `db.executeSql`. Three differences from the `pg`
 * driver it expects (stack notes):
 * 1. its `BEGIN ... COMMIT` scripts run on a reserved connection (postgres.js
 *    refuses a bare BEGIN on a shared pool), rolled back if a statement fails;
 * 2. `undefined` parameters become `null` (postgres.js refuses undefined);
 * 3. JSON that pg-boss already stringified is handed over parsed, because
 *    postgres.js stringifies every json parameter itself.
 */
export function pgBossDb(sql: Sql): PgBoss.Db & { settled(quietMs?: number, timeoutMs?: number): Promise<void> } {
  let inFlight = 0;
  let lastDone = 0;
  async function run(text: string, values: unknown[]): Promise<{ rows: unknown[]; rowCount?: number }> {
    if (values.length === 0 && /^\s*BEGIN\b/i.test(text)) {
      const connection = await sql.reserve();
      try {
        await connection.unsafe(text);
      } catch (error) {
        await connection.unsafe('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
      return { rows: [] };
    }
    const json = jsonPositions(text);
    const parameters = values.map((value, index) => {
      if (value === undefined) return null;
      if (json.has(index) && typeof value === 'string') return JSON.parse(value) as unknown;
      return value;
    });
    const rows = await sql.unsafe(text, parameters as never[]);
    return { rows: [...rows], rowCount: rows.count };
  }
  return {
    async executeSql(text: string, values: unknown[] = []) {
      inFlight += 1;
      try {
        return await run(text, values);
      } finally {
        inFlight -= 1;
        lastDone = Date.now();
      }
    },
    /**
     * Resolves once no query has run for `quietMs`: pg-boss's stop() does not wait for a maintenance or
     * monitoring round already under way, whose next query would otherwise reach a client being ended.
     */
    async settled(quietMs = 300, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastDone < quietMs)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
