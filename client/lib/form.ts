import type { z } from 'zod';
import type { FieldErrors } from '../../shared/errors';
import { ApiError } from './api';

/** Messages per field from a failed zod parse (the same schemas as the server's). */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The field messages the server sent back in the error envelope, if any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fields : {};
}

/** Spec §5: the form scrolls to (and focuses) the first field in error. */
export function focusFirstError(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  first.focus({ preventScroll: true });
}

/**
 * Checks form values against a shared schema: the parsed value, or the field
 * messages (and the first field in error is brought into view).
 */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown, form: HTMLFormElement | null): { ok: true; data: z.infer<S> } | { ok: false; fields: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fields = fieldErrorsFrom(result.error);
  // Wait for React to mark the fields invalid before moving focus.
  requestAnimationFrame(() => focusFirstError(form));
  return { ok: false, fields };
}
