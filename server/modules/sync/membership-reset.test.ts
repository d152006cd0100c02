import { beforeAll, expect, it } from 'vitest';
import { SYNC_REPLICA_VERSION, syncPullResponseSchema } from '../../../shared/sync/sync.schema';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { waitUntilChangesVisible } from '../../../tests/setup/sync-changes';
import { createMission, createTimeslot, idOf, userId } from '../engagements/engagements.fixtures';

type Change = { entity: string; id: string; op: string; data: any };

/**
 * Migration 0013: a change to who the employee is (entity, intermission, role, account state, the company's active
 * flag) names no row of the change log, yet changes what their pull may see. Their next pull of that company space
 * answers `reset: true` with a snapshot read with the new audience; nobody else is reset.
 */
describeWithDb('sync: a change to the member’s audience resets their replica (migration 0013)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let acme: number;
  let globex: number;
  let siege: number;
  let lyon: number;
  let salarie: string;

  const EMPLOYEE = 'salarie@acme.example';
  const COLLEAGUE = 'ambassadeur@acme.example';
  const OTHER_COMPANY = 'salarie@globex.example';

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of [EMPLOYEE, COLLEAGUE, OTHER_COMPANY]) cookies[email] = await signIn(t, email);
    acme = await idOf(db().sql, 'companies', 'acme');
    globex = await idOf(db().sql, 'companies', 'globex');
    siege = (await db().sql<{ id: number }[]>`select id from entities where company_id = ${acme} and name = 'Siège'`)[0]!.id;
    lyon = (await db().sql<{ id: number }[]>`select id from entities where company_id = ${acme} and name = 'Agence Lyon'`)[0]!.id;
    salarie = await userId(db().sql, EMPLOYEE);
    await db().sql`update company_members set entity_id = ${siege}, in_intermission = false where company_id = ${acme} and user_id = ${salarie}`;
  });

  const spaceOf = (email: string) => ({ 'x-company-id': String(email.endsWith('@globex.example') ? globex : acme) });

  async function pullPage(who: string, cursor?: string, limit = 50) {
    const response = await t.app.request(`/api/v1/sync/pull?replicaVersion=${SYNC_REPLICA_VERSION}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { ...SAME_ORIGIN, cookie: cookies[who]!, ...spaceOf(who) },
    });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    const parsed = syncPullResponseSchema.safeParse(body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    return body as { cursor: string; hasMore: boolean; changes: Change[]; reset: boolean };
  }

  /** Pulls until `hasMore` is false: every change, the last cursor, and whether the first page said reset. */
  async function pullAll(who: string, cursor?: string, limit = 50) {
    await waitUntilChangesVisible(db().sql);
    const changes: Change[] = [];
    let next = cursor;
    let reset: boolean | undefined;
    for (let page = 0; page < 200; page++) {
      const body = await pullPage(who, next, limit);
      reset ??= body.reset;
      if (page > 0) expect(body.reset).toBe(false);
      changes.push(...body.changes);
      next = body.cursor;
      if (!body.hasMore) break;
    }
    return { changes, cursor: next!, reset: reset! };
  }

  const keys = (changes: Change[]) => changes.filter((change) => change.op === 'upsert').map((change) => `${change.entity}:${change.id}`).sort();
  const has = (changes: Change[], entity: string, id: number | string) => changes.some((change) => change.entity === entity && change.id === String(id) && change.op === 'upsert');
  /** A timeslot received: in its mission's row (a snapshot) or alone (the log). */
  const hasSlot = (changes: Change[], id: number) =>
    has(changes, 'timeslot', id) ||
    changes.some((change) => change.entity === 'mission' && change.op === 'upsert' && change.data.timeslots.some((slot: { id: number }) => slot.id === id));

  async function targetedAt(entityId: number): Promise<{ mission: number; slot: number }> {
    const mission = await createMission(db().sql);
    await db().sql`insert into mission_targeted_entities (mission_id, entity_id, company_id) values (${mission}, ${entityId}, ${acme})`;
    await db().sql`update missions set booking_restriction = 'entities' where id = ${mission}`;
    return { mission, slot: await createTimeslot(db().sql, mission) };
  }

  /** Cursors of the employee, a colleague in the same company and an employee of another company, all up to date. */
  async function cursorsNow() {
    const cursors: Record<string, string> = {};
    for (const who of [EMPLOYEE, COLLEAGUE, OTHER_COMPANY]) cursors[who] = (await pullAll(who)).cursor;
    return cursors;
  }

  it('moves to another entity: a cursor from before resets, and the snapshot loses the old entity’s mission and gains the new one’s', async () => {
    const atSiege = await targetedAt(siege);
    const atLyon = await targetedAt(lyon);
    const before = await pullAll(EMPLOYEE);
    expect(has(before.changes, 'mission', atSiege.mission)).toBe(true);
    expect(hasSlot(before.changes, atSiege.slot)).toBe(true);
    expect(has(before.changes, 'mission', atLyon.mission)).toBe(false);
    const cursors = await cursorsNow();

    await db().sql`update company_members set entity_id = ${lyon} where company_id = ${acme} and user_id = ${salarie}`;

    // The old cursor: reset, and a snapshot of exactly what the new audience sees (the same as a fresh one).
    const after = await pullAll(EMPLOYEE, cursors[EMPLOYEE], 7);
    expect(after.reset).toBe(true);
    expect(has(after.changes, 'mission', atLyon.mission)).toBe(true);
    expect(hasSlot(after.changes, atLyon.slot)).toBe(true);
    expect(has(after.changes, 'mission', atSiege.mission)).toBe(false);
    expect(hasSlot(after.changes, atSiege.slot)).toBe(false);
    const fresh = await pullAll(EMPLOYEE);
    expect(fresh.reset).toBe(false);
    expect(keys(after.changes)).toEqual(keys(fresh.changes));

    // A cursor made after the change (the reset's own, or a fresh snapshot's) is not reset again.
    // (The log may repeat rows whose transactions were still below another database's xmin: only a reset would matter.)
    for (const cursor of [after.cursor, fresh.cursor]) {
      const again = await pullAll(EMPLOYEE, cursor);
      expect(again.reset).toBe(false);
      expect(has(again.changes, 'mission', atSiege.mission)).toBe(false);
    }

    // Tenant: a colleague of the same company and an employee of another company keep their cursors.
    for (const who of [COLLEAGUE, OTHER_COMPANY]) {
      const other = await pullAll(who, cursors[who]);
      expect(other.reset, who).toBe(false);
      expect(other.changes.filter((change) => change.op === 'delete'), who).toEqual([]);
    }

    // Back to the Siège for the next tests.
    await db().sql`update company_members set entity_id = ${siege} where company_id = ${acme} and user_id = ${salarie}`;
  });

  it('enters intermission: the intermission-only missions appear after a reset; leaving it takes them away again', async () => {
    const onlyIntermission = await createMission(db().sql);
    await db().sql`update missions set booking_restriction = 'intermission' where id = ${onlyIntermission}`;
    const { cursor } = await pullAll(EMPLOYEE);
    const cursors = await cursorsNow();

    await db().sql`update company_members set in_intermission = true where company_id = ${acme} and user_id = ${salarie}`;
    const inside = await pullAll(EMPLOYEE, cursor);
    expect(inside.reset).toBe(true);
    expect(has(inside.changes, 'mission', onlyIntermission)).toBe(true);
    for (const who of [COLLEAGUE, OTHER_COMPANY]) expect((await pullAll(who, cursors[who])).reset, who).toBe(false);

    await db().sql`update company_members set in_intermission = false where company_id = ${acme} and user_id = ${salarie}`;
    const outside = await pullAll(EMPLOYEE, inside.cursor);
    expect(outside.reset).toBe(true);
    expect(has(outside.changes, 'mission', onlyIntermission)).toBe(false);
    expect((await pullAll(EMPLOYEE, outside.cursor)).reset).toBe(false);
  });

  it('a change of role or account state resets that member only; other membership facts reset nobody', async () => {
    let cursors = await cursorsNow();
    // Facts that change nothing the pull sends: no reset.
    await db().sql`update company_members set manager_email = 'autre-manager@acme.example', sso_id = 'sso-42' where company_id = ${acme} and user_id = ${salarie}`;
    await db().sql`update company_members set entity_id = entity_id, role = role where company_id = ${acme} and user_id = ${salarie}`;
    await db().sql`update users set name = name || ' ' where id = ${salarie}`;
    await db().sql`update companies set name = name || ' ', is_active = is_active where id = ${acme}`;
    for (const who of [EMPLOYEE, COLLEAGUE, OTHER_COMPANY]) {
      const pulled = await pullAll(who, cursors[who]);
      expect(pulled.reset, who).toBe(false);
      cursors[who] = pulled.cursor;
    }

    await db().sql`update company_members set role = 'COMPANY_AMBASSADOR' where company_id = ${acme} and user_id = ${salarie}`;
    expect((await pullAll(EMPLOYEE, cursors[EMPLOYEE])).reset).toBe(true);
    for (const who of [COLLEAGUE, OTHER_COMPANY]) expect((await pullAll(who, cursors[who])).reset, who).toBe(false);
    await db().sql`update company_members set role = 'COMPANY_COLLABORATOR' where company_id = ${acme} and user_id = ${salarie}`;

    // The account no longer validated: every mission answers so, after a reset.
    const mission = await createMission(db().sql);
    cursors = await cursorsNow();
    await db().sql`update users set state = 'toValidate' where id = ${salarie}`;
    const pending = await pullAll(EMPLOYEE, cursors[EMPLOYEE]);
    expect(pending.reset).toBe(true);
    expect(pending.changes.find((change) => change.entity === 'mission' && change.id === String(mission))!.data.apply).toEqual({
      allowed: false,
      code: 'ACCOUNT_NOT_VALIDATED',
    });
    for (const who of [COLLEAGUE, OTHER_COMPANY]) expect((await pullAll(who, cursors[who])).reset, who).toBe(false);
    await db().sql`update users set state = 'registered' where id = ${salarie}`;
    const validated = await pullAll(EMPLOYEE, pending.cursor);
    expect(validated.reset).toBe(true);
    expect(validated.changes.find((change) => change.entity === 'mission' && change.id === String(mission))!.data.apply).toEqual({ allowed: true });
  });

  it('the company deactivated: every member of that company is reset, not those of another company', async () => {
    const mission = await createMission(db().sql);
    const cursors = await cursorsNow();
    await db().sql`update companies set is_active = false where id = ${acme}`;
    try {
      for (const who of [EMPLOYEE, COLLEAGUE]) {
        const pulled = await pullAll(who, cursors[who]);
        expect(pulled.reset, who).toBe(true);
        expect(pulled.changes.find((change) => change.entity === 'mission' && change.id === String(mission))!.data.apply).toEqual({
          allowed: false,
          code: 'COMPANY_INACTIVE',
        });
        expect((await pullAll(who, pulled.cursor)).reset, who).toBe(false);
      }
      expect((await pullAll(OTHER_COMPANY, cursors[OTHER_COMPANY])).reset).toBe(false);
    } finally {
      await db().sql`update companies set is_active = true where id = ${acme}`;
    }
  });

  it('a change in the middle of a snapshot restarts it, read with the new audience', async () => {
    const atSiege = await targetedAt(siege);
    const atLyon = await targetedAt(lyon);
    const first = await pullPage(EMPLOYEE, undefined, 1);
    expect(first.hasMore).toBe(true);
    await db().sql`update company_members set entity_id = ${lyon} where company_id = ${acme} and user_id = ${salarie}`;
    try {
      const rest = await pullAll(EMPLOYEE, first.cursor, 1);
      expect(rest.reset).toBe(true);
      expect(has(rest.changes, 'mission', atLyon.mission)).toBe(true);
      expect(has(rest.changes, 'mission', atSiege.mission)).toBe(false);
    } finally {
      await db().sql`update company_members set entity_id = ${siege} where company_id = ${acme} and user_id = ${salarie}`;
    }
  });

  it('a membership deleted and created again does not reuse a cursor from before', async () => {
    const colleague = await userId(db().sql, COLLEAGUE);
    const { cursor } = await pullAll(COLLEAGUE);
    const [member] = await db().sql<{ role: string }[]>`delete from company_members where company_id = ${acme} and user_id = ${colleague} returning role`;
    expect(await db().sql`select 1 from sync_member_resets where company_id = ${acme} and user_id = ${colleague}`).toHaveLength(0);
    await db().sql`insert into company_members (company_id, user_id, role, entity_id) values (${acme}, ${colleague}, ${member!.role}, ${lyon})`;
    expect((await pullAll(COLLEAGUE, cursor)).reset).toBe(true);

    // A membership moved to another company takes its stamp along, renewed.
    const stampOf = async (company: number) =>
      (await db().sql<{ txid: string }[]>`select txid::text from sync_member_resets where company_id = ${company} and user_id = ${colleague}`)[0]?.txid;
    const old = await stampOf(acme);
    await db().sql`update company_members set company_id = ${globex}, entity_id = null where company_id = ${acme} and user_id = ${colleague}`;
    expect(await stampOf(acme)).toBeUndefined();
    expect(await stampOf(globex)).toMatch(/^\d+$/);
    expect(await stampOf(globex)).not.toBe(old);
    await db().sql`update company_members set company_id = ${acme} where company_id = ${globex} and user_id = ${colleague}`;
  });

  it('a cursor carries the stamp it was read with: a forged stamp is a reset, never a read under another audience', async () => {
    const { cursor } = await pullAll(EMPLOYEE);
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    expect(decoded.m).toMatch(/^\d+$/);
    for (const m of [null, String(BigInt(decoded.m) + 1n)]) {
      const forged = Buffer.from(JSON.stringify({ ...decoded, m })).toString('base64url');
      expect((await pullPage(EMPLOYEE, forged)).reset).toBe(true);
    }
    expect((await pullPage(EMPLOYEE, cursor)).reset).toBe(false);
  });
});
