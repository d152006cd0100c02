import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, createTimeslot, idOf, newId } from './engagements.fixtures';

/**
 * The organiser side of the messenger: a mission a company published itself has
 * no association, so whoever handles its applications (`canManageEngagement`:
 * its referent or, without one, the company's admins) answers the volunteer;
 * the company's other admins and ambassadors read; no other tenant sees it.
 */
describeWithDb('the messenger of an application to a company-published mission (organiser side)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const VOLUNTEER = 'salarie@acme.example';
  const ADMIN = 'rh@acme.example';
  const AMBASSADOR = 'ambassadeur@acme.example';
  const ASSOCIATION = 'asso@amis-du-quartier.example';
  const GLOBEX_ADMIN = 'admin@globex.example';

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    const hash = await (await t.auth.$context).password.hash('Demo2026!');
    await createEmployee(db().sql, { email: GLOBEX_ADMIN, company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    for (const email of [VOLUNTEER, ADMIN, AMBASSADOR, ASSOCIATION, GLOBEX_ADMIN]) cookies[email] = await signIn(t, email);
  });

  /** The volunteer applied to a new mission acme published, whose referent is `referent`, with a registration message and an automatic reply. */
  async function applied(referent: string | null, message: string | null = 'Bonjour, je suis disponible.') {
    const missionId = await createMission(db().sql, { publishedByCompany: 'acme', supervisorEmail: referent, validatedBy: [] });
    await db().sql`update missions set registration_message = ${'Prévoir une tenue confortable.'}, auto_reply = ${'Merci, le référent vous répond vite.'} where id = ${missionId}`;
    const slot = await createTimeslot(db().sql, missionId, { places: 3 });
    const engagementId = newId();
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[VOLUNTEER],
      body: { engagementId, missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'reject', ...(message === null ? {} : { message }) },
    });
    expect(response.status).toBe(200);
    return { engagementId, missionId };
  }
  const organiser = (company: string, id: string) => `/api/v1/companies/${company}/published-mission-engagements/${id}/messages`;
  const volunteerSide = (id: string) => `/api/v1/companies/acme/engagements/${id}/messages`;
  const read = (who: string, path: string) => callApi(t, path, { cookie: cookies[who] });
  const post = (who: string, path: string, body: string) => callApi(t, path, { cookie: cookies[who], body: { body } });
  const lastMailTo = async (address: string) =>
    (await db().sql<{ template: string; text_body: string }[]>`select template, text_body from outgoing_emails where to_address = ${address} order by id desc limit 1`)[0];

  it('opens the conversation on apply with the mission’s registration message and automatic reply, as for an association’s mission', async () => {
    const { engagementId } = await applied(AMBASSADOR);
    const conversation = await readJson(await read(AMBASSADOR, organiser('acme', engagementId)));
    expect(conversation.messages.map((m: { authorKind: string; body: string }) => [m.authorKind, m.body])).toEqual([
      ['system', 'Prévoir une tenue confortable.'],
      ['volunteer', 'Bonjour, je suis disponible.'],
      ['system', 'Merci, le référent vous répond vite.'],
    ]);
    expect(conversation).toMatchObject({ canWrite: true, organiserName: 'Acme', associationName: null });
    // The referent hears of the new application, with the link to the company's follow-up.
    const mail = await lastMailTo(AMBASSADOR);
    expect(mail?.template).toBe('engagement_new_application');
    expect(mail?.text_body).toContain(`/entreprise/acme/suivi-missions/${engagementId}`);
  });

  it('tells the organiser, not an association the mission names, of a new application and of new dates', async () => {
    const before = (await db().sql<{ n: number }[]>`select count(*)::int as n from outgoing_emails where to_address = ${ASSOCIATION}`)[0]!.n;
    const missionId = await createMission(db().sql, { publishedByCompany: 'acme', supervisorEmail: AMBASSADOR, validatedBy: [] });
    await db().sql`update missions set association_id = ${await idOf(db().sql, 'associations', 'amis-du-quartier')} where id = ${missionId}`;
    const [first, second] = [await createTimeslot(db().sql, missionId, { places: 3 }), await createTimeslot(db().sql, missionId, { places: 3, inDays: 12 })];
    const engagementId = newId();
    const apply = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[VOLUNTEER],
      body: { engagementId, missionId, timeslotIds: [first], timeType: 'personal', onFull: 'reject' },
    });
    expect(apply.status).toBe(200);
    expect((await lastMailTo(AMBASSADOR))?.template).toBe('engagement_new_application');
    const dates = await callApi(t, `/api/v1/engagements/${engagementId}/dates`, { cookie: cookies[VOLUNTEER], body: { timeslotIds: [second] } });
    expect(dates.status).toBe(200);
    const note = await lastMailTo(AMBASSADOR);
    expect(note?.template).toBe('engagement_message');
    expect(note?.text_body).toContain(`/entreprise/acme/suivi-missions/${engagementId}?bar_tab=messenger`);
    expect((await db().sql<{ n: number }[]>`select count(*)::int as n from outgoing_emails where to_address = ${ASSOCIATION}`)[0]!.n).toBe(before);
  });

  it('the referent writes as the organiser; the volunteer sees it, is mailed, answers, and the referent is mailed with the follow-up link', async () => {
    const { engagementId } = await applied(AMBASSADOR);
    const sent = await post(AMBASSADOR, organiser('acme', engagementId), 'Rendez-vous à 9 h devant le siège.');
    expect(sent.status).toBe(200);
    const message = (await readJson(sent)).message;
    expect(message).toMatchObject({ authorKind: 'organiser', mine: true, body: 'Rendez-vous à 9 h devant le siège.' });

    const toVolunteer = await lastMailTo(VOLUNTEER);
    expect(toVolunteer!.template).toBe('engagement_message');
    expect(toVolunteer!.text_body).toContain(`/collaborateur/acme/mes-experiences/${engagementId}?bar_tab=messenger`);
    expect(toVolunteer!.text_body).toContain('Rendez-vous à 9 h devant le siège.');

    const seen = await readJson(await read(VOLUNTEER, volunteerSide(engagementId)));
    expect(seen).toMatchObject({ canWrite: true, organiserName: 'Acme' });
    expect(seen.messages.at(-1)).toMatchObject({ authorKind: 'organiser', mine: false, body: 'Rendez-vous à 9 h devant le siège.' });
    expect(seen.messages.at(-1).authorName).toBeTruthy();
    // The organiser had read everything up to its own message.
    expect(seen.otherSideLastReadId).toBe(message.id);

    const reply = await readJson(await post(VOLUNTEER, volunteerSide(engagementId), 'Parfait, à demain.'));
    const toReferent = await lastMailTo(AMBASSADOR);
    expect(toReferent!.template).toBe('engagement_message');
    expect(toReferent!.text_body).toContain(`/entreprise/acme/suivi-missions/${engagementId}?bar_tab=messenger`);
    expect(toReferent!.text_body).toContain('Parfait, à demain.');
    // With a referent, the admins are not mailed.
    expect((await lastMailTo(ADMIN))?.text_body ?? '').not.toContain('Parfait, à demain.');

    // Unread markers per side: the organiser has not read the reply until it opens the conversation.
    expect((await readJson(await read(VOLUNTEER, volunteerSide(engagementId)))).otherSideLastReadId).toBe(message.id);
    // An admin's look (read only) marks nothing.
    await read(ADMIN, organiser('acme', engagementId));
    expect((await readJson(await read(VOLUNTEER, volunteerSide(engagementId)))).otherSideLastReadId).toBe(message.id);
    const byReferent = await readJson(await read(AMBASSADOR, organiser('acme', engagementId)));
    expect(byReferent.otherSideLastReadId).toBe(reply.message.id);
    expect((await readJson(await read(VOLUNTEER, volunteerSide(engagementId)))).otherSideLastReadId).toBe(reply.message.id);
  });

  it('with a referent, the company’s admins read only', async () => {
    const { engagementId } = await applied(AMBASSADOR);
    const response = await read(ADMIN, organiser('acme', engagementId));
    expect(response.status).toBe(200);
    expect((await readJson(response)).canWrite).toBe(false);
    const attempt = await post(ADMIN, organiser('acme', engagementId), 'Bonjour');
    expect(attempt.status).toBe(403);
    expect((await readJson(attempt)).error.code).toBe('FORBIDDEN_NOT_REFERENT');
    // Through the volunteer's side too, admins only read.
    expect((await post(ADMIN, volunteerSide(engagementId), 'Bonjour')).status).toBe(403);
  });

  it('without a referent, the company’s admins write and are mailed; ambassadors read only', async () => {
    const { engagementId } = await applied(null);
    const admin = await readJson(await read(ADMIN, organiser('acme', engagementId)));
    expect(admin.canWrite).toBe(true);
    expect((await post(ADMIN, organiser('acme', engagementId), 'Bienvenue !')).status).toBe(200);
    const ambassador = await readJson(await read(AMBASSADOR, organiser('acme', engagementId)));
    expect(ambassador.canWrite).toBe(false);
    expect(ambassador.messages.at(-1)).toMatchObject({ authorKind: 'organiser', mine: false, body: 'Bienvenue !' });
    expect((await post(AMBASSADOR, organiser('acme', engagementId), 'Moi aussi')).status).toBe(403);

    await post(VOLUNTEER, volunteerSide(engagementId), 'Merci !');
    const admins = await db().sql<{ email: string }[]>`
      select u.email from company_members m join users u on u.id = m.user_id
      where m.company_id = ${await idOf(db().sql, 'companies', 'acme')} and m.role in ('COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN') order by u.email`;
    const mailed = await db().sql<{ to_address: string }[]>`
      select to_address from outgoing_emails where template = 'engagement_message' and text_body like ${`%/entreprise/acme/suivi-missions/${engagementId}?bar_tab=messenger%`} order by to_address`;
    expect(mailed.map((mail) => mail.to_address)).toEqual(admins.map((row) => row.email));
    expect(mailed.map((mail) => mail.to_address)).not.toContain(AMBASSADOR);
  });

  it('another company, a plain employee and the association side cannot reach it', async () => {
    const { engagementId, missionId } = await applied(AMBASSADOR);
    // Another company: not through acme (403), and through its own the application is not found (404).
    expect((await read(GLOBEX_ADMIN, organiser('acme', engagementId))).status).toBe(403);
    expect((await read(GLOBEX_ADMIN, organiser('globex', engagementId))).status).toBe(404);
    expect((await post(GLOBEX_ADMIN, organiser('globex', engagementId), 'Intrus')).status).toBe(404);
    // The volunteer (a collaborator) has no organiser side.
    expect((await read(VOLUNTEER, organiser('acme', engagementId))).status).toBe(403);
    expect((await post(VOLUNTEER, organiser('acme', engagementId), 'Intrus')).status).toBe(403);
    // Even when the company's mission names an association, the association side finds no conversation.
    const associationId = await idOf(db().sql, 'associations', 'amis-du-quartier');
    await db().sql`update missions set association_id = ${associationId} where id = ${missionId}`;
    await db().sql`update engagements set association_id = ${associationId} where id = ${engagementId}`;
    expect((await read(ASSOCIATION, `/api/v1/associations/amis-du-quartier/engagements/${engagementId}/messages`)).status).toBe(404);
    expect((await post(ASSOCIATION, `/api/v1/associations/amis-du-quartier/engagements/${engagementId}/messages`, 'Intrus')).status).toBe(404);
    const intruders = await db().sql`select 1 from engagement_messages where engagement_id = ${engagementId} and body = 'Intrus'`;
    expect(intruders).toHaveLength(0);
  });

  it('an association’s mission has no organiser side', async () => {
    const missionId = await createMission(db().sql, { timeType: 'both' });
    const slot = await createTimeslot(db().sql, missionId);
    const engagementId = newId();
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies[VOLUNTEER],
      body: { engagementId, missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'reject', message: 'Bonjour' },
    });
    expect(response.status).toBe(200);
    expect((await read(ADMIN, organiser('acme', engagementId))).status).toBe(404);
    expect((await post(ADMIN, organiser('acme', engagementId), 'Intrus')).status).toBe(404);
    // The volunteer's side still reads the association as the other side.
    const seen = await readJson(await read(VOLUNTEER, volunteerSide(engagementId)));
    expect(seen).toMatchObject({ organiserName: null, associationName: 'Les Amis du Quartier' });
  });

  it('answers 401 without a session', async () => {
    const { engagementId } = await applied(AMBASSADOR);
    expect((await callApi(t, organiser('acme', engagementId))).status).toBe(401);
    expect((await callApi(t, organiser('acme', engagementId), { body: { body: 'x' } })).status).toBe(401);
  });
});
