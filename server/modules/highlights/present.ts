import type { Quote } from '../../../shared/programs/program.schema';
import type { EmployeeHighlightDetail } from '../../../shared/highlights/highlight-api';
import type { Highlight } from '../../../shared/highlights/highlight.schema';
import type { HighlightRow } from './highlights.sql';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentQuote(row: Pick<HighlightRow, 'quoteAuthor' | 'quoteContent' | 'quoteMedia'>): Quote | null {
  if (row.quoteAuthor === null || row.quoteContent === null) return null;
  return { author: row.quoteAuthor, content: row.quoteContent, media: row.quoteMedia };
}

export function presentHighlight(row: HighlightRow): Highlight {
  return {
    id: row.id,
    companyId: row.companyId,
    catalogueHighlightId: row.catalogueHighlightId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImage: row.coverImage,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    missionIds: row.missionIds,
    questIds: row.questIds,
    challengeIds: row.challengeIds,
    quote: presentQuote(row),
    state: row.state,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A list's counts: everything the highlight links. */
export function linkedCounts(row: HighlightRow) {
  return { missions: row.missionIds.length, quests: row.questIds.length, challenges: row.challengeIds.length };
}

/** A highlight as its company's employees read it (its page, and their replica's row with the ids of its content). */
export function presentEmployeeHighlight(row: HighlightRow): EmployeeHighlightDetail['highlight'] {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImage: row.coverImage,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    quote: presentQuote(row),
  };
}
