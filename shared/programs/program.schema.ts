import { z } from 'zod';
import { ATTENDABILITIES, MISSION_DURATIONS, MISSION_TYPES, SKILLS, THEMATICS } from '../missions/taxonomy';
import { colourSchema, countriesSchema, idListSchema, idSchema, MAX_THEMATICS, mediaRefSchema, multiSelectSchema, nullableText, optionalText, requiredText } from '../validation/inputs';
import { msg } from '../validation/messages';
import { PROGRAM_STATES } from './program.machine';

/** Spec §5/§9: a selection's name has 80 characters at most. */
export const PROGRAM_NAME_MAX_LENGTH = 80;
export const PROGRAM_DESCRIPTION_MAX_LENGTH = 5000;
export const QUOTE_AUTHOR_MAX_LENGTH = 120;
export const QUOTE_CONTENT_MAX_LENGTH = 1000;

/** Manual: the company picks the missions; automatic: the filters pick them. Labels: `programs:mission_selection_modes.<mode>`. */
export const PROGRAM_MISSION_SELECTION_MODES = ['manual', 'automatic'] as const;
export type ProgramMissionSelectionMode = (typeof PROGRAM_MISSION_SELECTION_MODES)[number];

const optionalMedia = mediaRefSchema.nullish().transform((value) => value ?? null);

/** A quote shown on a selection or a highlight: who said it, what, and an optional picture or video. */
export const quoteSchema = z.object({ author: z.string(), content: z.string(), media: z.string().nullable() });
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
  durations: multiSelectSchema(MISSION_DURATIONS).default([]),
  skills: multiSelectSchema(SKILLS).default([]),
  missionTypes: multiSelectSchema(MISSION_TYPES).default([]),
  remoteOnly: z.boolean().default(false),
  taxExemptOnly: z.boolean().default(false),
  attendabilities: multiSelectSchema(ATTENDABILITIES).default([]),
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
  companyId: idSchema.nullable(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  heroImage: z.string().nullable(),
  colour: z.string().nullable(),
  thematics: z.array(z.enum(THEMATICS)),
  countries: z.array(z.string()),
  missionSelectionMode: z.enum(PROGRAM_MISSION_SELECTION_MODES),
  /** The association filter: only these associations' missions (empty: any association). */
  associationIds: z.array(idSchema),
  /** The missions picked by hand (manual mode). */
  missionIds: z.array(idSchema),
  filters: programFiltersSchema,
  quote: quoteSchema.nullable(),
  topMedia: z.string().nullable(),
  bottomMedia: z.string().nullable(),
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
  colour: colourSchema.nullish().transform((value) => value ?? null),
  thematics: multiSelectSchema(THEMATICS, { max: MAX_THEMATICS, maxMessage: 'thematics_max' }).default([]),
  countries: countriesSchema.default([]),
  missionSelectionMode: z.enum(PROGRAM_MISSION_SELECTION_MODES, msg('choose_from_list')),
  associationIds: idListSchema.default([]),
  missionIds: idListSchema.default([]),
  filters: programFiltersInputSchema.default(EMPTY_PROGRAM_FILTERS),
  quote: quoteInputSchema.nullish().transform((value) => value ?? null),
  topMedia: optionalMedia,
  bottomMedia: optionalMedia,
  includeCompanyMissions: z.boolean().default(false),
  acceptsTaxExemption: z.boolean().default(false),
  questIds: idListSchema.default([]),
});
export type ProgramInput = z.infer<typeof programInputSchema>;
