import { describe, expect, it } from 'vitest';
import { highlightInputSchema, highlightSchema } from './highlight.schema';

describe('highlightInputSchema', () => {
  const moment = { startsOn: '2026-06-01', endsOn: '2026-06-05' };

  it('accepts a highlight and fills the defaults', () => {
    expect(highlightInputSchema.parse({ title: 'Semaine du climat', ...moment })).toEqual({
      title: 'Semaine du climat',
      slug: null,
      description: null,
      coverImage: null,
      startsOn: '2026-06-01',
      endsOn: '2026-06-05',
      missionIds: [],
      questIds: [],
      challengeIds: [],
      quote: null,
    });
    const full = highlightInputSchema.parse({
      title: 'Semaine du climat',
      slug: 'semaine-du-climat',
      ...moment,
      missionIds: [1],
      questIds: [2],
      challengeIds: [3],
      quote: { author: 'A', content: 'B', media: 'https://video.example/1' },
    });
    expect(full.quote).toEqual({ author: 'A', content: 'B', media: 'https://video.example/1' });
  });

  it('refuses a missing title, missing dates and repeated items', () => {
    const result = highlightInputSchema.safeParse({ title: '', startsOn: '', missionIds: [1, 1] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Ce champ est obligatoire.'],
      ['startsOn', 'Indiquez la date de début.'],
      ['endsOn', 'Indiquez la date de fin.'],
      ['missionIds', 'Un même élément ne peut pas être choisi deux fois.'],
    ]);
  });

  it('refuses an end before the start, and a date that is not one', () => {
    const reversed = highlightInputSchema.safeParse({ title: 'Semaine', startsOn: '2026-06-05', endsOn: '2026-06-01' });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['endsOn', 'La date de fin doit suivre la date de début.']]);
    // A one-day moment is one.
    expect(highlightInputSchema.safeParse({ title: 'Journée', startsOn: '2026-06-05', endsOn: '2026-06-05' }).success).toBe(true);
    const invalid = highlightInputSchema.safeParse({ title: 'Semaine', startsOn: '2026-02-30', endsOn: '2026-06-01' });
    expect(invalid.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['startsOn', 'Date invalide.']]);
  });
});

describe('highlightSchema', () => {
  it('describes a stored highlight', () => {
    const highlight = {
      id: 1,
      companyId: 4,
      catalogueHighlightId: 2,
      slug: 'semaine-du-climat',
      title: 'Semaine du climat',
      description: null,
      coverImage: null,
      startsOn: null,
      endsOn: null,
      missionIds: [],
      questIds: [],
      challengeIds: [],
      quote: null,
      state: 'selected',
      publishedAt: null,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(highlightSchema.parse(highlight)).toEqual(highlight);
  });
});
