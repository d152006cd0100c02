import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { socialSignInInputSchema } from '../../../shared/users/social-sign-in';
import { managedCompanyScope } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { configuredSocialProviders, getSocialSignInSettings, saveSocialSignIn } from './social-sign-in.service';

const companyParams = z.object({ slug: z.string() });

const managedCompany = async (c: Context<AppEnv>, deps: AppDeps, slug: string) => (await managedCompanyScope(c, deps.sql, slug)).company;

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
