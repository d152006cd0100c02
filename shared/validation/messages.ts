import { type MessageParams, type ValidationKey, pluggedValidationTranslator } from './translator';

export type { MessageParams, ValidationKey } from './translator';
export { setValidationTranslator } from './translator';

export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * A validation message in the words of the translator the process plugged in at start: French on the server
 * (server/app.ts, and the tests' setup), i18next on the client. Nothing plugged yet: the key itself, never a crash.
 */
export function validationMessage(key: ValidationKey, params: MessageParams = {}): string {
  return pluggedValidationTranslator()?.(key, params) ?? key;
}

/** A zod `error` option whose message is produced at parse time, in the current language. */
export function msg(key: ValidationKey, params: MessageParams = {}) {
  return { error: () => validationMessage(key, params) };
}
