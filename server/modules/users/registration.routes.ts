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
import { validationMessage } from '../../../shared/validation/messages';
import { associationScope, companyScope, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { listAssociationBranches } from './invitations.sql';
import { presentAssociationPublic, presentCompanyPublic, presentMembershipProfile } from './present';
import * as q from './registration.sql';
import { registerAssociation, registerEmployee, resendCode, verifyEmail } from './registration.service';

/** Public registration (spec §2) and the 'complete profile' step inside a company. */
export function registrationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:slug/public', async (c) => {
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      return c.json({ company: presentCompanyPublic(company) });
    })
    .get('/associations/:slug/public', async (c) => {
      const association = await associationScope(c, deps.sql, c.req.param('slug'));
      const branches = association.areBranchesActivated ? await listAssociationBranches(deps.sql, association.id) : [];
      return c.json({ association: presentAssociationPublic(association, branches) });
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
        const partner = companySlug ? await q.findCompanyIdBySlug(deps.sql, companySlug) : null;
        if (companySlug && !partner) throw new AppError('NOT_FOUND');
        await registerAssociation(deps, c.req.valid('json'), partner ?? null);
        return c.json({ status: 'code_sent' as const });
      },
    )
    .post('/registrations/verify', validate('json', verifyEmailInputSchema), (c) => verifyEmail(deps, c.req.valid('json'), c.get('requestId')))
    .post('/registrations/resend', validate('json', resendCodeInputSchema), (c) => resendCode(deps, c.req.valid('json').email, c.get('requestId')))
    .get('/companies/:slug/me', async (c) => {
      const session = requireSession(c);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      const membership = await q.findMembership(deps.sql, company.id, session.user.id);
      if (!membership) throw new AppError('FORBIDDEN');
      return c.json(presentMembershipProfile(membership, await q.listEntities(deps.sql, company.id)));
    })
    .put('/companies/:slug/me', async (c, next) => {
      requireSession(c); // a visitor gets 401 before any validation message
      await next();
    }, validate('json', membershipProfileInputSchema), async (c) => {
      const session = requireSession(c);
      const company = await companyScope(c, deps.sql, c.req.param('slug'));
      const input = c.req.valid('json');
      if (input.entityId && !(await q.listEntities(deps.sql, company.id)).some((entity) => entity.id === input.entityId)) {
        throw new AppError('VALIDATION_FAILED', undefined, { fields: { entityId: [validationMessage('choose_from_list')] } });
      }
      const updated = await q.updateMembershipProfile(deps.sql, company.id, session.user.id, {
        managerEmail: input.managerEmail ?? null,
        entityId: input.entityId ?? null,
      });
      if (!updated) throw new AppError('FORBIDDEN');
      return c.json({ status: 'ok' as const });
    });
}
