import type { SyncMutation, SyncMutationResult, SyncPullResponse, SyncPushRequest, SyncPushResponse } from '../../../shared/sync/sync.schema';
import type { SyncTransport, TransportResult } from './transport';

/**
 * An in-memory stand-in for the server side of sync.md, for the client tests:
 * per client, the last applied mutation id and the stored result of each
 * mutation; replays return the stored result; a gap stops processing with
 * `expectedMutationId`. Failures (lost responses, 401, 5xx, 400) are switched on by the test.
 */
export class FakeSyncServer implements SyncTransport {
  readonly lastMutationId = new Map<string, number>();
  readonly stored = new Map<string, SyncMutationResult>();
  /** Every mutation actually applied, in order: a duplicate here is a double application. */
  readonly applied: Array<{ clientId: string; id: number; name: string; args: unknown }> = [];
  /** Every push request received (mutation ids per request). */
  readonly pushes: number[][] = [];
  readonly pulls: Array<string | undefined> = [];
  /** Decides the result of a new mutation (default: ok). */
  decide: (mutation: SyncMutation) => { status: 'ok' } | { status: 'conflict' | 'rejected'; code: string; details?: Record<string, unknown> } = () => ({
    status: 'ok',
  });
  /** Apply the next N pushes but lose their responses. */
  loseResponses = 0;
  /** Answer every push and pull with this HTTP status (401, 500...) without applying anything. */
  failWith: number | null = null;
  /** Pull pages by cursor ('' for the first page). */
  pages = new Map<string, SyncPullResponse>();
  /** Whether a 400 names the field of the unreadable mutation (as the server's validator does). */
  nameFieldsOn400 = true;
  /** Refuse the envelope itself (e.g. an outdated schema version) with a 400. */
  refuseEnvelope = false;
  /** A release to wait for before answering a push (to hold a push in flight). */
  gate: Promise<void> | null = null;

  async push(body: SyncPushRequest): Promise<TransportResult<SyncPushResponse>> {
    this.pushes.push(body.mutations.map((m) => m.id));
    if (this.gate) await this.gate;
    if (this.failWith !== null) return { ok: false, status: this.failWith, code: this.failWith === 401 ? 'UNAUTHENTICATED' : 'UNEXPECTED' };
    // An envelope the server cannot read consumes nothing (sync.md: 400).
    if (this.refuseEnvelope) return { ok: false, status: 400, code: 'VALIDATION_FAILED', fields: { schemaVersion: ['Valeur invalide'] } };
    const malformed = body.mutations.findIndex((m) => (m.args as { malformed?: boolean } | null)?.malformed);
    if (malformed >= 0) {
      return {
        ok: false,
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Requête invalide',
        ...(this.nameFieldsOn400 ? { fields: { [`mutations.${malformed}.name`]: ['Valeur invalide'] } } : {}),
      };
    }
    let last = this.lastMutationId.get(body.clientId) ?? 0;
    const results: SyncMutationResult[] = [];
    let expectedMutationId: number | undefined;
    for (const mutation of body.mutations) {
      const key = `${body.clientId}:${mutation.id}`;
      if (mutation.id <= last) {
        const replay = this.stored.get(key);
        if (replay) results.push(replay);
        continue;
      }
      if (mutation.id > last + 1) {
        expectedMutationId = last + 1;
        break;
      }
      const result = { id: mutation.id, ...this.decide(mutation) } as SyncMutationResult;
      this.stored.set(key, result);
      this.applied.push({ clientId: body.clientId, id: mutation.id, name: mutation.name, args: mutation.args });
      last = mutation.id;
      this.lastMutationId.set(body.clientId, last);
      results.push(result);
    }
    if (this.loseResponses > 0) {
      this.loseResponses--;
      return { ok: false, status: 0, code: 'NETWORK' };
    }
    return { ok: true, data: { lastMutationId: last, results, ...(expectedMutationId ? { expectedMutationId } : {}) } };
  }

  async pull(query: { cursor?: string; limit: number }, clientId: string): Promise<TransportResult<SyncPullResponse>> {
    this.pulls.push(query.cursor);
    if (this.failWith !== null) return { ok: false, status: this.failWith, code: 'UNEXPECTED' };
    const page = this.pages.get(query.cursor ?? '');
    if (!page) return { ok: false, status: 0, code: 'NETWORK' };
    return { ok: true, data: { ...page, lastMutationId: this.lastMutationId.get(clientId) ?? 0 } };
  }
}

/** A pull page that changes nothing and leaves the cursor where it is. */
export function emptyPage(cursor: string): SyncPullResponse {
  return { cursor, hasMore: false, lastMutationId: 0, changes: [], reset: false };
}
