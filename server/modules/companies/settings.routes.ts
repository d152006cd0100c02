import { Hono, type MiddlewareHandler } from 'hono';
import {
  communicationSettingsInputSchema,
  creditSettingsInputSchema,
  featureSwitchInputSchema,
  identitySettingsInputSchema,
  legalSettingsInputSchema,
  validationSettingsInputSchema,
} from '../../../shared/companies/company-settings.schema';
import { registrationSettingsInputSchema } from '../../../shared/companies/registration-settings.schema';
import { canManageCompany } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  getCompanySettings,
  setCompanyFeature,
  updateCommunicationSettings,
  updateCreditSettings,
  updateIdentitySettings,
  updateLegalSettings,
  updateRegistrationSettings,
  updateValidationSettings,
} from './settings.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c); // a visitor gets 401 before any validation message
  await next();
};

/** `/entreprise/{slug}/parametres`: every section, each saved alone by the company's admins (canManageCompany). */
export function companySettingsRoutes(deps: AppDeps) {
  const managedCompany = async (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => {
    const company = await companyScope(c, deps.sql, c.req.param('slug')!);
    authorize(canManageCompany(await requireActor(c, deps.sql), company));
    return company;
  };
  return new Hono<AppEnv>()
    .get('/companies/:slug/settings', async (c) => {
      const company = await managedCompany(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getCompanySettings(deps.sql, company.id));
    })
    .get('/companies/:slug/settings/registration', async (c) => {
      const company = await managedCompany(c);
      return c.json({ allowedEmailDomains: company.allowedEmailDomains, validatesNewAccounts: company.validatesNewAccounts });
    })
    .put('/companies/:slug/settings/registration', signedIn, validate('json', registrationSettingsInputSchema), async (c) => {
      const company = await managedCompany(c);
      const settings = c.req.valid('json');
      await updateRegistrationSettings(deps.sql, company.id, settings);
      return c.json(settings);
    })
    .put('/companies/:slug/settings/identity', signedIn, validate('json', identitySettingsInputSchema), async (c) => {
      const company = await managedCompany(c);
      return c.json(await updateIdentitySettings(deps.sql, company.id, c.req.valid('json')));
    })
    .put('/companies/:slug/settings/validation', signedIn, validate('json', validationSettingsInputSchema), async (c) => {
      const company = await managedCompany(c);
      return c.json(await updateValidationSettings(deps.sql, company.id, c.req.valid('json')));
    })
    .put('/companies/:slug/settings/credits', signedIn, validate('json', creditSettingsInputSchema), async (c) => {
      const company = await managedCompany(c);
      return c.json(await updateCreditSettings(deps.sql, company.id, c.req.valid('json')));
    })
    .put('/companies/:slug/settings/legal', signedIn, validate('json', legalSettingsInputSchema), async (c) => {
      const company = await managedCompany(c);
      return c.json(await updateLegalSettings(deps.sql, company.id, c.req.valid('json')));
    })
    .put('/companies/:slug/settings/communication', signedIn, validate('json', communicationSettingsInputSchema), async (c) => {
      const company = await managedCompany(c);
      return c.json(await updateCommunicationSettings(deps.sql, company.id, c.req.valid('json')));
    })
    .put('/companies/:slug/settings/features', signedIn, validate('json', featureSwitchInputSchema), async (c) => {
      const company = await managedCompany(c);
      return c.json(await setCompanyFeature(deps.sql, company.id, c.req.valid('json')));
    });
}
