import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MAX_BYTES } from '../../shared/observability/client-error.schema';
import { SAME_ORIGIN, createTestApp, readJson } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { CLIENT_ERRORS_PER_MINUTE, minuteLimiter } from './client-errors';
import { createLogger } from './logger';

const report = {
  kind: 'error',
  message: "TypeError: Cannot read properties of undefined (reading 'title')",
  stack: 'TypeError: Cannot read properties of undefined\n    at MissionPage (/assets/index-abc.js:1:2)',
  route: '/association/amis-du-quartier/missions/7',
  release: 'index-abc.js',
};

describe('minuteLimiter', () => {
  it('lets each key send its quota a minute, within a total, then again the next minute', () => {
    let now = 1_000_000;
    const allow = minuteLimiter(2, 3, () => now);
    expect([allow('a'), allow('a'), allow('a')]).toEqual([true, true, false]);
    expect([allow('b'), allow('c')]).toEqual([true, false]);
    now += 59_999;
    expect(allow('d')).toBe(false);
    now += 1;
    expect([allow('a'), allow('c')]).toEqual([true, true]);
  });
});

describeWithDb('POST /api/v1/client-errors', () => {
  const db = useTestDatabase();

  function appWithLog() {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const { app } = createTestApp(db().sql, { logger });
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      app.request('/api/v1/client-errors', { method: 'POST', headers: { ...SAME_ORIGIN, 'user-agent': 'Mozilla/5.0 (iPhone)', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const reports = () => lines.filter((line) => line.msg === 'client error');
    return { post, reports };
  }

  it('logs a report without a session: message, stack, route, release and user agent', async () => {
    const { post, reports } = appWithLog();
    const response = await post(report);
    expect(response.status).toBe(204);
    expect(reports()).toHaveLength(1);
    expect(reports()[0]).toMatchObject({ level: 'error', clientError: { ...report, userAgent: 'Mozilla/5.0 (iPhone)', userId: null } });
  });

  it('refuses what it cannot read, too long a message, too big a body, and a call without X-Requested-With', async () => {
    const { post, reports } = appWithLog();
    expect((await post({ ...report, kind: 'other' })).status).toBe(400);
    const tooLong = await post({ ...report, message: 'x'.repeat(2_001) });
    expect(tooLong.status).toBe(400);
    expect((await readJson(tooLong)).error.fields).toHaveProperty('message');
    expect((await post({ ...report, stack: 'x'.repeat(CLIENT_ERROR_MAX_BYTES) })).status).toBe(413);
    const { 'x-requested-with': _, ...withoutHeader } = SAME_ORIGIN;
    const forged = await app().request('/api/v1/client-errors', { method: 'POST', headers: withoutHeader, body: JSON.stringify(report) });
    expect(forged.status).toBe(403);
    expect(reports()).toHaveLength(0);
  });

  it(`answers 429 past ${CLIENT_ERRORS_PER_MINUTE} reports a minute from one client, and logs no more`, async () => {
    const { post, reports } = appWithLog();
    for (let index = 0; index < CLIENT_ERRORS_PER_MINUTE; index++) expect((await post(report)).status).toBe(204);
    const refused = await post(report);
    expect(refused.status).toBe(429);
    expect((await readJson(refused)).error.code).toBe('RATE_LIMITED');
    expect(reports()).toHaveLength(CLIENT_ERRORS_PER_MINUTE);
  });

  function app() {
    return createTestApp(db().sql).app;
  }
});
