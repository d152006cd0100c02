import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { directoryStorage } from '../modules/uploads/storage';
import { DEMO_PINNED_MISSION, seedDemoPrograms } from './demo-programs';
import { seedDemoQuests } from './demo-quests';
import { seedDemo } from './seed';

describeWithDb('demo selections of Acme (seedDemoPrograms)', () => {
  const db = useTestDatabase();
  let testApp: ReturnType<typeof createTestApp>;
  let uploads: string;

  beforeAll(async () => {
    testApp = createTestApp(db().sql);
    uploads = await mkdtemp(path.join(os.tmpdir(), 'seed-programs-'));
    await seedDemo(db().sql, testApp.auth);
    await seedDemoQuests({ sql: db().sql });
    expect(await seedDemoPrograms({ sql: db().sql, storage: directoryStorage(uploads) })).toEqual({ programsCreated: 3 });
  });
  afterAll(() => rm(uploads, { recursive: true, force: true }));

  it('publishes a hand-picked selection and one picked by two filters, with their pictures, and pins a mission', async () => {
    const employee = await signIn(testApp, 'salarie@acme.example');
    const get = async (path: string) => (await testApp.app.request(`/api/v1${path}`, { headers: { cookie: employee } })).json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const { programs } = await get('/companies/acme/employee-programs');
    expect(programs.map((program: { name: string; missionsCount: number }) => [program.name, program.missionsCount]).sort()).toEqual([
      ['Agir pour le climat', 2],
      ['Solidarité de quartier', 3],
    ]);
    for (const program of programs) expect(program.heroImage).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/);
    const climate = programs.find((program: { name: string }) => program.name === 'Agir pour le climat');
    const titles = (await get(`/companies/acme/missions/search?program=${climate.id}`)).missions.map((mission: { title: string }) => mission.title).sort();
    expect(titles).toEqual(['Nettoyage des berges de la Seine', "Plantation d'arbres en Bretagne"]);
    expect((await get(`/companies/acme/employee-programs/${climate.id}`)).quests.map((quest: { slug: string }) => quest.slug)).toEqual(['sobriete-numerique-au-bureau']);
    const pinned = (await get('/companies/acme/missions/search?only_pinned=true')).missions;
    expect(pinned.map((mission: { slug: string }) => mission.slug)).toEqual([DEMO_PINNED_MISSION]);
  });

  it('offers Acme the catalogue’s selection of skills missions, with its picture', async () => {
    const admin = await signIn(testApp, 'rh@acme.example');
    const { catalogue } = (await (await testApp.app.request('/api/v1/companies/acme/programs', { headers: { cookie: admin } })).json()) as {
      catalogue: Array<{ name: string; missionsCount: number; heroImage: string | null; copyId: number | null }>;
    };
    expect(catalogue).toEqual([expect.objectContaining({ name: 'Compétences solidaires', copyId: null, heroImage: expect.stringMatching(/^\/uploads\//) })]);
    expect(catalogue[0]!.missionsCount).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    const count = async () => (await db().sql<{ n: number }[]>`select count(*)::int as n from programs`)[0]!.n;
    expect(await count()).toBe(3);
    expect(await seedDemoPrograms({ sql: db().sql })).toEqual({ programsCreated: 0 });
    expect(await count()).toBe(3);
  });
});
