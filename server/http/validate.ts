import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod/mini';
import { AppError, type FieldErrors } from '../../shared/errors';
import { checkedInput } from '../../shared/validation/zod-messages';

export function fieldErrorsFromZod(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * `zValidator` behind the text rule every input obeys (shared/validation/text.ts),
 * whose failures become the error envelope with a field -> messages map.
 * `checkText: false` only where the route applies the rule itself, part by part.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(target: Target, schema: Schema, options: { checkText?: boolean } = {}) {
  return zValidator(target, options.checkText === false ? schema : checkedInput(schema), (result) => {
    if (!result.success) throw new AppError('VALIDATION_FAILED', undefined, { fields: fieldErrorsFromZod(result.error) });
  });
}

/** The same checks for a value a route assembles itself (a body merged with a path parameter). */
export function parseInput<Schema extends z.core.$ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = checkedInput(schema).safeParse(value);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', undefined, { fields: fieldErrorsFromZod(parsed.error) });
  return parsed.data;
}
