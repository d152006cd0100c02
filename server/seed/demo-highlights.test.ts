import { beforeAll, expect, it } from 'vitest';
import { createTestApp, seedTestDemo } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { getEmployeeHighlight, listCurrentEmployeeHighlights } from '../modules/highlights/employee.service';
import { findCompanyBySlug } from '../modules/companies/companies.service';
import { findActor } from '../modules/users/service';
import { seedDemoChallenges } from './demo-challenges';
import { DEMO_HIGHLIGHTS, seedDemoHighlights } from './demo-highlights';
import { seedDemoQuests } from './demo-quests';

describeWithDb('demo highlights (seedDemoHighlights)', () => {
  const db = useTestDatabase();
  beforeAll(async () => {
    const sql = db().sql;
    await seedTestDemo(createTestApp(sql), sql);
    await seedDemoQuests({ sql });
    await seedDemoChallenges({ sql });
  });

  it("publishes Acme's « Semaine de la solidarité » with missions, the demo quest and the demo webinar, and a catalogue highlight, once", async () => {
    const sql = db().sql;
    expect(await seedDemoHighlights({ sql })).toEqual({ highlightsCreated: 2 });
    expect(await seedDemoHighlights({ sql })).toEqual({ highlightsCreated: 0 });
    const rows = await sql<{ title: string; company: string | null; state: string }[]>`
      select h.title, c.slug as company, h.state from highlights h left join companies c on c.id = h.company_id order by h.id`;
    expect(rows).toEqual([
      { title: DEMO_HIGHLIGHTS.acme.title, company: 'acme', state: 'published' },
      { title: DEMO_HIGHLIGHTS.catalogue.title, company: null, state: 'published' },
    ]);

    // What the demo employee sees on their home and on the highlight's page.
    const [employee] = await sql<{ id: string }[]>`select id from users where email = 'salarie@acme.example'`;
    const actor = (await findActor(sql, employee!.id))!;
    const acme = (await findCompanyBySlug(sql, 'acme'))!;
    const { highlights } = await listCurrentEmployeeHighlights(sql, actor, acme);
    expect(highlights).toEqual([expect.objectContaining({ title: DEMO_HIGHLIGHTS.acme.title, counts: { missions: 3, quests: 1, challenges: 1 } })]);
    const page = await getEmployeeHighlight(sql, actor, acme, highlights[0]!.id);
    expect(page.quests.map((card) => card.quest.title)).toEqual(['Sobriété numérique au bureau']);
    expect(page.challenges.map((event) => event.name)).toEqual(['Webinaire : agir pour le climat au bureau']);
    expect(page.highlight.quote).toEqual({ ...DEMO_HIGHLIGHTS.acme.quote, media: null });
  });
});
