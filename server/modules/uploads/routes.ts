import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { msg } from '../../../shared/validation/messages';
import { UPLOAD_KINDS, contentTypeForExtension, extensionOf } from '../../../shared/validation/uploads';
import { requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { isInline, storeUpload } from './service';
import type { FileStorage } from './storage';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

const uploadFormSchema = z.object({
  kind: z.enum(UPLOAD_KINDS, msg('choose_from_list')),
  file: z.instanceof(File, msg('required')),
});

/**
 * POST /api/v1/uploads (signed-in users): one file and its kind -> { url, name, size, contentType, width?, height? }.
 * Its body limit (UPLOAD_TOO_LARGE) is applied with every other one, before the session is read (server/http/body-limit.ts).
 */
export function uploadRoutes(_deps: AppDeps, storage: FileStorage) {
  return new Hono<AppEnv>().post(
    '/uploads',
    signedIn,
    validate('form', uploadFormSchema),
    async (c) => {
      const { kind, file } = c.req.valid('form');
      const uploaded = await storeUpload(storage, kind, file);
      return c.json(uploaded, 201);
    },
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<name>: stored files, forever cacheable (the name is the hash of
 * the content). Only stored names are looked up; anything else under /uploads is
 * a 404 here, never the client shell. Their sandboxing Content-Security-Policy is set with the app's other
 * security headers (server/app.ts).
 */
export function uploadFileRoutes(storage: FileStorage) {
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Hono<AppEnv>()
    .get('/uploads/:name', async (c) => {
      const name = c.req.param('name');
      const contentType = contentTypeForExtension(extensionOf(name));
      const file = contentType ? await storage.get(name) : null;
      if (!file || !contentType) return notFound();
      const headers: Record<string, string> = {
        'Content-Type': contentType,
        'Content-Length': String(file.size),
        'Cache-Control': IMMUTABLE,
        ETag: `"${name.split('.')[0]}"`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': isInline(contentType) ? 'inline' : `attachment; filename="${name}"`,
      };
      if (c.req.header('if-none-match') === headers.ETag) {
        await file.body.cancel();
        return new Response(null, { status: 304, headers: { ETag: headers.ETag!, 'Cache-Control': IMMUTABLE } });
      }
      if (c.req.method === 'HEAD') {
        await file.body.cancel();
        return new Response(null, { status: 200, headers });
      }
      return new Response(file.body, { status: 200, headers });
    })
    .all('/uploads/*', notFound)
    .all('/uploads', notFound);
}
