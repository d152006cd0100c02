import { expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { BODY_LIMITS } from './body-limit';

const MB = 1024 * 1024;

/** A body of `total` bytes in 64 KB chunks, counting what was read of it. */
function countingBody(total: number) {
  const read = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

describeWithDb('request body limits (answered before anything parses the body)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const post = (path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
    (t ??= createTestApp(db().sql)).app.request(path, { method: 'POST', headers: { ...SAME_ORIGIN, ...headers }, body, duplex: 'half' } as RequestInit);

  it('a 50 MB anonymous sign-in announced by its Content-Length is refused without reading a byte', async () => {
    const { stream, read } = countingBody(50 * MB);
    const response = await post('/api/auth/sign-in/email', stream, { 'content-length': String(50 * MB) });
    expect(response.status).toBe(413);
    expect((await readJson(response)).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('trop volumineuse') });
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('a chunked body is cut off as soon as it passes the limit', async () => {
    const { stream, read } = countingBody(50 * MB);
    const response = await post('/api/v1/me/profile', stream);
    expect(response.status).toBe(413);
    expect((await readJson(response)).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(read.bytes).toBeLessThan(MB);
  });

  it('each kind of request has its own limit; a body under it goes on to the route', async () => {
    const limitOf = (path: string) => BODY_LIMITS.find((rule) => rule.path.test(path))!;
    expect(limitOf('/api/v1/uploads')).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(limitOf('/api/v1/uploads').maxBytes).toBeGreaterThan(limitOf('/api/v1/sync/push').maxBytes);
    expect(limitOf('/api/v1/sync/push').maxBytes).toBeGreaterThan(limitOf('/api/v1/me/profile').maxBytes);
    expect(limitOf('/api/auth/sign-in/email').maxBytes).toBeLessThan(limitOf('/api/v1/me/profile').maxBytes);

    const justOver = 'x'.repeat(limitOf('/api/auth/sign-in/email').maxBytes + 1);
    expect((await post('/api/auth/sign-in/email', JSON.stringify({ email: 'a@b.fr', password: justOver }))).status).toBe(413);
    // Under the limit: the route answers (401 here, without a session), not the limit.
    expect((await post('/api/v1/sync/push', JSON.stringify({ mutations: 'x'.repeat(300 * 1024) }))).status).toBe(401);
  });
});
