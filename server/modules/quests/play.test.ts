import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { employeeQuestDetailSchema, employeeQuestListSchema, publicLevelLinkSchema, publicQuestSchema } from '../../../shared/quests/quest-api.schema';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { type TestApp, createTestApp, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, idOf, userId } from '../engagements/engagements.fixtures';
import { CHECKBOX_LEVEL, QUEST_FORM, SELECT_LEVEL, TEXT_LEVEL, answerAs, call, createQuest } from './quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const COLLEAGUE = 'collegue@acme.example';
const GLOBEX_EMPLOYEE = 'salarie@globex.example';
const GLOBEX_ADMIN = 'admin@globex.example';

describeWithDb('quests as people play them: /companies/{slug}/employee-quests and /quests/{id} (quests/play)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let acme: number;
  let globex: number;
  const cookies: Record<string, string> = {};
  /** Acme's published quest with its three levels, a draft, and Globex's published quest. */
  let quest: { id: number; levelIds: number[] };
  let draft: { id: number; levelIds: number[] };
  let globexQuest: { id: number; levelIds: number[] };

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);
    await createEmployee(db().sql, { email: COLLEAGUE, company: 'acme', passwordHash: hash });
    await createEmployee(db().sql, { email: GLOBEX_ADMIN, company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    for (const email of [ADMIN, EMPLOYEE, COLLEAGUE, GLOBEX_EMPLOYEE, GLOBEX_ADMIN]) cookies[email] = await signIn(t, email);
    acme = await idOf(db().sql, 'companies', 'acme');
    globex = await idOf(db().sql, 'companies', 'globex');
    quest = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL, CHECKBOX_LEVEL, TEXT_LEVEL], publish: true });
    draft = await createQuest(t, cookies[ADMIN]!, { form: { title: 'Brouillon secret' }, levels: [SELECT_LEVEL] });
    globexQuest = await createQuest(t, cookies[GLOBEX_ADMIN]!, { slug: 'globex', form: { title: 'Quête Globex' }, levels: [SELECT_LEVEL], publish: true });
  });

  const employee = (email: string, path: string) => call(t, cookies[email], 'GET', `/companies/acme${path}`);

  it('lists the company’s published quests with the employee’s progress and every point they earned', async () => {
    const before = await employee(EMPLOYEE, '/employee-quests');
    expect(before.status, before.text).toBe(200);
    expect(employeeQuestListSchema.parse(before.body)).toEqual(before.body);
    const ids = before.body.quests.map((item: { quest: { id: number } }) => item.quest.id);
    expect(ids).toContain(quest.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(globexQuest.id);
    const mine = () => before.body.quests.find((item: { quest: { id: number } }) => item.quest.id === quest.id);
    expect(mine().progress).toEqual({ levelsCount: 3, levelsDone: 0, pointsEarned: 0 });
    expect(mine().quest).toMatchObject({ title: QUEST_FORM.title, points: 100, levelIds: quest.levelIds, state: 'published' });

    // A right answer (20 points), a wrong one (0), and a colleague's, which is not theirs.
    await answerAs(db().sql, EMPLOYEE, acme, quest.levelIds[0]!, ['Les terminaux']);
    await answerAs(db().sql, EMPLOYEE, acme, quest.levelIds[1]!, ['Vider sa corbeille chaque jour']);
    await answerAs(db().sql, COLLEAGUE, acme, quest.levelIds[2]!, ['Fabrication']);

    const after = await employee(EMPLOYEE, '/employee-quests');
    const progress = after.body.quests.find((item: { quest: { id: number } }) => item.quest.id === quest.id);
    expect(progress.progress).toEqual({ levelsCount: 3, levelsDone: 2, pointsEarned: 20 });
    expect(progress.quest.participantsCount).toBe(2);
    expect(after.body.pointsEarned).toBe(20);
    const colleague = await employee(COLLEAGUE, '/employee-quests');
    expect(colleague.body.quests.find((item: { quest: { id: number } }) => item.quest.id === quest.id).progress).toEqual({ levelsCount: 3, levelsDone: 1, pointsEarned: 50 });
    expect(colleague.body.pointsEarned).toBe(50);
  });

  it('gives a published quest’s levels in play order with the employee’s own answers, never a right answer', async () => {
    const detail = await employee(EMPLOYEE, `/employee-quests/${quest.id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(employeeQuestDetailSchema.parse(detail.body)).toEqual(detail.body);
    expect(detail.text).not.toContain('rightAnswer');
    expect(detail.body.levels.map((level: { id: number }) => level.id)).toEqual(quest.levelIds);
    expect(detail.body.levels[0]).toMatchObject({ question: SELECT_LEVEL.question, answerType: 'select', options: SELECT_LEVEL.options, rewardPoints: 20 });
    const me = await userId(db().sql, EMPLOYEE);
    expect(detail.body.answers.map((answer: { levelId: number; userId: string; isCorrect: boolean; pointsEarned: number }) => [answer.levelId, answer.userId, answer.isCorrect, answer.pointsEarned])).toEqual(
      [
        [quest.levelIds[0], me, true, 20],
        [quest.levelIds[1], me, false, 0],
      ],
    );
    const list = await employee(EMPLOYEE, '/employee-quests');
    expect(list.text).not.toContain('rightAnswer');
  });

  it('answers 404 for a quest that is not published, and for another company’s', async () => {
    expect((await employee(EMPLOYEE, `/employee-quests/${draft.id}`)).status).toBe(404);
    expect((await employee(EMPLOYEE, `/employee-quests/${globexQuest.id}`)).status).toBe(404);
    const { id } = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL], publish: true });
    expect((await employee(EMPLOYEE, `/employee-quests/${id}`)).status).toBe(200);
    await call(t, cookies[ADMIN], 'POST', `/companies/acme/quests/${id}/deactivate`);
    expect((await employee(EMPLOYEE, `/employee-quests/${id}`)).status).toBe(404);
    expect((await employee(EMPLOYEE, '/employee-quests')).body.quests.map((item: { quest: { id: number } }) => item.quest.id)).not.toContain(id);
  });

  it('keeps a Globex employee away from Acme’s quests: no reading, no answering', async () => {
    const asGlobex = (method: string, path: string, body?: unknown) => call(t, cookies[GLOBEX_EMPLOYEE], method, path, body);
    expect((await asGlobex('GET', `/companies/globex/employee-quests/${quest.id}`)).status).toBe(404);
    expect((await asGlobex('GET', `/companies/acme/employee-quests/${quest.id}`)).status).toBe(403);
    expect((await asGlobex('GET', '/companies/acme/employee-quests')).status).toBe(403);
    const own = await asGlobex('GET', '/companies/globex/employee-quests');
    expect(own.body.quests.map((item: { quest: { id: number } }) => item.quest.id)).toEqual([globexQuest.id]);

    const answer = { answerId: randomUUID(), answers: ['Les terminaux'] };
    expect((await asGlobex('POST', `/companies/globex/levels/${quest.levelIds[0]}/answers`, answer)).status).toBe(404);
    expect((await asGlobex('POST', `/companies/acme/levels/${quest.levelIds[0]}/answers`, answer)).status).toBe(403);
    expect(await db().sql`select 1 from level_answers where id = ${answer.answerId}`).toEqual([]);
    // Their own quest they play.
    const played = await asGlobex('POST', `/companies/globex/levels/${globexQuest.levelIds[0]}/answers`, { answerId: randomUUID(), answers: ['Les terminaux'] });
    expect(played.status, played.text).toBe(200);
    expect(played.body.answer).toMatchObject({ companyId: globex, isCorrect: true, pointsEarned: 20 });
  });

  it('presents a published quest to anyone, without its questions, and nothing else', async () => {
    const page = await call(t, undefined, 'GET', `/quests/${quest.id}`);
    expect(page.status, page.text).toBe(200);
    expect(publicQuestSchema.parse(page.body)).toEqual(page.body);
    expect(page.body).toMatchObject({
      id: quest.id,
      slug: 'sobriete-numerique-au-bureau',
      title: QUEST_FORM.title,
      points: 100,
      companySlug: 'acme',
      partners: [{ name: 'Recyclerie du numérique', link: 'https://recyclerie.example', image: null }],
    });
    expect(page.body.levels).toEqual([
      { id: quest.levelIds[0], title: SELECT_LEVEL.title, durationMinutes: null, rewardPoints: 20 },
      { id: quest.levelIds[1], title: CHECKBOX_LEVEL.title, durationMinutes: null, rewardPoints: 30 },
      { id: quest.levelIds[2], title: TEXT_LEVEL.title, durationMinutes: null, rewardPoints: 50 },
    ]);
    for (const hidden of ['rightAnswer', 'question', 'participantsCount', 'Les terminaux']) expect(page.text).not.toContain(hidden);
    expect((await call(t, undefined, 'GET', `/quests/${draft.id}`)).status).toBe(404);
    expect((await call(t, cookies[ADMIN], 'GET', `/quests/${draft.id}`)).status).toBe(404);
    expect((await call(t, undefined, 'GET', '/quests/2147483647')).status).toBe(404);
    expect((await call(t, undefined, 'GET', `/quests/${globexQuest.id}`)).body.companySlug).toBe('globex');
  });

  it('says where a level of a published quest is played (the public link to a level), and nothing of another', async () => {
    const link = await call(t, undefined, 'GET', `/levels/${quest.levelIds[1]}`);
    expect(link.status, link.text).toBe(200);
    expect(publicLevelLinkSchema.parse(link.body)).toEqual({ levelId: quest.levelIds[1], questId: quest.id, questSlug: 'sobriete-numerique-au-bureau', companySlug: 'acme' });
    expect(link.text).not.toContain(CHECKBOX_LEVEL.title);
    expect((await call(t, undefined, 'GET', `/levels/${draft.levelIds[0]}`)).status).toBe(404);
    expect((await call(t, undefined, 'GET', '/levels/2147483647')).status).toBe(404);
  });
});
