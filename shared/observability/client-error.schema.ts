import { z } from 'zod';

/** The longest message and stack the server keeps; the client cuts them before sending. */
export const CLIENT_ERROR_LIMITS = { message: 2_000, stack: 8_000, route: 500, release: 200 } as const;
/** The most a report may weigh (the body limit of its route). */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;

/** `POST /api/v1/client-errors`: what went wrong in a browser, for the server log. */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  /** The path of the page (no query string: it may hold a token). */
  route: z.string().max(CLIENT_ERROR_LIMITS.route),
  /** The build the page runs (its entry script's hashed name). */
  release: z.string().max(CLIENT_ERROR_LIMITS.release),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** Cuts a text to `max` characters, saying so, without splitting a surrogate pair. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = '…';
  let end = max - marker.length;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end) + marker;
}
