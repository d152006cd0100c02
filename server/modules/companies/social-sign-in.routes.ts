import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { canManageCompany } from '../../../shared/permissions/policies';
import { socialSignInInputSchema } from '../../../shared/users/social-sign-in';
import { authorize, companyScope, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { configuredSocialProviders, getSocialSignInSettings, saveSocialSignIn } from './social-sign-in.service';

const companyParams = z.object({ slug: z.string() });

async function managedCompany(c: Context<AppEnv>, deps: AppDeps, slug: string) {
  const actor = await requireActor(c, deps.sql);
  const company = await companyScope(c, deps.sql, slug);
  authorize(canManageCompany(actor, company));
  return company;
}

/** « Connexion avec Google et Microsoft » in `/entreprise/{slug}/parametres` (company admins, issue 21). */
export function socialSignInRoutes(deps: AppDeps) {
  const configured = configuredSocialProviders(deps.env.socialProviders);
  return new Hono<AppEnv>()
    .get('/companies/:slug/social-sign-in', validate('param', companyParams), async (c) => {
      const company = await managedCompany(c, deps, c.req.valid('param').slug);
      return c.json(await getSocialSignInSettings(deps.sql, company.slug, configured));
    })
    .put('/companies/:slug/social-sign-in', validate('param', companyParams), validate('json', socialSignInInputSchema), async (c) => {
      const company = await managedCompany(c, deps, c.req.valid('param').slug);
      await saveSocialSignIn(deps.sql, company.id, c.req.valid('json'));
      return c.json(await getSocialSignInSettings(deps.sql, company.slug, configured));
    });
}
