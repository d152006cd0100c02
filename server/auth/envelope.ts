import { isAPIError } from 'better-auth/api';
import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from '../../shared/errors';
import { errorMessage } from '../http/messages';

/** better-auth codes that have a product code of their own. */
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
  USER_NOT_FOUND: 'INVALID_CODE',
};
const CODE_BY_STATUS: Record<number, ErrorCode> = { 400: 'VALIDATION_FAILED', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 429: 'RATE_LIMITED' };

/** The product code for a better-auth error code (or, without one, for its status). */
export function productCode(authCode: string | undefined, status: number): string {
  return (authCode && PRODUCT_CODES[authCode]) ?? authCode ?? CODE_BY_STATUS[status] ?? 'INTERNAL';
}

/**
 * better-auth answers errors as `{ code, message }`; the product has one
 * envelope for every error, so its failures are reshaped here.
 */
export async function toErrorEnvelope(response: Response, requestId: string): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  const code = productCode(body?.code, response.status);
  const isProductCode = (ERROR_CODES as string[]).includes(code);
  const message = isProductCode ? errorMessage(code) : (body?.message ?? errorMessage('UNEXPECTED'));
  const envelope: ErrorEnvelope = { error: { code, message, requestId } };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
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
    const body = JSON.stringify({ code: error.body?.code, message: error.body?.message });
    return toErrorEnvelope(new Response(body, { status: error.statusCode, headers: { 'content-type': 'application/json' } }), requestId);
  }
}
