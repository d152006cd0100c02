import frErrors from '../../shared/locales/fr/errors.json' with { type: 'json' };

/**
 * The French message of an error code. The envelope carries it for API callers
 * and logs; the client shows its own translation of the code.
 */
export function errorMessage(code: string): string {
  const message = (frErrors as Record<string, unknown>)[code];
  return typeof message === 'string' ? message : frErrors.UNEXPECTED;
}
