/**
 * Who words the validation messages: each process plugs its translator in at start. The French one (french.ts) holds
 * the French error file, which the client never loads: it plugs i18next, whose files it fetches per language.
 */
export type ValidationKey = keyof (typeof import('../locales/fr/errors.json'))['validation'];
export type MessageParams = Record<string, string | number>;
export type ValidationTranslator = (key: ValidationKey, params: MessageParams) => string;

let translator: ValidationTranslator | null = null;

/** The server plugs French in; the client plugs i18next so the same schemas speak the user's language. */
export function setValidationTranslator(next: ValidationTranslator | null) {
  translator = next;
}

export function pluggedValidationTranslator(): ValidationTranslator | null {
  return translator;
}
