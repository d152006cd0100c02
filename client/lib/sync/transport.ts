import { isErrorEnvelope } from '../../../shared/errors';
import {
  SYNC_CLIENT_HEADER,
  SYNC_REPLICA_VERSION,
  type SyncPushRequest,
  type SyncPushResponse,
  syncPullEnvelopeSchema,
  syncPushResponseSchema,
} from '../../../shared/sync/sync-envelope.schema';
import type { SyncPullResponse } from '../../../shared/sync/sync.schema';
import { API_BASE } from '../api';

/** What one sync call came to. `status` 0: the network (or a malformed answer) failed; nothing was consumed. */
export type TransportResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message?: string; fields?: Record<string, string[]>; details?: Record<string, unknown> };

export interface SyncTransport {
  push(body: SyncPushRequest): Promise<TransportResult<SyncPushResponse>>;
  pull(query: { cursor?: string; limit: number }, clientId: string): Promise<TransportResult<SyncPullResponse>>;
}

/** The headers of the space a replica belongs to (the same the API client sends from that space). */
export function spaceHeaders(space: 'employee' | 'association', organisationId: number): Record<string, string> {
  return {
    'X-Context-Type': space,
    'X-Requested-With': 'XMLHttpRequest',
    ...(space === 'employee' ? { 'X-Company-Id': String(organisationId) } : { 'X-Association-Id': String(organisationId) }),
  };
}

async function failure(response: Response): Promise<TransportResult<never>> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorEnvelope(body)) {
    const details = (body as { details?: unknown }).details;
    return {
      ok: false,
      status: response.status,
      code: body.error.code,
      message: body.error.message,
      fields: body.error.fields,
      details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined,
    };
  }
  return { ok: false, status: response.status, code: 'UNEXPECTED' };
}

/**
 * The sync endpoints over fetch. Unlike `apiFetch`, a 401 does not reload the
 * page: the engine keeps the queue and asks the user to sign in again.
 */
export function httpTransport(headers: Record<string, string>, fetchImpl: typeof fetch = (...args) => fetch(...args)): SyncTransport {
  async function call<T>(input: string, init: RequestInit, parse: (body: unknown) => T): Promise<TransportResult<T>> {
    let response: Response;
    try {
      response = await fetchImpl(input, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...headers, ...init.headers } });
    } catch {
      return { ok: false, status: 0, code: 'NETWORK' };
    }
    if (!response.ok) return failure(response);
    try {
      return { ok: true, data: parse(await response.json()) };
    } catch {
      // A proxy page or a half-read body: treat like a network failure, retried later.
      return { ok: false, status: 0, code: 'UNEXPECTED' };
    }
  }
  return {
    push: (body) =>
      call(`${API_BASE}/sync/push`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, (data) =>
        syncPushResponseSchema.parse(data),
      ),
    pull: (query, clientId) => {
      const search = new URLSearchParams({ replicaVersion: String(SYNC_REPLICA_VERSION), limit: String(query.limit) });
      if (query.cursor) search.set('cursor', query.cursor);
      // The envelope is checked; each row's data is the server's to shape, for the replica version the pull names.
      return call(`${API_BASE}/sync/pull?${search.toString()}`, { method: 'GET', headers: { [SYNC_CLIENT_HEADER]: clientId } }, (data) =>
        syncPullEnvelopeSchema.parse(data) as SyncPullResponse,
      );
    },
  };
}
