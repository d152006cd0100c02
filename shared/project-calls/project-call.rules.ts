import { type RuleResult, allowed, firstRefusal, refused } from '../errors';
import {
  PROJECT_CALL_MANDATORY_ATTACHMENTS,
  PROJECT_CALL_MANDATORY_QUESTIONS,
  type ProjectCall,
  type ProjectCallItem,
  type ProjectCallSettings,
  misorderedProjectCallDates,
} from './project-call.schema';

/**
 * Spec §4: the internal phases are submission, vote and results; around them
 * a call is 'before' (not started), 'between' two phases, or 'closed'.
 * Labels: `project-calls:phases.<phase>`.
 */
export const PROJECT_CALL_PHASES = ['before', 'submission', 'between', 'vote', 'results', 'closed'] as const;
export type ProjectCallPhase = (typeof PROJECT_CALL_PHASES)[number];

/** Spec §4: what users see of a call's progress. Labels: `project-calls:display_statuses.<status>`. */
export const PROJECT_CALL_DISPLAY_STATUSES = ['coming_soon', 'in_progress', 'completed', 'problem_reported'] as const;
export type ProjectCallDisplayStatus = (typeof PROJECT_CALL_DISPLAY_STATUSES)[number];

type Dated = Pick<
  ProjectCallSettings,
  'submissionStartsAt' | 'submissionEndsAt' | 'hasVotesPhase' | 'voteStartsAt' | 'voteEndsAt' | 'hasResultsPhase' | 'resultsStartsAt' | 'resultsEndsAt'
>;

const ms = (iso: string) => Date.parse(iso);

/** The phase a call is in at `now`. Each phase starts at its start date (included) and ends at its end date (excluded). */
export function projectCallPhase(settings: Dated, now: Date): ProjectCallPhase {
  const t = now.getTime();
  if (t < ms(settings.submissionStartsAt)) return 'before';
  if (t < ms(settings.submissionEndsAt)) return 'submission';
  if (!settings.hasVotesPhase || settings.voteStartsAt === null || settings.voteEndsAt === null) return 'closed';
  if (t < ms(settings.voteStartsAt)) return 'between';
  if (t < ms(settings.voteEndsAt)) return 'vote';
  if (!settings.hasResultsPhase || settings.resultsStartsAt === null || settings.resultsEndsAt === null) return 'closed';
  if (t < ms(settings.resultsStartsAt)) return 'between';
  if (t < ms(settings.resultsEndsAt)) return 'results';
  return 'closed';
}

/** Spec §4: coming soon, in progress, completed, or problem reported (refused by the association). */
export function projectCallDisplayStatus(call: { settings: Dated; problemReportedAt: string | null }, now: Date): ProjectCallDisplayStatus {
  if (call.problemReportedAt !== null) return 'problem_reported';
  const phase = projectCallPhase(call.settings, now);
  if (phase === 'before') return 'coming_soon';
  return phase === 'closed' ? 'completed' : 'in_progress';
}

/** Whether the call has started (its submission phase opened). */
export function hasProjectCallStarted(settings: Pick<ProjectCallSettings, 'submissionStartsAt'>, now: Date): boolean {
  return now.getTime() >= ms(settings.submissionStartsAt);
}

/**
 * Spec §5 as one rule over the settings: an external call has no votes or
 * results phase, results need votes, each enabled phase has its dates, in order.
 */
export function checkProjectCallSettings(settings: Dated & Pick<ProjectCallSettings, 'audience' | 'votesPerUser'>): RuleResult {
  return firstRefusal(
    settings.audience === 'external' && (settings.hasVotesPhase || settings.hasResultsPhase) ? refused('PROJECT_CALL_EXTERNAL_NO_VOTES') : allowed,
    settings.hasResultsPhase && !settings.hasVotesPhase ? refused('PROJECT_CALL_RESULTS_NEED_VOTES') : allowed,
    settings.hasVotesPhase && (settings.voteStartsAt === null || settings.voteEndsAt === null) ? refused('PROJECT_CALL_DATES_INVALID') : allowed,
    settings.hasResultsPhase && (settings.resultsStartsAt === null || settings.resultsEndsAt === null) ? refused('PROJECT_CALL_DATES_INVALID') : allowed,
    misorderedProjectCallDates(settings).length > 0 ? refused('PROJECT_CALL_DATES_INVALID') : allowed,
    settings.votesPerUser < 1 ? refused('VALIDATION_FAILED') : allowed,
  );
}

type LockedContent = Pick<ProjectCall, 'eligibilityCriteria' | 'questions' | 'attachments'>;

/** Spec §5: eligibility criteria, questions and attachments are locked once the call starts. */
export function checkProjectCallContentChange(
  current: LockedContent & { settings: Pick<ProjectCallSettings, 'submissionStartsAt'> },
  next: LockedContent,
  now: Date,
): RuleResult {
  if (!hasProjectCallStarted(current.settings, now)) return allowed;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed =
    !same(current.eligibilityCriteria, next.eligibilityCriteria) || !same(current.questions, next.questions) || !same(current.attachments, next.attachments);
  return changed ? refused('PROJECT_CALL_CONTENT_LOCKED') : allowed;
}

/** Spec §5/§8: a call cannot be deleted once projects were submitted. */
export function canDeleteProjectCall(submittedProjectsCount: number): RuleResult {
  return submittedProjectsCount > 0 ? refused('PROJECT_CALL_HAS_PROJECTS') : allowed;
}

/** An item of the full list shown to project holders; the fixed ones have no label (the UI translates their key). */
export interface ResolvedItem {
  key: string;
  label: string | null;
  required: boolean;
  mandatory: boolean;
}

/** Every question of a call: the fixed mandatory ones first, then the call's own. */
export function projectCallQuestions(call: { questions: readonly ProjectCallItem[] }): ResolvedItem[] {
  return [
    ...PROJECT_CALL_MANDATORY_QUESTIONS.map((key) => ({ key, label: null, required: true, mandatory: true })),
    ...call.questions.map((item) => ({ ...item, mandatory: false })),
  ];
}

/** Every attachment of a call: the fixed mandatory ones first, then the call's own. */
export function projectCallAttachments(call: { attachments: readonly ProjectCallItem[] }): ResolvedItem[] {
  return [
    ...PROJECT_CALL_MANDATORY_ATTACHMENTS.map((key) => ({ key, label: null, required: true, mandatory: true })),
    ...call.attachments.map((item) => ({ ...item, mandatory: false })),
  ];
}
