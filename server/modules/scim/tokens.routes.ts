import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { scimTokenInputSchema } from '../../../shared/scim/scim-api.schema';
import { managedCompanyScope } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { createScimToken, listScimTokens, revokeScimToken } from './scim.service';

const companyParams = z.object({ slug: z.string() });
const tokenParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive().max(2_147_483_647) });

const managedCompany = (c: Context<AppEnv>, deps: AppDeps, slug: string) => managedCompanyScope(c, deps.sql, slug);

/** The company admins' SCIM tokens (`/entreprise/{slug}/parametres`): list, create (given once), revoke. */
export function scimTokenRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:slug/scim-tokens', validate('param', companyParams), async (c) => {
      const { company } = await managedCompany(c, deps, c.req.valid('param').slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await listScimTokens(deps, company.id));
    })
    .post('/companies/:slug/scim-tokens', validate('param', companyParams), validate('json', scimTokenInputSchema), async (c) => {
      const { actor, company } = await managedCompany(c, deps, c.req.valid('param').slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await createScimToken(deps.sql, company.id, actor.userId, c.req.valid('json').name), 201);
    })
    .post('/companies/:slug/scim-tokens/:id/revoke', validate('param', tokenParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await managedCompany(c, deps, slug);
      await revokeScimToken(deps.sql, company.id, id);
      return c.body(null, 204);
    });
}
