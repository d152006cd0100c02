/**
 * Migration 0004 (campaigns) on a real PostgreSQL: for every table one valid
 * row, then each CHECK, unique key and foreign key refusing invalid data.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithDb, useTestDatabase } from '../setup/pg';

type Row = Record<string, unknown>;
type Case = [what: string, overrides: Row, refusal: RegExp];

describeWithDb('campaigns schema (migration 0004)', () => {
  const db = useTestDatabase();
  const sql = () => db().sql;

  /** A jsonb value, turned into postgres.js's json parameter when the row is inserted (cases are built before the database exists). */
  class Json {
    constructor(readonly value: unknown) {}
  }
  const json = (value: unknown) => new Json(value);

  /** Inserts a row and returns it; postgres.js builds the column list from the object. */
  async function insert(table: string, row: Row): Promise<Row> {
    const values = Object.fromEntries(
      Object.entries(row).map(([column, value]) => [column, value instanceof Json ? sql().json(value.value as Parameters<ReturnType<typeof sql>['json']>[0]) : value]),
    );
    const [created] = await sql()`insert into ${sql()(table)} ${sql()(values)} returning *`;
    return created!;
  }
  const refuses = (table: string, row: Row, refusal: RegExp) => expect(insert(table, row)).rejects.toThrow(refusal);
  const uniqueSuffix = () => randomUUID().slice(0, 8);

  // Parents from migrations 0002/0003.
  const ids = {} as {
    acme: number;
    globex: number;
    association: number;
    otherAssociation: number;
    employee: string;
    colleague: string;
    outsider: string;
    mission: number;
    engagementTimeslot: number;
  };

  beforeAll(async () => {
    const [acme] = await sql()`insert into companies (slug, name) values ('acme', 'Acme') returning id`;
    const [globex] = await sql()`insert into companies (slug, name) values ('globex', 'Globex') returning id`;
    const [association] = await sql()`insert into associations (slug, name) values ('les-restos', 'Les Restos') returning id`;
    const [otherAssociation] = await sql()`insert into associations (slug, name) values ('la-recyclerie', 'La Recyclerie') returning id`;
    const users = await sql()`
      insert into users (name, email, email_verified)
      values ('Camille', 'camille@acme.example', true), ('Dominique', 'dominique@acme.example', true), ('Eden', 'eden@globex.example', true)
      returning id`;
    Object.assign(ids, {
      acme: acme!.id,
      globex: globex!.id,
      association: association!.id,
      otherAssociation: otherAssociation!.id,
      employee: users[0]!.id,
      colleague: users[1]!.id,
      outsider: users[2]!.id,
    });
    await sql()`
      insert into company_members (company_id, user_id, role)
      values (${ids.acme}, ${ids.employee}, 'COMPANY_COLLABORATOR'), (${ids.acme}, ${ids.colleague}, 'COMPANY_ADMIN'),
             (${ids.globex}, ${ids.outsider}, 'COMPANY_COLLABORATOR')`;
    const [publisher] = await sql()`insert into publishers (type, association_id) values ('PUBLISHER_TYPE_ASSOCIATION', ${ids.association}) returning id`;
    const [mission] = await sql()`
      insert into missions (slug, title, publisher_id, publisher_type, association_id, mission_type, availability_type, time_type)
      values ('aide-alimentaire', 'Aide alimentaire', ${publisher!.id}, 'PUBLISHER_TYPE_ASSOCIATION', ${ids.association},
              'MISSION_TYPE_HELP', 'MISSION_AVAILABILITY_TYPE_TIMESLOTS', 'work')
      returning id`;
    ids.mission = mission!.id;
    const [engagement] = await sql()`
      insert into engagements (id, mission_id, user_id, company_id, time_type)
      values (${randomUUID()}, ${ids.mission}, ${ids.employee}, ${ids.acme}, 'work') returning id`;
    const [slot] = await sql()`
      insert into engagement_timeslots (engagement_id, company_id, starts_at, ends_at)
      values (${engagement!.id}, ${ids.acme}, '2026-03-02T09:00:00Z', '2026-03-02T16:00:00Z') returning id`;
    ids.engagementTimeslot = slot!.id;
  });

  // ---------------------------------------------------------------- programs
  describe('programs', () => {
    const program = (): Row => ({
      company_id: ids.acme,
      slug: 'environnement',
      name: 'Environnement',
      colour: '#12AB34',
      thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD'],
      countries: ['FR', 'BE'],
      mission_selection_mode: 'automatic',
      filter_durations: ['half_day', 'day'],
      filter_skills: ['SKILL_LEGAL'],
      filter_mission_types: ['MISSION_TYPE_SKILL'],
      filter_attendabilities: ['group'],
      quote_author: 'Jeanne',
      quote_content: 'Agir ensemble',
    });

    it('stores a company selection and a catalogue selection', async () => {
      const created = await insert('programs', program());
      expect(created).toMatchObject({ state: 'published', name: 'Environnement', countries: ['FR', 'BE'], accepts_tax_exemption: false });
      expect(await insert('programs', { ...program(), company_id: null, name: 'x'.repeat(80) })).toMatchObject({ company_id: null });
    });

    const cases: Case[] = [
      ['a name longer than 80 characters', { name: 'x'.repeat(81) }, /programs_name_length/],
      ['a blank name', { name: '   ' }, /programs_name_length/],
      ['a fourth thematic', { thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_HEALTH', 'THEMATIC_SPORT'] }, /programs_thematics_check/],
      ['an unknown thematic', { thematics: ['THEMATIC_MUSIC'] }, /programs_thematics_check/],
      ['a country that is not an upper-case alpha-2 code', { countries: ['FR', 'fra'] }, /programs_countries_check/],
      ['an unknown selection mode', { mission_selection_mode: 'random' }, /programs_mission_selection_mode_check/],
      ['an unknown state', { state: 'draft' }, /programs_state_check/],
      ['an unknown duration filter', { filter_durations: ['week'] }, /programs_filter_durations_check/],
      ['an unknown skill filter', { filter_skills: ['SKILL_COOKING'] }, /programs_filter_skills_check/],
      ['an unknown mission type filter', { filter_mission_types: ['MISSION_TYPE_DONATION'] }, /programs_filter_mission_types_check/],
      ['an unknown attendability filter', { filter_attendabilities: ['pets'] }, /programs_filter_attendabilities_check/],
      ['a colour that is not #RRGGBB', { colour: 'red' }, /programs_colour_check/],
      ['an invalid slug', { slug: 'Pas un slug' }, /programs_slug_check/],
      ['a quote without its content', { quote_content: null }, /programs_quote_complete/],
      ['an unknown company', { company_id: 999_999 }, /programs_company_id_fkey/],
    ];
    for (const [what, overrides, refusal] of cases) it(`refuses ${what}`, () => refuses('programs', { ...program(), ...overrides }, refusal));

    it('links associations, missions and quests once each', async () => {
      const { id } = await insert('programs', program());
      const [quest] = await sql()`insert into quests (company_id, slug, title) values (${ids.acme}, 'zero-dechet', 'Zéro déchet') returning id`;
      await insert('program_associations', { program_id: id, association_id: ids.association });
      await insert('program_missions', { program_id: id, mission_id: ids.mission, position: 0 });
      await insert('program_quests', { program_id: id, quest_id: quest!.id });
      await refuses('program_associations', { program_id: id, association_id: ids.association }, /program_associations_pkey/);
      await refuses('program_associations', { program_id: id, association_id: 999_999 }, /program_associations_association_id_fkey/);
      await refuses('program_missions', { program_id: id, mission_id: ids.mission }, /program_missions_pkey/);
      await refuses('program_missions', { program_id: id, mission_id: 999_999 }, /program_missions_mission_id_fkey/);
      await refuses('program_missions', { program_id: 999_999, mission_id: ids.mission }, /program_missions_program_id_fkey/);
      await refuses('program_quests', { program_id: id, quest_id: quest!.id }, /program_quests_pkey/);
      await refuses('program_quests', { program_id: id, quest_id: 999_999 }, /program_quests_quest_id_fkey/);
      const { id: other } = await insert('programs', program());
      await refuses('program_missions', { program_id: other, mission_id: ids.mission, position: -1 }, /program_missions_position_check/);
    });
  });

  // ---------------------------------------------------------- quests, levels
  describe('quests', () => {
    const quest = (): Row => ({ company_id: ids.acme, slug: 'zero-dechet', title: 'Zéro déchet', thematics: ['THEMATIC_ENVIRONMENT'], goals: ['Trier'] });

    it('stores a company quest and a catalogue quest', async () => {
      expect(await insert('quests', quest())).toMatchObject({ state: 'draft', goals: ['Trier'] });
      expect(await insert('quests', { ...quest(), company_id: null, state: 'published', published_at: new Date() })).toMatchObject({ state: 'published' });
    });

    const cases: Case[] = [
      ['a title longer than 120 characters', { title: 'x'.repeat(121) }, /quests_title_check/],
      ['a fourth thematic', { thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_HEALTH', 'THEMATIC_SPORT'] }, /quests_thematics_check/],
      ['an unknown state', { state: 'selected' }, /quests_state_check/],
      ['a published quest without its publication date', { state: 'published' }, /quests_published_at/],
      ['a deleted quest without its deletion date', { state: 'deleted' }, /quests_deleted_at/],
      ['a deletion date on a live quest', { deleted_at: new Date() }, /quests_deleted_at/],
      ['more than 5 goals', { goals: ['a', 'b', 'c', 'd', 'e', 'f'] }, /quests_goals_check/],
      ['an invalid slug', { slug: 'Zéro' }, /quests_slug_check/],
    ];
    for (const [what, overrides, refusal] of cases) it(`refuses ${what}`, () => refuses('quests', { ...quest(), ...overrides }, refusal));

    it('stores partners with a name and an http(s) link', async () => {
      const { id } = await insert('quests', quest());
      expect(await insert('quest_partners', { quest_id: id, name: 'Recyclerie', link: 'https://recyclerie.example' })).toMatchObject({ position: 0 });
      await refuses('quest_partners', { quest_id: id, name: ' ' }, /quest_partners_name_check/);
      await refuses('quest_partners', { quest_id: id, name: 'X', link: 'ftp://x' }, /quest_partners_link_check/);
      await refuses('quest_partners', { quest_id: 999_999, name: 'X' }, /quest_partners_quest_id_fkey/);
    });
  });

  describe('levels and answers', () => {
    let questId: number;
    let catalogueQuestId: number;
    let position = 0;
    const level = (): Row => ({
      quest_id: questId,
      position: position++,
      title: 'Le tri',
      steps: ['Lire', 'Répondre'],
      duration_minutes: 15,
      reward_points: 20,
      question: 'Que met-on dans le bac jaune ?',
      answer_type: 'checkbox',
      options: ['Papier', 'Verre', 'Carton'],
      right_answer: ['Papier', 'Carton'],
      survey_url: 'https://form.typeform.com/to/AbC123',
    });
    const answer = (levelId: number, overrides: Row = {}): Row => ({
      id: randomUUID(),
      level_id: levelId,
      user_id: ids.employee,
      company_id: ids.acme,
      answers: json(['Papier', 'Carton']),
      is_correct: true,
      points_earned: 20,
      ...overrides,
    });

    beforeAll(async () => {
      [{ id: questId }] = (await sql()`insert into quests (company_id, slug, title) values (${ids.acme}, 'tri', 'Le tri') returning id`) as unknown as [{ id: number }];
      [{ id: catalogueQuestId }] = (await sql()`insert into quests (slug, title) values ('climat', 'Climat') returning id`) as unknown as [{ id: number }];
    });

    it("stores levels with the quest's company, whatever the caller says", async () => {
      expect(await insert('levels', level())).toMatchObject({ company_id: ids.acme, answer_type: 'checkbox' });
      expect(await insert('levels', { ...level(), company_id: ids.globex })).toMatchObject({ company_id: ids.acme });
      expect(await insert('levels', { ...level(), quest_id: catalogueQuestId, company_id: ids.acme })).toMatchObject({ company_id: null });
      const noQuestion = { ...level(), question: null, answer_type: null, options: [], right_answer: [], survey_url: null };
      expect(await insert('levels', noQuestion)).toMatchObject({ question: null });
      expect(await insert('levels', { ...level(), answer_type: 'text', options: [], right_answer: ['Papier'] })).toMatchObject({ answer_type: 'text' });
    });

    const cases: Case[] = [
      ['an unknown answer type', { answer_type: 'radio' }, /levels_answer_type_check/],
      ['a question without an answer type', { answer_type: null, options: [], right_answer: [] }, /levels_question_has_type/],
      ['an answer type without a question', { question: null }, /levels_question_has_type/],
      ['a choice with fewer than 2 options', { answer_type: 'select', options: ['Papier'], right_answer: ['Papier'] }, /levels_choice_options/],
      ['a right answer that is not an option', { right_answer: ['Plastique'] }, /levels_choice_options/],
      ['two right answers to a single choice', { answer_type: 'select' }, /levels_select_one_answer/],
      ['options on a text question', { answer_type: 'text', right_answer: [] }, /levels_no_options_without_choice/],
      ['options without a question', { question: null, answer_type: null, right_answer: [] }, /levels_no_options_without_choice/],
      ['a right answer without a question', { question: null, answer_type: null, options: [] }, /levels_no_answer_without_question/],
      ['a survey link that is not a survey form', { survey_url: 'https://example.com/form' }, /levels_survey_url_check/],
      ['a quiz link that is not http(s)', { quiz_url: 'javascript:alert(1)' }, /levels_quiz_url_check/],
      ['a duration of 0 minutes', { duration_minutes: 0 }, /levels_duration_minutes_check/],
      ['negative reward points', { reward_points: -1 }, /levels_reward_points_check/],
      ['more than 10 steps', { steps: Array.from({ length: 11 }, (_, i) => `${i}`) }, /levels_steps_check/],
      ['more than 10 options', { options: Array.from({ length: 11 }, (_, i) => `${i}`), right_answer: ['1'] }, /levels_options_check/],
      ['an unknown quest', { quest_id: 999_999 }, /levels_quest_id_fkey/],
    ];
    for (const [what, overrides, refusal] of cases) it(`refuses ${what}`, () => refuses('levels', { ...level(), ...overrides }, refusal));

    it('refuses two levels at the same position of a quest, but lets a transaction swap them', async () => {
      const first = await insert('levels', level());
      await refuses('levels', { ...level(), position: first.position }, /levels_quest_position_key/);
      const second = await insert('levels', level());
      await sql().begin(async (tx) => {
        await tx`update levels set position = ${second.position as number} where id = ${first.id as number}`;
        await tx`update levels set position = ${first.position as number} where id = ${second.id as number}`;
      });
    });

    it('stores one answer per user and level, from a member of the company', async () => {
      const { id } = await insert('levels', level());
      expect(await insert('level_answers', answer(id as number))).toMatchObject({ answers: ['Papier', 'Carton'], is_correct: true });
      await refuses('level_answers', answer(id as number), /level_answers_level_user_key/);
      const replay = answer(id as number, { user_id: ids.colleague });
      await insert('level_answers', replay);
      await refuses('level_answers', { ...replay, user_id: ids.employee }, /level_answers_pkey/);
      await refuses('level_answers', answer(id as number, { user_id: ids.outsider }), /level_answers_company_id_user_id_fkey/);
    });

    it('refuses malformed answers', async () => {
      const { id } = await insert('levels', level());
      await refuses('level_answers', answer(id as number, { answers: json({ a: 1 }) }), /level_answers_answers_check/);
      await refuses('level_answers', answer(id as number, { points_earned: -5 }), /level_answers_points_earned_check/);
      await refuses('level_answers', answer(999_999), /level_answers_level_id_fkey/);
    });

    it('locks the answer type once answers exist', async () => {
      const { id } = await insert('levels', level());
      await sql()`update levels set answer_type = 'select', right_answer = '{Papier}' where id = ${id as number}`;
      await sql()`update levels set answer_type = 'checkbox' where id = ${id as number}`;
      await insert('level_answers', answer(id as number));
      await expect(sql()`update levels set answer_type = 'select', right_answer = '{Papier}' where id = ${id as number}`).rejects.toThrow(/ANSWER_TYPE_CHANGED/);
      await expect(sql()`update levels set answer_type = 'select', right_answer = '{Papier}' where id = ${id as number}`).rejects.toMatchObject({
        code: '23514',
        constraint_name: 'levels_answer_type_locked',
      });
      await sql()`update levels set title = 'Le tri sélectif' where id = ${id as number}`;
    });

    it('refuses to delete a quest whose levels have answers', async () => {
      const [quest] = await sql()`insert into quests (company_id, slug, title) values (${ids.acme}, 'a-supprimer', 'À supprimer') returning id`;
      const { id } = await insert('levels', { ...level(), quest_id: quest!.id });
      await insert('level_answers', answer(id as number));
      await expect(sql()`delete from quests where id = ${quest!.id}`).rejects.toThrow(/level_answers_level_id_fkey/);
      const [empty] = await sql()`insert into quests (company_id, slug, title) values (${ids.acme}, 'vide', 'Vide') returning id`;
      await insert('levels', { ...level(), quest_id: empty!.id });
      await sql()`delete from quests where id = ${empty!.id}`;
    });
  });

  // -------------------------------------------------------------- challenges
  describe('challenges', () => {
    const challenge = (): Row => ({
      company_id: ids.acme,
      name: 'Fresque du climat',
      event_date: '2026-07-10',
      start_time: '18:00',
      end_time: '19:30',
      landing_page_url: 'https://events.example/fresque',
      webinar_key: 'abc-123',
      reward_points: 50,
    });

    it('stores a company event and a catalogue event', async () => {
      expect(await insert('challenges', challenge())).toMatchObject({ is_active: true, start_time: '18:00:00' });
      expect(await insert('challenges', { ...challenge(), company_id: null })).toMatchObject({ company_id: null });
    });

    const cases: Case[] = [
      ['an end time not after the start time', { end_time: '18:00' }, /challenges_time_order/],
      ['a blank name', { name: '' }, /challenges_name_check/],
      ['more than 10 000 points', { reward_points: 10_001 }, /challenges_reward_points_check/],
      ['a landing page that is not http(s)', { landing_page_url: 'events.example' }, /challenges_landing_page_url_check/],
      ['a webinar key longer than 100 characters', { webinar_key: 'k'.repeat(101) }, /challenges_webinar_key_check/],
      ['an event without a date', { event_date: null }, /null value in column "event_date"/],
    ];
    for (const [what, overrides, refusal] of cases) it(`refuses ${what}`, () => refuses('challenges', { ...challenge(), ...overrides }, refusal));

    it('stores one participation per employee, with points once awarded', async () => {
      const { id } = await insert('challenges', challenge());
      const participation = { challenge_id: id, user_id: ids.employee, company_id: ids.acme };
      expect(await insert('challenge_participations', participation)).toMatchObject({ attended: false, points_earned: null });
      await refuses('challenge_participations', participation, /challenge_participations_pkey/);
      await insert('challenge_participations', { ...participation, user_id: ids.colleague, points_earned: 50, points_awarded_at: new Date() });
      await refuses('challenge_participations', { ...participation, user_id: ids.outsider }, /challenge_participations_company_id_user_id_fkey/);
      await refuses('challenge_participations', { ...participation, challenge_id: 999_999 }, /challenge_participations_challenge_id_fkey/);
      const { id: other } = await insert('challenges', challenge());
      await refuses(
        'challenge_participations',
        { ...participation, challenge_id: other, points_earned: 50 },
        /challenge_participations_points_awarded/,
      );
    });
  });

  // -------------------------------------------------------------- highlights
  describe('highlights', () => {
    const highlight = (): Row => ({ company_id: null, slug: 'semaine-du-climat', title: 'Semaine du climat', starts_on: '2026-06-01', ends_on: '2026-06-05' });
    /** A company's copy of a catalogue highlight (its selection): the catalogue's days and content are shown, it has none of its own. */
    const copyOf = (catalogueId: number, companyId: number): Row => ({
      company_id: companyId,
      catalogue_highlight_id: catalogueId,
      slug: 'semaine-du-climat',
      title: 'Semaine du climat',
      state: 'selected',
      selected_at: new Date(),
    });

    it('stores catalogue highlights, company highlights and company copies of catalogue highlights', async () => {
      const catalogue = await insert('highlights', { ...highlight(), state: 'pre_published', quote_author: 'A', quote_content: 'B' });
      expect(catalogue).toMatchObject({ state: 'pre_published', company_id: null });
      expect(await insert('highlights', { ...highlight(), company_id: ids.acme, state: 'published' })).toMatchObject({ catalogue_highlight_id: null });
      const copy = await insert('highlights', copyOf(catalogue.id as number, ids.acme));
      expect(copy).toMatchObject({ state: 'selected', starts_on: null, ends_on: null });
      await refuses('highlights', { ...highlight(), company_id: ids.acme, catalogue_highlight_id: catalogue.id }, /highlights_company_catalogue_key/);
      await insert('highlights', copyOf(catalogue.id as number, ids.globex));
      // Deleting a catalogue highlight deletes the companies' selections of it.
      await sql()`delete from highlights where id = ${catalogue.id as number}`;
      expect(await sql()`select id from highlights where catalogue_highlight_id = ${catalogue.id as number}`).toEqual([]);
    });

    it('refuses invalid highlights', async () => {
      const catalogue = await insert('highlights', { ...highlight(), state: 'published' });
      await refuses('highlights', { ...highlight(), state: 'live' }, /highlights_state_check/);
      await refuses('highlights', { ...highlight(), company_id: ids.acme, state: 'selected', selected_at: new Date() }, /highlights_selected_is_copy/);
      await refuses('highlights', { ...copyOf(catalogue.id as number, ids.acme), selected_at: null }, /highlights_selected_at/);
      await refuses('highlights', { ...highlight(), ends_on: '2026-05-31' }, /highlights_dates_order/);
      await refuses('highlights', { ...highlight(), starts_on: null }, /highlights_dates_given/);
      await refuses('highlights', { ...highlight(), catalogue_highlight_id: catalogue.id }, /highlights_copy_has_company/);
      await refuses('highlights', { ...highlight(), company_id: ids.acme, state: 'pre_published' }, /highlights_pre_published_is_catalogue/);
      await refuses('highlights', { ...highlight(), quote_author: 'A' }, /highlights_quote_complete/);
      await refuses('highlights', { ...highlight(), title: ' ' }, /highlights_title_check/);
      await refuses('highlights', { ...highlight(), catalogue_highlight_id: 999_999, company_id: ids.acme }, /highlights_catalogue_highlight_id_fkey/);
    });

    it('links missions, quests and events once each', async () => {
      const { id } = await insert('highlights', highlight());
      const [quest] = await sql()`insert into quests (slug, title) values ('q', 'Q') returning id`;
      const [challenge] = await sql()`
        insert into challenges (name, event_date, start_time, end_time) values ('E', '2026-07-10', '10:00', '11:00') returning id`;
      await insert('highlight_missions', { highlight_id: id, mission_id: ids.mission });
      await insert('highlight_quests', { highlight_id: id, quest_id: quest!.id });
      await insert('highlight_challenges', { highlight_id: id, challenge_id: challenge!.id });
      await refuses('highlight_missions', { highlight_id: id, mission_id: ids.mission }, /highlight_missions_pkey/);
      await refuses('highlight_quests', { highlight_id: id, quest_id: quest!.id }, /highlight_quests_pkey/);
      await refuses('highlight_challenges', { highlight_id: id, challenge_id: challenge!.id }, /highlight_challenges_pkey/);
      await refuses('highlight_missions', { highlight_id: id, mission_id: 999_999 }, /highlight_missions_mission_id_fkey/);
      await refuses('highlight_quests', { highlight_id: id, quest_id: 999_999 }, /highlight_quests_quest_id_fkey/);
      await refuses('highlight_challenges', { highlight_id: 999_999, challenge_id: challenge!.id }, /highlight_challenges_highlight_id_fkey/);
    });
  });

  // ----------------------------------------------------------- project calls
  describe('project calls and projects', () => {
    const call = (): Row => ({
      company_id: ids.acme,
      share_id: `share-${uniqueSuffix()}`,
      title: 'Coup de pouce associatif',
      steps: json([{ title: 'Déposez', description: null }]),
      eligibility_criteria: ['Association loi 1901'],
      questions: json([{ key: 'question_1', label: 'Combien de bénévoles ?', required: true }]),
      submission_starts_at: '2026-03-01T00:00:00Z',
      submission_ends_at: '2026-04-01T00:00:00Z',
      has_votes_phase: true,
      vote_starts_at: '2026-04-01T00:00:00Z',
      vote_ends_at: '2026-04-15T00:00:00Z',
      has_results_phase: true,
      results_starts_at: '2026-04-20T00:00:00Z',
      results_ends_at: '2026-05-20T00:00:00Z',
    });
    const submissionsOnly: Row = {
      has_votes_phase: false,
      vote_starts_at: null,
      vote_ends_at: null,
      has_results_phase: false,
      results_starts_at: null,
      results_ends_at: null,
    };

    it('stores an internal call with its three phases and an external call with submissions only', async () => {
      expect(await insert('project_calls', call())).toMatchObject({ votes_per_user: 3, audience: 'internal', eligibility_criteria: ['Association loi 1901'] });
      expect(await insert('project_calls', { ...call(), ...submissionsOnly, audience: 'external' })).toMatchObject({ audience: 'external' });
      expect(await insert('project_calls', { ...call(), has_results_phase: false, results_starts_at: null, results_ends_at: null })).toMatchObject({
        has_votes_phase: true,
      });
    });

    const cases: Case[] = [
      ['votes on an external call', { audience: 'external', has_results_phase: false, results_starts_at: null, results_ends_at: null }, /project_calls_external_no_votes/],
      ['results without votes', { has_votes_phase: false, vote_starts_at: null, vote_ends_at: null }, /project_calls_results_need_votes/],
      ['a votes phase without its dates', { vote_ends_at: null }, /project_calls_vote_dates/],
      ['vote dates without a votes phase', { ...{ has_results_phase: false, results_starts_at: null, results_ends_at: null }, has_votes_phase: false }, /project_calls_vote_dates/],
      ['a results phase without its dates', { results_starts_at: null }, /project_calls_results_dates/],
      ['a submission ending before it starts', { submission_ends_at: '2026-02-01T00:00:00Z', vote_starts_at: '2026-04-01T00:00:00Z' }, /project_calls_submission_order/],
      ['a vote starting before the submissions end', { vote_starts_at: '2026-03-15T00:00:00Z' }, /project_calls_vote_order/],
      ['a vote ending when it starts', { vote_ends_at: '2026-04-01T00:00:00Z' }, /project_calls_vote_order/],
      ['results starting before the vote ends', { results_starts_at: '2026-04-10T00:00:00Z' }, /project_calls_results_order/],
      ['results ending before they start', { results_ends_at: '2026-04-19T00:00:00Z' }, /project_calls_results_order/],
      ['0 votes per user', { votes_per_user: 0 }, /project_calls_votes_per_user/],
      ['an unknown audience', { audience: 'public' }, /project_calls_audience_check/],
      ['a short share id', { share_id: 'abc' }, /project_calls_share_id_check/],
      ['steps that are not a list', { steps: json({ title: 'x' }) }, /project_calls_steps_check/],
      ['questions that are not a list', { questions: json('q') }, /project_calls_questions_check/],
      ['a testimonial without its content', { testimonial_author: 'Lauréat' }, /project_calls_testimonial_complete/],
      ['a subtitle longer than 200 characters', { subtitle: 's'.repeat(201) }, /project_calls_subtitle_check/],
      ['an unknown company', { company_id: 999_999 }, /project_calls_company_id_fkey/],
    ];
    for (const [what, overrides, refusal] of cases) it(`refuses ${what}`, () => refuses('project_calls', { ...call(), ...overrides }, refusal));

    it('refuses a share id used twice', async () => {
      const { share_id } = await insert('project_calls', call());
      await refuses('project_calls', { ...call(), share_id }, /project_calls_share_id_key/);
    });

    const project = (callId: number, overrides: Row = {}): Row => ({
      project_call_id: callId,
      company_id: ids.acme,
      association_id: ids.association,
      user_id: ids.employee,
      association_name: 'Les Restos',
      user_role: 'Présidente',
      website: 'https://restos.example',
      answers: json([{ key: 'project_summary', answer: 'Un projet' }]),
      attachments: json([{ key: 'project_budget', file: 'uploads/budget.pdf' }]),
      ...overrides,
    });

    it("stores one project per holder and call, in the call's company", async () => {
      const { id } = await insert('project_calls', call());
      expect(await insert('projects', project(id as number))).toMatchObject({ state: 'pending', vote_count: 0, submitted_at: null });
      await refuses('projects', project(id as number), /projects_one_per_holder/);
      await refuses('projects', project(id as number, { user_id: ids.colleague, company_id: ids.globex }), /projects_project_call_id_company_id_fkey/);
      await refuses('projects', project(999_999, { user_id: ids.colleague }), /projects_project_call_id_company_id_fkey/);
      await insert('projects', project(id as number, { user_id: ids.colleague, state: 'accepted', submitted_at: new Date() }));
    });

    it('refuses invalid projects', async () => {
      const { id } = await insert('project_calls', call());
      const cases: Case[] = [
        ['a decision on a project not submitted', { state: 'accepted' }, /projects_reviewed_once_submitted/],
        ['an unknown state', { state: 'draft', submitted_at: new Date() }, /projects_state_check/],
        ['a negative vote count', { vote_count: -1 }, /projects_vote_count_check/],
        ['a website that is not http(s)', { website: 'restos.example' }, /projects_website_check/],
        ['a blank association name', { association_name: ' ' }, /projects_association_name_check/],
        ['a blank role', { user_role: '' }, /projects_user_role_check/],
        ['answers that are not a list', { answers: json({}) }, /projects_answers_check/],
        ['an unknown user', { user_id: randomUUID() }, /projects_user_id_fkey/],
      ];
      for (const [, overrides, refusal] of cases) await refuses('projects', project(id as number, overrides), refusal);
    });

    it('refuses to delete a call with projects', async () => {
      const { id } = await insert('project_calls', call());
      await insert('projects', project(id as number));
      await expect(sql()`delete from project_calls where id = ${id as number}`).rejects.toThrow(/projects_project_call_id_company_id_fkey/);
      const { id: empty } = await insert('project_calls', call());
      await sql()`delete from project_calls where id = ${empty as number}`;
    });

    it("stores one vote per user and project, from a member of the call's company", async () => {
      const { id: callId } = await insert('project_calls', call());
      const { id: projectId } = await insert('projects', project(callId as number, { state: 'accepted', submitted_at: new Date() }));
      const vote = { project_id: projectId, project_call_id: callId, company_id: ids.acme, user_id: ids.colleague };
      expect(await insert('project_votes', vote)).toMatchObject({ user_id: ids.colleague });
      await refuses('project_votes', vote, /project_votes_pkey/);
      await refuses('project_votes', { ...vote, user_id: ids.employee, project_call_id: 999_999 }, /project_votes_project_id_project_call_id_company_id_fkey/);
      await insert('project_votes', { ...vote, user_id: ids.employee });
      // A member of another company cannot vote in this call, nor can someone claim a company they do not belong to.
      await refuses('project_votes', { ...vote, company_id: ids.globex, user_id: ids.outsider }, /project_votes_project_id_project_call_id_company_id_fkey/);
      await refuses('project_votes', { ...vote, user_id: ids.outsider }, /project_votes_company_id_user_id_fkey/);
    });
  });

  // ----------------------------------------------------------- team building
  describe('team building', () => {
    const teamBuilding = (): Row => ({
      company_id: ids.acme,
      association_id: ids.association,
      title: 'Atelier cuisine solidaire',
      duration: 'half_day',
      min_participants: 8,
      max_participants: 20,
      price_per_person_cents: 4500,
      contact_name: 'Camille Martin',
      contact_email: 'camille@asso.example',
      contact_phone: '+33612345678',
      thematics: ['THEMATIC_FOOD'],
      images: ['uploads/atelier.jpg'],
    });

    it('stores a company offer and a catalogue offer', async () => {
      expect(await insert('team_buildings', teamBuilding())).toMatchObject({ state: 'draft', is_price_hidden: false });
      expect(await insert('team_buildings', { ...teamBuilding(), start_time: '09:00', end_time: '17:00', duration: 'full_day' })).toMatchObject({ start_time: '09:00:00' });
      expect(await insert('team_buildings', { ...teamBuilding(), company_id: null, min_participants: 20, price_per_person_cents: null })).toMatchObject({
        company_id: null,
      });
    });

    const cases: Case[] = [
      ['a minimum above the maximum', { min_participants: 21 }, /team_buildings_participants_range/],
      ['a minimum of 0 participants', { min_participants: 0 }, /team_buildings_min_participants_check/],
      ['more than 1000 participants', { max_participants: 1001 }, /team_buildings_max_participants_check/],
      ['a negative price', { price_per_person_cents: -1 }, /team_buildings_price_check/],
      ['an unknown duration', { duration: 'week' }, /team_buildings_duration_check/],
      ['a fourth thematic', { thematics: ['THEMATIC_FOOD', 'THEMATIC_HEALTH', 'THEMATIC_SPORT', 'THEMATIC_CULTURE'] }, /team_buildings_thematics_check/],
      ['an unknown thematic', { thematics: ['THEMATIC_COOKING'] }, /team_buildings_thematics_check/],
      ['an invalid contact e-mail', { contact_email: 'camille at asso' }, /team_buildings_contact_email_check/],
      ['a phone not in E.164', { contact_phone: '06 12 34 56 78' }, /team_buildings_contact_phone_check/],
      ['an unknown state', { state: 'pending' }, /team_buildings_state_check/],
      ['more than 5 images', { images: ['1', '2', '3', '4', '5', '6'] }, /team_buildings_images_check/],
      ['an unknown beneficiary association', { association_id: 999_999 }, /team_buildings_association_id_fkey/],
      // Migration 0031: its hours, both or neither, the end after the start.
      ['an end before the start', { start_time: '14:00', end_time: '09:00' }, /team_buildings_hours_order/],
      ['a start without an end', { start_time: '09:00' }, /team_buildings_hours_given/],
    ];
    for (const [what, overrides, refusal] of cases) it(`refuses ${what}`, () => refuses('team_buildings', { ...teamBuilding(), ...overrides }, refusal));

    it('stores its cities once each, with coordinates', async () => {
      const { id } = await insert('team_buildings', teamBuilding());
      const lyon = { team_building_id: id, label: 'Lyon', city: 'Lyon', postal_code: '69001', latitude: 45.764, longitude: 4.8357 };
      expect(await insert('team_building_addresses', lyon)).toMatchObject({ country: 'FR' });
      await insert('team_building_addresses', { ...lyon, label: 'Lyon', postal_code: '69002' });
      await refuses('team_building_addresses', { ...lyon, label: 'LYON' }, /team_building_addresses_city_key/);
      await refuses('team_building_addresses', { ...lyon, label: 'Nulle part', latitude: 91 }, /team_building_addresses_latitude_check/);
      await refuses('team_building_addresses', { ...lyon, label: 'Sans coordonnées', latitude: null }, /null value in column "latitude"/);
      await refuses('team_building_addresses', { ...lyon, label: 'Ailleurs', country: 'fr' }, /team_building_addresses_country_check/);
      await refuses('team_building_addresses', { ...lyon, team_building_id: 999_999 }, /team_building_addresses_team_building_id_fkey/);
    });

    const request = (teamBuildingId: number, overrides: Row = {}): Row => ({
      team_building_id: teamBuildingId,
      company_id: ids.acme,
      requested_by: ids.colleague,
      desired_date: '2026-09-15',
      participants_count: 12,
      ...overrides,
    });

    it('stores requests, canceled ones with one of the four reasons', async () => {
      const { id } = await insert('team_buildings', teamBuilding());
      expect(await insert('team_building_requests', request(id as number))).toMatchObject({ state: 'toConfirm', cancel_reason: null });
      for (const reason of ['personal_issue_or_illness', 'no_longer_relevant', 'professional_constraint', 'wrong_dates']) {
        await insert('team_building_requests', request(id as number, { state: 'canceled', cancel_reason: reason, canceled_at: new Date() }));
      }
      const cases: Case[] = [
        ['a cancellation without a reason', { state: 'canceled', canceled_at: new Date() }, /team_building_requests_cancel_reason"/],
        // Migration 0031: each step's moment is kept.
        ['a cancellation without its moment', { state: 'canceled', cancel_reason: 'wrong_dates' }, /team_building_requests_canceled_at/],
        ['a confirmation without its moment', { state: 'validated' }, /team_building_requests_validated_at/],
        ['an end without its moment', { state: 'finished', validated_at: new Date() }, /team_building_requests_finished_at/],
        ['a reason on a live request', { cancel_reason: 'wrong_dates' }, /team_building_requests_cancel_reason"/],
        ['an unknown reason', { state: 'canceled', cancel_reason: 'other', canceled_at: new Date() }, /team_building_requests_cancel_reason_check/],
        ['an unknown state', { state: 'pending' }, /team_building_requests_state_check/],
        ['0 participants', { participants_count: 0 }, /team_building_requests_participants_count_check/],
        ['an unknown team building', { team_building_id: 999_999 }, /team_building_requests_team_building_id_fkey/],
      ];
      for (const [, overrides, refusal] of cases) await refuses('team_building_requests', request(id as number, overrides), refusal);
    });

    it('refuses to delete a team building with requests', async () => {
      const { id } = await insert('team_buildings', teamBuilding());
      await insert('team_building_requests', request(id as number));
      await expect(sql()`delete from team_buildings where id = ${id as number}`).rejects.toThrow(/team_building_requests_team_building_id_fkey/);
      const { id: unused } = await insert('team_buildings', teamBuilding());
      await sql()`delete from team_buildings where id = ${unused as number}`;
    });

    it("registers members of the request's company once each, with their testimony", async () => {
      const { id } = await insert('team_buildings', teamBuilding());
      const { id: requestId } = await insert('team_building_requests', request(id as number));
      const participant = { request_id: requestId, company_id: ids.acme, user_id: ids.employee };
      expect(await insert('team_building_participants', participant)).toMatchObject({ testimony: null });
      await refuses('team_building_participants', participant, /team_building_participants_pkey/);
      await insert('team_building_participants', { ...participant, user_id: ids.colleague, testimony: 'Super journée', testified_at: new Date() });
      await refuses('team_building_participants', { ...participant, company_id: ids.globex, user_id: ids.outsider }, /team_building_participants_request_id_company_id_fkey/);
      await refuses('team_building_participants', { ...participant, user_id: ids.outsider }, /team_building_participants_company_id_user_id_fkey/);
      const { id: other } = await insert('team_building_requests', request(id as number));
      await refuses('team_building_participants', { ...participant, request_id: other, testimony: 'Bien' }, /team_building_participants_testimony/);
    });
  });

  // ------------------------------------------------------------ tax receipts
  describe('tax exemptions and receipts', () => {
    const exemption = (overrides: Row = {}): Row => ({
      company_id: ids.acme,
      association_id: ids.association,
      mission_id: ids.mission,
      period_start: '2026-01-01',
      period_end: '2026-12-31',
      average_daily_rate_cents: 45_000,
      ...overrides,
    });

    // Migration 0034: one exemption per company, association and year; each test below takes a year of its own.
    it('stores an exemption over a period, one per company, association and year', async () => {
      expect(await insert('tax_exemptions', exemption())).toMatchObject({ average_daily_rate_cents: 45_000 });
      await refuses('tax_exemptions', exemption({ period_end: '2026-06-30' }), /tax_exemptions_company_association_period_key/);
      expect(await insert('tax_exemptions', exemption({ period_start: '2025-01-01', period_end: '2025-01-01', mission_id: null }))).toMatchObject({ mission_id: null });
      await refuses('tax_exemptions', exemption({ period_end: '2025-12-31' }), /tax_exemptions_period_order/);
      await refuses('tax_exemptions', exemption({ average_daily_rate_cents: -1 }), /tax_exemptions_average_daily_rate_cents_check/);
      await refuses('tax_exemptions', exemption({ company_id: 999_999 }), /tax_exemptions_company_id_fkey/);
      await refuses('tax_exemptions', exemption({ association_id: 999_999 }), /tax_exemptions_association_id_fkey/);
    });

    it("covers each engagement timeslot of the exemption's company once", async () => {
      const { id } = await insert('tax_exemptions', exemption({ period_start: '2024-01-01', period_end: '2024-12-31' }));
      const line = {
        tax_exemption_id: id,
        company_id: ids.acme,
        engagement_timeslot_id: ids.engagementTimeslot,
        user_id: ids.employee,
        worked_on: '2026-03-02',
        days: 1,
        valued_amount_cents: 45_000,
      };
      expect(await insert('tax_exemption_lines', line)).toMatchObject({ days: '1.00' });
      await refuses('tax_exemption_lines', line, /tax_exemption_lines_timeslot_key/);
      await sql()`delete from tax_exemption_lines where tax_exemption_id = ${id as number}`;
      await refuses('tax_exemption_lines', { ...line, days: 0 }, /tax_exemption_lines_days_check/);
      await refuses('tax_exemption_lines', { ...line, valued_amount_cents: -1 }, /tax_exemption_lines_valued_amount_cents_check/);
      await refuses('tax_exemption_lines', { ...line, tax_exemption_id: 999_999 }, /tax_exemption_lines_tax_exemption_id_company_id_fkey/);
      // A slot of Acme cannot be covered by an exemption of Globex.
      const { id: globexExemption } = await insert('tax_exemptions', exemption({ company_id: ids.globex, period_start: '2024-01-01', period_end: '2024-12-31' }));
      await refuses('tax_exemption_lines', { ...line, tax_exemption_id: globexExemption, company_id: ids.globex }, /tax_exemption_lines_engagement_timeslot_id_company_id_fkey/);
      await refuses('tax_exemption_lines', { ...line, tax_exemption_id: globexExemption }, /tax_exemption_lines_tax_exemption_id_company_id_fkey/);
    });

    it('keeps several receipts per exemption (migration 0034: the year\'s lines come in over time), complete ones with their document', async () => {
      const { id } = await insert('tax_exemptions', exemption({ period_start: '2023-01-01', period_end: '2023-12-31' }));
      const receipt = { tax_exemption_id: id, company_id: ids.acme, association_id: ids.association, amount_cents: 45_000 };
      expect(await insert('tax_receipts', receipt)).toMatchObject({ state: 'to_send' });
      expect(await insert('tax_receipts', receipt)).toMatchObject({ state: 'to_send' });
      await insert('tax_receipts', { ...receipt, state: 'complete', number: 'RF-2023-001', issued_on: '2023-02-01', document_path: 'uploads/recu.pdf' });
    });

    it('refuses invalid receipts', async () => {
      const { id } = await insert('tax_exemptions', exemption({ period_start: '2022-01-01', period_end: '2022-12-31' }));
      const receipt = { tax_exemption_id: id, company_id: ids.acme, association_id: ids.association, amount_cents: 45_000 };
      const cases: Case[] = [
        ['a complete receipt without its document', { state: 'complete', number: 'RF-1', issued_on: '2026-02-01' }, /tax_receipts_complete_has_document/],
        ['a problem without a message', { state: 'problem_reported', problem_message: ' ' }, /tax_receipts_problem_has_message/],
        ['an unknown state', { state: 'sent' }, /tax_receipts_state_check/],
        ['a negative amount', { amount_cents: -1 }, /tax_receipts_amount_cents_check/],
        ['a blank number', { number: ' ' }, /tax_receipts_number_check/],
        ['another association than the exemption', { association_id: ids.otherAssociation }, /tax_receipts_tax_exemption_id_company_id_association_id_fkey/],
        ['another company than the exemption', { company_id: ids.globex }, /tax_receipts_tax_exemption_id_company_id_association_id_fkey/],
      ];
      for (const [, overrides, refusal] of cases) await refuses('tax_receipts', { ...receipt, ...overrides }, refusal);
      await insert('tax_receipts', { ...receipt, state: 'problem_reported', problem_message: "Les heures ne correspondent pas à nos relevés." });
    });
  });
});
