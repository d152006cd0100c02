import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createMission, createTimeslot, newId } from './engagements.fixtures';

describeWithDb('the messenger of an application (/engagements/{id}/messages)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const people = [
    'salarie@acme.example',
    'ambassadeur@acme.example',
    'rh@acme.example',
    'salarie@globex.example',
    'asso@amis-du-quartier.example',
    'benevole-asso@amis-du-quartier.example',
  ];

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    for (const email of people) cookies[email] = await signIn(t, email);
  });

  /** salarie@acme applies to a mission of amis-du-quartier whose registration message and automatic reply are set. */
  async function applied(message: string | null = 'Bonjour, je serai ravi d’aider.', engagementId = newId()) {
    const missionId = await createMission(db().sql, { timeType: 'both' });
    await db().sql`update missions set registration_message = ${'Merci de venir avec des chaussures fermées.'}, auto_reply = ${'Merci ! Nous revenons vers vous sous 48 h.'} where id = ${missionId}`;
    const slot = await createTimeslot(db().sql, missionId);
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies['salarie@acme.example'],
      body: { engagementId, missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'reject', ...(message === null ? {} : { message }) },
    });
    expect(response.status).toBe(200);
    return engagementId;
  }
  const read = (who: string, path: string) => callApi(t, `/api/v1${path}`, { cookie: cookies[who] });
  const post = (who: string, path: string, body: unknown) => callApi(t, `/api/v1${path}`, { cookie: cookies[who], body });

  it('opens the conversation on apply: registration message, the applicant’s message, then the automatic reply', async () => {
    const id = await applied();
    const response = await read('asso@amis-du-quartier.example', `/associations/amis-du-quartier/engagements/${id}/messages`);
    expect(response.status).toBe(200);
    const conversation = await readJson(response);
    expect(conversation.canWrite).toBe(true);
    expect(conversation.messages.map((m: { authorKind: string; body: string }) => [m.authorKind, m.body])).toEqual([
      ['system', 'Merci de venir avec des chaussures fermées.'],
      ['volunteer', 'Bonjour, je serai ravi d’aider.'],
      ['system', 'Merci ! Nous revenons vers vous sous 48 h.'],
    ]);
    const [row] = await db().sql`select count(*)::int as n from engagement_messages g join engagements e on e.id = g.engagement_id
      where g.engagement_id = ${id} and g.company_id = e.company_id and g.association_id = e.association_id`;
    expect(row!.n).toBe(3);
  });

  it('applying without a message posts only the mission’s texts; a replayed apply adds nothing', async () => {
    const id = await applied(null);
    const body = await readJson(await read('salarie@acme.example', `/companies/acme/engagements/${id}/messages`));
    expect(body.messages.map((m: { authorKind: string }) => m.authorKind)).toEqual(['system', 'system']);
    const [mission] = await db().sql<{ missionId: number; timeslotId: number }[]>`
      select e.mission_id as "missionId", t.timeslot_id as "timeslotId" from engagements e join engagement_timeslots t on t.engagement_id = e.id where e.id = ${id}`;
    const replay = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies['salarie@acme.example'],
      body: { engagementId: id, missionId: mission!.missionId, timeslotIds: [mission!.timeslotId], timeType: 'personal', onFull: 'reject' },
    });
    expect(replay.status).toBe(200);
    expect((await db().sql`select count(*)::int as n from engagement_messages where engagement_id = ${id}`)[0]!.n).toBe(2);
  });

  it('the volunteer and the association write to each other; each new message mails the other side with its link', async () => {
    const id = await applied();
    const fromVolunteer = await post('salarie@acme.example', `/companies/acme/engagements/${id}/messages`, { body: '  <b>À quelle heure</b> faut-il venir ?  ' });
    expect(fromVolunteer.status).toBe(200);
    const sent = await readJson(fromVolunteer);
    expect(sent.message).toMatchObject({ authorKind: 'volunteer', mine: true, body: 'À quelle heure faut-il venir ?' });
    // The mission's referent (asso@) hears of it, with the association's messenger link.
    const [toReferent] = await db().sql`select template, text_body from outgoing_emails where to_address = 'asso@amis-du-quartier.example' order by id desc limit 1`;
    expect(toReferent!.template).toBe('engagement_message');
    expect(toReferent!.text_body).toContain(`/association/amis-du-quartier/messagerie/${id}`);
    expect(toReferent!.text_body).toContain('À quelle heure faut-il venir ?');

    const fromAssociation = await post('benevole-asso@amis-du-quartier.example', `/associations/amis-du-quartier/engagements/${id}/messages`, { body: 'À 9 h.' });
    expect(fromAssociation.status).toBe(200);
    const [toVolunteer] = await db().sql`select template, text_body from outgoing_emails where to_address = 'salarie@acme.example' order by id desc limit 1`;
    expect(toVolunteer!.template).toBe('engagement_message');
    expect(toVolunteer!.text_body).toContain(`/collaborateur/acme/mes-experiences/${id}?bar_tab=messenger`);

    const seen = await readJson(await read('salarie@acme.example', `/companies/acme/engagements/${id}/messages`));
    const last = seen.messages.at(-1);
    expect(last).toMatchObject({ authorKind: 'association', mine: false, body: 'À 9 h.' });
    expect(last.authorName).toBeTruthy();
    // The association read up to the volunteer's question when it answered.
    expect(seen.otherSideLastReadId).toBeGreaterThanOrEqual(sent.message.id);
  });

  /** The "Nouvelle candidature" mails recorded for one application (its link names the engagement). */
  const newApplicationMails = (id: string) =>
    db().sql<{ to_address: string; subject: string; text_body: string }[]>`
      select to_address, subject, text_body from outgoing_emails
      where template = 'engagement_new_application' and text_body like ${`%/suivi-missions/${id}%`} order by to_address`;

  it('an application mails the mission’s referent once, with the volunteer, the mission, the message and the follow-up link; a replay sends nothing', async () => {
    const id = await applied('Je peux venir tôt le matin.');
    const mails = await newApplicationMails(id);
    expect(mails.map((mail) => mail.to_address)).toEqual(['asso@amis-du-quartier.example']);
    const [engagement] = await db().sql<{ title: string; missionId: number; timeslotId: number }[]>`
      select m.title, e.mission_id as "missionId", t.timeslot_id as "timeslotId"
      from engagements e join missions m on m.id = e.mission_id join engagement_timeslots t on t.engagement_id = e.id where e.id = ${id}`;
    const [volunteer] = await db().sql<{ firstName: string }[]>`select first_name as "firstName" from users where email = 'salarie@acme.example'`;
    expect(mails[0]!.subject).toBe(`Nouvelle candidature : « ${engagement!.title} »`);
    expect(mails[0]!.text_body).toContain(volunteer!.firstName);
    expect(mails[0]!.text_body).toContain(`a candidaté à la mission « ${engagement!.title} »`);
    expect(mails[0]!.text_body).toContain('Je peux venir tôt le matin.');
    expect(mails[0]!.text_body).toContain(`/association/amis-du-quartier/suivi-missions/${id}`);
    // Not to the volunteer, nor to the association's other members.
    expect(mails[0]!.text_body).not.toContain('messagerie');

    const replay = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies['salarie@acme.example'],
      body: { engagementId: id, missionId: engagement!.missionId, timeslotIds: [engagement!.timeslotId], timeType: 'personal', onFull: 'reject', message: 'Je peux venir tôt le matin.' },
    });
    expect(replay.status).toBe(200);
    expect(await newApplicationMails(id)).toHaveLength(1);
  });

  it('without a message the mail says so plainly; without a referent the association’s admins hear of it', async () => {
    const id = await applied(null);
    const [plain] = await newApplicationMails(id);
    expect(plain!.text_body).not.toContain('Son message');

    const missionId = await createMission(db().sql, { timeType: 'both', supervisorEmail: null });
    const slot = await createTimeslot(db().sql, missionId);
    const noReferent = newId();
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies['salarie@acme.example'],
      body: { engagementId: noReferent, missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'reject', message: 'Bonjour !' },
    });
    expect(response.status).toBe(200);
    const admins = await db().sql<{ email: string }[]>`
      select u.email from association_members am join users u on u.id = am.user_id join associations a on a.id = am.association_id
      where a.slug = 'amis-du-quartier' and am.role = 'ASSOCIATION_ADMIN' order by u.email`;
    const mails = await newApplicationMails(noReferent);
    expect(mails.map((mail) => mail.to_address)).toEqual(admins.map((admin) => admin.email));
    expect(mails.map((mail) => mail.to_address)).not.toContain('benevole-asso@amis-du-quartier.example');
  });

  it('a company-published mission (no association) mails its organiser, not an association: here, with no referent, the company admins', async () => {
    const missionId = await createMission(db().sql, { timeType: 'both', publishedByCompany: 'acme', supervisorEmail: null });
    const slot = await createTimeslot(db().sql, missionId);
    const id = newId();
    const response = await callApi(t, '/api/v1/companies/acme/engagements', {
      cookie: cookies['salarie@acme.example'],
      body: { engagementId: id, missionId, timeslotIds: [slot], timeType: 'personal', onFull: 'reject', message: 'Bonjour !' },
    });
    expect(response.status).toBe(200);
    const mailed = await db().sql<{ to_address: string; text_body: string }[]>`
      select to_address, text_body from outgoing_emails where template = 'engagement_new_application' and text_body like ${`%${id}%`} order by to_address`;
    expect(mailed.length).toBeGreaterThan(0);
    expect(mailed.every((mail) => mail.text_body.includes(`/entreprise/acme/suivi-missions/${id}`))).toBe(true);
    expect(mailed.map((mail) => mail.to_address)).toContain('rh@acme.example');
    expect(mailed.some((mail) => mail.to_address.endsWith('amis-du-quartier.example'))).toBe(false);
  });

  it('refuses an empty body or one over 5,000 characters, with the field message', async () => {
    const id = await applied();
    const empty = await post('salarie@acme.example', `/companies/acme/engagements/${id}/messages`, { body: '<p> </p>' });
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).error.fields.body).toEqual(['Ce champ est obligatoire.']);
    const long = await post('salarie@acme.example', `/companies/acme/engagements/${id}/messages`, { body: 'a'.repeat(5001) });
    expect(long.status).toBe(400);
  });

  it('company admins and ambassadors read the conversation but cannot write', async () => {
    const id = await applied();
    for (const who of ['rh@acme.example', 'ambassadeur@acme.example']) {
      const response = await read(who, `/companies/acme/engagements/${id}/messages`);
      expect(response.status).toBe(200);
      expect((await readJson(response)).canWrite).toBe(false);
      const attempt = await post(who, `/companies/acme/engagements/${id}/messages`, { body: 'Bonjour' });
      expect(attempt.status).toBe(403);
    }
  });

  it('another tenant can neither read nor write the conversation', async () => {
    const id = await applied();
    // Another company: not a member of acme (403), and through its own company the application is not found (404).
    expect((await read('salarie@globex.example', `/companies/acme/engagements/${id}/messages`)).status).toBe(403);
    expect((await read('salarie@globex.example', `/companies/globex/engagements/${id}/messages`)).status).toBe(404);
    expect((await post('salarie@globex.example', `/companies/globex/engagements/${id}/messages`, { body: 'Intrus' })).status).toBe(404);
    // A company member who is not the applicant nor an admin/ambassador reads nothing.
    const other = await db().sql`select u.email from company_members m join users u on u.id = m.user_id join companies c on c.id = m.company_id
      where c.slug = 'acme' and m.role = 'COMPANY_COLLABORATOR' and u.email <> 'salarie@acme.example' limit 1`;
    if (other[0]) {
      const cookie = await signIn(t, other[0].email as string).catch(() => null);
      if (cookie) expect((await callApi(t, `/api/v1/companies/acme/engagements/${id}/messages`, { cookie })).status).toBe(404);
    }
    // An association member of another association: not through amis-du-quartier (403), not through their own (404).
    const [association] = await db().sql<{ id: number }[]>`insert into associations (slug, name) values ('autre-asso', 'Autre association') returning id`;
    const [member] = await db().sql<{ id: string }[]>`select id from users where email = 'asso@amis-du-quartier.example'`;
    await db().sql`insert into association_members (association_id, user_id, role) values (${association!.id}, ${member!.id}, 'ASSOCIATION_ADMIN')`;
    expect((await read('asso@amis-du-quartier.example', `/associations/autre-asso/engagements/${id}/messages`)).status).toBe(404);
    expect((await post('asso@amis-du-quartier.example', `/associations/autre-asso/engagements/${id}/messages`, { body: 'Intrus' })).status).toBe(404);
    expect((await read('salarie@acme.example', `/associations/amis-du-quartier/engagements/${id}/messages`)).status).toBe(403);
    const count = await db().sql`select count(*)::int as n from engagement_messages where engagement_id = ${id} and body = 'Intrus'`;
    expect(count[0]!.n).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const id = await applied();
    expect((await callApi(t, `/api/v1/associations/amis-du-quartier/engagements/${id}/messages`)).status).toBe(401);
    expect((await callApi(t, `/api/v1/companies/acme/engagements/${id}/messages`, { body: { body: 'x' } })).status).toBe(401);
  });
});
