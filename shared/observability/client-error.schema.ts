import * as z from 'zod/mini';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from './client-error';

export { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, CLIENT_ERROR_MAX_BYTES, truncateText } from './client-error';

/** `POST /api/v1/client-errors`: what went wrong in a browser, for the server log. */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().check(z.minLength(1), z.maxLength(CLIENT_ERROR_LIMITS.message)),
  stack: z.optional(z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.stack))),
  /** The path of the page (no query string: it may hold a token). */
  route: z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.route)),
  /** The build the page runs (its entry script's hashed name). */
  release: z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.release)),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
