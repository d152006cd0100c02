import { beforeAll, expect, it } from 'vitest';
import { createTestApp, seedTestDemo } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { listEmployeeChallenges } from '../modules/challenges/challenges.service';
import { DEMO_CHALLENGES, seedDemoChallenges } from './demo-challenges';

describeWithDb('demo events of Acme (seedDemoChallenges)', () => {
  const db = useTestDatabase();
  const now = new Date('2026-11-25T09:00:00Z');
  beforeAll(async () => {
    await seedTestDemo(createTestApp(db().sql), db().sql);
  });

  it('writes an upcoming webinar and a past event the demo employee attended, once', async () => {
    const sql = db().sql;
    expect(await seedDemoChallenges({ sql }, { now })).toEqual({ challengesCreated: 2 });
    expect(await seedDemoChallenges({ sql }, { now })).toEqual({ challengesCreated: 0 });
    const rows = await sql`
      select ch.name, to_char(ch.event_date, 'YYYY-MM-DD') as date, ch.reward_points, ch.landing_page_url, ch.is_active,
             p.attended, p.points_earned
      from challenges ch join companies c on c.id = ch.company_id and c.slug = 'acme'
      left join challenge_participations p on p.challenge_id = ch.id
      order by ch.event_date`;
    expect(rows).toEqual([
      { name: DEMO_CHALLENGES.past.name, date: '2026-11-18', reward_points: 30, landing_page_url: DEMO_CHALLENGES.past.landingPageUrl, is_active: true, attended: true, points_earned: 30 },
      { name: DEMO_CHALLENGES.upcoming.name, date: '2026-12-05', reward_points: 50, landing_page_url: DEMO_CHALLENGES.upcoming.landingPageUrl, is_active: true, attended: null, points_earned: null },
    ]);
    const [employee] = await sql<{ userId: string; companyId: number }[]>`
      select m.user_id as "userId", m.company_id as "companyId" from company_members m join users u on u.id = m.user_id where u.email = 'salarie@acme.example'`;
    const listed = await listEmployeeChallenges(sql, employee!.companyId, employee!.userId, now);
    expect(listed.map((challenge) => [challenge.name, challenge.availableActions])).toEqual([[DEMO_CHALLENGES.upcoming.name, ['participate']]]);
  });
});
