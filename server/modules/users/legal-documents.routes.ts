import { Hono } from 'hono';
import { AppError } from '../../../shared/errors';
import {
  legalAcceptanceInputSchema,
  legalOrganisationQuerySchema,
  legalVersionInputSchema,
  legalVersionListQuerySchema,
} from '../../../shared/users/legal-documents.schema';
import { platformAdminOnly, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import type { FileStorage } from '../uploads/service';
import {
  acceptLegalDocuments,
  currentPublicLegalDocuments,
  listLegalVersions,
  publishLegalVersion,
  searchLegalOrganisations,
} from './legal-documents.service';
import { getMe } from './service';

/** Mounted under /api/v1/admin: the versions of the legal documents, platform administrators only. */
export function adminLegalDocumentRoutes(deps: AppDeps, storage: FileStorage) {
  return new Hono<AppEnv>()
    // The pattern also matches the bare path.
    .use('/legal-documents/*', platformAdminOnly(deps.sql))
    .get('/legal-documents', validate('query', legalVersionListQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listLegalVersions(deps.sql, c.req.valid('query')));
    })
    .post('/legal-documents', validate('json', legalVersionInputSchema), async (c) => {
      const actor = await requireActor(c, deps.sql);
      return c.json({ version: await publishLegalVersion({ sql: deps.sql, storage }, actor.userId, c.req.valid('json')) }, 201);
    })
    .get('/legal-documents/organisations', validate('query', legalOrganisationQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const { audience, q } = c.req.valid('query');
      return c.json({ organisations: await searchLegalOrganisations(deps.sql, audience, q || undefined) });
    });
}

/** The current documents for anyone, and a signed-in user's acceptance. */
export function legalDocumentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/legal-documents', async (c) => c.json({ documents: await currentPublicLegalDocuments(deps.sql) }))
    .post(
      '/me/legal-acceptances',
      async (c, next) => {
        requireSession(c); // a visitor gets 401 before any validation message
        await next();
      },
      validate('json', legalAcceptanceInputSchema),
      async (c) => {
        const session = requireSession(c);
        // Someone acting as the user (impersonation) reads what the user sees; only the user may accept.
        if (session.session.impersonatedBy) throw new AppError('FORBIDDEN');
        await acceptLegalDocuments(deps.sql, session.user.id, c.req.valid('json').versionIds);
        return c.json({ me: await getMe(deps.sql, session) });
      },
    );
}
