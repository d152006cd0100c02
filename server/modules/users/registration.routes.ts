import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import {
  associationRegistrationInputSchema,
  employeeRegistrationInputSchema,
  membershipProfileInputSchema,
  resendCodeInputSchema,
  verifyEmailInputSchema,
} from '../../../shared/users/registration.schema';
import { associationScope, companyScope, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { singleSignOnPath } from '../sso/sso.service';
import { companySocialProviders, configuredSocialProviders } from '../companies/social-sign-in.service';
import { presentAssociationPublic, presentCompanyPublic, presentMembershipProfile } from './present';
import {
  findPartnerCompany,
  getMembershipProfile,
  listPublicBranches,
  registerAssociation,
  registerEmployee,
  resendCode,
  updateMembershipProfile,
  verifyEmail,
} from './registration.service';

/** Public registration (spec §2) and the 'complete profile' step inside a company. */
export function registrationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:slug/public', async (c) => {
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      const socialSignIn = await companySocialProviders(deps.sql, company.id, configuredSocialProviders(deps.env.socialProviders));
      return c.json({ company: presentCompanyPublic(company, { singleSignOnPath: await singleSignOnPath(deps.sql, company), socialSignIn }) });
    })
    .get('/associations/:slug/public', async (c) => {
      const association = await associationScope(c, deps.sql, c.req.param('slug'));
      return c.json({ association: presentAssociationPublic(association, await listPublicBranches(deps.sql, association)) });
    })
    .post('/registrations/employee/:slug', validate('json', employeeRegistrationInputSchema), async (c) => {
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      await registerEmployee(deps, company, c.req.valid('json'));
      return c.json({ status: 'code_sent' as const });
    })
    .post(
      '/registrations/association',
      validate('json', associationRegistrationInputSchema),
      validate('query', z.object({ company: z.string().optional() })),
      async (c) => {
        const companySlug = c.req.valid('query').company;
        const partner = companySlug ? await findPartnerCompany(deps.sql, companySlug) : null;
        if (companySlug && !partner) throw new AppError('NOT_FOUND');
        await registerAssociation(deps, c.req.valid('json'), partner);
        return c.json({ status: 'code_sent' as const });
      },
    )
    .post('/registrations/verify', validate('json', verifyEmailInputSchema), (c) => verifyEmail(deps, c.req.valid('json'), c.get('requestId')))
    .post('/registrations/resend', validate('json', resendCodeInputSchema), (c) => resendCode(deps, c.req.valid('json').email, c.get('requestId')))
    .get('/companies/:slug/me', async (c) => {
      const session = requireSession(c);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      const { membership, entities } = await getMembershipProfile(deps.sql, company.id, session.user.id);
      return c.json(presentMembershipProfile(membership, entities));
    })
    .put('/companies/:slug/me', async (c, next) => {
      requireSession(c); // a visitor gets 401 before any validation message
      await next();
    }, validate('json', membershipProfileInputSchema), async (c) => {
      const session = requireSession(c);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      await updateMembershipProfile(deps.sql, company.id, session.user.id, c.req.valid('json'));
      return c.json({ status: 'ok' as const });
    });
}
