import fr from '../locales/fr/errors.json' with { type: 'json' };
import { interpolate } from './messages';
import type { ValidationTranslator } from './translator';

/**
 * The validation messages in French, from the French error file: what the server answers in its error envelope and
 * mails. The server plugs it in at start (server/app.ts); the client plugs i18next instead and never loads this file.
 */
export const frenchValidationMessages: ValidationTranslator = (key, params) => interpolate(fr.validation[key], params);
