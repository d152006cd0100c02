import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import postgres from 'postgres';
import { beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, cookieHeader, createTestApp, readJson, seedTestDemo, signIn } from '../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../tests/setup/pg';
import { heroPicture } from '../shared/missions/card-facts';
import { createApp } from './app';
import { parseEnv } from './env';
import { createLogger } from './http/logger';

describeWithDb('the HTTP app', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    // dist/client and, beside it, dist/previous-assets.
    clientDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dist-')), 'client');
    fs.mkdirSync(clientDir);
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{}');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    t = createTestApp(db().sql, { clientDir });
    await seedTestDemo(t, db().sql);
  });

  it('answers health with the database state', async () => {
    const response = await t.app.request('/api/v1/health');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 on health when the database is gone', async () => {
    const dead = postgres('postgres://postgres@127.0.0.1:1/none', { max: 1, connect_timeout: 1 });
    const env = parseEnv({ LOG_LEVEL: 'silent' });
    const app = createApp({ sql: dead, auth: t.auth, mailer: t.mailer, env, logger: createLogger('silent'), secret: 'x'.repeat(32) });
    const response = await app.request('/api/v1/health');
    expect(response.status).toBe(503);
    expect(await readJson(response)).toEqual({ status: 'error', database: 'unavailable' });
    await dead.end();
  });

  it('gives every response a request id that the error envelope repeats', async () => {
    const response = await t.app.request('/api/v1/does-not-exist');
    expect(response.status).toBe(404);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(await readJson(response)).toEqual({ error: { code: 'NOT_FOUND', message: "L'élément demandé est introuvable.", requestId } });
  });

  it('answers unknown /api paths outside v1 with JSON 404 too', async () => {
    const response = await t.app.request('/api/v2/things');
    expect(response.status).toBe(404);
    expect((await readJson(response)).error.code).toBe('NOT_FOUND');
  });

  it('sets secure headers', async () => {
    const response = await t.app.request('/api/v1/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // The map tiles of the mission pages (the default OpenStreetMap ones) may be shown, no other remote image.
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  });

  it('gives the pages the map tiles of the installation', async () => {
    expect(await readJson(await t.app.request('/api/v1/platform'))).toMatchObject({
      mapTiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
    });
  });

  it('signs a demo employee in and tells who they are', async () => {
    const cookie = await signIn(t, 'salarie@acme.example');
    expect(cookie).toMatch(/solidaire\.session_token=/);
    const response = await t.app.request('/api/v1/session', { headers: { cookie } });
    const { me } = await readJson(response);
    expect(me.user).toMatchObject({ email: 'salarie@acme.example', firstName: 'Camille', isPlatformAdmin: false, state: 'registered' });
    // With the holding and entity, the client builds the same actor the server's rules read; with the features its
    // plans (solidarité and mobilisation) allow and it has on, the entries it shows (spec §6).
    const [membership] = await db().sql`select m.entity_id, c.holding_id from company_members m join companies c on c.id = m.company_id
                                        join users u on u.id = m.user_id where u.email = 'salarie@acme.example'`;
    expect(me.companies).toEqual([
      {
        id: expect.any(Number),
        slug: 'acme',
        name: 'Acme',
        role: 'COMPANY_COLLABORATOR',
        holdingId: membership!.holding_id,
        entityId: membership!.entity_id,
        managesTeam: false,
        features: ['missions', 'credits', 'manager_validation', 'quests', 'challenges', 'programs', 'highlights', 'project_calls', 'team_building', 'tax_exemption', 'self_registration'],
      },
    ]);
    expect(me.associations).toEqual([]);
  });

  it('returns no session for a visitor', async () => {
    const response = await t.app.request('/api/v1/session');
    expect(await readJson(response)).toEqual({ me: null });
  });

  it('lists the holding siblings for a holding admin', async () => {
    const [acme] = await db().sql`select id from companies where slug = 'acme'`;
    const [user] = await db().sql`select id from users where email = 'rh@acme.example'`;
    await db().sql`update company_members set role = 'COMPANY_HOLDING_ADMIN' where user_id = ${user!.id} and company_id = ${acme!.id}`;
    await db().sql`insert into companies (slug, name, holding_id) select 'acme-filiale', 'Acme Filiale', holding_id from companies where slug = 'acme'`;
    const cookie = await signIn(t, 'rh@acme.example');
    const { me } = await readJson(await t.app.request('/api/v1/session', { headers: { cookie } }));
    expect(me.companies.map((c: { slug: string; role: string }) => [c.slug, c.role])).toEqual([
      ['acme', 'COMPANY_HOLDING_ADMIN'],
      ['acme-filiale', 'COMPANY_HOLDING_ADMIN'],
      // The demo's second company of groupe-demo (issue 15).
      ['acme-services', 'COMPANY_HOLDING_ADMIN'],
    ]);
    await db().sql`update company_members set role = 'COMPANY_ADMIN' where user_id = ${user!.id}`;
  });

  it('refuses a wrong password with the envelope and a French message', async () => {
    const response = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: JSON.stringify({ email: 'salarie@acme.example', password: 'Wrong2026!' }),
    });
    expect(response.status).toBe(401);
    const body = await readJson(response);
    expect(body.error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Adresse e-mail ou mot de passe incorrect.' });
    expect(body.error.requestId).toBe(response.headers.get('x-request-id'));
  });

  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])('enforces the password rule when an account is created (%s)', async (password) => {
    const email = `new-${password.toLowerCase()}@example.org`;
    await expect(t.auth.api.signUpEmail({ body: { email, password, name: 'Nouvel Utilisateur' } })).rejects.toMatchObject({
      body: { code: 'PASSWORD_TOO_WEAK' },
    });
    const [row] = await db().sql`select count(*)::int as n from users where email = ${email}`;
    expect(row!.n).toBe(0);
  });

  it('closes self sign-up over HTTP (registration applies the company policy)', async () => {
    const response = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: JSON.stringify({ email: 'intrus@example.org', password: 'Solide2026', name: 'Intrus' }),
    });
    expect(response.status).toBe(404);
  });

  it('enforces the password rule when changing a password, and accepts a good one', async () => {
    const cookie = await signIn(t, 'ambassadeur@acme.example');
    const change = (newPassword: string) =>
      t.app.request('/api/auth/change-password', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, cookie },
        body: JSON.stringify({ currentPassword: 'Demo2026!', newPassword }),
      });
    const weak = await change('weakpassword');
    expect((await readJson(weak)).error.code).toBe('PASSWORD_TOO_WEAK');
    const strong = await change('Solide2026');
    expect(strong.status).toBe(200);
    await signIn(t, 'ambassadeur@acme.example', 'Solide2026');
  });

  it('logs out through a form POST with a CSRF token and follows redirect-back', async () => {
    let cookie = await signIn(t, 'salarie@acme.example');
    const csrf = await t.app.request('/api/v1/csrf', { headers: { cookie } });
    cookie = cookieHeader(csrf, cookie);
    const { token } = await readJson(csrf);
    const response = await t.app.request('/logout?redirect-back=/collaborateur/acme/accueil', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: token }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/collaborateur/acme/accueil');
    expect(response.headers.getSetCookie().join(';')).toMatch(/solidaire\.session_token=;/);
    const after = await t.app.request('/api/v1/session', { headers: { cookie } });
    expect(await readJson(after)).toEqual({ me: null });
  });

  it('refuses a logout without a valid CSRF token, and never redirects off-site', async () => {
    const cookie = await signIn(t, 'salarie@acme.example');
    const response = await t.app.request('/logout?redirect-back=https://evil.example', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: '_csrf=forged',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/logout?error=csrf&redirect-back=https%3A%2F%2Fevil.example');
    const still = await t.app.request('/api/v1/session', { headers: { cookie } });
    expect((await readJson(still)).me.user.email).toBe('salarie@acme.example');
  });

  it('redirects to /login after logout when redirect-back is off-site', async () => {
    const csrf = await t.app.request('/api/v1/csrf');
    const cookie = cookieHeader(csrf);
    const { token } = await readJson(csrf);
    const response = await t.app.request('/logout?redirect-back=//evil.example', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: token }).toString(),
    });
    expect(response.headers.get('location')).toBe('/login');
  });

  it('refuses state-changing API calls from a foreign origin or without X-Requested-With', async () => {
    const foreign = await t.app.request('/api/v1/session', { method: 'POST', headers: { origin: 'https://evil.example', 'x-requested-with': 'XMLHttpRequest' } });
    expect(foreign.status).toBe(403);
    expect((await readJson(foreign)).error.code).toBe('CSRF_INVALID');
    const bare = await t.app.request('/api/v1/session', { method: 'POST', headers: { origin: 'http://localhost:3000' } });
    expect((await readJson(bare)).error.code).toBe('CSRF_INVALID');
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await t.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the brotli file the build wrote beside an asset or the shell to a browser that accepts it, the file itself otherwise', async () => {
    const script = `console.log(${JSON.stringify('y'.repeat(5000))});`;
    fs.writeFileSync(path.join(clientDir, 'assets', 'page-br111.js'), script);
    fs.writeFileSync(path.join(clientDir, 'assets', 'page-br111.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(clientDir, 'index.html.br'), zlib.brotliCompressSync('<!doctype html><title>shell</title>'));
    const brotli = await t.app.request('/assets/page-br111.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    const gzip = await t.app.request('/assets/page-br111.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const page = await t.app.request('/collaborateur/acme/accueil', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(zlib.brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<title>shell</title>');
    fs.rmSync(path.join(clientDir, 'index.html.br'));
  });

  it("names a public mission's first picture with its page, and nothing for a mission that is not public", async () => {
    const { missions } = await readJson(await t.app.request('/api/v1/missions/search'));
    const open = missions[0] as { id: number; slug: string };
    const page = await readJson(await t.app.request(`/api/v1/missions/${open.id}`));
    const shell = await t.app.request(`/missions/${open.id}-${open.slug}`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<title>shell</title>');
    expect(shell.headers.get('link')).toBe(`<${heroPicture(page.mission)}>; rel=preload; as=image; fetchpriority=high`);
    // A mission only Acme's employees see: its picture is not named to anyone.
    const reserved = await db().sql<{ id: number; slug: string }[]>`select id, slug from missions where booking_restriction <> 'none' and state in ('published', 'republished') limit 1`;
    expect(reserved).toHaveLength(1);
    expect((await t.app.request(`/api/v1/missions/${reserved[0]!.id}`)).status).toBe(404);
    expect((await t.app.request(`/missions/${reserved[0]!.id}-${reserved[0]!.slug}`)).headers.get('link')).toBeNull();
    const unknown = await t.app.request('/missions/999999-nowhere');
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('link')).toBeNull();
    expect((await t.app.request('/missions/pas-un-numero')).headers.get('link')).toBeNull();
  });

  it("answers a page's translations in one response, revalidated, and only known languages and namespaces", async () => {
    const response = await t.app.request('/locales/bundle/en+fr/homes+sync.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const bundle = await readJson(response);
    expect(Object.keys(bundle)).toEqual(['en', 'fr']);
    expect(bundle.fr.sync).toEqual(JSON.parse(fs.readFileSync('shared/locales/fr/sync.json', 'utf8')));
    expect(bundle.en.homes).toEqual(JSON.parse(fs.readFileSync('shared/locales/en/homes.json', 'utf8')));
    const again = await t.app.request('/locales/bundle/en+fr/homes+sync.json', { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const brotli = await t.app.request('/locales/bundle/en+fr/homes+sync.json', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString())).toEqual(bundle);
    for (const path of ['/locales/bundle/xx/homes.json', '/locales/bundle/fr/homes+passwords.json', '/locales/bundle/fr/..%2F..%2Fpackage.json']) {
      expect((await t.app.request(path)).status).toBe(404);
    }
  });

  it('still serves the hashed assets of the previous build after a deployment, and nothing else from there', async () => {
    const previous = path.join(clientDir, '..', 'previous-assets');
    fs.mkdirSync(previous, { recursive: true });
    fs.writeFileSync(path.join(previous, 'page-old111.js'), 'console.log("old");');
    const old = await t.app.request('/assets/page-old111.js');
    expect(old.status).toBe(200);
    expect(await old.text()).toBe('console.log("old");');
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.app.request('/page-old111.js')).status).toBe(404);
    expect((await t.app.request('/assets/page-gone999.js')).status).toBe(404);
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html'])('serves %s with no-cache', async (file) => {
    const response = await t.app.request(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes with the shell, and missing files with 404', async () => {
    const route = await t.app.request('/collaborateur/acme/accueil');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>shell</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    const missing = await t.app.request('/assets/gone-123.js');
    expect(missing.status).toBe(404);
  });
});
