import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger';
import type { AppEnv } from './types';

/** One JSON line per request, and a child logger carrying the request id for the handlers. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestLog = logger.child({ requestId: c.get('requestId') });
    c.set('logger', requestLog);
    await next();
    // Responses built outside the context (better-auth's) miss the header set by requestId().
    if (!c.res.headers.has('x-request-id')) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-Request-Id', c.get('requestId'));
    }
    const status = c.res.status;
    const entry = { msg: 'request', method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) requestLog.error(entry);
    else requestLog.info(entry);
  };
}
