import { randomUUID } from 'node:crypto';
import { format } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAssociation, insertCompany, insertCompanyMember, insertMission, insertTimeslot, insertUser } from '../../../tests/factories/rows';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createLogger } from '../../http/logger';
import { createMailer } from '../../mail/mailer';
import { type LifecycleDeps, expireWaitingListsOfPastSlots, missionEnd, notifyMissionsExpiringSoon, unpublishMissionsThatAreOver } from './lifecycle.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A calendar day relative to `now`, as the shared rules read `expiresOn` (local midnight). */
const day = (now: Date, days: number) => format(new Date(now.getTime() + days * DAY), 'yyyy-MM-dd');

describe('the end a mission is shown against', () => {
  it('is the expiration date or the end of the last timeslot, whichever comes first', () => {
    const slotEnd = new Date('2026-06-10T10:00:00Z');
    expect(missionEnd({ expiresOn: null, lastTimeslotEndsAt: null })).toBeNull();
    expect(missionEnd({ expiresOn: null, lastTimeslotEndsAt: slotEnd })?.endsAt).toEqual(slotEnd);
    expect(missionEnd({ expiresOn: '2026-06-01', lastTimeslotEndsAt: slotEnd })?.endsAt).toEqual(new Date('2026-06-01T00:00:00'));
    expect(missionEnd({ expiresOn: '2026-06-20', lastTimeslotEndsAt: slotEnd })?.endsAt).toEqual(slotEnd);
    expect(missionEnd({ expiresOn: '2026-06-20', lastTimeslotEndsAt: null })?.day).toEqual(new Date('2026-06-20T12:00:00Z'));
  });
});

describeWithDb('mission lifecycle jobs (spec §4): auto-unpublish, waiting-list expiry, expiring-soon notice', () => {
  const db = useTestDatabase();
  let deps: LifecycleDeps;
  let associationId: number;
  let otherAssociationId: number;
  let supervisor: { id: string; email: string };

  beforeAll(async () => {
    const logger = createLogger('silent');
    deps = { sql: db().sql, mailer: createMailer({ sql: db().sql, from: 'Solidaire <noreply@example.org>', logger }), logger, env: { baseUrl: 'http://localhost:3000' } };
    associationId = (await insertAssociation(db().sql, { slug: 'asso-jobs' })).id;
    otherAssociationId = (await insertAssociation(db().sql, { slug: 'asso-jobs-2' })).id;
    const email = 'referente@example.org';
    supervisor = { id: (await insertUser(db().sql, { email, first_name: 'Rita', lang: 'fr' })).id, email };
  });

  const stateOf = async (id: number) => (await db().sql<{ state: string }[]>`select state from missions where id = ${id}`)[0]!.state;

  describe('auto-unpublish', () => {
    it('takes offline published missions past their expiration date or last timeslot, and only those', async () => {
      const now = new Date();
      const expired = await insertMission(db().sql, associationId, { expires_on: day(now, -2) });
      const expiresToday = await insertMission(db().sql, associationId, { expires_on: day(now, 0) });
      const future = await insertMission(db().sql, associationId, { expires_on: day(now, 5) });
      const republished = await insertMission(db().sql, otherAssociationId, { state: 'republished', expires_on: day(now, -3) });
      const draft = await insertMission(db().sql, associationId, { state: 'draft', published_at: null, expires_on: day(now, -3) });
      const alreadyOff = await insertMission(db().sql, associationId, { state: 'unpublished', expires_on: day(now, -3) });
      const slotsOver = await insertMission(db().sql, associationId);
      await insertTimeslot(db().sql, slotsOver.id, { starts_at: new Date(now.getTime() - 5 * DAY), ends_at: new Date(now.getTime() - 5 * DAY + 3 * HOUR) });
      await insertTimeslot(db().sql, slotsOver.id, { starts_at: new Date(now.getTime() - 4 * HOUR), ends_at: new Date(now.getTime() - HOUR) });
      const slotRunning = await insertMission(db().sql, associationId);
      await insertTimeslot(db().sql, slotRunning.id, { starts_at: new Date(now.getTime() - 10 * DAY), ends_at: new Date(now.getTime() - 9 * DAY) });
      await insertTimeslot(db().sql, slotRunning.id, { starts_at: new Date(now.getTime() - HOUR), ends_at: new Date(now.getTime() + HOUR) });
      const noDates = await insertMission(db().sql, associationId);

      const { unpublished } = await unpublishMissionsThatAreOver(deps, now);
      expect(unpublished.sort((a, b) => a - b)).toEqual([expired.id, republished.id, slotsOver.id].sort((a, b) => a - b));
      for (const mission of [expired, republished, slotsOver]) expect(await stateOf(mission.id)).toBe('unpublished');
      for (const mission of [expiresToday, future, slotRunning, noDates]) expect(await stateOf(mission.id)).toBe('published');
      expect(await stateOf(draft.id)).toBe('draft');
      expect(await stateOf(alreadyOff.id)).toBe('unpublished');

      // A second run finds nothing left to do.
      expect((await unpublishMissionsThatAreOver(deps, now)).unpublished).toEqual([]);
      // The day after its expiration date, the mission that expired today goes too.
      expect((await unpublishMissionsThatAreOver(deps, new Date(now.getTime() + 2 * DAY))).unpublished).toContain(expiresToday.id);
    });

    it('unpublishes each mission once when two runs race (one locked transaction per mission)', async () => {
      const now = new Date();
      const missions = [];
      for (let i = 0; i < 6; i++) missions.push(await insertMission(db().sql, associationId, { expires_on: day(now, -1) }));
      const [first, second] = await Promise.all([unpublishMissionsThatAreOver(deps, now), unpublishMissionsThatAreOver(deps, now)]);
      const all = [...first.unpublished, ...second.unpublished];
      expect(new Set(all).size).toBe(all.length);
      expect(all.sort((a, b) => a - b)).toEqual(missions.map((m) => m.id).sort((a, b) => a - b));
    });
  });

  describe('waiting lists', () => {
    it('expires the subscribers of slots that are over, not of slots still to come or under way', async () => {
      const now = new Date();
      const company = await insertCompany(db().sql);
      const mission = await insertMission(db().sql, associationId);
      const past = await insertTimeslot(db().sql, mission.id, { starts_at: new Date(now.getTime() - 2 * DAY), ends_at: new Date(now.getTime() - 2 * DAY + 3 * HOUR) });
      const running = await insertTimeslot(db().sql, mission.id, { starts_at: new Date(now.getTime() - HOUR), ends_at: new Date(now.getTime() + HOUR) });
      const future = await insertTimeslot(db().sql, mission.id, { starts_at: new Date(now.getTime() + 2 * DAY), ends_at: new Date(now.getTime() + 2 * DAY + 3 * HOUR) });
      const subscribe = async (timeslotId: number) => {
        const user = await insertUser(db().sql);
        await insertCompanyMember(db().sql, company.id, user.id);
        const id = randomUUID();
        await db().sql`insert into timeslot_subscribers (id, timeslot_id, user_id, company_id) values (${id}, ${timeslotId}, ${user.id}, ${company.id})`;
        return id;
      };
      const onPast = [await subscribe(past.id), await subscribe(past.id)];
      const onRunning = await subscribe(running.id);
      const onFuture = await subscribe(future.id);

      expect(await expireWaitingListsOfPastSlots(deps, now)).toEqual({ expired: 2 });
      const rows = await db().sql<{ id: string; state: string; expired_at: Date | null }[]>`
        select id, state, expired_at from timeslot_subscribers where timeslot_id in (${past.id}, ${running.id}, ${future.id})`;
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of onPast) expect(byId.get(id)).toMatchObject({ state: 'expired', expired_at: now });
      expect(byId.get(onRunning)).toMatchObject({ state: 'waiting', expired_at: null });
      expect(byId.get(onFuture)).toMatchObject({ state: 'waiting', expired_at: null });
      expect(await expireWaitingListsOfPastSlots(deps, now)).toEqual({ expired: 0 });
    });
  });

  describe('expiring-soon notice', () => {
    const noticesTo = async (email: string) =>
      db().sql<{ subject: string; text_body: string; template: string; lang: string }[]>`
        select subject, text_body, template, lang from outgoing_emails where to_address = ${email} order by id`;

    it('e-mails the supervisor once when a published mission starts to show as expiring soon', async () => {
      const now = new Date();
      const soon = await insertMission(db().sql, associationId, { title: 'Collecte solidaire', supervisor_id: supervisor.id, expires_on: day(now, 5) });
      const bySlot = await insertMission(db().sql, associationId, { title: 'Jardin partagé', supervisor_id: supervisor.id });
      await insertTimeslot(db().sql, bySlot.id, { starts_at: new Date(now.getTime() + 3 * DAY), ends_at: new Date(now.getTime() + 3 * DAY + 3 * HOUR) });
      const later = await insertMission(db().sql, associationId, { title: 'Plus tard', supervisor_id: supervisor.id, expires_on: day(now, 40) });
      const noSupervisor = await insertMission(db().sql, associationId, { title: 'Sans référent', expires_on: day(now, 3) });
      const draft = await insertMission(db().sql, associationId, { title: 'Brouillon', state: 'draft', published_at: null, supervisor_id: supervisor.id, expires_on: day(now, 3) });
      const over = await insertMission(db().sql, associationId, { title: 'Finie', supervisor_id: supervisor.id, expires_on: day(now, -1) });

      const { notified } = await notifyMissionsExpiringSoon(deps, now);
      expect(notified.sort((a, b) => a - b)).toEqual([soon.id, bySlot.id].sort((a, b) => a - b));
      for (const mission of [later, noSupervisor, draft, over]) expect(notified).not.toContain(mission.id);

      const mails = await noticesTo(supervisor.email);
      expect(mails).toHaveLength(2);
      expect(mails[0]).toMatchObject({ template: 'mission_expiring_soon', lang: 'fr', subject: 'Votre mission « Collecte solidaire » arrive bientôt à échéance' });
      const [year, month, date] = day(now, 5).split('-');
      expect(mails[0]!.text_body).toContain(`Bonjour Rita,`);
      expect(mails[0]!.text_body).toContain(`arrive à échéance le ${date}/${month}/${year}`);
      expect(mails[0]!.text_body).toContain(`http://localhost:3000/association/asso-jobs/missions/${soon.id}`);

      // Once: later runs send nothing more.
      expect((await notifyMissionsExpiringSoon(deps, now)).notified).toEqual([]);
      expect(await noticesTo(supervisor.email)).toHaveLength(2);
      const [notice] = await db().sql`select association_id, supervisor_id from mission_expiry_notices where mission_id = ${soon.id}`;
      expect(notice).toEqual({ association_id: associationId, supervisor_id: supervisor.id });

      // Its end pushed back but still close: the supervisor is told of the new end.
      await db().sql`update missions set expires_on = ${day(now, 9)} where id = ${soon.id}`;
      expect((await notifyMissionsExpiringSoon(deps, now)).notified).toEqual([soon.id]);
      expect(await noticesTo(supervisor.email)).toHaveLength(3);
    });

    it('writes in the supervisor’s language', async () => {
      const now = new Date();
      const email = 'referent-en@example.org';
      const user = await insertUser(db().sql, { email, first_name: 'Sam', lang: 'en' });
      await insertMission(db().sql, otherAssociationId, { title: 'Food bank', supervisor_id: user.id, expires_on: day(now, 2) });
      await notifyMissionsExpiringSoon(deps, now);
      const [mail] = await noticesTo(email);
      expect(mail).toMatchObject({ lang: 'en', subject: 'Your mission “Food bank” is ending soon' });
      expect(mail!.text_body).toContain('/association/asso-jobs-2/missions/');
    });
  });
});
