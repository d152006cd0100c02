import { validationMessage } from './messages';

/** What an e-mail address must look like: one @, a dot after it, no spaces, commas or semicolons. */
export const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/**
 * One address as typed, without zod (the sign-in page reads it before any other code loads): trimmed and stored in
 * lower case when it is one, else the French message `emailSchema` gives for the same input.
 */
export function readEmail(value: string): { ok: true; email: string } | { ok: false; message: string } {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: false, message: validationMessage('email_required') };
  if (!EMAIL_PATTERN.test(trimmed)) return { ok: false, message: validationMessage('email_invalid', { email: trimmed }) };
  return { ok: true, email: trimmed.toLowerCase() };
}
