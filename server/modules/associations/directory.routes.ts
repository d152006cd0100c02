import { Hono } from 'hono';
import { associationDirectoryQuerySchema } from '../../../shared/missions/mission-search.schema';
import { companyScope, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { employeeAudience } from '../missions/search.service';
import { getProfile, listDirectory } from './directory.service';

/** The association directory and pages: public, and in the employee space with the missions open to the employee. */
export function associationDirectoryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/associations', validate('query', associationDirectoryQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listDirectory(deps.sql, { kind: 'public' }, c.req.valid('query')));
    })
    .get('/associations/:slug/profile', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getProfile(deps.sql, { kind: 'public' }, c.req.param('slug')));
    })
    .get('/companies/:slug/associations', async (c, next) => {
      await requireActor(c, deps.sql);
      return next();
    }, validate('query', associationDirectoryQuerySchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const audience = employeeAudience(actor, await companyScope(c, deps.sql, c.req.param('slug')));
      c.header('Cache-Control', 'no-store');
      return c.json(await listDirectory(deps.sql, audience, c.req.valid('query')));
    })
    .get('/companies/:slug/associations/:associationSlug', async (c) => {
      const actor = await requireActor(c, deps.sql);
      const audience = employeeAudience(actor, await companyScope(c, deps.sql, c.req.param('slug')));
      c.header('Cache-Control', 'no-store');
      return c.json(await getProfile(deps.sql, audience, c.req.param('associationSlug')));
    });
}
