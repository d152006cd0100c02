import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import type { Actor } from '../../../shared/permissions/actor';
import { actorFor, createEmployee, idOf, userId } from '../engagements/engagements.fixtures';
import { answerLevel } from './answers.service';

type LevelFixture = {
  question?: string | null;
  answerType?: 'checkbox' | 'select' | 'text' | null;
  options?: string[];
  rightAnswer?: string[];
  rewardPoints?: number;
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const VALIDATION_MESSAGE = 'Certains champs ne sont pas correctement remplis.';

describeWithDb('level answers: POST /companies/{slug}/levels/{id}/answers and level.answer (levels/answers)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let hash: string;
  let acme: number;
  let globex: number;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    hash = await (await t.auth.$context).password.hash('Demo2026!');
    for (const email of ['salarie@acme.example', 'salarie@globex.example', 'rh@acme.example', 'admin@example.org', 'asso@amis-du-quartier.example']) {
      cookies[email] = await signIn(t, email);
    }
    acme = await idOf(db().sql, 'companies', 'acme');
    globex = await idOf(db().sql, 'companies', 'globex');
  });

  let questCount = 0;
  /** A quest of `companyId` (null: the platform catalogue) in `state`. */
  async function createQuest(companyId: number | null, state: 'draft' | 'published' | 'deactivated' | 'archived' | 'deleted' = 'published') {
    questCount += 1;
    const [row] = await db().sql<{ id: number }[]>`
      insert into quests (company_id, slug, title, state, published_at, deleted_at)
      values (${companyId}, ${`quete-${questCount}`}, ${`Quête ${questCount}`}, ${state},
              ${state === 'draft' ? null : db().sql`now()`}, ${state === 'deleted' ? db().sql`now()` : null})
      returning id`;
    return row!.id;
  }

  let levelCount = 0;
  /** A level of `questId`; by default a select question 'Vert' / 'Rouge' whose right answer is 'Vert', worth 50 points. */
  async function createLevel(questId: number, fixture: LevelFixture = {}) {
    levelCount += 1;
    const answerType = fixture.answerType === undefined ? 'select' : fixture.answerType;
    const question = fixture.question !== undefined ? fixture.question : answerType === null ? null : 'Quelle couleur ?';
    const options = fixture.options ?? (answerType === 'select' || answerType === 'checkbox' ? ['Vert', 'Rouge'] : []);
    const rightAnswer = fixture.rightAnswer ?? (answerType === 'select' ? ['Vert'] : []);
    const [row] = await db().sql<{ id: number }[]>`
      insert into levels (quest_id, position, title, question, answer_type, options, right_answer, reward_points)
      values (${questId}, ${levelCount}, ${`Niveau ${levelCount}`}, ${question}, ${answerType}, ${options}, ${rightAnswer}, ${fixture.rewardPoints ?? 50})
      returning id`;
    return row!.id;
  }

  let employeeCount = 0;
  /** A fresh employee (no answer yet), signed in when `signedIn`; returns their email. */
  async function freshEmployee(company = 'acme', options: { signedIn?: boolean } = {}) {
    employeeCount += 1;
    const email = `repondant-${employeeCount}@${company}.example`;
    await createEmployee(db().sql, { email, company, passwordHash: hash });
    if (options.signedIn !== false) cookies[email] = await signIn(t, email);
    return email;
  }

  function post(path: string, options: { who?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) {
    return t.app.request(path, {
      method: 'POST',
      headers: { ...SAME_ORIGIN, ...(options.who ? { cookie: cookies[options.who]! } : {}), ...options.headers },
      body: options.raw ?? JSON.stringify(options.body ?? {}),
    });
  }
  const answerOnline = (who: string | undefined, levelId: number | string, body: unknown, slug = 'acme', headers: Record<string, string> = {}) =>
    post(`/api/v1/companies/${slug}/levels/${levelId}/answers`, { who, body, headers });

  const rowsOfLevel = (levelId: number) =>
    db().sql<{ id: string; user_id: string; company_id: number; answers: string[]; is_correct: boolean; points_earned: number }[]>`
      select id, user_id, company_id, answers, is_correct, points_earned from level_answers where level_id = ${levelId} order by answered_at, id`;
  const countOfAnswerId = async (id: string) => (await db().sql<{ n: number }[]>`select count(*)::int as n from level_answers where id = ${id}`)[0]!.n;

  /** Through the service with a member of its own (no session needed). */
  async function serviceMember(company = 'acme'): Promise<Actor> {
    const email = await freshEmployee(company, { signedIn: false });
    return actorFor(db().sql, await userId(db().sql, email));
  }
  const serviceAnswer = (actor: Actor, levelId: number, answers: string[], companyId = acme, answerId = randomUUID()) =>
    answerLevel({ sql: db().sql }, actor, companyId, { answerId, levelId, answers });

  it('scores a right answer: 200 with the stored answer (the level’s points), and the row is what was answered', async () => {
    const email = await freshEmployee();
    const questId = await createQuest(acme);
    const levelId = await createLevel(questId, { rewardPoints: 50 });
    const answerId = randomUUID();

    const response = await answerOnline(email, levelId, { answerId, answers: ['  Vert '] });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    const me = await userId(db().sql, email);
    expect(body).toEqual({
      status: 'ok',
      answer: { id: answerId, levelId, userId: me, companyId: acme, answers: ['Vert'], isCorrect: true, pointsEarned: 50, answeredAt: expect.stringMatching(ISO) },
    });
    expect(await rowsOfLevel(levelId)).toEqual([{ id: answerId, user_id: me, company_id: acme, answers: ['Vert'], is_correct: true, points_earned: 50 }]);
  });

  it('scores a wrong answer: stored as incorrect, no points', async () => {
    const email = await freshEmployee();
    const levelId = await createLevel(await createQuest(acme), { rewardPoints: 30 });
    const answerId = randomUUID();
    const response = await answerOnline(email, levelId, { answerId, answers: ['Rouge'] });
    expect(response.status).toBe(200);
    expect((await readJson(response)).answer).toMatchObject({ id: answerId, answers: ['Rouge'], isCorrect: false, pointsEarned: 0 });
    expect(await rowsOfLevel(levelId)).toEqual([expect.objectContaining({ id: answerId, answers: ['Rouge'], is_correct: false, points_earned: 0 })]);
  });

  it('scores as the shared rules say, per answer type (select, checkbox, text, no question, opinion question, no reward)', async () => {
    const questId = await createQuest(acme);
    const select = await createLevel(questId, { answerType: 'select', options: ['Vert', 'Rouge', 'Bleu'], rightAnswer: ['Bleu'], rewardPoints: 20 });
    const checkbox = await createLevel(questId, { answerType: 'checkbox', options: ['A', 'B', 'C'], rightAnswer: ['A', 'C'], rewardPoints: 15 });
    const text = await createLevel(questId, { answerType: 'text', rightAnswer: ['Éléphant', 'Mammouth laineux'], rewardPoints: 40 });
    const noQuestion = await createLevel(questId, { answerType: null, rewardPoints: 5 });
    const opinion = await createLevel(questId, { answerType: 'checkbox', options: ['Oui', 'Non', 'Peut-être'], rightAnswer: [], rewardPoints: 7 });
    const noReward = await createLevel(questId, { answerType: 'select', options: ['Vrai', 'Faux'], rightAnswer: ['Vrai'], rewardPoints: 0 });

    const cases: Array<[string, number, string[], boolean, number]> = [
      ['select: the right option', select, ['Bleu'], true, 20],
      ['select: another option', select, ['Vert'], false, 0],
      ['checkbox: the same set', checkbox, ['A', 'C'], true, 15],
      ['checkbox: the same set in another order', checkbox, ['C', 'A'], true, 15],
      ['checkbox: part of the set', checkbox, ['A'], false, 0],
      ['checkbox: more than the set', checkbox, ['A', 'B', 'C'], false, 0],
      ['checkbox: another set', checkbox, ['B'], false, 0],
      ['text: without case, accents or extra spaces', text, ['  ELEPHANT  '], true, 40],
      ['text: the second accepted text', text, ['mammouth   LAINEUX'], true, 40],
      ['text: another word', text, ['Girafe'], false, 0],
      ['text: a part of an accepted text', text, ['Mammouth'], false, 0],
      ['no question: confirmed with no answer', noQuestion, [], true, 5],
      ['opinion question: any fitting answer', opinion, ['Non', 'Peut-être'], true, 7],
      ['right answer worth no points', noReward, ['Vrai'], true, 0],
      ['wrong answer worth no points', noReward, ['Faux'], false, 0],
    ];
    for (const [name, levelId, answers, isCorrect, pointsEarned] of cases) {
      const actor = await serviceMember();
      const answerId = randomUUID();
      const outcome = await serviceAnswer(actor, levelId, answers, acme, answerId);
      expect(outcome.result, name).toMatchObject({ status: 'ok', answer: { id: answerId, levelId, userId: actor.userId, isCorrect, pointsEarned } });
      expect(outcome.mails, name).toEqual([]);
      const [row] = await db().sql<{ is_correct: boolean; points_earned: number }[]>`select is_correct, points_earned from level_answers where id = ${answerId}`;
      expect(row, name).toEqual({ is_correct: isCorrect, points_earned: pointsEarned });
    }
  });

  it('stores the answer for the level of the path, whatever levelId the body names', async () => {
    const email = await freshEmployee();
    const questId = await createQuest(acme);
    const levelId = await createLevel(questId);
    const other = await createLevel(questId);
    const response = await answerOnline(email, levelId, { answerId: randomUUID(), levelId: other, answers: ['Vert'] });
    expect(response.status).toBe(200);
    expect((await readJson(response)).answer.levelId).toBe(levelId);
    expect(await rowsOfLevel(levelId)).toHaveLength(1);
    expect(await rowsOfLevel(other)).toHaveLength(0);
  });

  it('a replay of the same answer id answers the stored answer and changes nothing (exactly once), even after the quest closed', async () => {
    const email = await freshEmployee();
    const questId = await createQuest(acme);
    const levelId = await createLevel(questId, { rewardPoints: 50 });
    const answerId = randomUUID();
    const first = await readJson(await answerOnline(email, levelId, { answerId, answers: ['Vert'] }));
    const changesBefore = (await db().sql<{ n: number }[]>`select count(*)::int as n from sync_changes where entity = 'level_answer' and entity_id = ${answerId}`)[0]!.n;
    expect(changesBefore).toBe(1);

    // The same id with another (wrong) answer: the stored, right one comes back unchanged.
    const replay = await answerOnline(email, levelId, { answerId, answers: ['Rouge'] });
    expect(replay.status).toBe(200);
    expect(await readJson(replay)).toEqual(first);
    expect(first.answer).toMatchObject({ answers: ['Vert'], isCorrect: true, pointsEarned: 50 });

    await db().sql`update quests set state = 'deactivated' where id = ${questId}`;
    const late = await answerOnline(email, levelId, { answerId, answers: ['Vert'] });
    expect(late.status).toBe(200);
    expect(await readJson(late)).toEqual(first);

    expect(await rowsOfLevel(levelId)).toEqual([expect.objectContaining({ id: answerId, answers: ['Vert'], is_correct: true, points_earned: 50 })]);
    const changesAfter = (await db().sql<{ n: number }[]>`select count(*)::int as n from sync_changes where entity = 'level_answer' and entity_id = ${answerId}`)[0]!.n;
    expect(changesAfter).toBe(1);
  });

  it('one answer per member and level: a second answer with another id is a CONFLICT naming the first, which stays as it was', async () => {
    const email = await freshEmployee();
    const levelId = await createLevel(await createQuest(acme));
    const answerId = randomUUID();
    expect((await answerOnline(email, levelId, { answerId, answers: ['Rouge'] })).status).toBe(200);

    const second = await answerOnline(email, levelId, { answerId: randomUUID(), answers: ['Vert'] });
    expect(second.status).toBe(409);
    const body = await readJson(second);
    expect(body).toMatchObject({ status: 'conflict', code: 'CONFLICT', details: { answerId }, error: { code: 'CONFLICT', message: 'Cet élément existe déjà.' } });
    expect(body).not.toHaveProperty('answer');
    expect(await rowsOfLevel(levelId)).toEqual([expect.objectContaining({ id: answerId, answers: ['Rouge'], is_correct: false, points_earned: 0 })]);
  });

  it('a replayed answer id on another level is a CONFLICT and stores nothing there', async () => {
    const email = await freshEmployee();
    const questId = await createQuest(acme);
    const levelId = await createLevel(questId);
    const other = await createLevel(questId);
    const answerId = randomUUID();
    expect((await answerOnline(email, levelId, { answerId, answers: ['Vert'] })).status).toBe(200);
    const response = await answerOnline(email, other, { answerId, answers: ['Vert'] });
    expect(response.status).toBe(409);
    expect(await readJson(response)).toMatchObject({ status: 'conflict', code: 'CONFLICT' });
    expect(await rowsOfLevel(other)).toHaveLength(0);
    expect(await countOfAnswerId(answerId)).toBe(1);
  });

  it('concurrent sends: the same id stores one answer and answers it to all; different ids let exactly one win', async () => {
    const levelId = await createLevel(await createQuest(acme), { rewardPoints: 12 });

    const actor = await serviceMember();
    const answerId = randomUUID();
    const same = await Promise.all(Array.from({ length: 5 }, () => serviceAnswer(actor, levelId, ['Vert'], acme, answerId)));
    for (const outcome of same) expect(outcome.result).toMatchObject({ status: 'ok', answer: { id: answerId, isCorrect: true, pointsEarned: 12 } });
    expect(new Set(same.map((outcome) => JSON.stringify(outcome.result))).size).toBe(1);
    expect(await countOfAnswerId(answerId)).toBe(1);

    const racer = await serviceMember();
    const ids = Array.from({ length: 5 }, () => randomUUID());
    const raced = await Promise.all(ids.map((id) => serviceAnswer(racer, levelId, ['Rouge'], acme, id)));
    const winners = raced.filter((outcome) => outcome.result.status === 'ok');
    expect(winners).toHaveLength(1);
    const winnerId = (winners[0]!.result as { answer: { id: string } }).answer.id;
    for (const outcome of raced.filter((o) => o.result.status !== 'ok')) {
      expect(outcome.result).toEqual({ status: 'conflict', code: 'CONFLICT', details: { answerId: winnerId } });
    }
    expect((await rowsOfLevel(levelId)).filter((row) => row.user_id === racer.userId).map((row) => row.id)).toEqual([winnerId]);

    // Two members sending the same id at once: one stores it, the other is refused and learns nothing of it.
    const [left, right] = [await serviceMember(), await serviceMember()];
    const shared = randomUUID();
    const pair = await Promise.all([serviceAnswer(left, levelId, ['Vert'], acme, shared), serviceAnswer(right, levelId, ['Rouge'], acme, shared)]);
    expect(pair.map((outcome) => outcome.result.status).sort()).toEqual(['conflict', 'ok']);
    expect(pair.find((outcome) => outcome.result.status === 'conflict')!.result).toEqual({ status: 'conflict', code: 'CONFLICT' });
    expect(await countOfAnswerId(shared)).toBe(1);
  });

  it('another member replaying someone’s answer id is refused and never reads that answer', async () => {
    const author = await freshEmployee();
    const levelId = await createLevel(await createQuest(acme));
    const answerId = randomUUID();
    expect((await answerOnline(author, levelId, { answerId, answers: ['Vert'] })).status).toBe(200);

    // A colleague of the same company, on the same level.
    const colleague = await freshEmployee();
    const stolen = await answerOnline(colleague, levelId, { answerId, answers: ['Rouge'] });
    expect(stolen.status).toBe(409);
    const stolenBody = await readJson(stolen);
    expect(stolenBody).toMatchObject({ status: 'conflict', code: 'CONFLICT' });
    expect(stolenBody).not.toHaveProperty('answer');
    expect(stolenBody).not.toHaveProperty('details');

    // An employee of another company, on a level of their own.
    const globexLevel = await createLevel(await createQuest(globex));
    const foreign = await answerOnline('salarie@globex.example', globexLevel, { answerId, answers: ['Vert'] }, 'globex');
    expect(foreign.status).toBe(409);
    const foreignBody = await readJson(foreign);
    expect(foreignBody).not.toHaveProperty('answer');
    expect(JSON.stringify(foreignBody)).not.toContain(await userId(db().sql, author));

    expect(await rowsOfLevel(levelId)).toEqual([expect.objectContaining({ id: answerId, user_id: await userId(db().sql, author), answers: ['Vert'] })]);
    expect(await rowsOfLevel(globexLevel)).toHaveLength(0);
  });

  it('a level of another company (or of the platform catalogue, or unknown) is not found from this company, and nothing is stored', async () => {
    const email = await freshEmployee();
    const globexLevel = await createLevel(await createQuest(globex));
    const catalogueLevel = await createLevel(await createQuest(null));
    for (const levelId of [globexLevel, catalogueLevel, 2_000_000_000]) {
      const response = await answerOnline(email, levelId, { answerId: randomUUID(), answers: ['Vert'] });
      expect(response.status, String(levelId)).toBe(404);
      const body = await readJson(response);
      expect(body, String(levelId)).toMatchObject({ status: 'rejected', code: 'NOT_FOUND', error: { code: 'NOT_FOUND', message: "L'élément demandé est introuvable." } });
      expect(body, String(levelId)).not.toHaveProperty('answer');
    }
    expect(await rowsOfLevel(globexLevel)).toHaveLength(0);
    expect(await rowsOfLevel(catalogueLevel)).toHaveLength(0);
  });

  it('answers 401 without a session, 404 for an unknown company, 403 to whoever is not a member of it (even with a bad body) or names another company', async () => {
    const levelId = await createLevel(await createQuest(acme));
    const body = { answerId: randomUUID(), answers: ['Vert'] };

    const anonymous = await answerOnline(undefined, levelId, body);
    expect(anonymous.status).toBe(401);
    expect((await readJson(anonymous)).error.code).toBe('UNAUTHENTICATED');

    const unknown = await answerOnline('salarie@acme.example', levelId, body, 'nulle-part');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error.code).toBe('NOT_FOUND');

    for (const who of ['salarie@globex.example', 'admin@example.org', 'asso@amis-du-quartier.example']) {
      const response = await answerOnline(who, levelId, body);
      expect(response.status, who).toBe(403);
      expect(await readJson(response), who).toMatchObject({ error: { code: 'FORBIDDEN', message: "Vous n'avez pas l'autorisation d'accéder à cette page" } });
      // Authorisation comes before validation: a non-member learns nothing from the body's errors.
      const bad = await answerOnline(who, levelId, { answers: 'Vert' });
      expect(bad.status, who).toBe(403);
    }

    // A member whose client names another company than the path's.
    const mismatch = await answerOnline('salarie@acme.example', levelId, body, 'acme', { 'x-company-id': String(globex) });
    expect(mismatch.status).toBe(403);
    expect(await rowsOfLevel(levelId)).toHaveLength(0);

    // Any member answers, whatever their role (a company admin here).
    const admin = await answerOnline('rh@acme.example', levelId, body, 'acme', { 'x-company-id': String(acme) });
    expect(admin.status).toBe(200);
    expect((await readJson(admin)).answer).toMatchObject({ id: body.answerId, userId: await userId(db().sql, 'rh@acme.example'), companyId: acme, isCorrect: true });
  });

  it('the service refuses an actor whose membership row is gone (FORBIDDEN), storing nothing', async () => {
    const levelId = await createLevel(await createQuest(acme));
    const actor = await serviceMember();
    await db().sql`delete from company_members where user_id = ${actor.userId}`;
    const outcome = await serviceAnswer(actor, levelId, ['Vert']);
    expect(outcome.result).toEqual({ status: 'rejected', code: 'FORBIDDEN' });
    expect(await rowsOfLevel(levelId)).toHaveLength(0);
    // Nor does a member of another company get in by naming this one.
    const globexActor = await serviceMember('globex');
    expect((await serviceAnswer({ ...globexActor, companies: [...globexActor.companies, { companyId: acme, holdingId: null, role: 'COMPANY_COLLABORATOR', entityId: null }] }, levelId, ['Vert'])).result).toEqual({
      status: 'rejected',
      code: 'FORBIDDEN',
    });
    expect(await rowsOfLevel(levelId)).toHaveLength(0);
  });

  it('a quest that is not published refuses answers with LEVEL_CLOSED (409, rejected), and takes them again once published', async () => {
    const email = await freshEmployee();
    for (const state of ['draft', 'deactivated', 'archived', 'deleted'] as const) {
      const levelId = await createLevel(await createQuest(acme, state));
      const response = await answerOnline(email, levelId, { answerId: randomUUID(), answers: ['Vert'] });
      expect(response.status, state).toBe(409);
      expect(await readJson(response), state).toMatchObject({
        status: 'rejected',
        code: 'LEVEL_CLOSED',
        error: { code: 'LEVEL_CLOSED', message: "Ce niveau n'est plus ouvert aux réponses." },
      });
      expect(await rowsOfLevel(levelId), state).toHaveLength(0);
    }
    const questId = await createQuest(acme, 'deactivated');
    const levelId = await createLevel(questId);
    expect((await answerOnline(email, levelId, { answerId: randomUUID(), answers: ['Vert'] })).status).toBe(409);
    await db().sql`update quests set state = 'published' where id = ${questId}`;
    const reopened = await answerOnline(email, levelId, { answerId: randomUUID(), answers: ['Vert'] });
    expect(reopened.status).toBe(200);
    expect((await readJson(reopened)).answer).toMatchObject({ isCorrect: true, pointsEarned: 50 });
  });

  it('an answer that does not fit the level’s current answer type is ANSWER_TYPE_CHANGED (409, rejected), storing nothing', async () => {
    const email = await freshEmployee();
    const questId = await createQuest(acme);
    const select = await createLevel(questId, { answerType: 'select', options: ['Vert', 'Rouge'], rightAnswer: ['Vert'] });
    const checkbox = await createLevel(questId, { answerType: 'checkbox', options: ['A', 'B', 'C'], rightAnswer: ['A'] });
    const text = await createLevel(questId, { answerType: 'text', rightAnswer: ['Oui'] });
    const noQuestion = await createLevel(questId, { answerType: null });
    const cases: Array<[string, number, string[]]> = [
      ['select: an option the level does not have', select, ['Bleu']],
      ['select: two options', select, ['Vert', 'Rouge']],
      ['select: nothing chosen', select, []],
      ['select: the option in another case', select, ['vert']],
      ['checkbox: an unknown option', checkbox, ['A', 'D']],
      ['checkbox: the same option twice', checkbox, ['A', 'A']],
      ['checkbox: nothing ticked', checkbox, []],
      ['text: two texts', text, ['Oui', 'Non']],
      ['text: no text', text, []],
      ['no question: an answer given', noQuestion, ['Vu']],
    ];
    for (const [name, levelId, answers] of cases) {
      const response = await answerOnline(email, levelId, { answerId: randomUUID(), answers });
      expect(response.status, name).toBe(409);
      expect(await readJson(response), name).toMatchObject({ status: 'rejected', code: 'ANSWER_TYPE_CHANGED', error: { code: 'ANSWER_TYPE_CHANGED' } });
    }
    for (const levelId of [select, checkbox, text, noQuestion]) expect(await rowsOfLevel(levelId)).toHaveLength(0);

    // The level's type changed since the client synced it: the old shape is refused, the new one is scored.
    const changing = await createLevel(questId, { answerType: 'text', rightAnswer: ['Vert'] });
    await db().sql`update levels set answer_type = 'select', options = ${['Vert', 'Rouge']}, right_answer = ${['Rouge']} where id = ${changing}`;
    expect((await readJson(await answerOnline(email, changing, { answerId: randomUUID(), answers: ['vert foncé'] }))).code).toBe('ANSWER_TYPE_CHANGED');
    const fits = await readJson(await answerOnline(email, changing, { answerId: randomUUID(), answers: ['Rouge'] }));
    expect(fits).toMatchObject({ status: 'ok', answer: { isCorrect: true } });
  });

  it('bad input is a 400 VALIDATION_FAILED envelope with French field messages, storing nothing', async () => {
    const email = await freshEmployee();
    const levelId = await createLevel(await createQuest(acme));
    const answerId = randomUUID();
    const cases: Array<[string, unknown, Record<string, string[]>]> = [
      ['no body fields', {}, { answerId: ['Ce champ est obligatoire.'], answers: ['Ce champ est obligatoire.'] }],
      ['answerId not a uuid', { answerId: 'nope', answers: ['Vert'] }, { answerId: ['Identifiant invalide.'] }],
      ['answers not a list', { answerId, answers: 'Vert' }, { answers: ['Une liste de valeurs est attendue.'] }],
      ['a blank answer', { answerId, answers: ['   '] }, { 'answers.0': ['Ce champ est obligatoire.'] }],
      ['an answer not a text', { answerId, answers: [42] }, { 'answers.0': ['Saisissez un texte.'] }],
      ['too long an answer', { answerId, answers: ['x'.repeat(2001)] }, { 'answers.0': ['2000 caractères maximum.'] }],
      ['too many answers', { answerId, answers: Array.from({ length: 11 }, (_, i) => `R${i}`) }, { answers: ['Vous pouvez choisir au plus 10 éléments.'] }],
      [
        'a control character',
        { answerId, answers: ['Ve\u0000rt'] },
        { 'answers.0': ['Ce texte contient un caractère invisible non autorisé ; retapez-le ou collez-le à nouveau.'] },
      ],
    ];
    for (const [name, body, fields] of cases) {
      const response = await answerOnline(email, levelId, body);
      expect(response.status, name).toBe(400);
      const envelope = await readJson(response);
      expect(envelope.error, name).toMatchObject({ code: 'VALIDATION_FAILED', message: VALIDATION_MESSAGE });
      expect(envelope.error.fields, name).toMatchObject(fields);
    }

    // Not JSON at all: read as an empty body.
    const notJson = await post(`/api/v1/companies/acme/levels/${levelId}/answers`, { who: email, raw: '{pas du json' });
    expect(notJson.status).toBe(400);
    expect((await readJson(notJson)).error.fields).toMatchObject({ answerId: ['Ce champ est obligatoire.'], answers: ['Ce champ est obligatoire.'] });

    // A level id that is not a positive integer, or beyond what the database counts.
    for (const id of ['abc', '0', '-3', '1.5']) {
      const response = await answerOnline(email, id, { answerId: randomUUID(), answers: ['Vert'] });
      expect(response.status, id).toBe(400);
      const envelope = await readJson(response);
      expect(envelope.error, id).toMatchObject({ code: 'VALIDATION_FAILED', message: VALIDATION_MESSAGE });
      expect(Object.keys(envelope.error.fields), id).toEqual(['id']);
    }
    const huge = await answerOnline(email, 3_000_000_000, { answerId: randomUUID(), answers: ['Vert'] });
    expect(huge.status).toBe(400);
    expect((await readJson(huge)).error.code).toBe('VALIDATION_FAILED');

    expect(await rowsOfLevel(levelId)).toHaveLength(0);
    expect(await db().sql`select 1 from level_answers where user_id = ${await userId(db().sql, email)}`).toHaveLength(0);
  });

  it('the level.answer sync mutation runs the same use case: scored, replayed, scoped to the member’s company', async () => {
    const email = await freshEmployee();
    const questId = await createQuest(acme);
    const levelId = await createLevel(questId, { answerType: 'text', rightAnswer: ['Solidarité'], rewardPoints: 25 });
    const closedLevel = await createLevel(await createQuest(acme, 'archived'));
    const globexLevel = await createLevel(await createQuest(globex));
    const clientId = randomUUID();
    const answerId = randomUUID();
    const pushOnce = (who: string, company: number, mutations: Array<{ id: number; args: unknown }>) =>
      post('/api/v1/sync/push', {
        who,
        headers: { 'x-company-id': String(company) },
        body: {
          clientId: who === email ? clientId : randomUUID(),
          schemaVersion: 1,
          mutations: mutations.map((m) => ({ id: m.id, name: 'level.answer', args: m.args, clientCreatedAt: '2026-11-22T10:00:00.000Z' })),
        },
      });

    const first = await pushOnce(email, acme, [
      { id: 1, args: { answerId, levelId, answers: ['  SOLIDARITE '] } },
      { id: 2, args: { answerId: randomUUID(), levelId: closedLevel, answers: ['Vert'] } },
      { id: 3, args: { answerId: randomUUID(), levelId: globexLevel, answers: ['Vert'] } },
      { id: 4, args: { answerId: 'pas-un-uuid', levelId, answers: ['Vert'] } },
    ]);
    expect(first.status).toBe(200);
    const results = (await readJson(first)).results;
    expect(results[0]).toMatchObject({ id: 1, status: 'ok', answer: { id: answerId, levelId, answers: ['SOLIDARITE'], isCorrect: true, pointsEarned: 25 } });
    expect(results[1]).toMatchObject({ id: 2, status: 'rejected', code: 'LEVEL_CLOSED' });
    expect(results[2]).toMatchObject({ id: 3, status: 'rejected', code: 'NOT_FOUND' });
    expect(results[3]).toMatchObject({ id: 4, status: 'rejected', code: 'VALIDATION_FAILED' });

    // The same answer queued again under a new mutation id (e.g. sent online meanwhile): the stored answer, once.
    const again = await readJson(await pushOnce(email, acme, [{ id: 5, args: { answerId, levelId, answers: ['Autre chose'] } }]));
    expect(again.results[0]).toEqual({ ...results[0], id: 5 });
    const online = await readJson(await answerOnline(email, levelId, { answerId, answers: ['Autre chose'] }));
    expect(online.answer).toEqual(results[0].answer);
    expect(await rowsOfLevel(levelId)).toEqual([expect.objectContaining({ id: answerId, answers: ['SOLIDARITE'], is_correct: true, points_earned: 25 })]);

    // An employee of another company naming this company's space answers in their own company, where the level does not exist.
    const foreign = await readJson(await pushOnce('salarie@globex.example', acme, [{ id: 1, args: { answerId: randomUUID(), levelId, answers: ['Solidarité'] } }]));
    expect(foreign.results[0]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    expect(foreign.results[0]).not.toHaveProperty('answer');
    expect(await rowsOfLevel(levelId)).toHaveLength(1);
    expect(await rowsOfLevel(closedLevel)).toHaveLength(0);
    expect(await rowsOfLevel(globexLevel)).toHaveLength(0);
  });
});
