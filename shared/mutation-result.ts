import type { ErrorCode } from './errors';

/**
 * What a state-changing use case answers, online and through the sync push
 * alike (sync.md): business refusals are results, never errors.
 * `conflict`: the server's state moved (a full slot, a state already changed);
 * `rejected`: a rule or a permission refuses it. Engagements, levels and
 * timeslot subscriptions all answer this shape, so it lives outside any domain.
 */
export type MutationResult<T extends object = object> =
  | ({ status: 'ok' } & T)
  | { status: 'conflict' | 'rejected'; code: ErrorCode; details?: Record<string, unknown> };
