import { isAPIError } from 'better-auth/api';
import type { Logger } from '../http/logger';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * What better-auth logs when a client makes an expected mistake: a wrong
 * password, an unknown address, a password its own length rule refuses. It
 * logs some of them at ERROR; for us they are debug (the request line already
 * has the 401 or 400).
 */
const CLIENT_MISTAKES = [
  /^User not found$/,
  /^Password not found$/,
  /^Invalid password$/,
  /^Reset Password: User not found$/,
  /^Password is too (short|long)$/,
  /^Email is the same$/,
  /^Sign-up attempt for existing email/,
  /^Change email attempt for existing email/,
  /^Blocked cross-site navigation login attempt/,
];
/** Its advice after a refused origin repeats what our own warning says. */
const ORIGIN_ADVICE = /^If it's a valid URL, please add/;
const REFUSED = /^Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL): (.*)$/s;

function serialisable(arg: unknown): unknown {
  if (arg instanceof Error) return { name: arg.name, message: arg.message, stack: arg.stack };
  if (typeof arg === 'object' && arg !== null) return arg;
  return String(arg);
}

/**
 * better-auth's `logger.log`: its messages as our JSON lines (pino, no colour),
 * tagged `source: 'better-auth'`, at our levels: a client's mistake at debug, a
 * refused origin or URL at warn with what is trusted, anything else at its own.
 */
export function authLogHandler(logger: Logger | undefined, trustedOrigins: readonly string[]) {
  return (level: AuthLogLevel, message: string, ...args: unknown[]) => {
    if (!logger) return;
    const text = typeof message === 'string' ? message : String(message);
    const details = args.length > 0 ? { details: args.map(serialisable) } : {};
    if (CLIENT_MISTAKES.some((pattern) => pattern.test(text)) || ORIGIN_ADVICE.test(text)) {
      logger.debug({ msg: text, source: 'better-auth', ...details });
      return;
    }
    const refused = REFUSED.exec(text);
    if (refused) {
      logger.warn({ msg: `${refused[1]} refused: not one of the trusted origins (set BASE_URL to the address used to open the app)`, source: 'better-auth', [refused[1]!]: refused[2], trustedOrigins });
      return;
    }
    logger[level]({ msg: text, source: 'better-auth', ...details });
  };
}

/**
 * better-auth's `onAPIError.onError`, for the errors that end a request before
 * an endpoint could answer (a body that is not JSON, a schema it does not pass,
 * a hook's refusal, a fault). A refusal is the client's doing: debug; its own
 * 5xx: error. Any other error is rethrown: it leaves better-auth's handler and reaches our error
 * handler (server/http/errors.ts), which logs it at error and answers the
 * envelope, where better-call would have printed «# SERVER_ERROR» to stderr.
 */
export function authErrorHandler(logger: Logger | undefined) {
  return (error: unknown) => {
    if (!isAPIError(error)) throw error;
    const entry = { source: 'better-auth', status: error.statusCode, code: (error.body as { code?: string } | undefined)?.code };
    if (error.statusCode < 500) logger?.debug({ msg: 'better-auth refused the request', ...entry });
    else logger?.error({ msg: 'better-auth failed', ...entry, err: error });
  };
}
