import * as z from 'zod/mini';
import { quoteInputSchema, quoteSchema } from '../programs/program.schema';
import { idListSchema, mediaRefSchema, nullableText, nullWhenAbsent, requiredText, slugSchema } from '../validation/inputs';
import { HIGHLIGHT_STATES } from './highlight.machine';

export const HIGHLIGHT_TITLE_MAX_LENGTH = 120;
export const HIGHLIGHT_DESCRIPTION_MAX_LENGTH = 5000;

const idSchema = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A highlight ('Temps Fort') as the API returns it. `companyId` null: a
 * catalogue highlight; `catalogueHighlightId`: the catalogue highlight a
 * company's copy comes from.
 */
export const highlightSchema = z.object({
  id: idSchema,
  companyId: z.nullable(idSchema),
  catalogueHighlightId: z.nullable(idSchema),
  slug: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  coverImage: z.nullable(z.string()),
  missionIds: z.array(idSchema),
  questIds: z.array(idSchema),
  challengeIds: z.array(idSchema),
  quote: z.nullable(quoteSchema),
  state: z.enum(HIGHLIGHT_STATES),
  publishedAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Highlight = z.infer<typeof highlightSchema>;

export const highlightInputSchema = z.object({
  title: requiredText(HIGHLIGHT_TITLE_MAX_LENGTH),
  /** Derived from the title when absent. */
  slug: nullWhenAbsent(slugSchema),
  description: nullableText(HIGHLIGHT_DESCRIPTION_MAX_LENGTH),
  coverImage: nullWhenAbsent(mediaRefSchema),
  missionIds: z._default(idListSchema, []),
  questIds: z._default(idListSchema, []),
  challengeIds: z._default(idListSchema, []),
  quote: nullWhenAbsent(quoteInputSchema),
});
export type HighlightInput = z.infer<typeof highlightInputSchema>;
