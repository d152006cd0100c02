import { AppError } from '../../shared/errors';
import type { BulkResult } from '../../shared/validation/list-sort';
import type { Sql, TransactionSql } from '../db/connect';
import type { Logger } from './logger';
import { errorMessage } from './messages';

/**
 * One action on several rows of an admin table, in one transaction with a savepoint per row: a refusal (or an
 * unexpected failure) for one leaves the others done. The answer is spec §7's bulk shape: the rows changed, the error
 * map row -> messages with each refusal's code, and « Une erreur inattendue est survenue » when something nobody
 * expected failed.
 */
export async function runBulk<Id extends string | number>(
  deps: { sql: Sql; logger: Logger },
  ids: readonly Id[],
  step: (tx: TransactionSql, id: Id) => Promise<void>,
  what: string,
): Promise<BulkResult<Id>> {
  const result: BulkResult<Id> = { done: [], errors: {}, codes: {}, message: '' };
  await deps.sql.begin(async (tx) => {
    for (const id of ids) {
      try {
        await tx.savepoint((savepoint) => step(savepoint, id));
        result.done.push(id);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'INTERNAL';
        if (code === 'INTERNAL') deps.logger.error({ msg: 'bulk action failed', what, id, error: String(error) });
        result.codes[String(id)] = code;
        result.errors[String(id)] = [errorMessage(code)];
      }
    }
  });
  result.message = Object.values(result.codes).includes('INTERNAL') ? errorMessage('UNEXPECTED') : '';
  return result;
}
