import { isAPIError } from 'better-auth/api';
import { ERROR_CODES, codeForStatus, type ErrorCode, type ErrorEnvelope, type FieldErrors } from '../../shared/errors';
import { type MessageParams, interpolate, validationMessage } from '../../shared/validation/messages';
import { errorMessage } from '../http/messages';

/**
 * better-auth's codes (its own, better-call's, and its plugins') that have a
 * product code. Any other is answered by its status (codeOfStatus): a user
 * never reads one of better-auth's English messages.
 */
const PRODUCT_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_WEAK',
  PASSWORD_TOO_LONG: 'VALIDATION_FAILED',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_OTP: 'INVALID_CODE',
  OTP_EXPIRED: 'CODE_EXPIRED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  BANNED_USER: 'ACCOUNT_DISABLED',
  USER_NOT_FOUND: 'INVALID_CODE',
  // Requests better-auth could not read: invalid JSON, a body that is not an object, a missing or mistyped field.
  BAD_REQUEST: 'VALIDATION_FAILED',
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  BODY_MUST_BE_AN_OBJECT: 'VALIDATION_FAILED',
  MISSING_FIELD: 'VALIDATION_FAILED',
  FIELD_NOT_ALLOWED: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'VALIDATION_FAILED',
  UNSUPPORTED_MEDIA_TYPE: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  SESSION_NOT_FRESH: 'UNAUTHENTICATED',
  INVALID_ORIGIN: 'CSRF_INVALID',
  MISSING_OR_NULL_ORIGIN: 'CSRF_INVALID',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'CSRF_INVALID',
  USER_ALREADY_EXISTS: 'CONFLICT',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'CONFLICT',
  YOU_CANNOT_IMPERSONATE_ADMINS: 'CANNOT_IMPERSONATE',
  YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS: 'CANNOT_IMPERSONATE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
};

const isProductCode = (code: string | undefined): code is ErrorCode => code !== undefined && (ERROR_CODES as string[]).includes(code);

function codeOfStatus(status: number): ErrorCode {
  return codeForStatus(status) ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
}

/** The product code for a better-auth error code (ours, thrown by the hooks, pass as they are), or for its status. */
export function productCode(authCode: string | undefined, status: number): ErrorCode {
  if (authCode && PRODUCT_CODES[authCode]) return PRODUCT_CODES[authCode];
  if (isProductCode(authCode)) return authCode;
  return codeOfStatus(status);
}

/**
 * better-call words a failed schema as «[body.email] message; [body.password] message»
 * (the messages are ours: shared/validation/zod-messages.ts words zod's issues).
 */
function fieldsOfValidationMessage(message: string | undefined): FieldErrors | undefined {
  const fields: FieldErrors = {};
  for (const part of (message ?? '').split(/;\s*(?=\[)/)) {
    const match = /^\[(?:body|query)\.([^\]]+)\]\s*(.+)$/s.exec(part.trim());
    if (match) (fields[match[1]!] ??= []).push(match[2]!.trim());
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

interface AuthErrorBody {
  code?: string;
  message?: string;
  fields?: FieldErrors;
  params?: MessageParams;
  details?: Record<string, unknown>;
}

function fieldsOf(body: AuthErrorBody): FieldErrors | undefined {
  if (body.fields) return body.fields;
  if (body.code === 'VALIDATION_ERROR') return fieldsOfValidationMessage(body.message);
  if (body.code === 'INVALID_EMAIL') return { email: [validationMessage('format_invalid')] };
  return undefined;
}

/**
 * better-auth answers errors as `{ code, message }` (some with no body at all);
 * the product has one envelope for every error, with a product code and its
 * French message, so its failures are reshaped here.
 */
export async function toErrorEnvelope(response: Response, requestId: string): Promise<Response> {
  if (response.status < 400) return response;
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const body = ((isJson ? await response.clone().json().catch(() => null) : null) ?? {}) as AuthErrorBody;
  const code = productCode(body.code, response.status);
  const fields = fieldsOf(body);
  const envelope: ErrorEnvelope & { details?: Record<string, unknown> } = {
    error: { code, message: interpolate(errorMessage(code), body.params ?? {}), ...(fields ? { fields } : {}), requestId },
    ...(body.details ? { details: body.details } : {}),
  };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(envelope), { status: response.status, headers });
}

/**
 * Calls a better-auth endpoint from our own routes and answers with the
 * envelope whether it fails by response or by throwing (its hooks throw even
 * with `asResponse`).
 */
export async function callAuth(call: () => Promise<Response>, requestId: string): Promise<Response> {
  try {
    return await toErrorEnvelope(await call(), requestId);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const headers = new Headers(error.headers as ConstructorParameters<typeof Headers>[0]);
    headers.set('content-type', 'application/json');
    return toErrorEnvelope(new Response(JSON.stringify(error.body ?? {}), { status: error.statusCode, headers }), requestId);
  }
}
