import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../../shared/errors';

export function fieldErrorsFromZod(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** `zValidator` whose failures become the error envelope with a field -> messages map. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new AppError('VALIDATION_FAILED', undefined, { fields: fieldErrorsFromZod(result.error) });
  });
}
