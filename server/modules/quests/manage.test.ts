import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { companyQuestDetailSchema, companyQuestListSchema } from '../../../shared/quests/quest-api.schema';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { appErrorFromPostgres } from '../../db/sqlstate';
import { type TestApp, createTestApp, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { actorFor, createEmployee, idOf, userId } from '../engagements/engagements.fixtures';
import { answerLevel } from '../levels/answers.service';
import { CHECKBOX_LEVEL, QUEST_FORM, SELECT_LEVEL, TEXT_LEVEL, answerAs, call, createQuest } from './quests.fixtures';

const ADMIN = 'rh@acme.example';
const EMPLOYEE = 'salarie@acme.example';
const GLOBEX_ADMIN = 'admin@globex.example';
const MESSAGES = {
  validation: 'Certains champs ne sont pas correctement remplis.',
  thematicsMax: 'Choisissez au plus 3 thématiques.',
  surveyUrl: "Saisissez le lien d'un formulaire, par exemple https://form.typeform.com/to/AbC123.",
  levelOrder: "L'ordre des niveaux doit reprendre chaque niveau de la quête une fois, sans en ajouter.",
  incomplete: 'Une quête ne peut pas être publiée sans au moins un niveau.',
  participants: 'Cette quête ne peut pas être supprimée : des participants y ont pris part.',
  answerTypeChanged: 'Le type de réponse ne peut plus être modifié : des réponses existent déjà.',
  levelHasAnswers: 'Ce niveau a déjà des réponses : il ne peut plus être supprimé.',
};

describeWithDb('quest management: /companies/{slug}/quests (quests/manage)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let acme: number;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);
    await createEmployee(db().sql, { email: GLOBEX_ADMIN, company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    for (const email of [ADMIN, EMPLOYEE, GLOBEX_ADMIN]) cookies[email] = await signIn(t, email);
    acme = await idOf(db().sql, 'companies', 'acme');
  });

  const as = (email: string, method: string, path: string, body?: unknown) => call(t, cookies[email], method, `/companies/acme${path}`, body);
  const admin = (method: string, path: string, body?: unknown) => as(ADMIN, method, path, body);

  it('walks a quest through its life: draft, publish (with a level), deactivate, republish, archive, restore, soft delete', async () => {
    const created = await admin('POST', '/quests', { ...QUEST_FORM, title: 'Défi Été 2026 !' });
    expect(created.status, created.text).toBe(201);
    expect(companyQuestDetailSchema.parse(created.body)).toEqual(created.body);
    const id = created.body.quest.id as number;
    expect(created.body.quest).toMatchObject({
      companyId: acme,
      slug: 'defi-ete-2026',
      title: 'Défi Été 2026 !',
      state: 'draft',
      thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_EDUCATION'],
      goals: ['Comprendre', 'Agir'],
      partners: [{ name: 'Recyclerie du numérique', link: 'https://recyclerie.example', image: null }],
      points: 0,
      levelIds: [],
      publishedAt: null,
    });
    // Without a level there is nothing to publish: the machine does not offer it, and refuses it.
    expect(created.body.availableActions).toEqual(['archive', 'delete']);
    const refused = await admin('POST', `/quests/${id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'QUEST_INCOMPLETE', message: MESSAGES.incomplete });

    const withLevel = await admin('POST', `/quests/${id}/levels`, SELECT_LEVEL);
    expect(withLevel.status, withLevel.text).toBe(201);
    expect(withLevel.body.availableActions).toEqual(['publish', 'archive', 'delete']);

    const published = await admin('POST', `/quests/${id}/publish`);
    expect(published.status, published.text).toBe(200);
    expect(published.body.quest.state).toBe('published');
    const firstPublishedAt = published.body.quest.publishedAt as string;
    expect(firstPublishedAt).toEqual(expect.any(String));
    expect(published.body.availableActions).toEqual(['deactivate', 'archive', 'delete']);

    const deactivated = await admin('POST', `/quests/${id}/deactivate`);
    expect(deactivated.body.quest.state).toBe('deactivated');
    const republished = await admin('POST', `/quests/${id}/publish`);
    expect(republished.body.quest).toMatchObject({ state: 'published', publishedAt: firstPublishedAt });

    expect((await admin('POST', `/quests/${id}/archive`)).body.quest.state).toBe('archived');
    const restored = await admin('POST', `/quests/${id}/restore`);
    expect(restored.body.quest.state).toBe('deactivated');
    const invalid = await admin('POST', `/quests/${id}/restore`);
    expect(invalid.status).toBe(409);
    expect(invalid.body.error.code).toBe('INVALID_TRANSITION');

    const deleted = await admin('POST', `/quests/${id}/delete`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.quest.state).toBe('deleted');
    expect(deleted.body.availableActions).toEqual([]);
    const [row] = await db().sql<{ state: string; deleted_at: Date | null }[]>`select state, deleted_at from quests where id = ${id}`;
    expect(row!.state).toBe('deleted');
    expect(row!.deleted_at).toBeInstanceOf(Date);
    // Soft-deleted: gone from the company's list and pages, the row kept for the points' history.
    expect((await admin('GET', `/quests/${id}`)).status).toBe(404);
    expect((await admin('POST', `/quests/${id}/archive`)).status).toBe(404);
    const list = await admin('GET', '/quests');
    expect(companyQuestListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.quests.map((quest: { id: number }) => quest.id)).not.toContain(id);
  });

  it('lists the company’s quests with their counts and actions', async () => {
    const { id } = await createQuest(t, cookies[ADMIN]!, { form: { title: 'Quête listée' }, levels: [SELECT_LEVEL, TEXT_LEVEL], publish: true });
    const list = await admin('GET', '/quests');
    expect(list.status).toBe(200);
    const item = list.body.quests.find((quest: { id: number }) => quest.id === id);
    expect(item).toEqual({
      id,
      slug: 'quete-listee',
      title: 'Quête listée',
      coverImage: null,
      state: 'published',
      levelsCount: 2,
      points: 70,
      participantsCount: 0,
      updatedAt: expect.any(String),
      availableActions: ['deactivate', 'archive', 'delete'],
    });
  });

  it('refuses to delete a quest someone took part in (QUEST_HAS_PARTICIPANTS), and no longer offers it', async () => {
    const { id, levelIds } = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL], publish: true });
    await answerAs(db().sql, EMPLOYEE, acme, levelIds[0]!, ['Les terminaux']);
    const detail = await admin('GET', `/quests/${id}`);
    expect(detail.body.quest.participantsCount).toBe(1);
    expect(detail.body.availableActions).toEqual(['deactivate', 'archive']);
    const refused = await admin('POST', `/quests/${id}/delete`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'QUEST_HAS_PARTICIPANTS', message: MESSAGES.participants });
    expect((await db().sql`select state from quests where id = ${id}`)[0]!.state).toBe('published');
    // Archived, it still cannot go.
    await admin('POST', `/quests/${id}/archive`);
    expect((await admin('POST', `/quests/${id}/delete`)).body.error.code).toBe('QUEST_HAS_PARTICIPANTS');
  });

  it('adds levels after the last one, edits them (dating the level and its quest) and deletes them, closing ranks', async () => {
    const { id } = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL, CHECKBOX_LEVEL, TEXT_LEVEL] });
    const detail = await admin('GET', `/quests/${id}`);
    expect(detail.status).toBe(200);
    expect(companyQuestDetailSchema.parse(detail.body)).toEqual(detail.body);
    const levels = detail.body.levels as Array<Record<string, unknown> & { id: number }>;
    expect(levels.map((level) => [level.position, level.title, level.answerType])).toEqual([
      [0, 'Le poste le plus émetteur', 'select'],
      [1, 'Les bons gestes', 'checkbox'],
      [2, 'Le mot juste', 'text'],
    ]);
    // The company sees the right answers.
    expect(levels.map((level) => level.rightAnswer)).toEqual([SELECT_LEVEL.rightAnswer, CHECKBOX_LEVEL.rightAnswer, ['fabrication']]);
    expect(detail.body.quest).toMatchObject({ points: 100, levelIds: levels.map((level) => level.id) });

    const before = await db().sql<{ quest: Date; level: Date }[]>`
      select (select updated_at from quests where id = ${id}) as quest, (select updated_at from levels where id = ${levels[1]!.id}) as level`;
    const edited = await admin('PUT', `/quests/${id}/levels/${levels[1]!.id}`, {
      ...CHECKBOX_LEVEL,
      title: 'Les gestes qui comptent',
      steps: ['Lire la fiche', 'Cocher les bons gestes'],
      instructions: 'Plusieurs réponses sont possibles.',
      durationMinutes: 10,
      rewardPoints: 40,
      quizUrl: 'https://quiz.example/sobriete',
      surveyUrl: 'https://form.typeform.com/to/AbC123',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.levels[1]).toMatchObject({
      title: 'Les gestes qui comptent',
      steps: ['Lire la fiche', 'Cocher les bons gestes'],
      instructions: 'Plusieurs réponses sont possibles.',
      durationMinutes: 10,
      rewardPoints: 40,
      surveyUrl: 'https://form.typeform.com/to/AbC123',
    });
    expect(edited.body.quest.points).toBe(110);
    expect(new Date(edited.body.levels[1].updatedAt).getTime()).toBeGreaterThan(before[0]!.level.getTime());
    expect(new Date(edited.body.quest.updatedAt).getTime()).toBeGreaterThan(before[0]!.quest.getTime());

    const afterDelete = await admin('DELETE', `/quests/${id}/levels/${levels[0]!.id}`);
    expect(afterDelete.status, afterDelete.text).toBe(200);
    expect(afterDelete.body.levels.map((level: { id: number; position: number }) => [level.id, level.position])).toEqual([
      [levels[1]!.id, 0],
      [levels[2]!.id, 1],
    ]);
    const added = await admin('POST', `/quests/${id}/levels`, { title: 'Regarder la vidéo', rewardPoints: 5 });
    expect(added.status, added.text).toBe(201);
    expect(added.body.levels.at(-1)).toMatchObject({ position: 2, question: null, answerType: null, options: [], rightAnswer: [] });
    expect((await admin('DELETE', `/quests/${id}/levels/${levels[0]!.id}`)).status).toBe(404);
  });

  it('locks the answer type once answered (ANSWER_TYPE_CHANGED, before the trigger does) and keeps answered levels (LEVEL_HAS_ANSWERS)', async () => {
    const { id, levelIds } = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL, TEXT_LEVEL], publish: true });
    const [selectId, textId] = levelIds as [number, number];
    // Before any answer the type may change.
    const changed = await admin('PUT', `/quests/${id}/levels/${textId}`, { ...SELECT_LEVEL, title: 'Le mot juste' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.levels[1].answerType).toBe('select');

    await answerAs(db().sql, EMPLOYEE, acme, selectId, ['Les centres de données']);
    const refused = await admin('PUT', `/quests/${id}/levels/${selectId}`, CHECKBOX_LEVEL);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'ANSWER_TYPE_CHANGED',
      message: MESSAGES.answerTypeChanged,
      fields: { answerType: [MESSAGES.answerTypeChanged] },
      requestId: expect.any(String),
    });
    expect((await db().sql`select answer_type from levels where id = ${selectId}`)[0]!.answer_type).toBe('select');
    // The same type with other words stays possible.
    const reworded = await admin('PUT', `/quests/${id}/levels/${selectId}`, { ...SELECT_LEVEL, title: 'Le poste qui pèse le plus' });
    expect(reworded.status, reworded.text).toBe(200);
    expect(reworded.body.levels[0]).toMatchObject({ title: 'Le poste qui pèse le plus', answersCount: 1 });

    const kept = await admin('DELETE', `/quests/${id}/levels/${selectId}`);
    expect(kept.status).toBe(409);
    expect(kept.body.error).toMatchObject({ code: 'LEVEL_HAS_ANSWERS', message: MESSAGES.levelHasAnswers });
    expect(await db().sql`select 1 from levels where id = ${selectId}`).toHaveLength(1);

    // Should an answer arrive between the checks and the write, the database refuses with the same codes.
    const backstop = async (statement: Promise<unknown>) => {
      try {
        await statement;
        return null;
      } catch (error) {
        return appErrorFromPostgres(error)?.code;
      }
    };
    expect(await backstop(db().sql`update levels set answer_type = 'text', options = '{}', right_answer = '{}' where id = ${selectId}`)).toBe('ANSWER_TYPE_CHANGED');
    expect(await backstop(db().sql`delete from levels where id = ${selectId}`)).toBe('LEVEL_HAS_ANSWERS');
  });

  it('runs answers one side of a change of their quest: an answer arriving during a deletion waits, then finds the level closed', async () => {
    const { id, levelIds } = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL], publish: true });
    const actor = await actorFor(db().sql, await userId(db().sql, EMPLOYEE));
    let answered: ReturnType<typeof answerLevel> | undefined;
    // What transitionCompanyQuest does, held open: the quest locked, no participant counted, then the deletion.
    await db().sql.begin(async (tx) => {
      await tx`select 1 from quests where id = ${id} for update`;
      answered = answerLevel({ sql: db().sql }, actor, acme, { answerId: randomUUID(), levelId: levelIds[0]!, answers: ['Les terminaux'] });
      const first = await Promise.race([answered.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))]);
      expect(first).toBe('waiting');
      await tx`update quests set state = 'deleted', deleted_at = now(), updated_at = now() where id = ${id}`;
    });
    expect((await answered!).result).toEqual({ status: 'rejected', code: 'LEVEL_CLOSED' });
    expect(await db().sql`select 1 from level_answers where level_id = ${levelIds[0]!}`).toEqual([]);
  });

  it('reorders the levels with the quest’s form, which must name each of them once', async () => {
    const { id, levelIds } = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL, CHECKBOX_LEVEL, TEXT_LEVEL] });
    const reversed = [...levelIds].reverse();
    const reordered = await admin('PUT', `/quests/${id}`, { ...QUEST_FORM, levelIds: reversed });
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body.quest.levelIds).toEqual(reversed);
    expect(reordered.body.levels.map((level: { id: number; position: number }) => [level.id, level.position])).toEqual(reversed.map((levelId, index) => [levelId, index]));

    const { levelIds: otherLevels } = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL] });
    for (const wrong of [reversed.slice(1), [...reversed, otherLevels[0]!], [reversed[0]!, reversed[1]!, otherLevels[0]!]]) {
      const refused = await admin('PUT', `/quests/${id}`, { ...QUEST_FORM, levelIds: wrong });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.validation, fields: { levelIds: [MESSAGES.levelOrder] } });
    }
    const twice = await admin('PUT', `/quests/${id}`, { ...QUEST_FORM, levelIds: [reversed[0], reversed[0], reversed[1]] });
    expect(twice.body.error.fields.levelIds).toEqual(['Un même élément ne peut pas être choisi deux fois.']);
    // Nothing moved.
    expect((await admin('GET', `/quests/${id}`)).body.quest.levelIds).toEqual(reversed);
    // Without levelIds the order stays as it is.
    const untouched = await admin('PUT', `/quests/${id}`, { ...QUEST_FORM, title: 'Nouveau titre' });
    expect(untouched.body.quest).toMatchObject({ title: 'Nouveau titre', slug: 'sobriete-numerique-au-bureau', levelIds: reversed });
  });

  it('updates the presentation and replaces the partners as a list, in their order', async () => {
    const { id } = await createQuest(t, cookies[ADMIN]!);
    const before = (await admin('GET', `/quests/${id}`)).body.quest.updatedAt as string;
    const partners = [
      { name: 'Mairie du 11e', link: 'https://mairie11.example', image: '/uploads/mairie.png' },
      { name: 'Recyclerie du numérique' },
    ];
    const presentation = {
      title: 'Sobriété numérique',
      slug: 'sobriete',
      description: null,
      coverImage: '/uploads/couverture.jpg',
      thematics: ['THEMATIC_ENVIRONMENT'],
      goals: ['Agir', 'Comprendre', 'Partager'],
    };
    const updated = await admin('PUT', `/quests/${id}`, { ...presentation, partners });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.quest).toMatchObject({ ...presentation, partners: [partners[0], { name: 'Recyclerie du numérique', link: null, image: null }] });
    expect(new Date(updated.body.quest.updatedAt).getTime()).toBeGreaterThan(new Date(before).getTime());
    const stored = await db().sql<{ position: number; name: string }[]>`select position, name from quest_partners where quest_id = ${id} order by position`;
    expect(stored).toEqual([
      { position: 0, name: 'Mairie du 11e' },
      { position: 1, name: 'Recyclerie du numérique' },
    ]);
    const none = await admin('PUT', `/quests/${id}`, { title: 'Sobriété numérique', partners: [] });
    expect(none.body.quest.partners).toEqual([]);
  });

  it('answers field errors in the envelope: a 4th thematic, a survey link that is not a form, a level without options', async () => {
    const thematics = await admin('POST', '/quests', {
      ...QUEST_FORM,
      thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_EDUCATION', 'THEMATIC_HEALTH', 'THEMATIC_SPORT'],
    });
    expect(thematics.status).toBe(400);
    expect(thematics.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { thematics: [MESSAGES.thematicsMax] } });

    const { id } = await createQuest(t, cookies[ADMIN]!);
    const updateThematics = await admin('PUT', `/quests/${id}`, { ...QUEST_FORM, thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_EDUCATION', 'THEMATIC_HEALTH', 'THEMATIC_SPORT'] });
    expect(updateThematics.body.error.fields).toEqual({ thematics: [MESSAGES.thematicsMax] });

    const survey = await admin('POST', `/quests/${id}/levels`, { ...SELECT_LEVEL, surveyUrl: 'https://example.com/form/abc' });
    expect(survey.status).toBe(400);
    expect(survey.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { surveyUrl: [MESSAGES.surveyUrl] } });

    const options = await admin('POST', `/quests/${id}/levels`, { ...SELECT_LEVEL, options: ['Les terminaux'] });
    expect(options.body.error.fields).toEqual({ options: ['Proposez au moins 2 réponses.'] });
    expect((await admin('GET', `/quests/${id}`)).body.levels).toEqual([]);
  });

  it('keeps another company’s quests out of reach: a Globex admin reads, edits and moves nothing of Acme (404)', async () => {
    const { id, levelIds } = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL], publish: true });
    const globex = (method: string, path: string, body?: unknown) => call(t, cookies[GLOBEX_ADMIN], method, `/companies/globex${path}`, body);
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/quests/${id}`],
      ['PUT', `/quests/${id}`, QUEST_FORM],
      ['POST', `/quests/${id}/deactivate`],
      ['POST', `/quests/${id}/delete`],
      ['POST', `/quests/${id}/levels`, TEXT_LEVEL],
      ['PUT', `/quests/${id}/levels/${levelIds[0]}`, SELECT_LEVEL],
      ['DELETE', `/quests/${id}/levels/${levelIds[0]}`],
    ];
    for (const [method, path, body] of attempts) expect((await globex(method, path, body)).status, `${method} ${path}`).toBe(404);
    expect((await globex('GET', '/quests')).body.quests).toEqual([]);
    // Through Acme's path they are no one there.
    expect((await as(GLOBEX_ADMIN, 'GET', `/quests/${id}`)).status).toBe(403);
    const [row] = await db().sql`select state, title from quests where id = ${id}`;
    expect(row).toEqual({ state: 'published', title: QUEST_FORM.title });
    expect(await db().sql`select 1 from levels where quest_id = ${id}`).toHaveLength(1);
  });

  it('refuses the admin routes to Acme’s employees (403) and to visitors (401)', async () => {
    const { id, levelIds } = await createQuest(t, cookies[ADMIN]!, { levels: [SELECT_LEVEL] });
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/quests'],
      ['POST', '/quests', QUEST_FORM],
      ['GET', `/quests/${id}`],
      ['PUT', `/quests/${id}`, QUEST_FORM],
      ['POST', `/quests/${id}/publish`],
      ['POST', `/quests/${id}/levels`, TEXT_LEVEL],
      ['PUT', `/quests/${id}/levels/${levelIds[0]}`, SELECT_LEVEL],
      ['DELETE', `/quests/${id}/levels/${levelIds[0]}`],
    ];
    for (const [method, path, body] of attempts) {
      const employee = await as(EMPLOYEE, method, path, body);
      expect(employee.status, `${method} ${path}`).toBe(403);
      expect(employee.body.error.code).toBe('FORBIDDEN');
      expect((await call(t, undefined, method, `/companies/acme${path}`, body)).status, `${method} ${path} anonymous`).toBe(401);
    }
    expect((await db().sql`select state from quests where id = ${id}`)[0]!.state).toBe('draft');
  });
});
