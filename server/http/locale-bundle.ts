import zlib from 'node:zlib';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { localeBundle, parseLocaleBundlePath } from '../../shared/i18n/locale-bundle';
import { texts } from './labels';

/** The bundles already made, as JSON and brotli-compressed: every visitor of a page asks for the same one. */
const made = new Map<string, { json: string; brotli: Buffer }>();
const KEPT = 500;

async function bundleFor(pathname: string): Promise<{ json: string; brotli: Buffer } | undefined> {
  const cached = made.get(pathname);
  if (cached) return cached;
  const request = parseLocaleBundlePath(pathname);
  if (!request) return undefined;
  const json = JSON.stringify(await localeBundle(request, texts));
  const bundle = { json, brotli: zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) };
  if (made.size >= KEPT) made.delete(made.keys().next().value!);
  made.set(pathname, bundle);
  return bundle;
}

/**
 * `GET /locales/bundle/{languages}/{namespaces}.json` (shared/i18n/locale-bundle.ts): the translations a page asks for
 * at once, from the same files as `/locales/{language}/{namespace}.json`, revalidated on every load like them (a
 * deployment is picked up at once; an unchanged bundle answers 304). Brotli-compressed at the highest level once, as
 * the build does for the files, where the browser accepts it.
 */
export function localeBundleRoutes() {
  return new Hono().get('/locales/bundle/*', etag(), async (c) => {
    const bundle = await bundleFor(c.req.path);
    if (!bundle) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    c.header('Vary', 'Accept-Encoding');
    if (!/\bbr\b/.test(c.req.header('Accept-Encoding') ?? '')) return c.body(bundle.json);
    c.header('Content-Encoding', 'br');
    return c.body(new Uint8Array(bundle.brotli));
  });
}
