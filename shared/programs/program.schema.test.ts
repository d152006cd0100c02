import { describe, expect, it } from 'vitest';
import { programInputSchema, programSchema } from './program.schema';
import { countryCodeSchema, ISO_COUNTRY_CODES } from '../validation/inputs';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('programInputSchema', () => {
  it('accepts a minimal selection and fills the defaults', () => {
    const parsed = programInputSchema.parse({ name: '  Solidarité locale ', missionSelectionMode: 'automatic' });
    expect(parsed).toMatchObject({
      name: 'Solidarité locale',
      description: null,
      heroImage: null,
      colour: null,
      thematics: [],
      countries: [],
      associationIds: [],
      missionIds: [],
      quote: null,
      topMedia: null,
      includeCompanyMissions: false,
      acceptsTaxExemption: false,
      filters: { durations: [], remoteOnly: false, taxExemptOnly: false },
    });
  });

  it('accepts a full selection', () => {
    const parsed = programInputSchema.parse({
      name: 'Environnement',
      description: 'Nos missions vertes',
      heroImage: 'uploads/hero.jpg',
      colour: '#12AB34',
      thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_HEALTH'],
      countries: ['fr', 'BE'],
      missionSelectionMode: 'manual',
      missionIds: [1, 2],
      quote: { author: 'Jeanne', content: 'Agir ensemble', media: null },
      filters: { skills: ['SKILL_LEGAL'], remoteOnly: true },
      questIds: [4],
    });
    expect(parsed.countries).toEqual(['FR', 'BE']);
    expect(parsed.filters).toEqual({ durations: [], skills: ['SKILL_LEGAL'], missionTypes: [], remoteOnly: true, taxExemptOnly: false, attendabilities: [] });
    expect(parsed.quote).toEqual({ author: 'Jeanne', content: 'Agir ensemble', media: null });
  });

  it('limits the name to 80 characters, with the French message', () => {
    expect(programInputSchema.safeParse({ name: 'a'.repeat(80), missionSelectionMode: 'manual' }).success).toBe(true);
    const result = programInputSchema.safeParse({ name: 'a'.repeat(81), missionSelectionMode: 'manual' });
    expect(messages(result)).toEqual({ name: '80 caractères maximum.' });
  });

  it('refuses a missing name, a fourth thematic, an unknown country, duplicates and an unknown mode', () => {
    const result = programInputSchema.safeParse({
      name: ' ',
      thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_HEALTH', 'THEMATIC_SPORT'],
      countries: ['FR', 'ZZ'],
      missionIds: [1, 1],
      missionSelectionMode: 'random',
      colour: 'red',
    });
    expect(messages(result)).toEqual({
      name: 'Ce champ est obligatoire.',
      thematics: 'Choisissez au plus 3 thématiques.',
      'countries.1': 'Choisissez une valeur de la liste.',
      missionIds: 'Un même élément ne peut pas être choisi deux fois.',
      missionSelectionMode: 'Choisissez une valeur de la liste.',
      colour: 'Choisissez une couleur au format #RRGGBB.',
    });
    expect(messages(programInputSchema.safeParse({ name: 'x', missionSelectionMode: 'manual', countries: ['FR', 'fr'] }))).toEqual({
      countries: 'Un même élément ne peut pas être choisi deux fois.',
    });
  });

  it('requires the author and the content of a quote', () => {
    const result = programInputSchema.safeParse({ name: 'x', missionSelectionMode: 'manual', quote: { author: '', content: '' } });
    expect(Object.keys(messages(result)).sort()).toEqual(['quote.author', 'quote.content']);
  });
});

describe('countries', () => {
  it('knows the 249 ISO 3166-1 alpha-2 codes', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(countryCodeSchema.parse('de')).toBe('DE');
    expect(countryCodeSchema.safeParse('UK').success).toBe(false);
  });
});

describe('programSchema', () => {
  it('describes a stored selection', () => {
    const program = {
      id: 1,
      companyId: null,
      slug: 'environnement',
      name: 'Environnement',
      description: null,
      heroImage: null,
      colour: '#112233',
      thematics: ['THEMATIC_ENVIRONMENT'],
      countries: ['FR'],
      missionSelectionMode: 'automatic',
      associationIds: [],
      missionIds: [],
      filters: { durations: ['day'], skills: [], missionTypes: [], remoteOnly: false, taxExemptOnly: false, attendabilities: [] },
      quote: null,
      topMedia: null,
      bottomMedia: null,
      includeCompanyMissions: false,
      acceptsTaxExemption: true,
      questIds: [],
      state: 'published',
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00+01:00',
    };
    expect(programSchema.parse(program)).toEqual(program);
    expect(programSchema.safeParse({ ...program, state: 'draft' }).success).toBe(false);
  });
});
