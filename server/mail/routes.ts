import { Hono } from 'hono';
import { type Mailbox, MAILBOX_PAGE_SIZE, mailboxQuerySchema } from '../../shared/users/admin.schema';
import { platformAdminOnly } from '../http/context';
import type { AppDeps, AppEnv } from '../http/types';
import { validate } from '../http/validate';
import { listOutgoingEmails } from './sql';

/**
 * The mailbox (/admin/boite-mail), mounted under /api/v1/admin: every e-mail the
 * platform wrote, newest first. Without SMTP it is the only way to read them.
 */
export function mailRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(platformAdminOnly(deps.sql))
    .get('/emails', validate('query', mailboxQuerySchema), async (c) => {
      const { to, page } = c.req.valid('query');
      // One more than a page tells whether there is a next one without counting the whole table.
      const rows = await listOutgoingEmails(deps.sql, { to, limit: MAILBOX_PAGE_SIZE + 1, offset: (page - 1) * MAILBOX_PAGE_SIZE });
      const body: Mailbox = {
        emails: rows.slice(0, MAILBOX_PAGE_SIZE).map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        page,
        pageSize: MAILBOX_PAGE_SIZE,
        hasMore: rows.length > MAILBOX_PAGE_SIZE,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
}
