import fr from '../locales/fr/errors.json' with { type: 'json' };

export type ValidationKey = keyof typeof fr.validation;
export type MessageParams = Record<string, string | number>;
type Translator = (key: ValidationKey, params: MessageParams) => string;

export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

const french: Translator = (key, params) => interpolate(fr.validation[key], params);
let translator: Translator = french;

/**
 * Validation messages are French by default (the server, the error envelope);
 * the client plugs in i18next so the same schemas speak the user's language.
 */
export function setValidationTranslator(next: Translator | null) {
  translator = next ?? french;
}

export function validationMessage(key: ValidationKey, params: MessageParams = {}): string {
  return translator(key, params);
}

/** A zod `error` option whose message is produced at parse time, in the current language. */
export function msg(key: ValidationKey, params: MessageParams = {}) {
  return { error: () => validationMessage(key, params) };
}
