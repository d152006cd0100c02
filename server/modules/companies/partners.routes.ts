import { Hono, type MiddlewareHandler } from 'hono';
import { partnerSearchQuerySchema } from '../../../shared/companies/partner-associations.schema';
import { canManageCompany } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { getPartnerAssociationPage, listPartnerAssociations, searchPartnerCandidates, setPartnership } from './partners.service';

/**
 * The company's partner associations (spec §2 company space, §6: company admins and holding admins manage partner
 * associations and open association pages).
 */
export function companyPartnerRoutes(deps: AppDeps) {
  const managedCompany = async (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => {
    const company = await companyScope(c, deps.sql, c.req.param('slug')!);
    authorize(canManageCompany(await requireActor(c, deps.sql), company));
    return company;
  };
  return new Hono<AppEnv>()
    .get('/companies/:slug/partner-associations', async (c) => {
      const company = await managedCompany(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listPartnerAssociations(deps.sql, company.id));
    })
    .get(
      '/companies/:slug/partner-associations/search',
      async (c, next) => {
        await managedCompany(c); // refused before the query is read
        await next();
      },
      validate('query', partnerSearchQuerySchema),
      async (c) => {
        const company = await managedCompany(c);
        c.header('Cache-Control', 'no-store');
        return c.json(await searchPartnerCandidates(deps.sql, company.id, c.req.valid('query')));
      },
    )
    .get('/companies/:slug/partner-associations/:associationSlug', async (c) => {
      const company = await managedCompany(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getPartnerAssociationPage(deps.sql, company.id, c.req.param('associationSlug')));
    })
    .put('/companies/:slug/partner-associations/:associationSlug', async (c) => {
      const company = await managedCompany(c);
      return c.json(await setPartnership(deps.sql, company.id, c.req.param('associationSlug'), true));
    })
    .delete('/companies/:slug/partner-associations/:associationSlug', async (c) => {
      const company = await managedCompany(c);
      return c.json(await setPartnership(deps.sql, company.id, c.req.param('associationSlug'), false));
    });
}
