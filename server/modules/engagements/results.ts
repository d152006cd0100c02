import { createHash, randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { MutationResult } from '../../../shared/engagements/engagement-api.schema';
import type { ErrorCode } from '../../../shared/errors';
import type { Sql, TransactionSql } from '../../db/connect';
import type { MailMessage } from '../../mail/mailer';

/**
 * The database a use case runs on: the app's pool (it opens its own
 * transaction) or a transaction of the caller (the sync push, which records the
 * mutation's result in the same transaction): then a savepoint, so a refusal
 * rolls back the use case's effects and nothing else.
 */
export type Db = Sql | TransactionSql;

/** What a use case hands back: its business result and the mail to send once committed. */
export interface Outcome<T extends object> {
  result: MutationResult<T>;
  mails: MailMessage[];
}

/** Conflicts: the server's state moved under the client. Everything else refused is a rejection. */
const CONFLICT_CODES: ReadonlySet<ErrorCode> = new Set(['TIMESLOT_FULL', 'TIMESLOT_NOT_FULL', 'INVALID_TRANSITION', 'ALREADY_APPLIED', 'ALREADY_SUBSCRIBED', 'CONFLICT']);

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

/** Runs `work` in one transaction (or savepoint); a Refusal rolls it back and becomes the result. */
export async function runMutation<T extends object>(
  db: Db,
  work: (tx: TransactionSql) => Promise<Outcome<T>>,
  onRefusal?: (refusal: Refusal) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    return 'savepoint' in db ? await db.savepoint(work) : await db.begin(work);
  } catch (error) {
    const refusal = asRefusal(error);
    if (!refusal) throw error;
    if (onRefusal) return onRefusal(refusal);
    return { result: refusalResult(refusal.code, refusal.details), mails: [] };
  }
}

/** Refusals, and the constraints that stand for a rule (a race the checks could not see). */
function asRefusal(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error;
  if (error instanceof postgres.PostgresError) {
    if (error.constraint_name === 'engagements_one_live_per_user_and_mission') return new Refusal('ALREADY_APPLIED');
    if (error.constraint_name === 'timeslot_subscribers_timeslot_id_user_id_key') return new Refusal('ALREADY_SUBSCRIBED');
  }
  return null;
}

/** The manager's link: 32 random bytes, base64url; only the SHA-256 is stored. */
export function newValidationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashValidationToken(token) };
}

export function hashValidationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
