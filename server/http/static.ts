import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

export const CLIENT_DIST_DIR = path.resolve(import.meta.dirname, '../../dist/client');

/**
 * Hashed assets of earlier builds, kept by the build (vite.config.ts `keepPreviousAssets`) so a page
 * loaded before a deployment can still fetch its lazy chunks afterwards.
 */
export function previousAssetsDir(clientDir: string): string {
  return path.join(clientDir, '..', 'previous-assets');
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The shell, the service worker, the manifest and the translations must be revalidated
// on every load so a deployment is picked up at once.
const REVALIDATE = 'no-cache';

function cacheControlFor(requestPath: string): string {
  return requestPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built PWA: hashed assets forever, everything else revalidated, and
 * the shell for any client route (SPA fallback). Paths with a file extension
 * that do not exist are real 404s, so a missing chunk is not answered with HTML.
 */
export function serveClient(dir: string = CLIENT_DIST_DIR): MiddlewareHandler {
  const indexPath = path.join(dir, 'index.html');
  // The build writes each text file brotli-compressed beside it (vite.config.ts): sent to browsers that accept it.
  const files = serveStatic({ root: dir, precompressed: true });
  const shell = serveStatic({ path: indexPath, precompressed: true });
  const noop = async () => {};
  // The first build has no earlier assets to keep, and serveStatic complains at once about a root that does not
  // exist: serve dist/previous-assets from the moment a later build has created it.
  const previousDir = previousAssetsDir(dir);
  let previousAssets: MiddlewareHandler | undefined;
  const previousAsset = async (c: Context) => {
    if (!previousAssets) {
      if (!fs.existsSync(previousDir)) return undefined;
      previousAssets = serveStatic({ root: previousDir, rewriteRequestPath: (requestPath) => requestPath.replace(/^\/assets\//, '/') });
    }
    return previousAssets(c, noop);
  };

  return async (c: Context, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = (await files(c, noop)) ?? (c.req.path.startsWith('/assets/') ? await previousAsset(c) : undefined);
    if (file) {
      file.headers.set('Cache-Control', cacheControlFor(c.req.path));
      return file;
    }
    if (path.extname(c.req.path) !== '' || !fs.existsSync(indexPath)) return next();
    const page = await shell(c, noop);
    if (!page) return next();
    page.headers.set('Cache-Control', REVALIDATE);
    return page;
  };
}
