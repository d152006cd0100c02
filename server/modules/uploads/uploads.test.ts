import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_BASE_URL, TEST_SECRET, type TestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createApp } from '../../app';
import { createAuth } from '../../auth/auth';
import type { Sql } from '../../db/connect';
import { parseEnv } from '../../env';
import { createLogger } from '../../http/logger';
import { createMailer } from '../../mail/mailer';
import { directoryStorage } from './storage';

/** A real 1x1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A PNG whose header announces the given size (the pixels are never decoded). */
function pngOfSize(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_1X1);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** The smallest JPEG header image-size and file-type read: SOI, JFIF, a baseline frame of the given size, EOI. */
function jpegOfSize(width: number, height: number): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    0xff, 0xd9,
  ]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describeWithDb('uploads: POST /api/v1/uploads and GET /uploads/<name>', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let uploadDir: string;
  let cookie: string;

  /** The test app as tests/factories builds it, with its own upload directory. */
  function createUploadTestApp(sql: Sql, dir: string, clientDir?: string): TestApp {
    const env = parseEnv({ BASE_URL: TEST_BASE_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test', UPLOAD_DIR: dir });
    const logger = createLogger('silent');
    const mailer = createMailer({ sql, smtpUrl: env.smtpUrl, from: env.mailFrom, logger });
    const auth = createAuth({ sql, baseUrl: TEST_BASE_URL, secret: TEST_SECRET, mailer, logger });
    return { app: createApp({ sql, auth, mailer, env, logger, secret: TEST_SECRET, clientDir }), auth, env, mailer };
  }

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-uploads-'));
    t = createUploadTestApp(db().sql, uploadDir);
    await seedTestDemo(t, db().sql);
    cookie = await signIn(t, 'salarie@acme.example');
  });
  afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

  function upload(file: Blob | string | null, name: string, kind: string | null = 'image', options: { cookie?: string | null; type?: string } = {}) {
    const form = new FormData();
    if (kind !== null) form.set('kind', kind);
    if (file !== null) form.set('file', typeof file === 'string' ? file : new File([file], name, { type: options.type ?? '' }));
    const sessionCookie = options.cookie === undefined ? cookie : options.cookie;
    return t.app.request('/api/v1/uploads', {
      method: 'POST',
      headers: { origin: TEST_BASE_URL, 'x-requested-with': 'XMLHttpRequest', ...(sessionCookie ? { cookie: sessionCookie } : {}) },
      body: form,
    });
  }
  const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);
  const codeOf = async (response: Response) => (await readJson(response)).error.code;

  it('refuses visitors with 401', async () => {
    const response = await upload(blob(PNG_1X1), 'photo.png', 'image', { cookie: null, type: 'image/png' });
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('UNAUTHENTICATED');
  });

  it('stores a PNG under the hash of its content and serves it with immutable caching', async () => {
    const response = await upload(blob(PNG_1X1), 'Photo de groupe.PNG', 'image', { type: 'image/png' });
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({ contentType: 'image/png', size: PNG_1X1.length, width: 1, height: 1 });
    expect(body.name).toMatch(/^[a-f0-9]{64}\.png$/);
    expect(body.url).toBe(`/uploads/${body.name}`);
    expect(fs.readFileSync(path.join(uploadDir, body.name))).toEqual(PNG_1X1);

    const served = await t.app.request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);
    // The CSP lets our pages show it (img-src 'self').
    expect(served.headers.get('content-security-policy')).toContain("img-src 'self'");

    const head = await t.app.request(body.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG_1X1.length));
    const revalidated = await t.app.request(body.url, { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);

    // The same bytes uploaded again give the same name.
    const again = await readJson(await upload(blob(PNG_1X1), 'copie.png', 'image', { type: 'image/png' }));
    expect(again.name).toBe(body.name);
  });

  it('accepts a JPEG (.jpeg stored as .jpg) and a PDF', async () => {
    const jpeg = await upload(blob(jpegOfSize(1200, 800)), 'mission.jpeg', 'image', { type: 'image/jpeg' });
    expect(jpeg.status).toBe(201);
    const body = await readJson(jpeg);
    expect(body).toMatchObject({ contentType: 'image/jpeg', width: 1200, height: 800 });
    expect(body.name).toMatch(/\.jpg$/);
    expect((await t.app.request(body.url)).headers.get('content-type')).toBe('image/jpeg');

    const pdf = await upload(blob(PDF), 'reçu.pdf', 'pdf', { type: 'application/pdf' });
    expect(pdf.status).toBe(201);
    const pdfBody = await readJson(pdf);
    expect(pdfBody).toMatchObject({ contentType: 'application/pdf' });
    expect(pdfBody.width).toBeUndefined();
  });

  it('serves every document that is not an image as a download, PDFs included, sandboxed', async () => {
    const response = await upload(blob(Buffer.from('nom;prénom\nDupont;Élise\n')), 'liste.csv', 'csv', { type: 'text/csv' });
    expect(response.status).toBe(201);
    const served = await t.app.request((await readJson(response)).url);
    expect(served.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);

    // A PDF can carry JavaScript: opened inline from our origin, it would run there.
    const pdf = await upload(blob(PDF), 'reçu.pdf', 'pdf', { type: 'application/pdf' });
    const pdfServed = await t.app.request((await readJson(pdf)).url);
    expect(pdfServed.headers.get('content-type')).toBe('application/pdf');
    expect(pdfServed.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]+\.pdf"$/);
    expect(pdfServed.headers.get('content-security-policy')).toContain('sandbox');

    const image = await upload(blob(PNG_1X1), 'logo.png', 'image', { type: 'image/png' });
    const imageServed = await t.app.request((await readJson(image)).url);
    expect(imageServed.headers.get('content-disposition')).toBe('inline');
    expect(imageServed.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a wrong extension, fake content, too large files and images, folders', async () => {
    // An extension the kind does not accept.
    let response = await upload(blob(PNG_1X1), 'photo.bmp', 'image', { type: 'image/bmp' });
    expect(response.status).toBe(415);
    expect(await codeOf(response)).toBe('UPLOAD_WRONG_EXTENSION');
    // A JPEG named .png: the extension does not match the content.
    response = await upload(blob(jpegOfSize(10, 10)), 'photo.png', 'image', { type: 'image/png' });
    expect(await codeOf(response)).toBe('UPLOAD_WRONG_EXTENSION');
    // Text (or a script) named .png: not an image at all.
    response = await upload(blob(Buffer.from('<script>alert(1)</script>')), 'photo.png', 'image', { type: 'image/png' });
    expect(response.status).toBe(415);
    expect(await codeOf(response)).toBe('UPLOAD_UNSUPPORTED_FILE');
    // A PNG sent as a PDF.
    response = await upload(blob(PNG_1X1), 'document.pdf', 'pdf', { type: 'application/pdf' });
    expect(await codeOf(response)).toBe('UPLOAD_UNSUPPORTED_FILE');
    // Over 10 MB for an image.
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)]);
    response = await upload(blob(big), 'big.png', 'image', { type: 'image/png' });
    expect(response.status).toBe(413);
    expect(await codeOf(response)).toBe('UPLOAD_TOO_LARGE');
    // A whole body over every kind's limit is cut before being read.
    response = await upload(blob(Buffer.alloc(21 * 1024 * 1024)), 'huge.zip', 'archive', { type: 'application/zip' });
    expect(response.status).toBe(413);
    expect(await codeOf(response)).toBe('UPLOAD_TOO_LARGE');
    // Dimensions over 6000 pixels.
    response = await upload(blob(pngOfSize(7000, 100)), 'panorama.png', 'image', { type: 'image/png' });
    expect(response.status).toBe(422);
    expect(await codeOf(response)).toBe('UPLOAD_IMAGE_TOO_LARGE');
    response = await upload(blob(jpegOfSize(100, 6500)), 'haut.jpg', 'image', { type: 'image/jpeg' });
    expect(await codeOf(response)).toBe('UPLOAD_IMAGE_TOO_LARGE');
    // What browsers send for a folder: an empty part without a type.
    response = await upload(new Blob([]), 'Mes photos', 'image');
    expect(response.status).toBe(422);
    expect(await codeOf(response)).toBe('UPLOAD_FOLDER_NOT_ALLOWED');
    // Nothing refused was stored.
    expect(fs.readdirSync(uploadDir).filter((name) => name.endsWith('.bmp') || name.startsWith('.'))).toEqual([]);
  });

  it('answers 400 with field messages without a file or with an unknown kind', async () => {
    let response = await upload(null, '', 'image');
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields.file).toEqual(['Ce champ est obligatoire.']);
    response = await upload(blob(PNG_1X1), 'photo.png', 'video', { type: 'image/png' });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields.kind).toEqual(['Choisissez une valeur de la liste.']);
    response = await upload('pas un fichier', 'x', 'image');
    expect(response.status).toBe(400);
  });

  it('answers 404 for unknown names and path traversal, never the client shell', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
    const withClient = createUploadTestApp(db().sql, uploadDir, clientDir);
    expect(await (await withClient.app.request('/collaborateur/acme')).text()).toContain('shell');
    fs.writeFileSync(path.join(uploadDir, '..', 'secret.txt'), 'secret');
    for (const url of [
      `/uploads/${'0'.repeat(64)}.png`,
      '/uploads/..%2Fsecret.txt',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/a/b/c',
      '/uploads/',
      '/uploads',
      '/uploads/secret.txt',
    ]) {
      const response = await withClient.app.request(url);
      expect(response.status, url).toBe(404);
      const text = await response.text();
      expect(text, url).not.toContain('secret');
      expect(text, url).not.toContain('shell');
    }
    fs.rmSync(path.join(uploadDir, '..', 'secret.txt'));
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('keeps the storage inside its directory whatever name it is given', async () => {
    const storage = directoryStorage(uploadDir);
    expect(await storage.get('../secret.txt')).toBeNull();
    expect(await storage.exists('../../etc/passwd')).toBe(false);
    await expect(storage.put('../evil.png', new Uint8Array([1]))).rejects.toThrow(/not a stored file name/);
  });
});
