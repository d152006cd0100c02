import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isAPIError } from 'better-auth/api';
import { AppError, ERROR_CODES, codeForStatus, type ErrorCode, type ErrorEnvelope, type FieldErrors } from '../../shared/errors';
import { productCode } from '../auth/envelope';
import { appErrorFromPostgres } from '../db/sqlstate';
import { errorMessage } from './messages';
import type { AppEnv } from './types';


export function envelope(c: Context<AppEnv>, code: ErrorCode, fields?: FieldErrors): ErrorEnvelope {
  return { error: { code, message: errorMessage(code), ...(fields ? { fields } : {}), requestId: c.get('requestId') } };
}

/** The only place, with the validator hook, that shapes error responses. */
export function onError(error: Error, c: Context<AppEnv>) {
  const appError = error instanceof AppError ? error : appErrorFromPostgres(error);
  if (appError) {
    return c.json(envelope(c, appError.code, appError.fields), appError.status as 400);
  }
  // A better-auth endpoint called from one of our routes and refused.
  if (isAPIError(error)) {
    const code = productCode(error.body?.code, error.statusCode);
    const known = (ERROR_CODES as string[]).includes(code) ? (code as ErrorCode) : (codeForStatus(error.statusCode) ?? 'INTERNAL');
    return c.json(envelope(c, known), error.statusCode as 400);
  }
  if (error instanceof HTTPException) {
    const code = codeForStatus(error.status) ?? 'INTERNAL';
    return c.json(envelope(c, code), error.status);
  }
  (c.get('logger') ?? console).error({ err: error, msg: 'unhandled error' });
  return c.json(envelope(c, 'INTERNAL'), 500);
}

export function notFoundJson(c: Context<AppEnv>) {
  return c.json(envelope(c, 'NOT_FOUND'), 404);
}
