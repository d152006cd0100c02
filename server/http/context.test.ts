import { createHmac } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { type TestApp, TEST_BASE_URL, callApi, createTestApp, seedTestDemo, signIn } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { readSessionToken } from '../auth/session-cookie';
import { findSessionContext } from '../modules/users/service';

describeWithDb('the request context: the session, its actor and the tenant, read once before the routes', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const employee = 'salarie@acme.example';

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
  });

  const searchStatus = async (cookie: string) => (await callApi(t, '/api/v1/companies/acme/missions/search', { cookie })).status;
  const tokenOf = async (cookie: string) => (await readSessionToken(new Headers({ cookie }), t.auth))!;
  /** A session cookie as better-auth writes one: the token, a dot, the base64 HMAC-SHA256 of `signedValue` under `secret`. */
  const sessionCookie = async (token: string, secret: string, signedValue = token) => {
    const { name } = (await t.auth.$context).authCookies.sessionToken;
    return `${name}=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(signedValue).digest('base64')}`)}`;
  };

  it('reads the session and the user better-auth reads for the same cookie', async () => {
    const cookie = await signIn(t, employee);
    const theirs = await t.auth.api.getSession({ headers: new Headers({ cookie }) });
    const ours = await findSessionContext(db().sql, await tokenOf(cookie), null);
    expect(theirs).not.toBeNull();
    expect(ours?.session).toEqual({
      session: {
        id: theirs!.session.id,
        token: theirs!.session.token,
        userId: theirs!.user.id,
        expiresAt: theirs!.session.expiresAt,
        impersonatedBy: null,
      },
      user: { id: theirs!.user.id, email: theirs!.user.email },
    });
    expect(ours?.actor).toMatchObject({ userId: theirs!.user.id, isPlatformAdmin: false, state: theirs!.user.state });
    expect(ours?.actor.companies).toEqual([expect.objectContaining({ role: 'COMPANY_COLLABORATOR', inIntermission: false })]);
  });

  it('knows no session from a cookie whose token or signature was changed, or that another secret signed', async () => {
    const token = await tokenOf(await signIn(t, employee));
    const { secret, authCookies } = await t.auth.$context;
    expect(await searchStatus(await sessionCookie(token, secret))).toBe(200);
    expect(await searchStatus(await sessionCookie(token, 'another-secret-'.padEnd(48, 'y')))).toBe(401);
    expect(await searchStatus(await sessionCookie(token, secret, `${token}x`))).toBe(401);
    // Signed by us, but no session has that token (its last character changed: to another one than it was).
    const other = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    expect(await searchStatus(await sessionCookie(other, secret))).toBe(401);
    expect(await searchStatus(`${authCookies.sessionToken.name}=${token}`)).toBe(401);
  });

  it('ends a session at once when it is signed out, for a copy of its cookie too', async () => {
    const cookie = await signIn(t, employee);
    expect(await searchStatus(cookie)).toBe(200);
    const signedOut = await t.app.request('/api/auth/sign-out', { method: 'POST', headers: { cookie, origin: TEST_BASE_URL, 'x-requested-with': 'XMLHttpRequest' } });
    expect(signedOut.status).toBe(200);
    // The browser dropped its cookie; whoever kept a copy of it is signed out as well.
    expect(await searchStatus(cookie)).toBe(401);
  });

  it('hands an expired session to better-auth, which deletes it, and renews one due for renewal as better-auth does', async () => {
    const expired = await signIn(t, employee);
    const expiredToken = await tokenOf(expired);
    await db().sql`update sessions set expires_at = now() - interval '1 minute' where token = ${expiredToken}`;
    expect(await searchStatus(expired)).toBe(401);
    expect(await db().sql`select 1 from sessions where token = ${expiredToken}`).toHaveLength(0);

    // Renewed once a day (updateAge) to 30 days ahead (expiresIn): one extended two days ago is due.
    const due = await signIn(t, employee);
    const dueToken = await tokenOf(due);
    await db().sql`update sessions set expires_at = now() + interval '28 days' where token = ${dueToken}`;
    expect(await searchStatus(due)).toBe(200);
    const [renewed] = await db().sql<{ daysLeft: number }[]>`
      select (extract(epoch from expires_at - now()) / 86400)::float8 as "daysLeft" from sessions where token = ${dueToken}`;
    expect(renewed!.daysLeft).toBeGreaterThan(29.9);
  });

  it('reads the memberships at every request: one removed is refused at the next, the tenant of the path is the one checked', async () => {
    const cookie = await signIn(t, employee);
    expect(await searchStatus(cookie)).toBe(200);
    expect((await callApi(t, '/api/v1/companies/globex/missions/search', { cookie })).status).toBe(403);
    expect((await callApi(t, '/api/v1/companies/no-such-company/missions/search', { cookie })).status).toBe(404);
    await db().sql`
      delete from company_members
      where user_id = (select id from users where email = ${employee}) and company_id = (select id from companies where slug = 'acme')`;
    expect(await searchStatus(cookie)).toBe(403);
  });
});
