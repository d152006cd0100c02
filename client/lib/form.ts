import type * as z from 'zod/mini';
import type { FieldErrors } from '../../shared/errors';
import { ApiError } from './api';

/** Messages per field from a failed zod parse (the same schemas as the server's). */
export function fieldErrorsFrom(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The messages without those of `key`: what a form keeps once the person changed that field. */
export function withoutField(fields: FieldErrors, key: string): FieldErrors {
  if (!(key in fields)) return fields;
  const { [key]: _answered, ...others } = fields;
  return others;
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

export type FormCheck<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

function formCheck<T>(result: z.core.util.SafeParseResult<T>): FormCheck<T> {
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldErrorsFrom(result.error) };
}

/** Form values against a shared schema: the parsed value, or the field messages (a form with an error summary moves the focus itself). */
export function validateForm<S extends z.ZodMiniType>(schema: S, values: unknown): FormCheck<z.infer<S>> {
  return formCheck(schema.safeParse(values));
}

function focusWhenInvalid<T>(checked: FormCheck<T>, form: HTMLFormElement | null): FormCheck<T> {
  // Wait for React to mark the fields invalid before moving focus.
  if (!checked.ok) requestAnimationFrame(() => focusFirstError(form));
  return checked;
}

/**
 * Checks form values against a shared schema: the parsed value, or the field
 * messages (and the first field in error is brought into view).
 */
export function checkForm<S extends z.ZodMiniType>(schema: S, values: unknown, form: HTMLFormElement | null): FormCheck<z.infer<S>> {
  return focusWhenInvalid(validateForm(schema, values), form);
}

/** The same for a schema with an asynchronous check (a phone: its library loads on first use). */
export async function checkFormAsync<S extends z.ZodMiniType>(schema: S, values: unknown, form: HTMLFormElement | null): Promise<FormCheck<z.infer<S>>> {
  return focusWhenInvalid(formCheck(await schema.safeParseAsync(values)), form);
}

const FOCUSABLE = 'input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * The control of a field named by its key in the form's errors: an element
 * with that `name` or `data-field`, else the nearest named parent key
 * (`timeslots.0.date`, then `timeslots.0`, then `timeslots`).
 */
export function fieldElement(form: HTMLElement | null, field: string): HTMLElement | null {
  if (!form) return null;
  for (let key = field; key !== ''; key = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '') {
    const quoted = key.replace(/["\\]/g, '\\$&');
    // Several controls may share a name (a slot's checkboxes, some disabled): the first that can take the focus,
    // before any other control of a `data-field` wrapper (a full slot's waiting-list button is not the field).
    const named = [...form.querySelectorAll<HTMLElement>(`[name="${quoted}"]`)].find((element) => element.matches(FOCUSABLE));
    if (named) return named;
    const found = [...form.querySelectorAll<HTMLElement>(`[name="${quoted}"], [data-field="${quoted}"]`)];
    if (found.length === 0) continue;
    for (const element of found) {
      const focusable = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
      if (focusable) return focusable;
    }
    return found[0]!;
  }
  return null;
}

/** Brings a field on screen and focuses it (a link of the error summary). */
export function focusField(form: HTMLElement | null, field: string) {
  const target = fieldElement(form, field);
  if (!target) return;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}
