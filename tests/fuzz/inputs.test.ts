/**
 * Hostile input on every state-changing route (and the queries of every GET
 * route): NUL bytes and other control characters, 1 MB and 60 KB strings,
 * wrong types, unknown and prototype-polluting fields, broken JSON, absurd
 * numbers, deep nesting, hostile path parameters. The routes are read from the
 * app itself, so a new route is fuzzed the day it is added. Nothing may answer
 * 5xx; every refusal is the error envelope, in French.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../factories/app';
import { seedDemoEngagements } from '../../server/seed/demo-engagements';
import { describeWithDb, useTestDatabase } from '../setup/pg';

const NUL = 'a\u0000b';
const FIELDS = ['firstName', 'lastName', 'jobTitle', 'message', 'otherReason', 'reason', 'note', 'title', 'description', 'name', 'email', 'password', 'q', 'text', 'label', 'code', 'token', 'role', 'kind'];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** Bodies, each as raw text with its content type. */
const BODIES: Array<{ label: string; body: string; type?: string }> = [
  { label: 'NUL in every usual field', body: JSON.stringify(everyField(NUL)) },
  { label: 'other control characters', body: JSON.stringify(everyField('x\u0007\u001b[31m\ud800')) },
  { label: 'NUL in a key', body: JSON.stringify({ ['fi\u0000eld']: 'x', message: 'ok' }) },
  { label: '1 MB strings', body: JSON.stringify({ message: 'x'.repeat(1024 * 1024) }) },
  { label: '60,000-character strings', body: JSON.stringify({ message: 'é'.repeat(60_000), title: 'x'.repeat(60_000) }) },
  { label: 'numbers for texts', body: JSON.stringify(everyField(12)) },
  { label: 'objects and arrays for texts', body: JSON.stringify({ ...everyField({ a: [1, { b: null }] }), timeslotIds: 'x', places: [], answers: {} }) },
  { label: 'absurd numbers', body: JSON.stringify({ missionId: 1e20, timeslotIds: [1e20, -1, 0.5], places: 1e308, id: -1, limit: 1e9, page: -5, userId: 1e20 }) },
  { label: 'unknown and prototype fields', body: '{"__proto__":{"isPlatformAdmin":true},"constructor":{"prototype":{"polluted":true}},"unknownField":1}' },
  { label: 'null everywhere', body: JSON.stringify(everyField(null)) },
  { label: 'broken JSON', body: '{"message": "a' },
  { label: 'a JSON array', body: '[1,2,3]' },
  { label: 'a JSON string', body: '"texte"' },
  { label: 'an empty body', body: '' },
  { label: 'deep nesting', body: `{"message":${nested(20_000)}}` },
  { label: 'text/plain', body: 'message=bonjour', type: 'text/plain' },
];

/** Query strings sent to every GET route (the searches' `q=` among them). */
const QUERIES = [`q=${encodeURIComponent(NUL)}&page=${encodeURIComponent(NUL)}`, `q=${'x'.repeat(60_000)}`, 'page=-1&limit=99999999999999999999&from=2026-13-45&q[]=1&q[a]=2'];

/** Who sends what: the space's own admin, so requests get past authorisation into validation. */
function actorFor(path: string): string {
  if (path.startsWith('/api/v1/associations/') || path.startsWith('/association/')) return 'asso@amis-du-quartier.example';
  if (/^\/api\/v1\/companies\/[^/]+\/(settings|invitations|members|published-missions|published-mission-engagements|engagement-timeslots|credits)/.test(path)) return 'rh@acme.example';
  if (path.startsWith('/api/v1/admin') || path.startsWith('/impersonate')) return 'admin@example.org';
  return 'salarie@acme.example';
}

/** Better-auth's endpoints the client calls (they live behind one catch-all route). */
const AUTH_ROUTES = ['/api/auth/sign-in/email', '/api/auth/email-otp/request-password-reset', '/api/auth/email-otp/reset-password', '/api/auth/change-password'];

describeWithDb('fuzz: hostile input never answers 5xx', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const params: Record<string, string> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    // Applications in every state, so the routes on an application reach their use case.
    await seedDemoEngagements({ sql: db().sql, env: t.env, mailer: t.mailer });
    for (const email of ['salarie@acme.example', 'rh@acme.example', 'asso@amis-du-quartier.example', 'admin@example.org']) cookies[email] = await signIn(t, email);
    const [row] = await db().sql<{ mission: number; engagement: string; date: number; user: string; level: number | null }[]>`
      select (select id from missions order by id limit 1) as mission,
             (select e.id from engagements e join users u on u.id = e.user_id where u.email = 'salarie@acme.example' and e.state = 'created' limit 1) as engagement,
             (select id from engagement_timeslots order by id limit 1) as date,
             (select id from users where email = 'ambassadeur@acme.example') as "user",
             (select id from levels order by id limit 1) as level`;
    // Member routes act on the ambassador: disabling them leaves the sessions the fuzz signs in with alone.
    Object.assign(params, { id: String(row!.mission), engagementId: row!.engagement, timeslotId: String(row!.date), userId: row!.user, token: 'x'.repeat(43) });
    params.level = String(row!.level ?? 1);
  });

  /** The app's own route table: every path it serves, with plausible and hostile path parameters. */
  function routes(methods: string[]): Array<{ method: string; path: string }> {
    const seen = new Map<string, { method: string; path: string }>();
    for (const route of t.app.routes) {
      if (!methods.includes(route.method) || route.path.includes('*')) continue;
      seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
    }
    return [...seen.values()];
  }

  function fill(path: string, hostile?: string): string {
    return path.replace(/:(\w+)/g, (_, name: string) => {
      if (hostile !== undefined && name !== 'slug') return encodeURIComponent(hostile);
      if (name === 'slug') return path.includes('ssociation') ? 'amis-du-quartier' : 'acme';
      if (name === 'id' && /engagements\/:id/.test(path)) return params.engagementId!;
      if (name === 'id' && /engagement-timeslots/.test(path)) return params.timeslotId!;
      if (name === 'id' && /levels/.test(path)) return params.level!;
      if (name === 'id' && /timeslot-subscriptions/.test(path)) return randomUUID();
      return params[name] ?? '1';
    });
  }

  async function send(method: string, path: string, who: string | undefined, body?: { body: string; type?: string }) {
    const headers: Record<string, string> = { ...SAME_ORIGIN, ...(who ? { cookie: cookies[who]! } : {}) };
    if (body?.type) headers['content-type'] = body.type;
    const response = await t.app.request(path, { method, headers, body: method === 'GET' ? undefined : (body?.body ?? '') });
    const problem = response.status >= 500 ? `${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}` : null;
    if (!problem && response.status >= 400 && path.startsWith('/api/')) {
      const envelope = await readJson(response).catch(() => null);
      if (!envelope?.error?.code || typeof envelope.error.message !== 'string') return `${method} ${path} answered ${response.status} without the error envelope`;
      const messages = [envelope.error.message, ...Object.values<string[]>(envelope.error.fields ?? {}).flat()];
      const english = messages.find((message) => /\b(Invalid|Expected|Required|Unauthorized|received|must be|Too (small|big))\b/.test(message));
      if (english) return `${method} ${path} answered in English: ${english}`;
    }
    return problem;
  }

  it('POST, PUT, PATCH and DELETE on every route, as the space’s admin and anonymously', async () => {
    const problems: string[] = [];
    const targets = routes(['POST', 'PUT', 'PATCH', 'DELETE']);
    expect(targets.length).toBeGreaterThan(60);
    for (const { method, path } of targets) {
      // Signing out or taking another identity would end the session the next requests need.
      if (path === '/logout' || path.startsWith('/impersonate')) continue;
      const url = fill(path);
      for (const body of BODIES) {
        const problem = await send(method, url, actorFor(path), body);
        if (problem) problems.push(`${problem} (${body.label})`);
      }
      for (const hostile of [NUL, '99999999999999999999', "1' or '1'='1", 'x'.repeat(3000)]) {
        const problem = await send(method, fill(path, hostile), actorFor(path), BODIES[0]);
        if (problem) problems.push(`${problem} (path parameter)`);
      }
      const anonymous = await send(method, url, undefined, BODIES[0]);
      if (anonymous) problems.push(`${anonymous} (anonymous)`);
      // Every request above must have reached the route as that user: no route may have ended a session on the way.
      for (const [who, cookie] of Object.entries(cookies)) {
        const { me } = await readJson(await t.app.request('/api/v1/session', { headers: { ...SAME_ORIGIN, cookie } }));
        if (!me) problems.push(`${method} ${path} left ${who} signed out`);
      }
    }
    for (const path of ['/logout', '/impersonate/leave', `/impersonate/take/${encodeURIComponent(NUL)}`]) {
      for (const body of BODIES) {
        const problem = await send('POST', path, undefined, body);
        if (problem) problems.push(`${problem} (${body.label})`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('better-auth’s endpoints, anonymously and signed in', async () => {
    const problems: string[] = [];
    for (const path of AUTH_ROUTES) {
      for (const body of BODIES) {
        for (const who of [undefined, 'salarie@acme.example']) {
          const problem = await send('POST', path, who, body);
          if (problem) problems.push(`${problem} (${body.label}${who ? ', signed in' : ''})`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('the queries of every GET route', async () => {
    const problems: string[] = [];
    for (const { path } of routes(['GET'])) {
      for (const query of QUERIES) {
        const problem = await send('GET', `${fill(path)}?${query}`, actorFor(path));
        if (problem) problems.push(`${problem} (${query.slice(0, 40)})`);
      }
      const problem = await send('GET', fill(path, NUL), actorFor(path));
      if (problem) problems.push(`${problem} (path parameter)`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('names the field holding a NUL byte, in French, where the issue found 500s', async () => {
    const refused = 'Ce texte contient un caractère invisible non autorisé ; retapez-le ou collez-le à nouveau.';
    const fieldsOf = async (method: string, path: string, who: string, body: unknown) => {
      const response = await t.app.request(path, { method, headers: { ...SAME_ORIGIN, cookie: cookies[who]! }, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(response.status, `${method} ${path}`).toBe(400);
      return (await readJson(response)).error.fields;
    };
    expect(await fieldsOf('PUT', '/api/v1/me/profile', 'salarie@acme.example', { firstName: NUL, lastName: NUL, jobTitle: NUL })).toMatchObject({
      firstName: [refused],
      lastName: [refused],
      jobTitle: [refused],
    });
    const apply = { engagementId: randomUUID(), missionId: Number(params.id), timeslotIds: [], timeType: 'personal', message: NUL };
    expect(await fieldsOf('POST', '/api/v1/companies/acme/engagements', 'salarie@acme.example', apply)).toMatchObject({ message: [refused] });
    expect(await fieldsOf('POST', `/api/v1/companies/acme/engagements/${params.engagementId}/cancel`, 'salarie@acme.example', { reason: 'other', otherReason: NUL })).toMatchObject({
      otherReason: [refused],
    });
    expect(await fieldsOf('POST', '/api/v1/companies/acme/credits/adjustments', 'rh@acme.example', { userId: params.userId, days: 1, note: NUL })).toMatchObject({ note: [refused] });
    for (const [path, who] of [
      ['/api/v1/associations/amis-du-quartier/missions', 'asso@amis-du-quartier.example'],
      ['/api/v1/admin/users', 'admin@example.org'],
      ['/api/v1/companies/acme/associations', 'rh@acme.example'],
    ] as const) {
      expect(await fieldsOf('GET', `${path}?q=${encodeURIComponent(NUL)}`, who, undefined)).toMatchObject({ q: [refused] });
    }
  });
});
