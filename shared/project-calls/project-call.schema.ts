import * as z from 'zod/mini';
import { quoteInputSchema, quoteSchema } from '../programs/program.schema';
import { httpsUrlSchema, integerInRange, mediaRefSchema, nullableText, nullWhenAbsent, requiredText } from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';

import { DEFAULT_VOTES_PER_USER, MAX_VOTES_PER_USER, PROJECT_CALL_AUDIENCES } from './project-call.constants';

export {
  DEFAULT_VOTES_PER_USER,
  MAX_VOTES_PER_USER,
  PROJECT_CALL_AUDIENCES,
  PROJECT_CALL_IMAGE_RECOMMENDED_SIZE,
  type ProjectCallAudience,
} from './project-call.constants';

/**
 * Spec §5: the mandatory questions and attachments of every project call are
 * fixed; a call only adds its own. Labels: `project-calls:mandatory_questions.<key>`
 * and `project-calls:mandatory_attachments.<key>`.
 */
export const PROJECT_CALL_MANDATORY_QUESTIONS = ['project_summary', 'project_goals', 'project_beneficiaries', 'funding_use'] as const;
export type ProjectCallMandatoryQuestion = (typeof PROJECT_CALL_MANDATORY_QUESTIONS)[number];
export const PROJECT_CALL_MANDATORY_ATTACHMENTS = ['association_statutes', 'project_budget'] as const;
export type ProjectCallMandatoryAttachment = (typeof PROJECT_CALL_MANDATORY_ATTACHMENTS)[number];

export const PROJECT_CALL_TITLE_MAX_LENGTH = 120;
export const PROJECT_CALL_SUBTITLE_MAX_LENGTH = 200;
export const PROJECT_CALL_TEXT_MAX_LENGTH = 10_000;
export const PROJECT_CALL_ITEM_MAX_LENGTH = 500;
export const PROJECT_CALL_MAX_STEPS = 10;
export const PROJECT_CALL_MAX_CRITERIA = 20;
export const PROJECT_CALL_MAX_FAQ = 30;
export const PROJECT_CALL_MAX_QUESTIONS = 20;
export const PROJECT_CALL_MAX_ATTACHMENTS = 10;

/** Keys of the call's own questions and attachments (the mandatory ones use the fixed keys above). */
export const CONTENT_KEY_PATTERN = /^[a-z0-9_-]{1,64}$/;

const idSchema = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });

export const projectCallStepSchema = z.object({ title: z.string(), description: z.nullable(z.string()) });
export const faqEntrySchema = z.object({ question: z.string(), answer: z.string() });
/** A question asked to project holders, or an attachment they must (or may) join. */
export const projectCallItemSchema = z.object({ key: z.string(), label: z.string(), required: z.boolean() });
export type ProjectCallItem = z.infer<typeof projectCallItemSchema>;

/** The phases' dates and the vote settings (spec §3 'Settings'). Dates are instants (ISO 8601). */
export const projectCallSettingsSchema = z.object({
  submissionStartsAt: isoDateTime,
  submissionEndsAt: isoDateTime,
  hasVotesPhase: z.boolean(),
  voteStartsAt: z.nullable(isoDateTime),
  voteEndsAt: z.nullable(isoDateTime),
  hasResultsPhase: z.boolean(),
  resultsStartsAt: z.nullable(isoDateTime),
  resultsEndsAt: z.nullable(isoDateTime),
  votesPerUser: z.int().check(z.gte(1)),
  evaluationGridUrl: z.nullable(z.string()),
  supervisorId: z.nullable(z.uuid()),
  audience: z.enum(PROJECT_CALL_AUDIENCES),
});
export type ProjectCallSettings = z.infer<typeof projectCallSettingsSchema>;

/** A project call as the API returns it. `questions` and `attachments` are the call's own, after the fixed ones. */
export const projectCallSchema = z.object({
  id: idSchema,
  companyId: idSchema,
  /** The random id of the public link /appel-a-projets/partage/{shareId}. */
  shareId: z.string(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  description: z.nullable(z.string()),
  heroImage: z.nullable(z.string()),
  topMedia: z.nullable(z.string()),
  steps: z.array(projectCallStepSchema),
  eligibilityCriteria: z.array(z.string()),
  faq: z.array(faqEntrySchema),
  testimonial: z.nullable(quoteSchema),
  questions: z.array(projectCallItemSchema),
  attachments: z.array(projectCallItemSchema),
  settings: projectCallSettingsSchema,
  /** Set when the beneficiary association refused the call (displayed as 'problem reported'). */
  problemReportedAt: z.nullable(isoDateTime),
  submittedProjectsCount: z.int().check(z.gte(0)),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ProjectCall = z.infer<typeof projectCallSchema>;

const at = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * Fields whose date is not after the one before it: within a phase the end
 * follows the start, and each phase starts once the previous one has ended.
 */
export function misorderedProjectCallDates(
  settings: Pick<ProjectCallSettings, 'submissionStartsAt' | 'submissionEndsAt' | 'voteStartsAt' | 'voteEndsAt' | 'resultsStartsAt' | 'resultsEndsAt'>,
): (keyof ProjectCallSettings)[] {
  const chain: [keyof ProjectCallSettings, number | null, 'strict' | 'loose'][] = [
    ['submissionStartsAt', at(settings.submissionStartsAt), 'strict'],
    ['submissionEndsAt', at(settings.submissionEndsAt), 'strict'],
    ['voteStartsAt', at(settings.voteStartsAt), 'loose'],
    ['voteEndsAt', at(settings.voteEndsAt), 'strict'],
    ['resultsStartsAt', at(settings.resultsStartsAt), 'loose'],
    ['resultsEndsAt', at(settings.resultsEndsAt), 'strict'],
  ];
  const problems: (keyof ProjectCallSettings)[] = [];
  let previous: number | null = null;
  for (const [field, value, order] of chain) {
    if (value === null) continue;
    if (previous !== null && (order === 'strict' ? value <= previous : value < previous)) problems.push(field);
    previous = value;
  }
  return problems;
}

const codeIssue = (key: 'project_call_external_no_votes' | 'project_call_results_need_votes', path: string) => ({
  code: 'custom' as const,
  path: [path],
  message: validationMessage(key),
});

export const projectCallSettingsInputSchema = z
  .pipe(
    z.object({
      submissionStartsAt: isoDateTime,
      submissionEndsAt: isoDateTime,
      hasVotesPhase: z._default(z.boolean(), false),
      voteStartsAt: nullWhenAbsent(isoDateTime),
      voteEndsAt: nullWhenAbsent(isoDateTime),
      hasResultsPhase: z._default(z.boolean(), false),
      resultsStartsAt: nullWhenAbsent(isoDateTime),
      resultsEndsAt: nullWhenAbsent(isoDateTime),
      votesPerUser: z._default(integerInRange(1, MAX_VOTES_PER_USER), DEFAULT_VOTES_PER_USER),
      evaluationGridUrl: nullWhenAbsent(httpsUrlSchema),
      supervisorId: nullWhenAbsent(z.uuid()),
      audience: z._default(z.enum(PROJECT_CALL_AUDIENCES, msg('choose_from_list')), 'internal'),
    }),
    z.transform((settings) => ({
      ...settings,
      voteStartsAt: settings.hasVotesPhase ? settings.voteStartsAt : null,
      voteEndsAt: settings.hasVotesPhase ? settings.voteEndsAt : null,
      resultsStartsAt: settings.hasResultsPhase ? settings.resultsStartsAt : null,
      resultsEndsAt: settings.hasResultsPhase ? settings.resultsEndsAt : null,
    })),
  )
  .check(
    z.superRefine((settings, ctx) => {
      // Spec §5: an external call cannot have votes or results phases; results need votes.
      if (settings.audience === 'external' && settings.hasVotesPhase) ctx.addIssue(codeIssue('project_call_external_no_votes', 'hasVotesPhase'));
      if (settings.audience === 'external' && settings.hasResultsPhase) ctx.addIssue(codeIssue('project_call_external_no_votes', 'hasResultsPhase'));
      else if (settings.hasResultsPhase && !settings.hasVotesPhase) ctx.addIssue(codeIssue('project_call_results_need_votes', 'hasResultsPhase'));
      const required: (keyof typeof settings)[] = [
        ...(settings.hasVotesPhase ? (['voteStartsAt', 'voteEndsAt'] as const) : []),
        ...(settings.hasResultsPhase ? (['resultsStartsAt', 'resultsEndsAt'] as const) : []),
      ];
      for (const field of required) {
        if (settings[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: validationMessage('required') });
      }
      for (const field of misorderedProjectCallDates(settings)) {
        ctx.addIssue({ code: 'custom', path: [field], message: validationMessage('date_order') });
      }
    }),
  );
export type ProjectCallSettingsInput = z.infer<typeof projectCallSettingsInputSchema>;

const itemInputSchema = z.object({
  /** Stable key of the item; generated from its position when absent. */
  key: z.nullish(z.string().check(z.regex(CONTENT_KEY_PATTERN, msg('slug_invalid')))),
  label: requiredText(PROJECT_CALL_ITEM_MAX_LENGTH),
  required: z._default(z.boolean(), true),
});

/** The call's own questions or attachments: keys never collide with each other nor with the fixed ones. */
function itemsInputSchema(prefix: string, fixed: readonly string[], max: number) {
  return z
    .pipe(
      z._default(z.array(itemInputSchema).check(z.maxLength(max, msg('multi_select_max', { max }))), []),
      z.transform((items) =>
        items.map((item, index): ProjectCallItem => ({ key: item.key ?? `${prefix}_${index + 1}`, label: item.label, required: item.required })),
      ),
    )
    .check(
      z.refine((items) => {
        const keys = [...fixed, ...items.map((item) => item.key)];
        return new Set(keys).size === keys.length;
      }, msg('no_duplicates')),
    );
}

export const projectCallInputSchema = z.object({
  title: requiredText(PROJECT_CALL_TITLE_MAX_LENGTH),
  subtitle: nullableText(PROJECT_CALL_SUBTITLE_MAX_LENGTH),
  description: nullableText(PROJECT_CALL_TEXT_MAX_LENGTH),
  heroImage: nullWhenAbsent(mediaRefSchema),
  topMedia: nullWhenAbsent(mediaRefSchema),
  steps: z._default(
    z
      .array(z.object({ title: requiredText(PROJECT_CALL_ITEM_MAX_LENGTH), description: nullableText(PROJECT_CALL_TEXT_MAX_LENGTH) }))
      .check(z.maxLength(PROJECT_CALL_MAX_STEPS, msg('multi_select_max', { max: PROJECT_CALL_MAX_STEPS }))),
    [],
  ),
  eligibilityCriteria: z._default(
    z
      .array(requiredText(PROJECT_CALL_ITEM_MAX_LENGTH))
      .check(z.maxLength(PROJECT_CALL_MAX_CRITERIA, msg('multi_select_max', { max: PROJECT_CALL_MAX_CRITERIA }))),
    [],
  ),
  faq: z._default(
    z
      .array(z.object({ question: requiredText(PROJECT_CALL_ITEM_MAX_LENGTH), answer: requiredText(PROJECT_CALL_TEXT_MAX_LENGTH) }))
      .check(z.maxLength(PROJECT_CALL_MAX_FAQ, msg('multi_select_max', { max: PROJECT_CALL_MAX_FAQ }))),
    [],
  ),
  testimonial: nullWhenAbsent(quoteInputSchema),
  questions: itemsInputSchema('question', PROJECT_CALL_MANDATORY_QUESTIONS, PROJECT_CALL_MAX_QUESTIONS),
  attachments: itemsInputSchema('attachment', PROJECT_CALL_MANDATORY_ATTACHMENTS, PROJECT_CALL_MAX_ATTACHMENTS),
  settings: projectCallSettingsInputSchema,
});
export type ProjectCallInput = z.infer<typeof projectCallInputSchema>;
