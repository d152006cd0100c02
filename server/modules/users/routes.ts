import { Hono } from 'hono';
import { profileInputSchema } from '../../../shared/users/user.schema';
import { requireSession } from '../../http/context';
import { issueCsrfToken } from '../../http/csrf';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { getMe, updateMyProfile } from './service';

export function userRoutes(deps: AppDeps) {
  const secureCookies = deps.env.baseUrl.startsWith('https://');
  return new Hono<AppEnv>()
    .get('/session', async (c) => {
      const session = c.get('session');
      c.header('Cache-Control', 'no-store');
      return c.json({ me: session ? await getMe(deps.sql, session) : null });
    })
    .get('/csrf', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ token: issueCsrfToken(c, deps.secret, secureCookies) });
    })
    // Everyone edits their own profile only: the session is the authorisation.
    .put(
      '/me/profile',
      async (c, next) => {
        requireSession(c); // a visitor gets 401 before any validation message
        await next();
      },
      validate('json', profileInputSchema),
      async (c) => c.json({ me: await updateMyProfile(deps.sql, requireSession(c), c.req.valid('json')) }),
    );
}
