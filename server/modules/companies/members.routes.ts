import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { canManageCompany } from '../../../shared/permissions/policies';
import {
  bulkEmployeeInputSchema,
  companyInvitationInputSchema,
  companyMemberRoleInputSchema,
  employeeImportInputSchema,
  employeeListQuerySchema,
  employeeUpdateInputSchema,
} from '../../../shared/users/membership.schema';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import { answer } from '../../http/mutation';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { importEmployees, previewEmployeeImport } from './employee-import.service';
import { type BulkEmployeeCommand, applyMemberAction, bulkUpdateEmployees, changeMemberRole, inviteEmployees, listMembers, updateEmployee } from './members.service';

/** Without a session the answer is 401 before anything else (even a malformed body). */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const memberParams = z.object({ slug: z.string(), userId: z.uuid() });
const ACTIONS = ['validate', 'disable', 'enable'] as const;

/** `/entreprise/{slug}/volontaires`: company admins (holding and platform admins too) manage the employees. */
export function companyMemberRoutes(deps: AppDeps) {
  /** Who acts, on which company, allowed by the shared policy: every handler starts here. */
  const manager = async (c: Parameters<MiddlewareHandler<AppEnv>>[0], slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(canManageCompany(actor, company));
    return { actor, company };
  };

  const routes = new Hono<AppEnv>()
    .get('/companies/:slug/members', signedIn, validate('query', employeeListQuerySchema), async (c) => {
      const { actor, company } = await manager(c, c.req.param('slug'));
      c.header('Cache-Control', 'no-store');
      return c.json(await listMembers(deps, actor, company, c.req.valid('query')));
    })
    .post('/companies/:slug/invitations', signedIn, validate('json', companyInvitationInputSchema), async (c) => {
      const { actor, company } = await manager(c, c.req.param('slug'));
      return c.json(await inviteEmployees(deps, actor, company, c.req.valid('json').emails));
    })
    // The CSV file is longer than the 50,000 characters of the text rule: the rule applies to each of its cells
    // (shared/users/employee-import.ts), and the file itself is capped by its own schema and body limit.
    .post('/companies/:slug/employee-imports/preview', signedIn, validate('json', employeeImportInputSchema, { checkText: false }), async (c) => {
      const { actor, company } = await manager(c, c.req.param('slug'));
      return c.json(await previewEmployeeImport(deps, actor, company, c.req.valid('json').csv));
    })
    .post('/companies/:slug/employee-imports', signedIn, validate('json', employeeImportInputSchema, { checkText: false }), async (c) => {
      const { actor, company } = await manager(c, c.req.param('slug'));
      return answer(c, deps, await importEmployees(deps, actor, company, c.req.valid('json').csv));
    })
    .post('/companies/:slug/members/bulk', signedIn, validate('json', bulkEmployeeInputSchema), async (c) => {
      const { actor, company } = await manager(c, c.req.param('slug'));
      const input = c.req.valid('json');
      const command = (
        input.action === 'change_role'
          ? { userIds: input.userIds, action: input.action, role: input.role! }
          : input.action === 'change_entity'
            ? { userIds: input.userIds, action: input.action, entityId: input.entityId ?? null }
            : { userIds: input.userIds, action: input.action }
      ) satisfies BulkEmployeeCommand;
      return c.json(await bulkUpdateEmployees(deps, actor, company, command));
    })
    .put('/companies/:slug/members/:userId', signedIn, validate('param', memberParams), validate('json', employeeUpdateInputSchema), async (c) => {
      const { slug, userId } = c.req.valid('param');
      const { actor, company } = await manager(c, slug);
      const input = c.req.valid('json');
      await updateEmployee(deps, actor, company, userId, {
        role: input.role,
        entityId: input.entityId ?? null,
        managerEmail: input.managerEmail ?? null,
        matricule: input.matricule ?? null,
        dailyCostCents: input.dailyCostCents,
      });
      return c.json({ status: 'ok' as const });
    })
    .put('/companies/:slug/members/:userId/role', signedIn, validate('param', memberParams), validate('json', companyMemberRoleInputSchema), async (c) => {
      const { slug, userId } = c.req.valid('param');
      const { actor, company } = await manager(c, slug);
      await changeMemberRole(deps, actor, company, userId, c.req.valid('json').role);
      return c.json({ status: 'ok' as const });
    });

  for (const action of ACTIONS) {
    routes.post(`/companies/:slug/members/:userId/${action}`, signedIn, validate('param', memberParams), async (c) => {
      const { slug, userId } = c.req.valid('param');
      const { actor, company } = await manager(c, slug);
      await applyMemberAction(deps, actor, company, userId, action);
      return c.json({ status: 'ok' as const });
    });
  }
  return routes;
}
