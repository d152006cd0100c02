/** A change as a test reads it off `GET /api/v1/sync/pull`. */
export interface PulledChange {
  entity: string;
  id: string;
  op: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface PulledPage {
  cursor: string;
  changes: PulledChange[];
  hasMore?: boolean;
}

/**
 * Pulls the change log from `cursor` until what arrived satisfies `done`, or `timeoutMs` passed (then the caller's
 * assertion says what is missing). A pull's window ends at the cluster's oldest running transaction
 * (`pg_snapshot_xmin`), which another database of the cluster (a test file running beside this one) may hold back for
 * a moment: the changes come on a later pull, never skipped. One pull is not enough to see a change just written.
 */
export async function pullLogUntil(
  pull: (cursor: string) => Promise<PulledPage>,
  cursor: string,
  done: (changes: readonly PulledChange[]) => boolean,
  timeoutMs = 30_000,
): Promise<{ cursor: string; changes: PulledChange[] }> {
  const changes: PulledChange[] = [];
  let current = cursor;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await pull(current);
    changes.push(...page.changes);
    current = page.cursor;
    if (done(changes) || Date.now() > deadline) return { cursor: current, changes };
    if (!page.hasMore) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
