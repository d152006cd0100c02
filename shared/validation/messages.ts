import fr from '../locales/fr/errors.json' with { type: 'json' };
import { type MessageParams, type ValidationKey, type ValidationTranslator, pluggedValidationTranslator } from './translator';

export type { MessageParams, ValidationKey } from './translator';
export { setValidationTranslator } from './translator';

export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Validation messages are French by default (the server, the error envelope), unless a translator is plugged in. */
const french: ValidationTranslator = (key, params) => interpolate(fr.validation[key], params);

export function validationMessage(key: ValidationKey, params: MessageParams = {}): string {
  return (pluggedValidationTranslator() ?? french)(key, params);
}

/** A zod `error` option whose message is produced at parse time, in the current language. */
export function msg(key: ValidationKey, params: MessageParams = {}) {
  return { error: () => validationMessage(key, params) };
}
