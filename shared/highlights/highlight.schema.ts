import * as z from 'zod/mini';
import { quoteInputSchema, quoteSchema } from '../programs/program.schema';
import { idListSchema, mediaRefSchema, nullableText, nullWhenAbsent, requiredDate, requiredText, slugSchema } from '../validation/inputs';
import { validationMessage } from '../validation/messages';
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
  /** The moment it runs (a solidarity week): Paris days, YYYY-MM-DD; null on a company's copy, which shows its catalogue highlight's. */
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
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

/**
 * The form of a highlight (a company's, or a catalogue one: the platform's catalogue offers missions only, which
 * the server checks). Its content is lists of ids in display order; which of them a company may pick (missions
 * its employees see, its own quests and events) is checked by the server against the database.
 */
export const highlightInputSchema = z
  .object({
    title: requiredText(HIGHLIGHT_TITLE_MAX_LENGTH),
    /** Derived from the title when absent. */
    slug: nullWhenAbsent(slugSchema),
    description: nullableText(HIGHLIGHT_DESCRIPTION_MAX_LENGTH),
    coverImage: nullWhenAbsent(mediaRefSchema),
    startsOn: requiredDate('start_date_required'),
    endsOn: requiredDate('end_date_required'),
    missionIds: z._default(idListSchema, []),
    questIds: z._default(idListSchema, []),
    challengeIds: z._default(idListSchema, []),
    quote: nullWhenAbsent(quoteInputSchema),
  })
  .check(
    z.superRefine((highlight, ctx) => {
      if (highlight.endsOn < highlight.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: validationMessage('date_order') });
    }),
  );
export type HighlightInput = z.infer<typeof highlightInputSchema>;
