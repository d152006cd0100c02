import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, cookieHeader, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { type SmtpSink, codeIn, startSmtpSink } from '../../../tests/setup/smtp';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { createEmployee, idOf } from '../engagements/engagements.fixtures';
import { call } from '../quests/quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const AMBASSADOR = 'ambassadeur@acme.example';
const NOT_VALIDATED = 'nouveau@acme.example';
const GLOBEX_ADMIN = 'admin@globex.example';
const GLOBEX_EMPLOYEE = 'salarie@globex.example';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const pdf = (n: number) => `/uploads/${String(n).padStart(64, 'a')}.pdf`;
const png = `/uploads/${'b'.repeat(64)}.png`;

/** Every mandatory question answered and both mandatory attachments joined. */
const COMPLETE_PROJECT = {
  associationName: 'Les Jardins partagés',
  userRole: 'Présidente',
  tagline: 'Des potagers au pied des immeubles',
  website: 'https://jardins.example',
  logo: png,
  answers: [
    { key: 'project_summary', answer: 'Un potager partagé.' },
    { key: 'project_goals', answer: 'Nourrir le quartier.' },
    { key: 'project_beneficiaries', answer: 'Les habitants.' },
    { key: 'funding_use', answer: 'Des outils et des graines.' },
  ],
  attachments: [
    { key: 'association_statutes', file: pdf(1) },
    { key: 'project_budget', file: pdf(2) },
  ],
};

describeWithDb('project calls: company, employees, votes, external audience, downloads', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let smtp: SmtpSink;
  const cookies: Record<string, string> = {};
  let acme: number;

  beforeAll(async () => {
    const sql = db().sql;
    smtp = await startSmtpSink();
    t = createTestApp(sql, { smtpUrl: smtp.url });
    await seedTestDemo(t, sql);
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);
    await createEmployee(sql, { email: GLOBEX_ADMIN, company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    await createEmployee(sql, { email: NOT_VALIDATED, company: 'acme', state: 'toValidate', passwordHash: hash });
    for (const email of [ADMIN, EMPLOYEE, AMBASSADOR, NOT_VALIDATED, GLOBEX_ADMIN, GLOBEX_EMPLOYEE]) cookies[email] = await signIn(t, email);
    acme = await idOf(sql, 'companies', 'acme');
  });
  afterAll(() => smtp.stop());

  const as = (email: string | undefined, method: string, path: string, body?: unknown) => call(t, email ? cookies[email] : undefined, method, path, body);
  const callForm = (overrides: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
    title: 'Appel à projets solidaires',
    subtitle: 'Soutenez une association du quartier',
    description: 'Trois projets seront financés.',
    eligibilityCriteria: ['Être une association loi 1901'],
    steps: [{ title: 'Dépôt', description: null }],
    faq: [{ question: 'Qui peut déposer ?', answer: 'Les salariés.' }],
    questions: [{ label: 'Combien de bénévoles ?', required: true }],
    attachments: [],
    settings: {
      submissionStartsAt: inDays(-1),
      submissionEndsAt: inDays(10),
      hasVotesPhase: true,
      voteStartsAt: inDays(10),
      voteEndsAt: inDays(20),
      hasResultsPhase: true,
      resultsStartsAt: inDays(20),
      resultsEndsAt: inDays(30),
      votesPerUser: 3,
      ...settings,
    },
    ...overrides,
  });
  const answersWithOwn = [...COMPLETE_PROJECT.answers, { key: 'question_1', answer: 'Douze.' }];
  /** Moves the call's phases so that the vote runs now (its submissions ended yesterday). */
  const openVote = (id: number) => db().sql`
    update project_calls set submission_starts_at = now() - interval '10 days', submission_ends_at = now() - interval '1 day',
      vote_starts_at = now() - interval '1 day', vote_ends_at = now() + interval '5 days',
      results_starts_at = now() + interval '5 days', results_ends_at = now() + interval '10 days' where id = ${id}`;
  const openResults = (id: number) => db().sql`
    update project_calls set submission_starts_at = now() - interval '20 days', submission_ends_at = now() - interval '10 days',
      vote_starts_at = now() - interval '9 days', vote_ends_at = now() - interval '1 day',
      results_starts_at = now() - interval '1 day', results_ends_at = now() + interval '10 days' where id = ${id}`;
  /** An accepted, submitted project of a new holder of the company. */
  const acceptedProject = async (callId: number, name: string) => {
    const holder = await createEmployee(db().sql, { email: `${name.toLowerCase().replace(/\W+/g, '-')}-${callId}@acme.example`, company: 'acme' });
    const [row] = await db().sql<{ id: number }[]>`
      insert into projects (project_call_id, company_id, user_id, association_name, user_role, state, submitted_at)
      values (${callId}, ${acme}, ${holder}, ${name}, 'Trésorier', 'accepted', now() - interval '2 days') returning id`;
    return row!.id;
  };
  const create = async (overrides: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => {
    const created = await as(ADMIN, 'POST', '/companies/acme/project-calls', callForm(overrides, settings));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.projectCall.id as number;
  };

  it('lets the company create, read and list a call, shown in its submission phase', async () => {
    const id = await create();
    const detail = await as(ADMIN, 'GET', `/companies/acme/project-calls/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ phase: 'submission', displayStatus: 'in_progress', contentLocked: true, canDelete: true });
    expect(detail.body.questions.map((q: { key: string }) => q.key)).toEqual(['project_summary', 'project_goals', 'project_beneficiaries', 'funding_use', 'question_1']);
    expect(detail.body.attachments.filter((a: { mandatory: boolean }) => a.mandatory).map((a: { key: string }) => a.key)).toEqual(['association_statutes', 'project_budget']);
    expect(detail.body.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const list = await as(ADMIN, 'GET', '/companies/acme/project-calls');
    expect(list.body.projectCalls.find((c: { id: number }) => c.id === id)).toMatchObject({ phase: 'submission', displayStatus: 'in_progress' });
    // Only its managers: an employee of the company gets 403.
    expect((await as(EMPLOYEE, 'GET', '/companies/acme/project-calls')).status).toBe(403);
  });

  it('offers the company’s admins and ambassadors as supervisors, and refuses anyone else', async () => {
    const options = await as(ADMIN, 'GET', '/companies/acme/project-call-options');
    expect(options.status).toBe(200);
    const emails = options.body.supervisors.map((option: { email: string }) => option.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN, AMBASSADOR]));
    expect(emails).not.toContain(EMPLOYEE);
    const ambassador = options.body.supervisors.find((option: { email: string }) => option.email === AMBASSADOR).id as string;
    const created = await as(ADMIN, 'POST', '/companies/acme/project-calls', callForm({}, { supervisorId: ambassador }));
    expect(created.body.projectCall.settings.supervisorId).toBe(ambassador);
    const [employee] = await db().sql<{ id: string }[]>`select id from users where email = ${EMPLOYEE}`;
    const refused = await as(ADMIN, 'POST', '/companies/acme/project-calls', callForm({}, { supervisorId: employee!.id }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'settings.supervisorId': ['Choisissez une valeur de la liste.'] });
  });

  it('refuses an external call with votes or results, and results without votes (spec §5)', async () => {
    const external = await as(ADMIN, 'POST', '/companies/acme/project-calls', callForm({}, { audience: 'external' }));
    expect(external.status).toBe(400);
    expect(Object.keys(external.body.error.fields)).toEqual(expect.arrayContaining(['settings.hasVotesPhase', 'settings.hasResultsPhase']));
    const noVotes = await as(ADMIN, 'POST', '/companies/acme/project-calls', callForm({}, { hasVotesPhase: false }));
    expect(noVotes.status).toBe(400);
    expect(Object.keys(noVotes.body.error.fields)).toContain('settings.hasResultsPhase');
  });

  it('locks eligibility criteria, questions and attachments once the call started, not before', async () => {
    const coming = await create({}, { submissionStartsAt: inDays(1) });
    const changed = { eligibilityCriteria: ['Être une association', 'Avoir un an'], questions: [{ label: 'Autre question', required: false }] };
    expect((await as(ADMIN, 'PUT', `/companies/acme/project-calls/${coming}`, callForm(changed, { submissionStartsAt: inDays(1) }))).status).toBe(200);
    const started = await create();
    const refused = await as(ADMIN, 'PUT', `/companies/acme/project-calls/${started}`, callForm(changed));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'PROJECT_CALL_CONTENT_LOCKED',
      message: "Les critères d'éligibilité, les questions et les pièces jointes ne peuvent plus être modifiés : l'appel à projets a commencé.",
    });
    // The rest of the call may still change.
    expect((await as(ADMIN, 'PUT', `/companies/acme/project-calls/${started}`, callForm({ title: 'Nouveau titre' }))).status).toBe(200);
  });

  it('walks an employee project: validated account, attachment kinds, completeness, submission once, review, no deletion', async () => {
    const id = await create();
    const base = `/companies/acme/employee-project-calls/${id}`;
    const notValidated = await as(NOT_VALIDATED, 'PUT', `${base}/my-project`, COMPLETE_PROJECT);
    expect(notValidated.status).toBe(403);
    expect(notValidated.body.error).toMatchObject({
      code: 'PROJECT_ACCOUNT_NOT_VALIDATED',
      message: "Vous ne pouvez pas déposer ni modifier ce projet : il a déjà été déposé ou votre compte n'a pas encore été validé par votre entreprise.",
    });
    const image = await as(EMPLOYEE, 'PUT', `${base}/my-project`, { ...COMPLETE_PROJECT, attachments: [{ key: 'project_budget', file: png }] });
    expect(image.status).toBe(422);
    expect(image.body.error).toMatchObject({ code: 'PROJECT_ATTACHMENT_KIND', message: 'Ce fichier ne peut pas être joint : joignez un document (PDF, tableur, présentation ou texte).' });
    expect((await as(EMPLOYEE, 'PUT', `${base}/my-project`, COMPLETE_PROJECT)).status).toBe(200);
    // The call's own required question is not answered yet.
    const incomplete = await as(EMPLOYEE, 'POST', `${base}/my-project/submit`);
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.error.code).toBe('PROJECT_INCOMPLETE');
    expect((await as(EMPLOYEE, 'PUT', `${base}/my-project`, { ...COMPLETE_PROJECT, answers: answersWithOwn })).status).toBe(200);
    const submitted = await as(EMPLOYEE, 'POST', `${base}/my-project/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.myProject).toMatchObject({ state: 'pending', associationName: 'Les Jardins partagés' });
    expect(submitted.body.edit).toEqual({ allowed: false, code: 'PROJECT_ALREADY_SUBMITTED' });
    const again = await as(EMPLOYEE, 'PUT', `${base}/my-project`, COMPLETE_PROJECT);
    expect(again.body.error.code).toBe('PROJECT_ALREADY_SUBMITTED');

    // A colleague sees no other project during the submissions.
    const colleague = await as(AMBASSADOR, 'GET', base);
    expect(colleague.body).toMatchObject({ phase: 'submission', myProject: null, projects: [] });
    const projectId = submitted.body.myProject.id as number;
    expect((await as(AMBASSADOR, 'GET', `${base}/projects/${projectId}`)).status).toBe(404);

    // The company reviews it: pending -> rejected -> accepted.
    const detail = await as(ADMIN, 'GET', `/companies/acme/project-calls/${id}`);
    expect(detail.body.projects).toEqual([expect.objectContaining({ id: projectId, state: 'pending', availableActions: ['accept', 'reject'] })]);
    expect(detail.body.canDelete).toBe(false);
    expect((await as(ADMIN, 'POST', `/companies/acme/project-calls/${id}/projects/${projectId}/reject`)).body.project.state).toBe('rejected');
    expect((await as(ADMIN, 'POST', `/companies/acme/project-calls/${id}/projects/${projectId}/accept`)).body.project.state).toBe('accepted');
    const deletion = await as(ADMIN, 'DELETE', `/companies/acme/project-calls/${id}`);
    expect(deletion.status).toBe(409);
    expect(deletion.body.error).toMatchObject({ code: 'PROJECT_CALL_HAS_PROJECTS', message: 'Cet appel à projets ne peut pas être supprimé : des projets ont été déposés.' });

    // After the submissions' end, nobody submits any more.
    await openVote(id);
    const late = await as(AMBASSADOR, 'PUT', `${base}/my-project`, COMPLETE_PROJECT);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'SUBMISSIONS_CLOSED', message: "Le dépôt des projets n'est pas ouvert." });
  });

  it('deletes a call without submitted projects', async () => {
    const id = await create();
    expect((await as(ADMIN, 'DELETE', `/companies/acme/project-calls/${id}`)).status).toBe(204);
    expect((await as(ADMIN, 'GET', `/companies/acme/project-calls/${id}`)).status).toBe(404);
  });

  it('counts votes within the call’s limit, refused outside the vote phase, on a project not accepted, and past the limit', async () => {
    const id = await create();
    const base = `/companies/acme/employee-project-calls/${id}`;
    const projects: number[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) projects.push(await acceptedProject(id, name));
    const closed = await as(EMPLOYEE, 'PUT', `${base}/votes/${projects[0]}`);
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatchObject({ code: 'VOTES_CLOSED', message: "Le vote n'est pas ouvert." });

    await openVote(id);
    await db().sql`update projects set state = 'rejected' where id = ${projects[3]!}`;
    const rejected = await as(EMPLOYEE, 'PUT', `${base}/votes/${projects[3]}`);
    expect(rejected.body.error).toMatchObject({ code: 'PROJECT_NOT_ON_BALLOT', message: 'Ce projet ne fait pas partie des projets soumis au vote.' });
    await db().sql`update projects set state = 'accepted' where id = ${projects[3]!}`;

    const first = await as(EMPLOYEE, 'PUT', `${base}/votes/${projects[0]}`);
    expect(first.body).toEqual({ votesPerUser: 3, votesUsed: 1, remaining: 2, votedProjectIds: [projects[0]] });
    // A retried vote counts once.
    expect((await as(EMPLOYEE, 'PUT', `${base}/votes/${projects[0]}`)).body.votesUsed).toBe(1);
    await as(EMPLOYEE, 'PUT', `${base}/votes/${projects[1]}`);
    expect((await as(EMPLOYEE, 'PUT', `${base}/votes/${projects[2]}`)).body.remaining).toBe(0);
    const fourth = await as(EMPLOYEE, 'PUT', `${base}/votes/${projects[3]}`);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toMatchObject({ code: 'VOTES_EXHAUSTED', message: 'Vous avez utilisé tous vos votes.' });
    // Withdrawing gives the vote back.
    expect((await as(EMPLOYEE, 'DELETE', `${base}/votes/${projects[2]}`)).body.remaining).toBe(1);
    expect((await as(EMPLOYEE, 'PUT', `${base}/votes/${projects[3]}`)).body.votesUsed).toBe(3);
    await as(AMBASSADOR, 'PUT', `${base}/votes/${projects[3]}`);

    // The ballot lists the accepted projects without their counts; the results rank them by votes.
    const ballot = await as(AMBASSADOR, 'GET', base);
    expect(ballot.body.phase).toBe('vote');
    expect(ballot.body.projects.map((p: { voteCount: number }) => p.voteCount)).toEqual([0, 0, 0, 0]);
    await openResults(id);
    const results = await as(AMBASSADOR, 'GET', base);
    expect(results.body.phase).toBe('results');
    expect(results.body.projects.map((p: { associationName: string; voteCount: number }) => [p.associationName, p.voteCount])).toEqual([
      ['Delta', 2],
      ['Alpha', 1],
      ['Bravo', 1],
      ['Charlie', 0],
    ]);
    expect((await as(EMPLOYEE, 'DELETE', `${base}/votes/${projects[3]}`)).body.error.code).toBe('VOTES_CLOSED');
  });

  it('never lets 50 parallel votes of one user pass the limit of 3', async () => {
    const id = await create();
    const projects: number[] = [];
    for (const name of ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq']) projects.push(await acceptedProject(id, `Course ${name}`));
    await openVote(id);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => as(EMPLOYEE, 'PUT', `/companies/acme/employee-project-calls/${id}/votes/${projects[i % projects.length]}`)),
    );
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(replies.every((reply) => reply.status === 200 || (reply.status === 409 && reply.body.error.code === 'VOTES_EXHAUSTED'))).toBe(true);
    const [votes] = await db().sql<{ count: number }[]>`
      select count(*)::int as count from project_votes where project_call_id = ${id} and user_id = (select id from users where email = ${EMPLOYEE})`;
    expect(votes!.count).toBe(3);
    const [counted] = await db().sql<{ total: number }[]>`select sum(vote_count)::int as total from projects where project_call_id = ${id}`;
    expect(counted!.total).toBe(3);
  });

  it('keeps one company’s calls and projects from the other', async () => {
    const id = await create();
    const projectId = await acceptedProject(id, 'Isolée');
    // Acme's ids under Globex's path: not found. Acme's path: Globex's people hold no role there.
    expect((await as(GLOBEX_ADMIN, 'GET', `/companies/globex/project-calls/${id}`)).status).toBe(404);
    expect((await as(GLOBEX_ADMIN, 'GET', `/companies/globex/project-calls/${id}/projects/${projectId}`)).status).toBe(404);
    expect((await as(GLOBEX_ADMIN, 'PUT', `/companies/globex/project-calls/${id}`, callForm())).status).toBe(404);
    expect((await as(GLOBEX_ADMIN, 'GET', `/companies/acme/project-calls/${id}`)).status).toBe(403);
    expect((await as(GLOBEX_EMPLOYEE, 'GET', `/companies/globex/employee-project-calls/${id}`)).status).toBe(404);
    expect((await as(GLOBEX_EMPLOYEE, 'PUT', `/companies/globex/employee-project-calls/${id}/votes/${projectId}`)).status).toBe(404);
    expect((await as(GLOBEX_ADMIN, 'GET', `/companies/globex/exports/project-calls/${id}`)).status).toBe(404);
    const globexList = await as(GLOBEX_ADMIN, 'GET', '/companies/globex/project-calls');
    expect(globexList.body.projectCalls.map((c: { id: number }) => c.id)).not.toContain(id);
    // An internal call is not reachable through the external pages.
    expect((await as(undefined, 'GET', `/project-calls/${id}`)).status).toBe(404);
  });

  it('answers 403 FEATURE_DISABLED when the company switched project calls off', async () => {
    await db().sql`update companies set enabled_features = array_remove(enabled_features, 'project_calls') where slug = 'globex'`;
    const off = await as(GLOBEX_ADMIN, 'GET', '/companies/globex/project-calls');
    expect(off.status).toBe(403);
    expect(off.body.error.code).toBe('FEATURE_DISABLED');
    await db().sql`update companies set enabled_features = array_append(enabled_features, 'project_calls') where slug = 'globex'`;
  });

  it('lets a person outside the company sign in with an e-mail code and submit to an external call, seeing only their own project', async () => {
    const id = await create({}, { audience: 'external', hasVotesPhase: false, voteStartsAt: null, voteEndsAt: null, hasResultsPhase: false, resultsStartsAt: null, resultsEndsAt: null });
    const shareId = (await as(ADMIN, 'GET', `/companies/acme/project-calls/${id}`)).body.shareId as string;
    const shared = await as(undefined, 'GET', `/project-calls/share/${shareId}`);
    expect(shared.body).toEqual({ projectCallId: id, companySlug: 'acme' });
    const page = await as(undefined, 'GET', `/project-calls/${id}`);
    expect(page.body).toMatchObject({ phase: 'submission', myProject: null, edit: { allowed: false, code: 'UNAUTHENTICATED' } });
    expect(page.body.projectCall.settings.supervisorId).toBeUndefined();

    const signInWithCode = async (email: string) => {
      await db().sql`delete from auth_attempts`;
      expect((await as(undefined, 'POST', `/project-calls/${id}/access`, { email })).status).toBe(204);
      const since = Date.now();
      const sent = await callApi(t, '/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const mail = await smtp.waitFor(email, { since });
      const signedIn = await callApi(t, '/api/auth/sign-in/email-otp', { body: { email, otp: codeIn(mail) } });
      expect(signedIn.status, await signedIn.clone().text()).toBe(200);
      return cookieHeader(signedIn);
    };
    const first = await signInWithCode('presidente@jardins.example');
    const put = (cookie: string, body: unknown) => call(t, cookie, 'PUT', `/project-calls/${id}/my-project`, body);
    expect((await put(first, { ...COMPLETE_PROJECT, answers: answersWithOwn, videoUrl: 'https://video.example/jardins' })).status).toBe(200);
    const submitted = await call(t, first, 'POST', `/project-calls/${id}/my-project/submit`);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.myProject).toMatchObject({ associationName: 'Les Jardins partagés', videoUrl: 'https://video.example/jardins' });

    const second = await signInWithCode('tresorier@autre.example');
    const theirs = await call(t, second, 'GET', `/project-calls/${id}`);
    expect(theirs.body).toMatchObject({ myProject: null, projects: [], edit: { allowed: true } });
    // The company's and the employees' routes are not theirs.
    const projectId = submitted.body.myProject.id as number;
    expect((await call(t, second, 'GET', `/companies/acme/project-calls/${id}/projects/${projectId}`)).status).toBe(403);
    expect((await call(t, second, 'GET', `/companies/acme/employee-project-calls/${id}`)).status).toBe(403);
    // The company sees the submission.
    const review = await as(ADMIN, 'GET', `/companies/acme/project-calls/${id}`);
    expect(review.body.projects.map((p: { holder: { email: string } }) => p.holder.email)).toEqual(['presidente@jardins.example']);
    // Once the submissions are over, no account is made any more.
    await db().sql`update project_calls set submission_starts_at = now() - interval '3 days', submission_ends_at = now() - interval '1 day' where id = ${id}`;
    const late = await as(undefined, 'POST', `/project-calls/${id}/access`, { email: 'retard@autre.example' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SUBMISSIONS_CLOSED');
    expect(await db().sql`select 1 from users where email = 'retard@autre.example'`).toHaveLength(0);
  });

  it('downloads the projects with their answers and votes, and every answer, as XLSX', async () => {
    const id = await create();
    const base = `/companies/acme/employee-project-calls/${id}`;
    await as(AMBASSADOR, 'PUT', `${base}/my-project`, { ...COMPLETE_PROJECT, associationName: 'Export solidaire', answers: answersWithOwn });
    await as(AMBASSADOR, 'POST', `${base}/my-project/submit`);
    const read = async (path: string) => {
      const response = await callApi(t, `/api/v1/companies/acme/exports/${path}/${id}`, { cookie: cookies[ADMIN] });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      return sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    };
    const projects = await read('project-calls');
    expect(projects[0]).toEqual(expect.arrayContaining(['Association', 'Votes', 'Présentez votre projet en quelques lignes.', 'Combien de bénévoles ?']));
    expect(projects[1]).toEqual(expect.arrayContaining(['Export solidaire', 'ambassadeur@acme.example', 'En attente', 0, 'Un potager partagé.', 'Douze.']));
    const answers = await read('project-typeform-responses');
    expect(answers[0]).toEqual(['Association', 'E-mail', 'Question', 'Réponse', 'Déposé le']);
    expect(answers.slice(1).map((row) => row[3])).toEqual(['Un potager partagé.', 'Nourrir le quartier.', 'Les habitants.', 'Des outils et des graines.', 'Douze.']);
    expect((await callApi(t, `/api/v1/companies/acme/exports/project-calls/${id}`, { cookie: cookies[EMPLOYEE] })).status).toBe(403);
  });
});
