import type { Context } from 'hono';
import type { MutationResult } from '../../../shared/engagements/engagement-api.schema';
import { ERROR_HTTP_STATUS, type FieldErrors } from '../../../shared/errors';
import { envelope } from '../../http/errors';
import type { AppDeps, AppEnv } from '../../http/types';
import type { Outcome } from './results';

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
    if (sent.status === 'rejected') deps.logger.error({ msg: 'engagement e-mail not sent', error: String(sent.reason) });
  }
  return respond(c, outcome.result);
}

export function respond<T extends object>(c: Context<AppEnv>, result: MutationResult<T>) {
  if (result.status === 'ok') return c.json(result as Record<string, unknown>, 200);
  const fields = result.details?.fields as FieldErrors | undefined;
  return c.json({ ...envelope(c, result.code, fields), ...result }, ERROR_HTTP_STATUS[result.code] as 409);
}
