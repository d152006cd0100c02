import { z } from 'zod';

/**
 * The pull cursor, opaque to clients (base64url JSON). It names the user and
 * space it was made for (a cursor carried to another account or space is a
 * reset, never a read), and either:
 * - `snap`: a snapshot in progress: its watermark `w` (the xmin taken before
 *   the first page), the entity phase `p` and the last key `a` read in it;
 * - `log`: the change log from watermark `f` (every change with txid >= f is
 *   still to read); while paging through one window it also holds the upper
 *   bound `t` and the last change id `a` read in it.
 * Watermarks are xid8 values kept as decimal strings. In an employee space,
 * `m` is the audience stamp the pages were read with (migration 0013; null
 * when none was recorded): another stamp now means the member's audience
 * changed, and the pull answers a reset.
 *
 * `v` names the rows the cursor's pages were read as (and the snapshot's
 * phase order): a cursor of another version cannot be read, so its replica is
 * answered a reset and receives the rows anew. 2: SYNC_REPLICA_VERSION 2 (rows
 * cut to what the screens read, the user's own rows first). 3: SYNC_REPLICA_VERSION 3
 * (the `program` phase after the levels; missions carry their country and publishing company). 4:
 * SYNC_REPLICA_VERSION 4 (the `highlight` phase after the selections).
 */
export const CURSOR_VERSION = 4;
const stamp = z.string().regex(/^\d+$/).nullable().optional();
const cursorSchema = z.discriminatedUnion('k', [
  z.object({ v: z.literal(CURSOR_VERSION), k: z.literal('snap'), u: z.string(), s: z.string(), w: z.string().regex(/^\d+$/), p: z.number().int().min(0), a: z.string().nullable(), m: stamp }),
  z.object({
    v: z.literal(CURSOR_VERSION),
    k: z.literal('log'),
    u: z.string(),
    s: z.string(),
    f: z.string().regex(/^\d+$/),
    t: z.string().regex(/^\d+$/).optional(),
    a: z.string().regex(/^\d+$/).optional(),
    m: stamp,
  }),
]);
export type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor, or null when it cannot be read (the pull then answers a reset). */
export function decodeCursor(text: string): Cursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
