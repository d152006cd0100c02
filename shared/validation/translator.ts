/**
 * Who words the validation messages. Apart from `messages.ts` (which holds the French default and so the French
 * error file) so that the client's shell can plug i18next in without carrying that file on every page.
 */
export type ValidationKey = keyof (typeof import('../locales/fr/errors.json'))['validation'];
export type MessageParams = Record<string, string | number>;
export type ValidationTranslator = (key: ValidationKey, params: MessageParams) => string;

let translator: ValidationTranslator | null = null;

/** The server keeps the French default; the client plugs in i18next so the same schemas speak the user's language. */
export function setValidationTranslator(next: ValidationTranslator | null) {
  translator = next;
}

export function pluggedValidationTranslator(): ValidationTranslator | null {
  return translator;
}
