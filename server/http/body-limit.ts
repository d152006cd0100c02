import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, type ErrorCode } from '../../shared/errors';
import { ANALYTICS_LIMITS } from '../../shared/analytics/analytics-events';
import { CLIENT_ERROR_MAX_BYTES } from '../../shared/observability/client-error.schema';
import { UPLOAD_MAX_BYTES } from '../../shared/validation/uploads';
import { MAX_IMPORT_CHARACTERS } from '../../shared/users/employee-import';
import type { AppEnv } from './types';

const KB = 1024;

/**
 * The largest body each kind of request may send, checked before anything reads
 * it: a Content-Length over the limit is answered 413 at once, a chunked body is
 * cut off as soon as it passes the limit. Without it, every JSON route parsed
 * whatever it was sent (an anonymous 50 MB sign-in took 12-15 s and slowed every
 * tenant). The first rule whose path matches applies.
 */
export const BODY_LIMITS: ReadonlyArray<{ path: RegExp; maxBytes: number; code: ErrorCode }> = [
  // One file and its multipart envelope.
  { path: /^\/api\/v1\/uploads$/, maxBytes: UPLOAD_MAX_BYTES + 64 * KB, code: 'UPLOAD_TOO_LARGE' },
  // Up to 100 queued intents at once.
  { path: /^\/api\/v1\/sync\/push$/, maxBytes: 1024 * KB, code: 'PAYLOAD_TOO_LARGE' },
  // A browser's error report: a message and a cut stack.
  { path: /^\/api\/v1\/client-errors$/, maxBytes: CLIENT_ERROR_MAX_BYTES, code: 'PAYLOAD_TOO_LARGE' },
  // Company employees (issue 15): a CSV file of up to 5,000 employees (MAX_IMPORT_CHARACTERS), escaped in JSON.
  { path: /^\/api\/v1\/companies\/[^/]+\/employee-imports(?:\/preview)?$/, maxBytes: 2 * MAX_IMPORT_CHARACTERS + 64 * KB, code: 'PAYLOAD_TOO_LARGE' },
  // A batch of page views and named events (at most 50).
  { path: /^\/api\/v1\/analytics\/events$/, maxBytes: ANALYTICS_LIMITS.bodyBytes, code: 'PAYLOAD_TOO_LARGE' },
  // An e-mail, a password, a code.
  { path: /^\/api\/auth\//, maxBytes: 16 * KB, code: 'PAYLOAD_TOO_LARGE' },
  // Any other form or JSON body: room for the longest text field (50,000 characters) and the rest of a form.
  { path: /^/, maxBytes: 256 * KB, code: 'PAYLOAD_TOO_LARGE' },
];

const limiters = BODY_LIMITS.map((rule) => ({
  path: rule.path,
  limit: bodyLimit({
    maxSize: rule.maxBytes,
    onError: () => {
      throw new AppError(rule.code);
    },
  }),
}));

/** Applies the body limit of the request's path (requests without a body pass untouched). */
export function limitRequestBodies(): MiddlewareHandler<AppEnv> {
  return (c, next) => limiters.find((rule) => rule.path.test(c.req.path))!.limit(c, next);
}
