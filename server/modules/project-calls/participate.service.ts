import { AppError, type FieldErrors, type RuleResult } from '../../../shared/errors';
import type { EmployeeProjectCallList, ParticipantProjectCallView, ParticipantProjectDetail, ProjectBallot } from '../../../shared/project-calls/project-call-api';
import { type ProjectCallPhase, projectCallAttachments, projectCallQuestions } from '../../../shared/project-calls/project-call.rules';
import type { ProjectInput } from '../../../shared/project-calls/project.schema';
import { canEditProject, canSubmitProject, canVote, canWithdrawVote, rankProjects, remainingVotes } from '../../../shared/project-calls/project.rules';
import { isProjectAttachmentFile, isProjectImageFile } from '../../../shared/project-calls/project-files';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import { isCompanyFeatureAvailable } from '../companies/companies.service';
import * as q from './project-calls.sql';
import { presentCallListItem, presentProject, presentProjectCall, presentProjectListItem, timingOf } from './present';

type Tx = Sql | TransactionSql;

/**
 * Taking part in a project call: its page, one's own project (created, edited, submitted during the submission phase,
 * spec §5: with an account validated by the company), and, for an internal call, the votes (the call's number per
 * voter, during the vote phase) and the results. Two doors lead here: the company's employees for its internal calls
 * (`/companies/{slug}/employee-project-calls`, members only), and anyone with the link for its external calls
 * (`/project-calls/...`). A participant reads their own project and, for an internal call once the vote opens, the
 * accepted projects; never anyone else's draft or submission.
 */

export interface Participant {
  userId: string;
  /** Spec §5: the account must be validated (`registered`) to submit a project. */
  accountValidated: boolean;
}

/** Which door the call was reached through: the company's employees (internal calls) or the public link (external ones). */
export type CallDoor = { kind: 'employee'; companyId: number } | { kind: 'external' };

const currentTime = () => new Date();

/** The call of the door, or 404: an employee reaches their company's internal calls, the link its external ones. */
export async function findParticipantCall(sql: Tx, door: CallDoor, callId: number): Promise<q.ProjectCallRow> {
  const row = door.kind === 'employee' ? await q.findCompanyCall(sql, door.companyId, callId) : await q.findCallById(sql, callId);
  if (!row) throw new AppError('NOT_FOUND');
  if (door.kind === 'employee' && row.audience !== 'internal') throw new AppError('NOT_FOUND');
  if (door.kind === 'external' && (row.audience !== 'external' || !(await isCompanyFeatureAvailable(sql, row.companyId, 'project_calls')))) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

/** An external call by its share id (/appel-a-projets/partage/{shareId}). */
export async function findExternalCallByShareId(sql: Sql, shareId: string): Promise<{ projectCallId: number; companySlug: string }> {
  const row = await q.findCallByShareId(sql, shareId);
  if (!row) throw new AppError('NOT_FOUND');
  const call = await findParticipantCall(sql, { kind: 'external' }, row.id);
  return { projectCallId: call.id, companySlug: call.companySlug };
}

/** Results are shown ranked once the results phase opened (and after it); the ballot during the vote. */
function listedProjectsPhase(row: q.ProjectCallRow, phase: ProjectCallPhase): 'ballot' | 'results' | null {
  if (row.audience !== 'internal' || !row.hasVotesPhase) return null;
  if (phase === 'vote') return 'ballot';
  if (phase === 'results' || (phase === 'closed' && row.hasResultsPhase)) return 'results';
  return null;
}

async function ballotOf(sql: Tx, row: q.ProjectCallRow, participant: Participant | null, door: CallDoor): Promise<ProjectBallot | null> {
  if (!participant || door.kind !== 'employee' || !row.hasVotesPhase) return null;
  const voted = await q.votedProjectIds(sql, row.id, participant.userId);
  return { votesPerUser: row.votesPerUser, votesUsed: voted.length, remaining: remainingVotes(row.votesPerUser, voted.length), votedProjectIds: voted };
}

async function viewOf(sql: Tx, door: CallDoor, row: q.ProjectCallRow, participant: Participant | null, now: Date): Promise<ParticipantProjectCallView> {
  const timing = timingOf(row, now);
  const call = presentProjectCall(row);
  const own = participant ? await q.findHolderProject(sql, row.id, participant.userId) : undefined;
  const edit = participant
    ? canEditProject({ holder: participant, project: own ? { submittedAt: own.submittedAt?.toISOString() ?? null } : null, phase: timing.phase })
    : ({ ok: false, code: 'UNAUTHENTICATED' } as const);
  const listed = listedProjectsPhase(row, timing.phase);
  const accepted = listed ? await q.listAcceptedProjects(sql, row.companyId, row.id) : [];
  // The results follow the shared ranking (votes, then submission order); the ballot keeps the query's order.
  const ranked = (rows: q.ProjectRow[]) => rankProjects(rows.map((project) => ({ ...project, submittedAt: project.submittedAt?.toISOString() ?? null, row: project })));
  const projects = listed === 'results' ? ranked(accepted).map((project) => project.row) : accepted;
  const { settings, companyId: _companyId, shareId: _shareId, ...content } = call;
  const { supervisorId: _supervisorId, ...publicSettings } = settings;
  return {
    ...timing,
    projectCall: { ...content, settings: publicSettings, companySlug: row.companySlug, companyName: row.companyName },
    questions: projectCallQuestions(call),
    attachments: projectCallAttachments(call),
    myProject: own ? presentProject(own) : null,
    edit: edit.ok ? { allowed: true } : { allowed: false, code: edit.code },
    ballot: await ballotOf(sql, row, participant, door),
    projects: projects.map((project) => presentProjectListItem(project, { withHolder: false, actions: [], withVotes: listed === 'results' })),
  };
}

export async function getParticipantView(sql: Sql, door: CallDoor, callId: number, participant: Participant | null, now = currentTime()): Promise<ParticipantProjectCallView> {
  return viewOf(sql, door, await findParticipantCall(sql, door, callId), participant, now);
}

/** The company's internal calls for its employees: those running first, then the coming ones, then the finished. */
export async function listEmployeeProjectCalls(sql: Sql, companyId: number, now = currentTime()): Promise<EmployeeProjectCallList> {
  const rows = (await q.listCompanyCalls(sql, companyId)).filter((row) => row.audience === 'internal');
  const order = { in_progress: 0, coming_soon: 1, completed: 2, problem_reported: 3 } as const;
  const items = rows.map((row) => presentCallListItem(row, now, 'employee'));
  return { projectCalls: items.sort((a, b) => order[a.displayStatus] - order[b.displayStatus]) };
}

/** A project's page for a participant: their own, or an accepted one of an internal call once the vote opened. */
export async function getParticipantProject(
  sql: Sql,
  door: CallDoor,
  callId: number,
  projectId: number,
  participant: Participant,
  now = currentTime(),
): Promise<ParticipantProjectDetail> {
  const row = await findParticipantCall(sql, door, callId);
  const project = await q.findProject(sql, row.companyId, row.id, projectId);
  const timing = timingOf(row, now);
  const visible = project && (project.userId === participant.userId || (project.state === 'accepted' && listedProjectsPhase(row, timing.phase) !== null));
  if (!project || !visible) throw new AppError('NOT_FOUND');
  const call = presentProjectCall(row);
  return {
    ...timing,
    projectCallId: row.id,
    projectCallTitle: row.title,
    project: { ...presentProject(project), voteCount: listedProjectsPhase(row, timing.phase) === 'results' ? project.voteCount : 0 },
    questions: projectCallQuestions(call),
    attachments: projectCallAttachments(call),
    ballot: await ballotOf(sql, row, participant, door),
  };
}

/** Spec §5/§3: answers to the call's questions, its attachments as documents, the logo and hero as images. */
function checkProjectInput(row: q.ProjectCallRow, input: ProjectInput): void {
  const call = presentProjectCall(row);
  const fields: FieldErrors = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  const questionKeys = new Set(projectCallQuestions(call).map((item) => item.key));
  const attachmentKeys = new Set(projectCallAttachments(call).map((item) => item.key));
  input.answers.forEach((answer, index) => {
    if (!questionKeys.has(answer.key)) add(`answers.${index}.key`, validationMessage('choose_from_list'));
  });
  input.attachments.forEach((attachment, index) => {
    if (!attachmentKeys.has(attachment.key)) add(`attachments.${index}.key`, validationMessage('choose_from_list'));
  });
  for (const field of ['logo', 'heroImage'] as const) {
    const file = input[field];
    if (file !== null && !isProjectImageFile(file)) add(field, validationMessage('choose_from_list'));
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields });
  const wrongKind: FieldErrors = {};
  input.attachments.forEach((attachment, index) => {
    if (!isProjectAttachmentFile(attachment.file)) wrongKind[`attachments.${index}.file`] = [];
  });
  if (Object.keys(wrongKind).length > 0) throw new AppError('PROJECT_ATTACHMENT_KIND', undefined, { fields: wrongKind });
}

function refuseUnless(result: RuleResult) {
  if (!result.ok) throw new AppError(result.code);
}

/** Creates or replaces the participant's project (unsubmitted), during the submission phase, with a validated account. */
export async function saveProject(sql: Sql, door: CallDoor, callId: number, participant: Participant, input: ProjectInput, now = currentTime()): Promise<ParticipantProjectCallView> {
  return sql.begin(async (tx) => {
    const row = await findParticipantCall(tx, door, callId);
    await q.lockHolderProject(tx, row.id, participant.userId);
    const own = await q.findHolderProject(tx, row.id, participant.userId);
    refuseUnless(canEditProject({ holder: participant, project: own ? { submittedAt: own.submittedAt?.toISOString() ?? null } : null, phase: timingOf(row, now).phase }));
    checkProjectInput(row, input);
    await q.upsertHolderProject(tx, row.companyId, row.id, participant.userId, input);
    return viewOf(tx, door, row, participant, now);
  });
}

/** Submits the participant's project: the editing rules, and every required answer and attachment given. */
export async function submitProject(sql: Sql, door: CallDoor, callId: number, participant: Participant, now = currentTime()): Promise<ParticipantProjectCallView> {
  return sql.begin(async (tx) => {
    const row = await findParticipantCall(tx, door, callId);
    const id = await q.lockHolderProject(tx, row.id, participant.userId);
    const own = id === undefined ? undefined : await q.findHolderProject(tx, row.id, participant.userId);
    if (!own) throw new AppError('NOT_FOUND');
    refuseUnless(
      canSubmitProject({
        holder: participant,
        project: { submittedAt: own.submittedAt?.toISOString() ?? null, answers: own.answers, attachments: own.attachments },
        call: presentProjectCall(row),
        phase: timingOf(row, now).phase,
      }),
    );
    await q.markSubmitted(tx, own.id);
    return viewOf(tx, door, row, participant, now);
  });
}

/**
 * A vote for an accepted project during the vote phase, at most the call's votes per user. The voter's ballot row is
 * locked, then one statement inserts the vote only while fewer votes exist: parallel votes of one voter never pass the
 * limit. A vote already cast for the project is answered as done (a retried request counts once).
 */
export async function vote(sql: Sql, companyId: number, callId: number, projectId: number, voterId: string, now = currentTime()): Promise<ProjectBallot> {
  const door: CallDoor = { kind: 'employee', companyId };
  return sql.begin(async (tx) => {
    const row = await findParticipantCall(tx, door, callId);
    const project = await q.findProject(tx, companyId, row.id, projectId);
    if (!project) throw new AppError('NOT_FOUND');
    await q.lockBallot(tx, companyId, row.id, voterId);
    const voted = await q.votedProjectIds(tx, row.id, voterId);
    if (!voted.includes(projectId)) {
      const phase = timingOf(row, now).phase;
      refuseUnless(canVote({ phase, projectState: project.state, votesUsed: voted.length, votesPerUser: row.votesPerUser, alreadyVotedForProject: false }));
      if (!(await q.insertVoteWithinLimit(tx, companyId, row.id, projectId, voterId, row.votesPerUser))) throw new AppError('VOTES_EXHAUSTED');
    }
    return (await ballotOf(tx, row, { userId: voterId, accountValidated: true }, door))!;
  });
}

/** Withdraws a vote while the vote is open (a vote that is not there is already withdrawn). */
export async function withdrawVote(sql: Sql, companyId: number, callId: number, projectId: number, voterId: string, now = currentTime()): Promise<ProjectBallot> {
  const door: CallDoor = { kind: 'employee', companyId };
  return sql.begin(async (tx) => {
    const row = await findParticipantCall(tx, door, callId);
    if (!(await q.findProject(tx, companyId, row.id, projectId))) throw new AppError('NOT_FOUND');
    refuseUnless(canWithdrawVote(timingOf(row, now).phase));
    await q.lockBallot(tx, companyId, row.id, voterId);
    await q.deleteVote(tx, row.id, projectId, voterId);
    return (await ballotOf(tx, row, { userId: voterId, accountValidated: true }, door))!;
  });
}

/**
 * A person outside the company asks to take part in an external call: their account is made if their address has
 * none (no password: they sign in with the e-mail code better-auth sends, `/api/auth/email-otp/send-verification-otp`
 * then `/api/auth/sign-in/email-otp`), during the submission phase. A disabled account stays refused by the sign-in.
 */
export async function prepareExternalAccess(sql: Sql, callId: number, email: string, lang: string | null, now = currentTime()): Promise<void> {
  const row = await findParticipantCall(sql, { kind: 'external' }, callId);
  // An account is made only while projects may be submitted: outside that phase there is nothing to sign in for.
  if (timingOf(row, now).phase !== 'submission') throw new AppError('SUBMISSIONS_CLOSED');
  const address = email.trim().toLowerCase();
  if (!(await q.findUserByEmail(sql, address))) await q.insertExternalUser(sql, address, lang);
}
