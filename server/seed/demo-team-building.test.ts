import { beforeAll, expect, it } from 'vitest';
import { createTestApp, seedTestDemo } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { DEMO_TEAM_BUILDINGS, seedDemoTeamBuilding } from './demo-team-building';

describeWithDb('demo team building (seedDemoTeamBuilding)', () => {
  const db = useTestDatabase();
  beforeAll(async () => {
    const sql = db().sql;
    await seedTestDemo(createTestApp(sql), sql);
  });

  it('publishes three catalogue activities and one of Acme’s, and a confirmed request with participants, once', async () => {
    const sql = db().sql;
    expect(await seedDemoTeamBuilding({ sql })).toEqual({ teamBuildingsCreated: 4 });
    expect(await seedDemoTeamBuilding({ sql })).toEqual({ teamBuildingsCreated: 0 });
    const rows = await sql<{ title: string; company: string | null; state: string; duration: string; places: number }[]>`
      select tb.title, c.slug as company, tb.state, tb.duration, (select count(*)::int from team_building_addresses x where x.team_building_id = tb.id) as places
      from team_buildings tb left join companies c on c.id = tb.company_id order by tb.id`;
    expect(rows).toEqual([
      { title: DEMO_TEAM_BUILDINGS.catalogue[0]!.title, company: null, state: 'published', duration: 'half_day', places: 2 },
      { title: DEMO_TEAM_BUILDINGS.catalogue[1]!.title, company: null, state: 'published', duration: 'full_day', places: 2 },
      { title: DEMO_TEAM_BUILDINGS.catalogue[2]!.title, company: null, state: 'published', duration: 'full_day', places: 2 },
      { title: DEMO_TEAM_BUILDINGS.acme.title, company: 'acme', state: 'published', duration: 'half_day', places: 1 },
    ]);
    const requests = await sql<{ state: string; company: string; participants: string[] }[]>`
      select r.state, c.slug as company,
             array(select u.email from team_building_participants p join users u on u.id = p.user_id where p.request_id = r.id order by u.email) as participants
      from team_building_requests r join companies c on c.id = r.company_id`;
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ state: 'validated', company: 'acme' });
    expect(requests[0]!.participants).toContain('ambassadeur@acme.example');
    expect(requests[0]!.participants).not.toContain('salarie@acme.example');
  });
});
