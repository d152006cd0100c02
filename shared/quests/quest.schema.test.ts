import { describe, expect, it } from 'vitest';
import { questInputSchema, questSchema } from './quest.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('questInputSchema', () => {
  it('accepts a minimal quest and fills the defaults', () => {
    expect(questInputSchema.parse({ title: ' Zéro déchet ' })).toEqual({
      title: 'Zéro déchet',
      slug: null,
      description: null,
      coverImage: null,
      thematics: [],
      goals: [],
      partners: [],
    });
  });

  it('accepts partners, goals and a level order', () => {
    const parsed = questInputSchema.parse({
      title: 'Zéro déchet',
      slug: 'zero-dechet',
      coverImage: 'uploads/cover.png',
      thematics: ['THEMATIC_ENVIRONMENT'],
      goals: ['Réduire ses déchets'],
      partners: [{ name: 'Recyclerie', link: 'https://recyclerie.example' }, { name: 'Mairie', image: 'uploads/mairie.png' }],
      levelIds: [3, 1, 2],
    });
    expect(parsed.partners).toEqual([
      { name: 'Recyclerie', link: 'https://recyclerie.example', image: null },
      { name: 'Mairie', link: null, image: 'uploads/mairie.png' },
    ]);
    expect(parsed.levelIds).toEqual([3, 1, 2]);
  });

  it('refuses invalid values with French messages', () => {
    const result = questInputSchema.safeParse({
      title: '',
      slug: 'Pas un slug',
      thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_HEALTH', 'THEMATIC_SPORT'],
      goals: ['a', 'b', 'c', 'd', 'e', 'f'],
      partners: [{ name: 'X', link: 'ftp://x' }],
      levelIds: [1, 1],
    });
    expect(messages(result)).toEqual({
      title: 'Ce champ est obligatoire.',
      slug: 'Utilisez seulement des lettres minuscules, des chiffres et des tirets.',
      thematics: 'Choisissez au plus 3 thématiques.',
      goals: 'Vous pouvez choisir au plus 5 éléments.',
      'partners.0.link': 'Saisissez un lien complet commençant par https://.',
      levelIds: 'Un même élément ne peut pas être choisi deux fois.',
    });
  });
});

describe('questSchema', () => {
  it('describes a stored quest', () => {
    const quest = {
      id: 1,
      companyId: 2,
      slug: 'zero-dechet',
      title: 'Zéro déchet',
      description: null,
      coverImage: null,
      thematics: ['THEMATIC_ENVIRONMENT'],
      goals: [],
      points: 30,
      participantsCount: 4,
      levelIds: [1, 2],
      partners: [{ name: 'Recyclerie', link: null, image: null }],
      state: 'published',
      publishedAt: '2026-03-01T08:00:00Z',
      createdAt: '2026-02-01T08:00:00Z',
      updatedAt: '2026-02-01T08:00:00Z',
    };
    expect(questSchema.parse(quest)).toEqual(quest);
    expect(questSchema.safeParse({ ...quest, state: 'selected' }).success).toBe(false);
  });
});
