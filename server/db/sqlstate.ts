import postgres from 'postgres';
import { AppError, type ErrorCode } from '../../shared/errors';

/** Constraints that stand for a product rule of their own, rather than a generic refusal. */
const RULE_CONSTRAINTS: Record<string, ErrorCode> = {
  levels_answer_type_locked: 'ANSWER_TYPE_CHANGED',
  // A level answered while its deletion was being decided (answers restrict the deletion of their level).
  level_answers_level_id_fkey: 'LEVEL_HAS_ANSWERS',
  engagements_one_live_per_user_and_mission: 'ALREADY_APPLIED',
  timeslot_subscribers_timeslot_id_user_id_key: 'ALREADY_SUBSCRIBED',
  project_votes_pkey: 'ALREADY_VOTED',
};

/** The one place where PostgreSQL error states become product errors. */
export function appErrorFromPostgres(error: unknown): AppError | null {
  if (!(error instanceof postgres.PostgresError)) return null;
  const rule = error.constraint_name ? RULE_CONSTRAINTS[error.constraint_name] : undefined;
  if (rule) return new AppError(rule);
  const column = error.column_name ?? error.constraint_name;
  const fields = column ? { [column]: [error.code === '23505' ? 'Cette valeur est déjà utilisée.' : 'Valeur refusée.'] } : undefined;
  switch (error.code) {
    case '23505': // unique_violation
      return new AppError('CONFLICT', undefined, { fields });
    case '23503': // foreign_key_violation
      return new AppError('NOT_FOUND', undefined, { fields });
    case '23514': // check_violation
    case '23502': // not_null_violation
    case '22P02': // invalid_text_representation (e.g. a malformed uuid)
      return new AppError('VALIDATION_FAILED', undefined, { fields });
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
      return new AppError('CONFLICT');
    case '54000': // program_limit_exceeded (e.g. a value too large for an index)
      return new AppError('VALIDATION_FAILED', undefined, { fields });
    default:
      // Class 22, data exceptions (a number out of range, a date that does not exist, text the encoding refuses):
      // the request carried a value the database cannot take. Validation should have said so first.
      return error.code.startsWith('22') ? new AppError('VALIDATION_FAILED', undefined, { fields }) : null;
  }
}

/** The constraint a unique violation broke (null for any other error), for a use case that words it as a field's message. */
export function uniqueViolationOf(error: unknown): string | null {
  return error instanceof postgres.PostgresError && error.code === '23505' ? (error.constraint_name ?? null) : null;
}

/** Connection classes and states in which the same statement may well succeed a moment later. */
const TRANSIENT_STATES = new Set(['40001', '40P01', '53300', '55P03', '57P01', '57P02', '57P03', '57014']);
const TRANSIENT_CLIENT_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether trying again later may succeed: the database went away, refused a
 * connection, cancelled the statement, or picked this transaction as the loser
 * of a deadlock or serialization race. Anything else fails the same way twice.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  if (error instanceof postgres.PostgresError) return error.code.startsWith('08') || TRANSIENT_STATES.has(error.code);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_CLIENT_CODES.has(code);
}
