import { describe, expect, it } from 'vitest';
import { highlightInputSchema, highlightSchema } from './highlight.schema';

describe('highlightInputSchema', () => {
  it('accepts a highlight and fills the defaults', () => {
    expect(highlightInputSchema.parse({ title: 'Semaine du climat' })).toEqual({
      title: 'Semaine du climat',
      slug: null,
      description: null,
      coverImage: null,
      missionIds: [],
      questIds: [],
      challengeIds: [],
      quote: null,
    });
    const full = highlightInputSchema.parse({
      title: 'Semaine du climat',
      slug: 'semaine-du-climat',
      missionIds: [1],
      questIds: [2],
      challengeIds: [3],
      quote: { author: 'A', content: 'B', media: 'https://video.example/1' },
    });
    expect(full.quote).toEqual({ author: 'A', content: 'B', media: 'https://video.example/1' });
  });

  it('refuses a missing title and repeated items', () => {
    const result = highlightInputSchema.safeParse({ title: '', missionIds: [1, 1] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Ce champ est obligatoire.'],
      ['missionIds', 'Un même élément ne peut pas être choisi deux fois.'],
    ]);
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
