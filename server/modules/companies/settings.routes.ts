import { Hono } from 'hono';
import { registrationSettingsInputSchema } from '../../../shared/companies/registration-settings.schema';
import { canManageCompany } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { updateRegistrationSettings } from './settings.service';

/** `/entreprise/{slug}/parametres`: who may self-register (spec issue 'Accounts', part 2). */
export function companySettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:slug/settings/registration', async (c) => {
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      authorize(canManageCompany(await requireActor(c, deps.sql), company));
      return c.json({ allowedEmailDomains: company.allowedEmailDomains, validatesNewAccounts: company.validatesNewAccounts });
    })
    .put(
      '/companies/:slug/settings/registration',
      async (c, next) => {
        requireSession(c); // a visitor gets 401 before any validation message
        await next();
      },
      validate('json', registrationSettingsInputSchema),
      async (c) => {
        const company = await companyScope(c, deps.sql, c.req.param('slug'));
        authorize(canManageCompany(await requireActor(c, deps.sql), company));
        const settings = c.req.valid('json');
        await updateRegistrationSettings(deps.sql, company.id, settings);
        return c.json(settings);
      },
    );
}
