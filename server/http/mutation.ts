import type { Context } from 'hono';
import postgres from 'postgres';
import { ERROR_HTTP_STATUS, type ErrorCode, type FieldErrors } from '../../shared/errors';
import type { MutationResult } from '../../shared/mutation-result';
import type { Sql, TransactionSql } from '../db/connect';
import type { MailMessage } from '../mail/mailer';
import { envelope } from './errors';
import type { AppDeps, AppEnv } from './types';

/**
 * The database a use case runs on: the app's pool (it opens its own
 * transaction) or a transaction of the caller (the sync push, which records the
 * mutation's result in the same transaction): then a savepoint, so a refusal
 * rolls back the use case's effects and nothing else.
 */
export type Db = Sql | TransactionSql;

/**
 * A transaction of the caller handed over without a savepoint (the sync push's
 * first try at a mutation): a savepoint costs a round trip per mutation, and a
 * use case whose refusals all come before its first write needs none. The use
 * case calls `writing()` before that first write. A Refusal thrown before it is
 * the result, with nothing to undo; a Refusal thrown after it, and any other
 * error, propagates: the caller rolls its whole transaction back and may run
 * the use case again in a guarded one. Only for use cases that call `writing()`.
 * `wrote` tells the caller whether the use case got that far.
 */
export interface UnguardedTransaction {
  unguarded: TransactionSql;
  wrote?: boolean;
}

/** Where a use case may run: see `Db` and `UnguardedTransaction`. */
export type MutationDb = Db | UnguardedTransaction;

/** Given to a use case's work: `writing()` marks its first write (it matters only in an UnguardedTransaction). */
export interface WriteMarker {
  writing(): void;
}

/** What a use case hands back: its business result and the mail to send once committed. */
export interface Outcome<T extends object> {
  result: MutationResult<T>;
  mails: MailMessage[];
}

/** Conflicts: the server's state moved under the client. Everything else refused is a rejection. */
const CONFLICT_CODES: ReadonlySet<ErrorCode> = new Set(['TIMESLOT_FULL', 'TIMESLOT_NOT_FULL', 'INVALID_TRANSITION', 'ALREADY_APPLIED', 'ALREADY_SUBSCRIBED', 'CONFLICT']);

/**
 * Unique constraints that stand for a rule a use case checks first, hit only by
 * a race its checks could not see: the race answers the same refusal as the
 * check. A subset of `RULE_CONSTRAINTS` (server/db/sqlstate.ts) on purpose: the
 * other rule constraints there are errors of non-mutation routes.
 */
const REFUSAL_CONSTRAINTS: ReadonlyMap<string, ErrorCode> = new Map([
  ['engagements_one_live_per_user_and_mission', 'ALREADY_APPLIED'],
  ['timeslot_subscribers_timeslot_id_user_id_key', 'ALREADY_SUBSCRIBED'],
]);

/** Thrown inside a use case's transaction to roll it back; turned into a result outside. */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export function refusalResult(code: ErrorCode, details?: Record<string, unknown>): MutationResult<never> {
  return { status: CONFLICT_CODES.has(code) ? 'conflict' : 'rejected', code, ...(details ? { details } : {}) };
}

/**
 * Runs `work` in one transaction (or savepoint); a Refusal rolls it back and
 * becomes the result. In an UnguardedTransaction, `work` runs in the caller's
 * transaction as it is, and only a Refusal thrown before `writing()` becomes the result.
 */
export async function runMutation<T extends object>(
  db: MutationDb,
  work: (tx: TransactionSql, marker: WriteMarker) => Promise<Outcome<T>>,
  onRefusal?: (refusal: Refusal) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  let wrote = false;
  const marker: WriteMarker = {
    writing: () => {
      wrote = true;
      if ('unguarded' in db) db.wrote = true;
    },
  };
  try {
    if ('unguarded' in db) return await work(db.unguarded, marker);
    return 'savepoint' in db ? await db.savepoint((tx) => work(tx, marker)) : await db.begin((tx) => work(tx, marker));
  } catch (error) {
    // Unguarded, nothing undoes what was written, and a PostgreSQL error has aborted the caller's transaction.
    const refusal = 'unguarded' in db ? (error instanceof Refusal && !wrote ? error : null) : asRefusal(error);
    if (!refusal) throw error;
    if (onRefusal) return onRefusal(refusal);
    return { result: refusalResult(refusal.code, refusal.details), mails: [] };
  }
}

/** Refusals, and the constraints that stand for a rule (a race the checks could not see). */
function asRefusal(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error;
  if (error instanceof postgres.PostgresError && error.constraint_name) {
    const code = REFUSAL_CONSTRAINTS.get(error.constraint_name);
    if (code) return new Refusal(code);
  }
  return null;
}

/**
 * How the online routes answer a use case's result. `ok`: 200 with the result.
 * A conflict or rejection: the HTTP status of its code, with the usual error
 * envelope (so `apiFetch` raises an ApiError and the screen shows
 * `t('errors:<code>')`) and, beside it, the result itself (`status`, `code`,
 * `details`) for the next step: waiting list, other slots, the credit warning.
 * Mail of the use case goes out after the commit; a failed send is logged.
 */
export async function answer<T extends object>(c: Context<AppEnv>, deps: Pick<AppDeps, 'mailer' | 'logger'>, outcome: Outcome<T>) {
  const results = await Promise.allSettled(outcome.mails.map((mail) => deps.mailer.send(mail)));
  for (const sent of results) {
    // The message predates levels and subscriptions answering here; log searches rely on it as it is.
    if (sent.status === 'rejected') deps.logger.error({ msg: 'engagement e-mail not sent', error: String(sent.reason) });
  }
  return respond(c, outcome.result);
}

export function respond<T extends object>(c: Context<AppEnv>, result: MutationResult<T>) {
  if (result.status === 'ok') return c.json(result as Record<string, unknown>, 200);
  const fields = result.details?.fields as FieldErrors | undefined;
  return c.json({ ...envelope(c, result.code, fields), ...result }, ERROR_HTTP_STATUS[result.code] as 409);
}
