import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../../shared/time/paris';
import { NON_ADMIN_ACCOUNTS, TEST_BASE_URL, type TestApp, callApi, cookieHeader, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { pendingLegalDocuments } from './legal-documents.service';

const NON_ADMINS = NON_ADMIN_ACCOUNTS;

/** A small real PDF whose text differs per version (so each is stored under its own hash). */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const day = (offset: number) => parisToday(new Date(Date.now() + offset * 86_400_000));

describeWithDb('legal documents: versions, the acceptance asked after sign-in, the public documents', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let uploadDir: string;
  let admin: string;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-legal-'));
    t = createTestApp(db().sql, { uploadDir });
    await seedTestDemo(t, db().sql);
    admin = await signIn(t, 'admin@example.org');
    for (const email of NON_ADMINS) cookies[email] = await signIn(t, email);
  });
  afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

  async function upload(text: string): Promise<string> {
    const form = new FormData();
    form.set('kind', 'pdf');
    form.set('file', new File([new Uint8Array(pdf(text))], `${text}.pdf`, { type: 'application/pdf' }));
    const response = await t.app.request('/api/v1/uploads', { method: 'POST', headers: { origin: TEST_BASE_URL, 'x-requested-with': 'XMLHttpRequest', cookie: admin }, body: form });
    expect(response.status).toBe(201);
    return (await readJson(response)).url;
  }

  async function publish(body: Record<string, unknown>) {
    return callApi(t, '/api/v1/admin/legal-documents', { cookie: admin, body });
  }

  async function publishVersion(over: Record<string, unknown> = {}): Promise<number> {
    const label = String(over.versionLabel ?? `v-${Math.random().toString(36).slice(2, 8)}`);
    const response = await publish({ kind: 'terms_of_use', audience: 'employees', versionLabel: label, publishedOn: day(0), file: await upload(label), ...over });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson(response)).version.id;
  }

  const pending = async (cookie: string) =>
    (await readJson(await t.app.request('/api/v1/session', { headers: { cookie } }))).me.pendingLegalDocuments.map((document: { versionId: number }) => document.versionId);
  const versionCount = async () => Number((await db().sql`select count(*) from legal_document_versions`)[0]!.count);

  describe('every admin route', () => {
    const routes = ['/api/v1/admin/legal-documents', '/api/v1/admin/legal-documents/organisations?audience=employees'];

    it('answers 401 to visitors', async () => {
      for (const route of routes) expect((await t.app.request(route)).status, route).toBe(401);
      expect((await callApi(t, '/api/v1/admin/legal-documents', { body: {} })).status).toBe(401);
    });

    it.each(NON_ADMINS)('answers 403 to %s, and writes nothing', async (email) => {
      for (const route of routes) expect((await t.app.request(route, { headers: { cookie: cookies[email]! } })).status, route).toBe(403);
      const before = await versionCount();
      const response = await callApi(t, '/api/v1/admin/legal-documents', {
        cookie: cookies[email],
        body: { kind: 'terms_of_use', audience: 'employees', versionLabel: 'pirate', publishedOn: day(0), file: `/uploads/${'a'.repeat(64)}.pdf` },
      });
      expect(response.status).toBe(403);
      expect(await versionCount()).toBe(before);
    });
  });

  describe('publishing a version', () => {
    it('refuses a version without a file, field by field in French, and writes nothing', async () => {
      const before = await versionCount();
      for (const file of [undefined, '', '   ']) {
        const response = await publish({ kind: 'terms_of_use', audience: 'employees', versionLabel: 'sans-fichier', publishedOn: day(0), file });
        expect(response.status).toBe(400);
        expect((await readJson(response)).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { file: ['Ajoutez le document au format PDF.'] } });
      }
      const everything = await readJson(await publish({}));
      expect(everything.error.fields).toMatchObject({
        kind: ['Choisissez une valeur de la liste.'],
        audience: ['Choisissez une valeur de la liste.'],
        versionLabel: ['Indiquez le nom de la version, par exemple « 2026-1 ».'],
        publishedOn: ['Indiquez la date de publication.'],
        file: ['Ajoutez le document au format PDF.'],
      });
      // A path the upload endpoint never stored, or that is not a stored PDF.
      const unknown = await readJson(await publish({ kind: 'terms_of_use', audience: 'employees', versionLabel: 'x', publishedOn: day(0), file: `/uploads/${'b'.repeat(64)}.pdf` }));
      expect(unknown.error.fields).toEqual({ file: ["Ce fichier n'a pas été reçu : ajoutez-le à nouveau."] });
      const notPdf = await readJson(await publish({ kind: 'terms_of_use', audience: 'employees', versionLabel: 'x', publishedOn: day(0), file: 'https://example.org/cgu.pdf' }));
      expect(notPdf.error.fields).toEqual({ file: ['Format invalide.'] });
      expect(await versionCount()).toBe(before);
    });

    it('lists every version with its audience, publication day, status and acceptances', async () => {
      const first = await publishVersion({ kind: 'privacy_policy', audience: 'associations', versionLabel: 'PC-1', publishedOn: day(-30) });
      const second = await publishVersion({ kind: 'privacy_policy', audience: 'associations', versionLabel: 'PC-2', publishedOn: day(-1) });
      const scheduled = await publishVersion({ kind: 'privacy_policy', audience: 'associations', versionLabel: 'PC-3', publishedOn: day(10) });
      const list = await readJson(await t.app.request('/api/v1/admin/legal-documents?kind=privacy_policy&audience=associations', { headers: { cookie: admin } }));
      expect(list).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(list.versions.map((version: { id: number; status: string }) => [version.id, version.status])).toEqual([
        [scheduled, 'scheduled'],
        [second, 'current'],
        [first, 'superseded'],
      ]);
      expect(list.versions[1]).toMatchObject({ audience: 'associations', organisation: null, versionLabel: 'PC-2', publishedOn: day(-1), acceptances: 0, createdBy: 'Alice Admin' });
      expect(list.versions[1].fileUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.pdf$/);

      // One label per document (case ignored); the same label is free for another document.
      const taken = await readJson(await publish({ kind: 'privacy_policy', audience: 'associations', versionLabel: 'pc-2', publishedOn: day(0), file: await upload('again') }));
      expect(taken.error.fields).toEqual({ versionLabel: ['Ce document a déjà une version « pc-2 ».'] });
      await publishVersion({ kind: 'privacy_policy', audience: 'employees', versionLabel: 'PC-2', publishedOn: day(-400) });
    });

    it('reserves a version to an existing organisation of its audience only', async () => {
      const organisations = await readJson(await t.app.request('/api/v1/admin/legal-documents/organisations?audience=associations&q=plan', { headers: { cookie: admin } }));
      expect(organisations.organisations).toEqual([expect.objectContaining({ slug: 'planete-verte', name: 'Planète Verte' })]);
      const [acme] = await db().sql<{ id: number }[]>`select id from companies where slug = 'acme'`;
      // An association's audience cannot name a company's id that no association has.
      const wrong = await readJson(await publish({ kind: 'terms_of_use', audience: 'associations', organisationId: 999_999, versionLabel: 'x', publishedOn: day(0), file: await upload('wrong') }));
      expect(wrong.error.fields).toEqual({ organisationId: ['Choisissez une valeur de la liste.'] });
      const reserved = await publishVersion({ organisationId: acme!.id, versionLabel: 'Acme-1', publishedOn: day(-400) });
      const list = await readJson(await t.app.request('/api/v1/admin/legal-documents?audience=employees', { headers: { cookie: admin } }));
      expect(list.versions.find((version: { id: number }) => version.id === reserved).organisation).toMatchObject({ slug: 'acme', name: 'Acme' });
    });
  });

  describe('the acceptance asked after sign-in', () => {
    it('asks a new version of the users of its audience, records the accepted version and day, and asks again for the next one', async () => {
      const employee = cookies['salarie@acme.example']!;
      const volunteer = cookies['benevole-asso@amis-du-quartier.example']!;
      await db().sql`delete from legal_document_versions where kind = 'terms_of_use' and audience = 'employees'`;
      // What earlier tests published for them is accepted first.
      for (const cookie of [employee, cookies['rh@acme.example']!]) {
        const versionIds = await pending(cookie);
        if (versionIds.length > 0) expect((await callApi(t, '/api/v1/me/legal-acceptances', { cookie, body: { versionIds } })).status).toBe(200);
        expect(await pending(cookie)).toEqual([]);
      }

      const v1 = await publishVersion({ versionLabel: 'CGU-1' });
      expect(await pending(employee)).toEqual([v1]);
      const session = await readJson(await t.app.request('/api/v1/session', { headers: { cookie: employee } }));
      expect(session.me.pendingLegalDocuments).toEqual([
        { versionId: v1, kind: 'terms_of_use', audience: 'employees', organisationName: null, versionLabel: 'CGU-1', publishedOn: day(0), fileUrl: expect.stringMatching(/^\/uploads\//) },
      ]);
      // The associations' audience is not asked the employees' terms.
      expect(await pending(volunteer)).not.toContain(v1);

      const accepted = await callApi(t, '/api/v1/me/legal-acceptances', { cookie: employee, body: { versionIds: [v1] } });
      expect(accepted.status).toBe(200);
      expect((await readJson(accepted)).me.pendingLegalDocuments).toEqual([]);
      const [row] = await db().sql<{ version_id: number; accepted_at: Date; terms: Date }[]>`
        select a.version_id, a.accepted_at, u.terms_accepted_at as terms
        from legal_document_acceptances a join users u on u.id = a.user_id where u.email = 'salarie@acme.example' and a.version_id = ${v1}`;
      expect(row!.version_id).toBe(v1);
      expect(Date.now() - row!.accepted_at.getTime()).toBeLessThan(60_000);
      expect(row!.terms.getTime()).toBe(row!.accepted_at.getTime());
      const list = await readJson(await t.app.request('/api/v1/admin/legal-documents?audience=employees&kind=terms_of_use', { headers: { cookie: admin } }));
      expect(list.versions.find((version: { id: number }) => version.id === v1).acceptances).toBe(1);

      // A scheduled version asks nobody yet; a new current one asks again: the old acceptance no longer counts.
      await publishVersion({ versionLabel: 'CGU-3', publishedOn: day(30) });
      expect(await pending(employee)).toEqual([]);
      const v2 = await publishVersion({ versionLabel: 'CGU-2' });
      expect(await pending(employee)).toEqual([v2]);
      expect(await pending(cookies['rh@acme.example']!)).toEqual([v2]);
      // Accepting the old one again, or a version that is not theirs, records nothing.
      await callApi(t, '/api/v1/me/legal-acceptances', { cookie: employee, body: { versionIds: [v1] } });
      expect(await pending(employee)).toEqual([v2]);
      await callApi(t, '/api/v1/me/legal-acceptances', { cookie: volunteer, body: { versionIds: [v2] } });
      expect(await db().sql`select 1 from legal_document_acceptances a join users u on u.id = a.user_id where u.email = 'benevole-asso@amis-du-quartier.example' and a.version_id = ${v2}`).toEqual([]);
      await callApi(t, '/api/v1/me/legal-acceptances', { cookie: employee, body: { versionIds: [v2] } });
      expect(await pending(employee)).toEqual([]);
    });

    it('asks a version reserved to one organisation of its members only', async () => {
      const [globex] = await db().sql<{ id: number }[]>`select id from companies where slug = 'globex'`;
      const reserved = await publishVersion({ kind: 'privacy_policy', organisationId: globex!.id, versionLabel: 'Globex-1' });
      expect(await pending(cookies['salarie@globex.example']!)).toContain(reserved);
      expect(await pending(cookies['salarie@acme.example']!)).not.toContain(reserved);
      // A platform admin who belongs to no organisation is asked nothing.
      expect(await pending(admin)).toEqual([]);
    });

    it('lets nobody accept in the user\'s stead: an admin acting as the user (impersonation) is refused', async () => {
      const target = cookies['ambassadeur@acme.example']!;
      const asked = await pending(target);
      expect(asked.length).toBeGreaterThan(0);
      const [user] = await db().sql<{ id: string }[]>`select id from users where email = 'ambassadeur@acme.example'`;
      const csrf = await t.app.request('/api/v1/csrf', { headers: { cookie: admin } });
      const withCsrf = cookieHeader(csrf, admin);
      const taken = await t.app.request(`/impersonate/take/${user!.id}`, {
        method: 'POST',
        headers: { origin: TEST_BASE_URL, cookie: withCsrf, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: (await readJson(csrf)).token }).toString(),
      });
      expect(taken.status).toBe(303);
      const impersonating = cookieHeader(taken, withCsrf);
      // The admin sees what the user is asked, and cannot answer for them.
      expect(await pending(impersonating)).toEqual(asked);
      const refused = await callApi(t, '/api/v1/me/legal-acceptances', { cookie: impersonating, body: { versionIds: asked } });
      expect(refused.status).toBe(403);
      expect(await pending(target)).toEqual(asked);
    });

    it('refuses a visitor (401) and an empty or malformed list (400)', async () => {
      expect((await callApi(t, '/api/v1/me/legal-acceptances', { body: { versionIds: [1] } })).status).toBe(401);
      for (const body of [{}, { versionIds: [] }, { versionIds: ['x'] }, { versionIds: [1, 1] }]) {
        expect((await callApi(t, '/api/v1/me/legal-acceptances', { cookie: cookies['salarie@acme.example'], body })).status, JSON.stringify(body)).toBe(400);
      }
    });

    it('takes the terms box of a registration as the acceptance of the current documents', async () => {
      const email = 'nouvelle.recrue@acme.example';
      const response = await callApi(t, '/api/v1/registrations/employee/acme', {
        body: { email, password: 'Solide2026', password_confirmation: 'Solide2026', terms_of_use_accepted: true, gdpr_consent: true },
      });
      expect(response.status).toBe(200);
      const accepted = await db().sql<{ version_id: number }[]>`
        select a.version_id from legal_document_acceptances a join users u on u.id = a.user_id where u.email = ${email} order by a.version_id`;
      const [user] = await db().sql<{ id: string }[]>`select id from users where email = ${email}`;
      expect(accepted.length).toBeGreaterThan(0);
      expect(await pendingLegalDocuments(db().sql, user!.id)).toEqual([]);
    });
  });

  describe('the public documents', () => {
    it('gives anyone the current platform-wide version of each document, never a reserved nor a scheduled one', async () => {
      const response = await t.app.request('/api/v1/legal-documents');
      expect(response.status).toBe(200);
      const { documents } = await readJson(response);
      const labels = documents.map((document: { kind: string; audience: string; versionLabel: string }) => `${document.kind}/${document.audience}/${document.versionLabel}`).sort();
      expect(labels).toEqual(['privacy_policy/associations/PC-2', 'privacy_policy/employees/PC-2', 'terms_of_use/employees/CGU-2']);
      for (const document of documents) expect(Object.keys(document).sort()).toEqual(['audience', 'fileUrl', 'kind', 'publishedOn', 'versionLabel']);
    });
  });
});
