import type { Sql } from '../../server/db/connect';

/**
 * Waits until every change row written so far is below the cluster's xmin, so a pull sees them all. The xmin is
 * the whole server's: a transaction open in another database (another suite, an e2e run) holds it back, and a pull
 * right after a write may then leave a change to the next pull, which is correct but not what a test looks at.
 * Gives up loudly, never silently: a test that went on would fail later for a reason it does not name.
 */
export async function waitUntilChangesVisible(sql: Sql, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await sql<{ pending: boolean }[]>`
      select exists (select 1 from sync_changes where txid >= pg_snapshot_xmin(pg_current_snapshot())) as pending`;
    if (!row!.pending) return;
    if (Date.now() > deadline) {
      throw new Error(`the server's xmin stayed below this database's last changes for ${timeoutMs / 1000} s: a transaction of another database was open that long`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
