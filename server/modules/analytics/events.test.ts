import { beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, TEST_BASE_URL, type TestApp, callApi, createTestApp, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { userId } from '../engagements/engagements.fixtures';
import { purgeExpiredAnalytics } from './events.service';

describeWithDb('analytics: POST /api/v1/analytics/events', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};

  const rows = () =>
    db().sql<Array<{ kind: string; name: string | null; path: string; contextType: string; contextSlug: string | null; userId: string | null; company: string | null; props: unknown }>>`
      select e.kind, e.name, e.path, e.context_type as "contextType", e.context_slug as "contextSlug", e.user_id as "userId", c.slug as company, e.props
      from analytics_events e left join companies c on c.id = e.company_id order by e.id`;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of ['salarie@acme.example', 'salarie@globex.example']) cookies[email] = await signIn(t, email);
  });

  it("stores a batch with the session's user, the context derived from each path, and the company only when the user belongs to it", async () => {
    const response = await callApi(t, '/api/v1/analytics/events', {
      cookie: cookies['salarie@acme.example'],
      body: {
        events: [
          { kind: 'page_view', path: '/collaborateur/acme/missions?q=jardin' },
          { kind: 'page_view', path: '/collaborateur/globex/accueil' },
          { kind: 'page_view', path: '/validation-manager/Xk3_9aQ-ZpL0vB2mN8rT4yW6eU1iO5sA7dF9gH0jK2l' },
          { kind: 'event', name: 'application_sent', path: '/collaborateur/acme/missions/12-nettoyage/apply', props: { missionId: 12, timeType: 'work' } },
        ],
      },
    });
    expect(response.status, await response.clone().text()).toBe(204);
    const camille = await userId(db().sql, 'salarie@acme.example');
    expect(await rows()).toEqual([
      { kind: 'page_view', name: null, path: '/collaborateur/acme/missions', contextType: 'employee', contextSlug: 'acme', userId: camille, company: 'acme', props: null },
      // Camille is not globex's: the view is kept, never counted for globex.
      { kind: 'page_view', name: null, path: '/collaborateur/globex/accueil', contextType: 'employee', contextSlug: 'globex', userId: camille, company: null, props: null },
      { kind: 'page_view', name: null, path: '/validation-manager/:id', contextType: 'public', contextSlug: null, userId: camille, company: null, props: null },
      {
        kind: 'event',
        name: 'application_sent',
        path: '/collaborateur/acme/missions/12-nettoyage/apply',
        contextType: 'employee',
        contextSlug: 'acme',
        userId: camille,
        company: 'acme',
        props: { missionId: 12, timeType: 'work' },
      },
    ]);
    // The dashboards' rows: acme's day of Camille, a page view and an event; nothing for globex.
    const daily = await db().sql`
      select c.slug, a.user_id as "userId", a.page_views as "pageViews", a.events from analytics_daily_activity a join companies c on c.id = a.company_id`;
    expect(daily).toEqual([{ slug: 'acme', userId: camille, pageViews: 1, events: 1 }]);
    // A second batch the same day adds to the same row.
    await callApi(t, '/api/v1/analytics/events', { cookie: cookies['salarie@acme.example'], body: { events: [{ kind: 'page_view', path: '/collaborateur/acme/accueil' }] } });
    expect(await db().sql`select page_views as "pageViews", events from analytics_daily_activity`).toEqual([{ pageViews: 2, events: 1 }]);
  });

  it('keeps a visitor’s page views without a user nor a company, and never takes a context from the client', async () => {
    await db().sql`delete from analytics_events`;
    expect((await callApi(t, '/api/v1/analytics/events', { body: { events: [{ kind: 'page_view', path: '/entreprise/acme' }] } })).status).toBe(204);
    expect(await rows()).toMatchObject([{ contextType: 'company', contextSlug: 'acme', userId: null, company: null }]);
    const forged = await callApi(t, '/api/v1/analytics/events', { body: { events: [{ kind: 'page_view', path: '/', context: { type: 'admin' } }] } });
    expect(forged.status).toBe(400);
    const unknown = await callApi(t, '/api/v1/analytics/events', { body: { events: [{ kind: 'event', name: 'made_up', path: '/' }] } });
    expect(unknown.status).toBe(400);
    expect((await rows()).length).toBe(1);
  });

  it("keeps a queued event's own time within the last 7 days, and stores anything older or in the future as received", async () => {
    await db().sql`delete from analytics_events`;
    const hourAgo = Date.now() - 3_600_000;
    await callApi(t, '/api/v1/analytics/events', {
      cookie: cookies['salarie@globex.example'],
      body: {
        events: [
          { kind: 'page_view', path: '/collaborateur/globex/accueil', at: hourAgo },
          { kind: 'page_view', path: '/collaborateur/globex/accueil', at: Date.now() - 30 * 86_400_000 },
          { kind: 'page_view', path: '/collaborateur/globex/accueil', at: Date.now() + 86_400_000 },
        ],
      },
    });
    const times = await db().sql<{ occurredAt: Date; receivedAt: Date }[]>`select occurred_at as "occurredAt", received_at as "receivedAt" from analytics_events order by id`;
    expect(times[0]!.occurredAt.getTime()).toBe(hourAgo);
    for (const row of times.slice(1)) expect(Math.abs(row.occurredAt.getTime() - row.receivedAt.getTime())).toBeLessThan(60_000);
  });

  it('takes a beacon (no X-Requested-With) only from our own pages, and refuses a body over 32 KB', async () => {
    const body = JSON.stringify({ events: [{ kind: 'page_view', path: '/toutes-les-missions' }] });
    const send = (headers: Record<string, string>, text = body) => t.app.request('/api/v1/analytics/events', { method: 'POST', headers, body: text });
    // navigator.sendBeacon: text/plain, the browser's Sec-Fetch-Site, our Origin.
    expect((await send({ origin: TEST_BASE_URL, 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    expect((await send({ origin: TEST_BASE_URL, 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send({ origin: 'https://evil.example', 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' })).status).toBe(403);
    expect((await send({ ...SAME_ORIGIN }, 'pas du json')).status).toBe(400);
    const huge = JSON.stringify({ events: [{ kind: 'page_view', path: `/${'x'.repeat(40_000)}` }] });
    expect((await send({ ...SAME_ORIGIN }, huge)).status).toBe(413);
  });

  it('limits each account to 30 batches a minute (429 past them)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await callApi(t, '/api/v1/analytics/events', { cookie: cookies['salarie@globex.example'], body: { events: [{ kind: 'page_view', path: '/' }] } })).status);
    }
    // The earlier tests already spent 1 of globex's employee's batches this minute.
    expect(statuses.filter((status) => status === 204).length).toBe(29);
    expect(statuses.at(-1)).toBe(429);
  });

  it('purges the raw events past 13 months and the daily activity past 25 months, and keeps the rest', async () => {
    const now = new Date('2026-11-25T06:00:00Z');
    const acme = (await db().sql<{ id: number }[]>`select id from companies where slug = 'acme'`)[0]!.id;
    const user = await userId(db().sql, 'salarie@acme.example');
    await db().sql`
      insert into analytics_events (kind, path, context_type, user_id, company_id, occurred_at, received_at)
      values ('page_view', '/purge-ancien', 'employee', ${user}, ${acme}, '2025-10-20T10:00:00Z', '2025-10-20T10:00:00Z'),
             ('page_view', '/purge-recent', 'employee', ${user}, ${acme}, '2025-11-26T10:00:00Z', '2025-11-26T10:00:00Z')`;
    await db().sql`
      insert into analytics_daily_activity (company_id, day, user_id, page_views) values (${acme}, '2024-10-24', ${user}, 1), (${acme}, '2024-10-26', ${user}, 1)
      on conflict do nothing`;
    const purged = await purgeExpiredAnalytics({ sql: db().sql }, now);
    expect(purged.events).toBeGreaterThanOrEqual(1);
    expect((await db().sql`select path from analytics_events where path like '/purge-%'`).map((row) => row.path)).toEqual(['/purge-recent']);
    const days = await db().sql<{ day: string }[]>`select day::text from analytics_daily_activity where company_id = ${acme} and day < '2024-11-01' order by day`;
    expect(days.map((row) => row.day)).toEqual(['2024-10-26']);
  });
});
