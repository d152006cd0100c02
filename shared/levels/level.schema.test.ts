import { describe, expect, it } from 'vitest';
import { levelAnswerInputSchema, levelAnswerSchema, levelInputSchema, levelSchema } from './level.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('levelInputSchema', () => {
  it('accepts a level without a question and clears the answer fields', () => {
    expect(levelInputSchema.parse({ title: 'Regarder la vidéo', options: ['a', 'b'], rightAnswer: ['a'] })).toEqual({
      title: 'Regarder la vidéo',
      steps: [],
      description: null,
      instructions: null,
      durationMinutes: null,
      rewardPoints: 0,
      question: null,
      answerType: null,
      options: [],
      rightAnswer: [],
      quizUrl: null,
      surveyUrl: null,
      onlineEventAt: null,
      coverImage: null,
    });
  });

  it('accepts a multiple-choice question with its right answers', () => {
    const parsed = levelInputSchema.parse({
      title: 'Le tri',
      steps: ['Lire la fiche', 'Répondre'],
      durationMinutes: 15,
      rewardPoints: 20,
      question: 'Que met-on dans le bac jaune ?',
      answerType: 'checkbox',
      options: ['Papier', 'Verre', 'Carton'],
      rightAnswer: ['Papier', 'Carton'],
      surveyUrl: 'https://form.typeform.com/to/AbC123',
      quizUrl: 'https://quiz.example/tri',
      onlineEventAt: '2026-09-01T18:00:00+02:00',
    });
    expect(parsed.answerType).toBe('checkbox');
    expect(parsed.rightAnswer).toEqual(['Papier', 'Carton']);
  });

  it('drops options of a text question', () => {
    const parsed = levelInputSchema.parse({ title: 'Q', question: 'Quel animal ?', answerType: 'text', options: ['x', 'y'], rightAnswer: ['Éléphant'] });
    expect(parsed.options).toEqual([]);
    expect(parsed.rightAnswer).toEqual(['Éléphant']);
  });

  it('requires a question for an answer type and an answer type for a question', () => {
    expect(messages(levelInputSchema.safeParse({ title: 'Q', answerType: 'select' }))).toEqual({ question: 'Ce champ est obligatoire.' });
    expect(messages(levelInputSchema.safeParse({ title: 'Q', question: 'Pourquoi ?' }))).toEqual({ answerType: 'Ce champ est obligatoire.' });
  });

  it('checks the options and the right answer of a choice question', () => {
    expect(messages(levelInputSchema.safeParse({ title: 'Q', question: '?', answerType: 'select', options: ['Oui'], rightAnswer: ['Non'] }))).toEqual({
      options: 'Proposez au moins 2 réponses.',
      rightAnswer: 'Choisissez une valeur de la liste.',
    });
    expect(messages(levelInputSchema.safeParse({ title: 'Q', question: '?', answerType: 'select', options: ['Oui', 'Non'], rightAnswer: ['Oui', 'Non'] }))).toEqual({
      rightAnswer: 'Une seule bonne réponse est possible pour cette question.',
    });
    expect(messages(levelInputSchema.safeParse({ title: 'Q', question: '?', answerType: 'checkbox', options: ['Oui', 'Non'], rightAnswer: ['Oui', 'Oui'] }))).toEqual({
      rightAnswer: 'Un même élément ne peut pas être choisi deux fois.',
    });
    expect(messages(levelInputSchema.safeParse({ title: 'Q', question: '?', answerType: 'checkbox', options: ['Oui', 'oui'] }))).toMatchObject({
      options: 'Un même élément ne peut pas être choisi deux fois.',
    });
  });

  it('validates limits and links with French messages', () => {
    const result = levelInputSchema.safeParse({
      title: 'x'.repeat(121),
      durationMinutes: 0,
      rewardPoints: -1,
      answerType: 'radio',
      surveyUrl: 'https://example.com/form',
      quizUrl: 'pas un lien',
      onlineEventAt: 'demain',
    });
    expect(messages(result)).toMatchObject({
      title: '120 caractères maximum.',
      durationMinutes: 'La valeur minimale est 1.',
      rewardPoints: 'La valeur minimale est 0.',
      answerType: 'Choisissez une valeur de la liste.',
      surveyUrl: "Saisissez le lien d'un formulaire, par exemple https://form.typeform.com/to/AbC123.",
      quizUrl: 'Saisissez un lien complet commençant par https://.',
    });
    expect(messages(levelInputSchema.safeParse({ title: 'Q', durationMinutes: 1.5 }))).toEqual({ durationMinutes: 'Saisissez un nombre entier.' });
    expect(messages(levelInputSchema.safeParse({ title: 'Q', durationMinutes: 421, rewardPoints: 10_001 }))).toEqual({
      durationMinutes: 'La valeur maximale est 420.',
      rewardPoints: 'La valeur maximale est 10000.',
    });
  });
});

describe('levelAnswerInputSchema', () => {
  const answerId = '0b6f7c1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d';

  it('matches the level.answer mutation args', () => {
    expect(levelAnswerInputSchema.parse({ answerId, levelId: 4, answers: [' Papier '] })).toEqual({ answerId, levelId: 4, answers: ['Papier'] });
    expect(levelAnswerInputSchema.parse({ answerId, levelId: 4, answers: [] }).answers).toEqual([]);
  });

  it('refuses a malformed answer', () => {
    expect(levelAnswerInputSchema.safeParse({ answerId: 'nope', levelId: 4, answers: [] }).success).toBe(false);
    expect(levelAnswerInputSchema.safeParse({ answerId, levelId: 0, answers: [] }).success).toBe(false);
    expect(messages(levelAnswerInputSchema.safeParse({ answerId, levelId: 4, answers: [' '] }))).toEqual({ 'answers.0': 'Ce champ est obligatoire.' });
    expect(messages(levelAnswerInputSchema.safeParse({ answerId, levelId: 4, answers: ['x'.repeat(2001)] }))).toEqual({ 'answers.0': '2000 caractères maximum.' });
    expect(levelAnswerInputSchema.safeParse({ answerId, levelId: 4, answers: Array.from({ length: 11 }, (_, i) => `${i}`) }).success).toBe(false);
  });
});

describe('stored shapes', () => {
  it('describes a level and an answer', () => {
    const level = {
      id: 1,
      questId: 2,
      position: 0,
      title: 'Le tri',
      steps: [],
      description: null,
      instructions: null,
      durationMinutes: 10,
      rewardPoints: 5,
      question: 'Oui ou non ?',
      answerType: 'select',
      options: ['Oui', 'Non'],
      rightAnswer: ['Oui'],
      quizUrl: null,
      surveyUrl: null,
      onlineEventAt: null,
      answersCount: 0,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(levelSchema.parse(level)).toEqual(level);
    const answer = {
      id: '0b6f7c1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d',
      levelId: 1,
      userId: '1b6f7c1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d',
      companyId: 3,
      answers: ['Oui'],
      isCorrect: true,
      pointsEarned: 5,
      answeredAt: '2026-01-02T00:00:00Z',
    };
    expect(levelAnswerSchema.parse(answer)).toEqual(answer);
  });
});
