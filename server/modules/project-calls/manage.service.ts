import { randomBytes } from 'node:crypto';
import { AppError, type FieldErrors } from '../../../shared/errors';
import type { CompanyProjectCallDetail, CompanyProjectCallList, CompanyProjectDetail, ProjectCallOptions } from '../../../shared/project-calls/project-call-api';
import {
  canDeleteProjectCall,
  checkProjectCallContentChange,
  checkProjectCallSettings,
  hasProjectCallStarted,
  projectCallAttachments,
  projectCallQuestions,
} from '../../../shared/project-calls/project-call.rules';
import type { ProjectCallInput } from '../../../shared/project-calls/project-call.schema';
import { type ProjectAction, projectMachine } from '../../../shared/project-calls/project.machine';
import type { Sql, TransactionSql } from '../../db/connect';
import * as q from './project-calls.sql';
import { presentCallListItem, presentProject, presentProjectCall, presentProjectListItem, settingsOf, timingOf } from './present';

type Tx = Sql | TransactionSql;

/**
 * Project calls as their company runs them (`canManageCompany`, checked by the route): the list, the form (create and
 * edit, spec §5's rules on the settings and the content lock once the call started), deletion (refused once projects
 * were submitted) and the review of submitted projects through the shared machine (pending, accepted, rejected). Every
 * use case names the company: another company's call or project is a 404.
 */

export const PROJECT_REVIEW_ACTIONS = ['accept', 'reject', 'reopen'] as const satisfies readonly ProjectAction[];

/** The random id of the public link (/appel-a-projets/partage/{shareId}): 22 url-safe characters, unguessable. */
const newShareId = () => randomBytes(16).toString('base64url');

function reviewActions(row: q.ProjectRow): ProjectAction[] {
  return projectMachine.availableActions(row.state, undefined, { submitted: row.submittedAt !== null });
}

async function callOrThrow(sql: Tx, companyId: number, id: number): Promise<q.ProjectCallRow> {
  const row = await q.findCompanyCall(sql, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function valuesOf(input: ProjectCallInput): q.ProjectCallValues {
  return {
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    heroImage: input.heroImage,
    topMedia: input.topMedia,
    steps: input.steps,
    eligibilityCriteria: input.eligibilityCriteria,
    faq: input.faq,
    testimonialAuthor: input.testimonial?.author ?? null,
    testimonialContent: input.testimonial?.content ?? null,
    testimonialMedia: input.testimonial?.media ?? null,
    questions: input.questions,
    attachments: input.attachments,
    ...input.settings,
  };
}

/** The checks beyond the form's shape: spec §5 on the settings, and a supervisor among the company's options. */
async function checkInput(tx: Tx, companyId: number, input: ProjectCallInput): Promise<void> {
  const settings = checkProjectCallSettings(input.settings);
  if (!settings.ok) throw new AppError(settings.code);
  const fields: FieldErrors = {};
  const supervisorId = input.settings.supervisorId;
  if (supervisorId && !(await q.listSupervisorOptions(tx, companyId)).some((option) => option.id === supervisorId)) {
    fields['settings.supervisorId'] = ['Choisissez une valeur de la liste.'];
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields });
}

async function detailOf(sql: Tx, companyId: number, row: q.ProjectCallRow, now: Date): Promise<CompanyProjectCallDetail> {
  const projects = await q.listSubmittedProjects(sql, companyId, row.id);
  const call = presentProjectCall(row);
  return {
    projectCall: call,
    ...timingOf(row, now),
    questions: projectCallQuestions(call),
    attachments: projectCallAttachments(call),
    projects: projects.map((project) => presentProjectListItem(project, { withHolder: true, actions: reviewActions(project), withVotes: true })),
    contentLocked: hasProjectCallStarted(settingsOf(row), now),
    canDelete: canDeleteProjectCall(row.submittedProjectsCount).ok,
    shareId: row.shareId,
  };
}

/** Who the form offers as a call's supervisor (spec §3 settings): the company's admins and ambassadors. */
export async function projectCallOptions(sql: Sql, companyId: number): Promise<ProjectCallOptions> {
  return { supervisors: await q.listSupervisorOptions(sql, companyId) };
}

export async function listCompanyProjectCalls(sql: Sql, companyId: number, now = new Date()): Promise<CompanyProjectCallList> {
  const rows = await q.listCompanyCalls(sql, companyId);
  return { projectCalls: rows.map((row) => presentCallListItem(row, now, 'company')) };
}

export async function getCompanyProjectCall(sql: Sql, companyId: number, id: number, now = new Date()): Promise<CompanyProjectCallDetail> {
  return detailOf(sql, companyId, await callOrThrow(sql, companyId, id), now);
}

export async function createProjectCall(sql: Sql, companyId: number, userId: string, input: ProjectCallInput, now = new Date()): Promise<CompanyProjectCallDetail> {
  return sql.begin(async (tx) => {
    await checkInput(tx, companyId, input);
    const id = await q.insertCall(tx, companyId, userId, newShareId(), valuesOf(input));
    return detailOf(tx, companyId, await callOrThrow(tx, companyId, id), now);
  });
}

/** The form's values on the locked row; the eligibility criteria, questions and attachments stay once the call started. */
export async function updateProjectCall(sql: Sql, companyId: number, id: number, input: ProjectCallInput, now = new Date()): Promise<CompanyProjectCallDetail> {
  return sql.begin(async (tx) => {
    if (!(await q.lockCompanyCall(tx, companyId, id))) throw new AppError('NOT_FOUND');
    const current = await callOrThrow(tx, companyId, id);
    await checkInput(tx, companyId, input);
    const locked = checkProjectCallContentChange(
      { eligibilityCriteria: current.eligibilityCriteria, questions: current.questions, attachments: current.attachments, settings: settingsOf(current) },
      input,
      now,
    );
    if (!locked.ok) throw new AppError(locked.code);
    await q.updateCall(tx, id, valuesOf(input));
    return detailOf(tx, companyId, await callOrThrow(tx, companyId, id), now);
  });
}

/** Spec §5: refused once projects were submitted (PROJECT_CALL_HAS_PROJECTS); drafts nobody submitted go with the call. */
export async function deleteProjectCall(sql: Sql, companyId: number, id: number): Promise<void> {
  await sql.begin(async (tx) => {
    if (!(await q.lockCompanyCall(tx, companyId, id))) throw new AppError('NOT_FOUND');
    const current = await callOrThrow(tx, companyId, id);
    const rule = canDeleteProjectCall(current.submittedProjectsCount);
    if (!rule.ok) throw new AppError(rule.code);
    await q.deleteCall(tx, companyId, id);
  });
}

async function projectDetailOf(sql: Tx, companyId: number, call: q.ProjectCallRow, projectId: number, now: Date): Promise<CompanyProjectDetail> {
  const project = await q.findProject(sql, companyId, call.id, projectId);
  // A draft is its holder's until they submit it.
  if (!project || project.submittedAt === null) throw new AppError('NOT_FOUND');
  const presented = presentProjectCall(call);
  return {
    projectCallId: call.id,
    projectCallTitle: call.title,
    ...timingOf(call, now),
    project: presentProject(project),
    holder: { name: project.holderName, email: project.holderEmail },
    questions: projectCallQuestions(presented),
    attachments: projectCallAttachments(presented),
    availableActions: reviewActions(project),
  };
}

export async function getCompanyProject(sql: Sql, companyId: number, callId: number, projectId: number, now = new Date()): Promise<CompanyProjectDetail> {
  return projectDetailOf(sql, companyId, await callOrThrow(sql, companyId, callId), projectId, now);
}

/** A review step of the shared machine on the locked project: accept, reject, or back to pending. */
export async function reviewProject(
  sql: Sql,
  companyId: number,
  callId: number,
  projectId: number,
  action: ProjectAction,
  now = new Date(),
): Promise<CompanyProjectDetail> {
  return sql.begin(async (tx) => {
    const call = await callOrThrow(tx, companyId, callId);
    if (!(await q.lockProject(tx, companyId, callId, projectId))) throw new AppError('NOT_FOUND');
    const project = await q.findProject(tx, companyId, callId, projectId);
    if (!project || project.submittedAt === null) throw new AppError('NOT_FOUND');
    const result = projectMachine.transition(project.state, action, { submitted: true });
    if (!result.ok) throw new AppError(result.code);
    await q.setProjectState(tx, projectId, result.next);
    return projectDetailOf(tx, companyId, call, projectId, now);
  });
}
