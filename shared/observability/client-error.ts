/** What a client error report may hold, without zod: the app shell reads it (the schema beside it is the server's). */

/** The longest message and stack the server keeps; the client cuts them before sending. */
export const CLIENT_ERROR_LIMITS = { message: 2_000, stack: 8_000, route: 500, release: 200 } as const;
/** The most a report may weigh (the body limit of its route). */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;

/** Cuts a text to `max` characters, saying so, without splitting a surrogate pair. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = '…';
  let end = max - marker.length;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end) + marker;
}
