/**
 * zod's own messages («Invalid input: expected string, received undefined»,
 * «Too small…») replaced, once for every schema, by ours: in the user's
 * language through `validationMessage` (French on the server). A message
 * given by a schema itself (`msg(...)`) still wins. Kept out of messages.ts so
 * the app shell, which imports that file, does not load zod.
 */
import * as z from 'zod/mini';
import { validationMessage } from './messages';
import { textIssues } from './text';

type Issue = z.core.$ZodRawIssue;

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return validationMessage('required');
  switch (issue.expected) {
    case 'string':
      return validationMessage('expected_text');
    case 'number':
    case 'int':
    case 'bigint':
      return validationMessage('expected_number');
    case 'boolean':
      return validationMessage('expected_boolean');
    case 'array':
    case 'set':
    case 'tuple':
      return validationMessage('expected_list');
    case 'date':
      return validationMessage('date_invalid');
    default:
      return validationMessage('invalid_value');
  }
}

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const bound = Number(small ? (issue as { minimum: number | bigint }).minimum : (issue as { maximum: number | bigint }).maximum);
  switch (issue.origin) {
    case 'string':
      if (small && bound <= 1) return validationMessage('required');
      return small ? validationMessage('too_short', { min: bound }) : validationMessage('too_long', { max: bound });
    case 'number':
    case 'int':
    case 'bigint':
      return small ? validationMessage('number_min', { min: bound }) : validationMessage('number_max', { max: bound });
    case 'array':
    case 'set':
      return small ? validationMessage('list_min', { min: bound }) : validationMessage('list_max', { max: bound });
    case 'date':
      return validationMessage('date_invalid');
    default:
      return validationMessage('invalid_value');
  }
}

function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return validationMessage('email_invalid', { email: typeof issue.input === 'string' ? issue.input : '' });
    case 'uuid':
    case 'guid':
    case 'cuid':
    case 'cuid2':
    case 'ulid':
    case 'nanoid':
      return validationMessage('id_invalid');
    case 'date':
    case 'datetime':
      return validationMessage('date_invalid');
    case 'time':
      return validationMessage('time_invalid');
    case 'url':
      return validationMessage('url_invalid');
    default:
      return validationMessage('format_invalid');
  }
}

/** The message of a zod issue that its schema did not word itself. */
export function zodIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'invalid_value':
      return validationMessage('choose_from_list');
    case 'unrecognized_keys':
      return validationMessage('unknown_field', { keys: issue.keys.join(', ') });
    default:
      return validationMessage('invalid_value');
  }
}

z.config({ customError: zodIssueMessage });

/**
 * `schema` behind the text rule of `./text` (control characters, broken
 * UTF-16, length): what every input of the API goes through, the request
 * bodies and queries (server/http/validate.ts) and the args of a queued
 * offline intent (sync push) alike.
 */
export function checkedInput<Schema extends z.core.$ZodType>(schema: Schema) {
  return z.pipe(
    z.unknown().check(
      z.superRefine((value, ctx) => {
        for (const issue of textIssues(value)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }),
    ),
    schema,
  );
}
