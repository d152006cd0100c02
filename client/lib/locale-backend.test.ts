import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleBundleBackend } from './locale-backend';

function read(backend: LocaleBundleBackend, language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => backend.read(language, namespace, (error, data) => resolve({ error, data })));
}

describe('LocaleBundleBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the namespaces read in one task in one request, and gives each its part', async () => {
    const fetch = vi.fn(async () => Response.json({ fr: { homes: { title: 'Accueil' }, sync: { offline: 'Hors ligne' } } }));
    vi.stubGlobal('fetch', fetch);
    const backend = new LocaleBundleBackend();
    const [homes, sync] = await Promise.all([read(backend, 'fr', 'homes'), read(backend, 'fr', 'sync')]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/locales/bundle/fr/homes+sync.json');
    expect(homes).toEqual({ error: null, data: { title: 'Accueil' } });
    expect(sync).toEqual({ error: null, data: { offline: 'Hors ligne' } });
    // A later task: a request of its own.
    await read(backend, 'en', 'homes');
    expect(fetch).toHaveBeenLastCalledWith('/locales/bundle/en/homes.json');
  });

  it('asks i18next to try again after a network failure or a server error, not after a refusal', async () => {
    const backend = new LocaleBundleBackend();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await read(backend, 'fr', 'homes')).toMatchObject({ error: expect.any(TypeError), data: true });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    expect(await read(backend, 'fr', 'homes')).toMatchObject({ error: expect.any(Error), data: true });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Not found', { status: 404 })));
    expect(await read(backend, 'fr', 'homes')).toMatchObject({ error: expect.any(Error), data: false });
  });
});
