import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isCompanyMember } from '../../../shared/permissions/policies';
import { authorize, companyScope, requireActor } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { getEmployeeHighlight, listCurrentEmployeeHighlights } from './employee.service';

const companyParams = z.object({ slug: z.string() });
const highlightParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Highlights in the employee space, for the company's members (`isCompanyMember`): the current ones (the home's
 * `EmployeeHighlightList`) and a highlight's page (`/collaborateur/{slug}/temps-forts/{id}-{slug}`:
 * `EmployeeHighlightDetail`). Online only: highlights are not kept on the device.
 */
export function employeeHighlightRoutes(deps: AppDeps) {
  const member = async (c: Context<AppEnv>, slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(isCompanyMember(actor, company.id));
    return { actor, company };
  };
  return new Hono<AppEnv>()
    .get('/companies/:slug/employee-highlights', validate('param', companyParams), async (c) => {
      const { actor, company } = await member(c, c.req.valid('param').slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await listCurrentEmployeeHighlights(deps.sql, actor, company));
    })
    .get('/companies/:slug/employee-highlights/:id', validate('param', highlightParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { actor, company } = await member(c, slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await getEmployeeHighlight(deps.sql, actor, company, id));
    });
}
