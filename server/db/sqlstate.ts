import postgres from 'postgres';
import { AppError, type ErrorCode } from '../../shared/errors';

/** Constraints that stand for a product rule of their own, rather than a generic refusal. */
const RULE_CONSTRAINTS: Record<string, ErrorCode> = {
  levels_answer_type_locked: 'ANSWER_TYPE_CHANGED',
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
    default:
      return null;
  }
}
