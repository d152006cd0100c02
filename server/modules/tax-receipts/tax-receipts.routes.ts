import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { canManageAssociation, canManageCompany } from '../../../shared/permissions/policies';
import { taxReceiptCreateInputSchema, taxReceiptIssueInputSchema, taxReceiptReportInputSchema } from '../../../shared/tax-receipts/tax-receipt.api';
import { associationScope, authorize, companyScope, platformAdminOnly, requireActor, requireSession } from '../../http/context';
import { sendDownload } from '../../http/download';
import { respond } from '../../http/mutation';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  adminExemption,
  adminExemptions,
  adminReceiptAction,
  createReceipt,
  exportTaxReceipts,
  issueReceipt,
  lineDocument,
  receiptDocument,
  reportReceiptProblem,
  taxOverview,
} from './tax-receipts.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const idParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive() });
const lineParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Issue 20, skills sponsorship: the company's tax panel (its lines per
 * association and year, its receipts, their documents), the association's
 * side (its lines per company and year, receipts it prepares, issues or
 * refuses), and one line's document.
 */
export function taxReceiptRoutes(deps: AppDeps) {
  const companyManager = async (c: Parameters<typeof requireActor>[0], slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(canManageCompany(actor, company));
    c.header('Cache-Control', 'no-store');
    return { actor, company };
  };
  const associationManager = async (c: Parameters<typeof requireActor>[0], slug: string) => {
    const actor = await requireActor(c, deps.sql);
    const association = await associationScope(c, deps.sql, slug);
    authorize(canManageAssociation(actor, association.id));
    c.header('Cache-Control', 'no-store');
    return { actor, association };
  };

  return new Hono<AppEnv>()
    .get('/companies/:slug/tax-receipts', signedIn, async (c) => {
      const { company } = await companyManager(c, c.req.param('slug'));
      return c.json(await taxOverview(deps.sql, { companyId: company.id }));
    })
    .get('/companies/:slug/tax-receipts/:id/download', signedIn, validate('param', idParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { company } = await companyManager(c, slug);
      const file = await receiptDocument(deps.sql, id, { companyId: company.id });
      if (!file) throw new AppError('NOT_FOUND');
      return sendDownload(c, file);
    })
    .get('/associations/:slug/tax-receipts', signedIn, async (c) => {
      const { actor, association } = await associationManager(c, c.req.param('slug'));
      return c.json(await taxOverview(deps.sql, { associationId: association.id, actor }));
    })
    .post('/associations/:slug/tax-receipts', signedIn, validate('json', taxReceiptCreateInputSchema), async (c) => {
      const { actor, association } = await associationManager(c, c.req.param('slug'));
      return respond(c, (await createReceipt(deps, actor, association.id, c.req.valid('json'))).result);
    })
    .post('/associations/:slug/tax-receipts/:id/issue', signedIn, validate('param', idParams), validate('json', taxReceiptIssueInputSchema), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { association } = await associationManager(c, slug);
      return respond(c, (await issueReceipt(deps, association.id, id, c.req.valid('json'))).result);
    })
    .post('/associations/:slug/tax-receipts/:id/report-problem', signedIn, validate('param', idParams), validate('json', taxReceiptReportInputSchema), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { association } = await associationManager(c, slug);
      return respond(c, (await reportReceiptProblem(deps, association.id, id, c.req.valid('json').message)).result);
    })
    .get('/associations/:slug/tax-receipts/:id/download', signedIn, validate('param', idParams), async (c) => {
      const { slug, id } = c.req.valid('param');
      const { association } = await associationManager(c, slug);
      const file = await receiptDocument(deps.sql, id, { associationId: association.id });
      if (!file) throw new AppError('NOT_FOUND');
      return sendDownload(c, file);
    })
    .get('/tax-exemption-lines/:id/download', signedIn, validate('param', lineParams), async (c) => {
      const actor = await requireActor(c, deps.sql);
      // The company space names its company (X-Company-Id): a line of another company is refused there.
      const header = c.req.header('x-company-id');
      const file = await lineDocument(deps.sql, c.req.valid('param').id, (company) => {
        if (header !== undefined && Number(header) !== company.id) throw new AppError('FORBIDDEN');
        return canManageCompany(actor, company);
      });
      if (!file) throw new AppError('NOT_FOUND');
      return sendDownload(c, file);
    });
}

const ADMIN_RECEIPT_ACTIONS = { resolve: 'resolve', reopen: 'reopen', archive: 'archive', unarchive: 'unarchive' } as const;

/** Mounted under /api/v1/admin: the tax exemptions of the platform, their receipts and the receipts export. */
export function adminTaxReceiptRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
    .use(platformAdminOnly(deps.sql))
    .get('/tax-exemptions', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ exemptions: await adminExemptions(deps.sql) });
    })
    .get('/tax-exemptions/:id', validate('param', lineParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      const exemption = await adminExemption(deps.sql, c.req.valid('param').id);
      if (!exemption) throw new AppError('NOT_FOUND');
      return c.json(exemption);
    })
    .get('/tax-receipts/:id/download', validate('param', lineParams), async (c) => {
      const file = await receiptDocument(deps.sql, c.req.valid('param').id, 'any');
      if (!file) throw new AppError('NOT_FOUND');
      return sendDownload(c, file);
    })
    .get('/exports/tax-receipts', async (c) => sendDownload(c, await exportTaxReceipts(deps.sql)));
  for (const [path, action] of Object.entries(ADMIN_RECEIPT_ACTIONS)) {
    routes.post(`/tax-receipts/:id/${path}`, validate('param', lineParams), async (c) => respond(c, (await adminReceiptAction(deps, c.req.valid('param').id, action)).result));
  }
  return routes;
}
