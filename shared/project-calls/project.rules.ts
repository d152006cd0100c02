import { type RuleResult, allowed, refused } from '../errors';
import { type ProjectCallPhase, projectCallAttachments, projectCallQuestions } from './project-call.rules';
import type { ProjectCall } from './project-call.schema';
import type { ProjectState } from './project.machine';
import type { Project } from './project.schema';

export interface ProjectHolder {
  /** Spec §5: the account must be validated by the company to submit a project. */
  accountValidated: boolean;
}

/**
 * Creating or editing a project (spec §8): refused when the account is not
 * validated, when it was already submitted, or outside the submission phase.
 */
export function canEditProject(input: { holder: ProjectHolder; project: Pick<Project, 'submittedAt'> | null; phase: ProjectCallPhase }): RuleResult {
  if (!input.holder.accountValidated) return refused('PROJECT_ACCOUNT_NOT_VALIDATED');
  if (input.project?.submittedAt) return refused('PROJECT_ALREADY_SUBMITTED');
  if (input.phase !== 'submission') return refused('SUBMISSIONS_CLOSED');
  return allowed;
}

/** The required questions without an answer and the required attachments without a file. */
export function missingProjectContent(
  call: Pick<ProjectCall, 'questions' | 'attachments'>,
  project: Pick<Project, 'answers' | 'attachments'>,
): { questions: string[]; attachments: string[] } {
  const answered = new Set(project.answers.filter((answer) => answer.answer.trim() !== '').map((answer) => answer.key));
  const joined = new Set(project.attachments.map((attachment) => attachment.key));
  return {
    questions: projectCallQuestions(call)
      .filter((item) => item.required && !answered.has(item.key))
      .map((item) => item.key),
    attachments: projectCallAttachments(call)
      .filter((item) => item.required && !joined.has(item.key))
      .map((item) => item.key),
  };
}

/** Submitting: the editing rules, and every required question and attachment filled in. */
export function canSubmitProject(input: {
  holder: ProjectHolder;
  project: Pick<Project, 'submittedAt' | 'answers' | 'attachments'>;
  call: Pick<ProjectCall, 'questions' | 'attachments'>;
  phase: ProjectCallPhase;
}): RuleResult {
  const editable = canEditProject(input);
  if (!editable.ok) return editable;
  const missing = missingProjectContent(input.call, input.project);
  return missing.questions.length + missing.attachments.length > 0 ? refused('PROJECT_INCOMPLETE') : allowed;
}

/**
 * Voting: only during the vote phase (VOTES_CLOSED), for an accepted project
 * (the others are not on the ballot: PROJECT_NOT_ON_BALLOT), once per project
 * (ALREADY_VOTED), and at most `votesPerUser` votes (VOTES_EXHAUSTED).
 */
export function canVote(input: {
  phase: ProjectCallPhase;
  projectState: ProjectState;
  votesUsed: number;
  votesPerUser: number;
  alreadyVotedForProject: boolean;
}): RuleResult {
  if (input.phase !== 'vote') return refused('VOTES_CLOSED');
  if (input.projectState !== 'accepted') return refused('PROJECT_NOT_ON_BALLOT');
  if (input.alreadyVotedForProject) return refused('ALREADY_VOTED');
  if (input.votesUsed >= input.votesPerUser) return refused('VOTES_EXHAUSTED');
  return allowed;
}

/** Withdrawing a vote is possible while the vote is open. */
export function canWithdrawVote(phase: ProjectCallPhase): RuleResult {
  return phase === 'vote' ? allowed : refused('VOTES_CLOSED');
}

export function remainingVotes(votesPerUser: number, votesUsed: number): number {
  return Math.max(0, votesPerUser - votesUsed);
}

const submitted = (project: Pick<Project, 'submittedAt'>) => (project.submittedAt ? Date.parse(project.submittedAt) : Number.MAX_SAFE_INTEGER);

/** The results: accepted projects by votes, most voted first (ties by submission order). */
export function rankProjects<P extends Pick<Project, 'id' | 'state' | 'voteCount' | 'submittedAt'>>(projects: readonly P[]): P[] {
  return projects
    .filter((project) => project.state === 'accepted')
    .sort((a, b) => b.voteCount - a.voteCount || submitted(a) - submitted(b) || a.id - b.id);
}
