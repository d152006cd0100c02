import { z } from 'zod';
import { quoteInputSchema, quoteSchema } from '../programs/program.schema';
import { idListSchema, mediaRefSchema, nullableText, requiredText, slugSchema } from '../validation/inputs';
import { HIGHLIGHT_STATES } from './highlight.machine';

export const HIGHLIGHT_TITLE_MAX_LENGTH = 120;
export const HIGHLIGHT_DESCRIPTION_MAX_LENGTH = 5000;

const idSchema = z.number().int().positive();
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A highlight ('Temps Fort') as the API returns it. `companyId` null: a
 * catalogue highlight; `catalogueHighlightId`: the catalogue highlight a
 * company's copy comes from.
 */
export const highlightSchema = z.object({
  id: idSchema,
  companyId: idSchema.nullable(),
  catalogueHighlightId: idSchema.nullable(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  missionIds: z.array(idSchema),
  questIds: z.array(idSchema),
  challengeIds: z.array(idSchema),
  quote: quoteSchema.nullable(),
  state: z.enum(HIGHLIGHT_STATES),
  publishedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Highlight = z.infer<typeof highlightSchema>;

export const highlightInputSchema = z.object({
  title: requiredText(HIGHLIGHT_TITLE_MAX_LENGTH),
  /** Derived from the title when absent. */
  slug: slugSchema.nullish().transform((value) => value ?? null),
  description: nullableText(HIGHLIGHT_DESCRIPTION_MAX_LENGTH),
  coverImage: mediaRefSchema.nullish().transform((value) => value ?? null),
  missionIds: idListSchema.default([]),
  questIds: idListSchema.default([]),
  challengeIds: idListSchema.default([]),
  quote: quoteInputSchema.nullish().transform((value) => value ?? null),
});
export type HighlightInput = z.infer<typeof highlightInputSchema>;
