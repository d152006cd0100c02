/**
 * The one rule every text input obeys, whatever its schema: no control
 * character but tab and line breaks, no broken UTF-16 (a lone surrogate), and
 * no text longer than MAX_TEXT_LENGTH. PostgreSQL cannot store a NUL byte (it
 * answers an error, not a refusal), XML — hence an XLSX export — cannot hold
 * the other C0 controls, and nobody types them: such input is refused with a
 * field message, never normalised silently. Object keys are checked too, and
 * a value nested deeper than any form is refused (walking it would overflow).
 */
import { type MessageParams, type ValidationKey, validationMessage } from './messages';

/** No single text field of the product is longer (a mission's description is the longest). */
export const MAX_TEXT_LENGTH = 50_000;
/** No form of the product nests deeper; a deeper value is refused before anything walks it recursively. */
export const MAX_INPUT_DEPTH = 32;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextIssue {
  path: PropertyKey[];
  message: string;
}

function problem(text: string): { key: ValidationKey; params?: MessageParams } | null {
  if (CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text)) return { key: 'text_control_character' };
  if (text.length > MAX_TEXT_LENGTH) return { key: 'too_long', params: { max: MAX_TEXT_LENGTH } };
  return null;
}

/** Every text of `value` (nested objects and arrays included) that breaks the rule, with its path. */
export function textIssues(value: unknown, path: PropertyKey[] = [], issues: TextIssue[] = []): TextIssue[] {
  if (path.length > MAX_INPUT_DEPTH) {
    issues.push({ path: path.slice(0, MAX_INPUT_DEPTH), message: validationMessage('invalid_value') });
    return issues;
  }
  if (typeof value === 'string') {
    const found = problem(value);
    if (found) issues.push({ path, message: validationMessage(found.key, found.params) });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => textIssues(item, [...path, index], issues));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = problem(key);
      if (keyProblem) issues.push({ path: [...path, key], message: validationMessage(keyProblem.key, keyProblem.params) });
      else textIssues(item, [...path, key], issues);
    }
  }
  return issues;
}
