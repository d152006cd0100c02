import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOTES_PER_USER,
  PROJECT_CALL_IMAGE_RECOMMENDED_SIZE,
  misorderedProjectCallDates,
  projectCallInputSchema,
  projectCallSchema,
  projectCallSettingsInputSchema,
} from './project-call.schema';

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The message of one issue. */
const messageOf = (result: Issues, index: number) => result.error?.issues[index]?.message;
const messages = (result: Issues) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const submission = { submissionStartsAt: '2026-03-01T00:00:00Z', submissionEndsAt: '2026-04-01T00:00:00Z' };
const withVotes = { ...submission, hasVotesPhase: true, voteStartsAt: '2026-04-01T00:00:00Z', voteEndsAt: '2026-04-15T00:00:00Z' };
const withResults = { ...withVotes, hasResultsPhase: true, resultsStartsAt: '2026-04-20T00:00:00Z', resultsEndsAt: '2026-05-20T00:00:00Z' };

describe('constants', () => {
  it('recommends a 1200x800 image and 3 votes per user', () => {
    expect(PROJECT_CALL_IMAGE_RECOMMENDED_SIZE).toEqual({ width: 1200, height: 800 });
    expect(DEFAULT_VOTES_PER_USER).toBe(3);
  });
});

describe('projectCallSettingsInputSchema', () => {
  it('fills the defaults of an internal call with submissions only', () => {
    expect(projectCallSettingsInputSchema.parse(submission)).toEqual({
      ...submission,
      hasVotesPhase: false,
      voteStartsAt: null,
      voteEndsAt: null,
      hasResultsPhase: false,
      resultsStartsAt: null,
      resultsEndsAt: null,
      votesPerUser: 3,
      evaluationGridUrl: null,
      supervisorId: null,
      audience: 'internal',
    });
  });

  it('accepts the three phases in order (a phase may start when the previous ends)', () => {
    const parsed = projectCallSettingsInputSchema.parse({ ...withResults, votesPerUser: 5, evaluationGridUrl: 'https://grille.example/pdf' });
    expect(parsed.resultsEndsAt).toBe('2026-05-20T00:00:00Z');
    expect(parsed.votesPerUser).toBe(5);
  });

  it('drops the dates of a phase that is off', () => {
    const parsed = projectCallSettingsInputSchema.parse({ ...withResults, hasVotesPhase: false, hasResultsPhase: false });
    expect([parsed.voteStartsAt, parsed.voteEndsAt, parsed.resultsStartsAt, parsed.resultsEndsAt]).toEqual([null, null, null, null]);
  });

  it('refuses votes and results on an external call, with a French message on the flag', () => {
    const result = projectCallSettingsInputSchema.safeParse({ ...withResults, audience: 'external' });
    expect(messages(result)).toEqual({
      hasVotesPhase: 'Un appel à projets externe ne peut pas avoir de phase de vote ni de résultats.',
      hasResultsPhase: 'Un appel à projets externe ne peut pas avoir de phase de vote ni de résultats.',
    });
    expect(messageOf(result, 0)).toBe('Un appel à projets externe ne peut pas avoir de phase de vote ni de résultats.');
  });

  it('refuses results without votes', () => {
    const result = projectCallSettingsInputSchema.safeParse({ ...withResults, hasVotesPhase: false });
    expect(messages(result)).toEqual({ hasResultsPhase: 'La phase de résultats nécessite une phase de vote.' });
    expect(messageOf(result, 0)).toBe('La phase de résultats nécessite une phase de vote.');
  });

  it('requires the dates of the enabled phases', () => {
    expect(messages(projectCallSettingsInputSchema.safeParse({ ...submission, hasVotesPhase: true, hasResultsPhase: true, voteStartsAt: '2026-04-02T00:00:00Z' }))).toEqual({
      voteEndsAt: 'Ce champ est obligatoire.',
      resultsStartsAt: 'Ce champ est obligatoire.',
      resultsEndsAt: 'Ce champ est obligatoire.',
    });
  });

  it('refuses dates out of order within and across phases', () => {
    expect(messages(projectCallSettingsInputSchema.safeParse({ ...submission, submissionEndsAt: '2026-03-01T00:00:00Z' }))).toEqual({
      submissionEndsAt: 'La date de fin doit suivre la date de début.',
    });
    expect(messages(projectCallSettingsInputSchema.safeParse({ ...withVotes, voteStartsAt: '2026-03-20T00:00:00Z' }))).toEqual({
      voteStartsAt: 'La date de fin doit suivre la date de début.',
    });
    expect(messages(projectCallSettingsInputSchema.safeParse({ ...withResults, resultsEndsAt: '2026-04-20T00:00:00Z' }))).toEqual({
      resultsEndsAt: 'La date de fin doit suivre la date de début.',
    });
    expect(misorderedProjectCallDates({ ...withResults, voteStartsAt: null, voteEndsAt: '2026-03-15T00:00:00Z' })).toEqual(['voteEndsAt']);
  });

  it('refuses invalid values', () => {
    expect(
      messages(projectCallSettingsInputSchema.safeParse({ ...submission, votesPerUser: 0, audience: 'public', evaluationGridUrl: 'grille', supervisorId: 'x' })),
    ).toMatchObject({
      votesPerUser: 'La valeur minimale est 1.',
      audience: 'Choisissez une valeur de la liste.',
      evaluationGridUrl: 'Saisissez un lien complet commençant par https://.',
    });
    expect(messages(projectCallSettingsInputSchema.safeParse({ ...submission, votesPerUser: 101 }))).toEqual({ votesPerUser: 'La valeur maximale est 100.' });
    expect(messages(projectCallSettingsInputSchema.safeParse({ ...submission, votesPerUser: 2.5 }))).toEqual({ votesPerUser: 'Saisissez un nombre entier.' });
  });
});

describe('projectCallInputSchema', () => {
  it('accepts a call and generates the keys of its own questions and attachments', () => {
    const parsed = projectCallInputSchema.parse({
      title: 'Coup de pouce associatif',
      subtitle: 'Édition 2026',
      steps: [{ title: 'Déposez votre projet' }],
      eligibilityCriteria: ['Association loi 1901'],
      faq: [{ question: 'Qui peut candidater ?', answer: 'Toute association.' }],
      testimonial: { author: 'Lauréat 2025', content: 'Merci !' },
      questions: [{ label: 'Combien de bénévoles ?' }, { key: 'impact', label: 'Quel impact ?', required: false }],
      attachments: [{ label: 'Plan de financement' }],
      settings: submission,
    });
    expect(parsed.questions).toEqual([
      { key: 'question_1', label: 'Combien de bénévoles ?', required: true },
      { key: 'impact', label: 'Quel impact ?', required: false },
    ]);
    expect(parsed.attachments).toEqual([{ key: 'attachment_1', label: 'Plan de financement', required: true }]);
    expect(parsed.steps).toEqual([{ title: 'Déposez votre projet', description: null }]);
    expect(parsed.testimonial).toEqual({ author: 'Lauréat 2025', content: 'Merci !', media: null });
    expect(parsed.heroImage).toBeNull();
  });

  it('refuses keys that repeat or reuse a fixed one', () => {
    const base = { title: 'x', settings: submission };
    expect(messages(projectCallInputSchema.safeParse({ ...base, questions: [{ key: 'project_goals', label: 'Objectifs' }] }))).toEqual({
      questions: 'Un même élément ne peut pas être choisi deux fois.',
    });
    expect(messages(projectCallInputSchema.safeParse({ ...base, attachments: [{ key: 'a', label: 'A' }, { key: 'a', label: 'B' }] }))).toEqual({
      attachments: 'Un même élément ne peut pas être choisi deux fois.',
    });
    expect(messages(projectCallInputSchema.safeParse({ ...base, questions: [{ key: 'Clé !', label: 'Q' }] }))).toEqual({
      'questions.0.key': 'Utilisez seulement des lettres minuscules, des chiffres et des tirets.',
    });
  });

  it('requires a title and the settings', () => {
    expect(Object.keys(messages(projectCallInputSchema.safeParse({ title: '' })))).toEqual(['title', 'settings']);
  });
});

describe('projectCallSchema', () => {
  it('describes a stored call', () => {
    const call = {
      id: 1,
      companyId: 2,
      shareId: 'p8Xk2',
      title: 'Coup de pouce',
      subtitle: null,
      description: null,
      heroImage: null,
      topMedia: null,
      steps: [],
      eligibilityCriteria: [],
      faq: [],
      testimonial: null,
      questions: [],
      attachments: [],
      settings: projectCallSettingsInputSchema.parse(withResults),
      problemReportedAt: null,
      submittedProjectsCount: 0,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(projectCallSchema.parse(call)).toEqual(call);
  });
});
