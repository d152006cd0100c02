import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, readJson, seedTestDemo } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { directoryStorage } from '../modules/uploads/storage';
import { pendingLegalDocuments } from '../modules/users/legal-documents.service';
import { DEMO_LEGAL_VERSION, DEMO_SHARED_VIEWS, seedDemoLegalAndViews } from './demo-legal-and-views';

describeWithDb('demo legal documents and shared views (seedDemoLegalAndViews)', () => {
  const db = useTestDatabase();
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-demo-legal-'));
    await seedTestDemo(createTestApp(db().sql), db().sql);
  });
  afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

  it('publishes a version of each document, accepted by every demo member, and two views whose links work, once', async () => {
    const sql = db().sql;
    const deps = { sql, storage: directoryStorage(uploadDir) };
    expect(await seedDemoLegalAndViews(deps)).toEqual({ versionsCreated: 4 });
    expect(await seedDemoLegalAndViews(deps)).toEqual({ versionsCreated: 0 });

    const versions = await sql<{ kind: string; audience: string; version_label: string; file_path: string }[]>`
      select kind, audience, version_label, file_path from legal_document_versions order by audience, kind`;
    expect(versions.map((version) => [version.audience, version.kind, version.version_label])).toEqual([
      ['associations', 'privacy_policy', DEMO_LEGAL_VERSION],
      ['associations', 'terms_of_use', DEMO_LEGAL_VERSION],
      ['employees', 'privacy_policy', DEMO_LEGAL_VERSION],
      ['employees', 'terms_of_use', DEMO_LEGAL_VERSION],
    ]);
    for (const version of versions) expect(fs.existsSync(path.join(uploadDir, version.file_path.replace('/uploads/', '')))).toBe(true);
    // No demo sign-in stops at the acceptance page.
    const members = await sql<{ id: string; email: string }[]>`
      select distinct u.id, u.email from users u
      left join company_members c on c.user_id = u.id left join association_members a on a.user_id = u.id
      where c.user_id is not null or a.user_id is not null`;
    expect(members.length).toBeGreaterThan(5);
    for (const member of members) expect(await pendingLegalDocuments(sql, member.id), member.email).toEqual([]);

    const app = createTestApp(sql).app;
    const [missions, associations] = DEMO_SHARED_VIEWS;
    const missionPage = await readJson(await app.request(`/api/v1/shared-views/${missions.hash}/missions`));
    expect(missionPage.view.name).toBe(missions.name);
    expect(missionPage.result.missions.map((mission: { title: string }) => mission.title).sort()).toEqual([
      "Bilan carbone d'une petite association",
      'Nettoyage des berges de la Seine',
      "Plantation d'arbres en Bretagne",
    ]);
    const associationPage = await readJson(await app.request(`/api/v1/shared-views/${associations.hash}/associations`));
    expect(associationPage.result.associations.map((association: { slug: string }) => association.slug)).toEqual(['amis-du-quartier']);
    expect(Number((await sql`select count(*) from shared_views`)[0]!.count)).toBe(2);
  });
});
