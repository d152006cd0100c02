import * as z from 'zod/mini';
import { ATTENDABILITIES, MISSION_DURATIONS, MISSION_TYPES, SKILLS, THEMATICS, MAX_THEMATICS } from '../missions/taxonomy';
import { colourSchema, countriesSchema, idListSchema, idSchema, mediaRefSchema, multiSelectSchema, nullableText, nullWhenAbsent, optionalText, requiredText } from '../validation/inputs';
import { msg } from '../validation/messages';
import { PROGRAM_STATES } from './program.machine';
import { PROGRAM_MISSION_SELECTION_MODES, PROGRAM_NAME_MAX_LENGTH, type ProgramMissionSelectionMode } from './program.rules';

export { PROGRAM_MISSION_SELECTION_MODES, PROGRAM_NAME_MAX_LENGTH, type ProgramMissionSelectionMode };
export const PROGRAM_DESCRIPTION_MAX_LENGTH = 5000;
export const QUOTE_AUTHOR_MAX_LENGTH = 120;
export const QUOTE_CONTENT_MAX_LENGTH = 1000;


const optionalMedia = nullWhenAbsent(mediaRefSchema);

/** A quote shown on a selection or a highlight: who said it, what, and an optional picture or video. */
export const quoteSchema = z.object({ author: z.string(), content: z.string(), media: z.nullable(z.string()) });
export type Quote = z.infer<typeof quoteSchema>;
export const quoteInputSchema = z.object({
  author: requiredText(QUOTE_AUTHOR_MAX_LENGTH),
  content: requiredText(QUOTE_CONTENT_MAX_LENGTH),
  media: optionalMedia,
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** The filters of an automatic selection (spec §3). An empty list means 'any'. */
export const programFiltersSchema = z.object({
  durations: z.array(z.enum(MISSION_DURATIONS)),
  skills: z.array(z.enum(SKILLS)),
  missionTypes: z.array(z.enum(MISSION_TYPES)),
  remoteOnly: z.boolean(),
  taxExemptOnly: z.boolean(),
  attendabilities: z.array(z.enum(ATTENDABILITIES)),
});
export type ProgramFilters = z.infer<typeof programFiltersSchema>;

export const programFiltersInputSchema = z.object({
  durations: z._default(multiSelectSchema(MISSION_DURATIONS), []),
  skills: z._default(multiSelectSchema(SKILLS), []),
  missionTypes: z._default(multiSelectSchema(MISSION_TYPES), []),
  remoteOnly: z._default(z.boolean(), false),
  taxExemptOnly: z._default(z.boolean(), false),
  attendabilities: z._default(multiSelectSchema(ATTENDABILITIES), []),
});

export const EMPTY_PROGRAM_FILTERS: ProgramFilters = {
  durations: [],
  skills: [],
  missionTypes: [],
  remoteOnly: false,
  taxExemptOnly: false,
  attendabilities: [],
};

/** A selection as the API returns it. `companyId` null: a platform catalogue selection curated by admins. */
export const programSchema = z.object({
  id: idSchema,
  companyId: z.nullable(idSchema),
  slug: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  heroImage: z.nullable(z.string()),
  colour: z.nullable(z.string()),
  thematics: z.array(z.enum(THEMATICS)),
  countries: z.array(z.string()),
  missionSelectionMode: z.enum(PROGRAM_MISSION_SELECTION_MODES),
  /** The association filter: only these associations' missions (empty: any association). */
  associationIds: z.array(idSchema),
  /** The missions picked by hand (manual mode). */
  missionIds: z.array(idSchema),
  filters: programFiltersSchema,
  quote: z.nullable(quoteSchema),
  topMedia: z.nullable(z.string()),
  bottomMedia: z.nullable(z.string()),
  /** Whether missions published by the company itself are part of the selection. */
  includeCompanyMissions: z.boolean(),
  /** Whether tax-exempt (skills sponsorship) missions are accepted in the selection. */
  acceptsTaxExemption: z.boolean(),
  questIds: z.array(idSchema),
  state: z.enum(PROGRAM_STATES),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Program = z.infer<typeof programSchema>;

/** What a company (or an admin, for the catalogue) creates or edits. */
export const programInputSchema = z.object({
  name: requiredText(PROGRAM_NAME_MAX_LENGTH),
  description: nullableText(PROGRAM_DESCRIPTION_MAX_LENGTH),
  heroImage: optionalMedia,
  colour: nullWhenAbsent(colourSchema),
  thematics: z._default(multiSelectSchema(THEMATICS, { max: MAX_THEMATICS, maxMessage: 'thematics_max' }), []),
  countries: z._default(countriesSchema, []),
  missionSelectionMode: z.enum(PROGRAM_MISSION_SELECTION_MODES, msg('choose_from_list')),
  associationIds: z._default(idListSchema, []),
  missionIds: z._default(idListSchema, []),
  filters: z._default(programFiltersInputSchema, EMPTY_PROGRAM_FILTERS),
  quote: nullWhenAbsent(quoteInputSchema),
  topMedia: optionalMedia,
  bottomMedia: optionalMedia,
  includeCompanyMissions: z._default(z.boolean(), false),
  acceptsTaxExemption: z._default(z.boolean(), false),
  questIds: z._default(idListSchema, []),
});
export type ProgramInput = z.infer<typeof programInputSchema>;
