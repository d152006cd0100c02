import type { ProjectCallAudience, ProjectCallItem } from '../../../shared/project-calls/project-call.schema';
import type { ProjectState } from '../../../shared/project-calls/project.machine';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * Project calls, their projects and votes. Every query names the company of the request (the tenant), or, for the
 * external pages, reads a call by its id or share id and then works in that call's company: a call of another company
 * is not found.
 */

export interface ProjectCallValues {
  title: string;
  subtitle: string | null;
  description: string | null;
  heroImage: string | null;
  topMedia: string | null;
  steps: { title: string; description: string | null }[];
  eligibilityCriteria: string[];
  faq: { question: string; answer: string }[];
  testimonialAuthor: string | null;
  testimonialContent: string | null;
  testimonialMedia: string | null;
  questions: ProjectCallItem[];
  attachments: ProjectCallItem[];
  submissionStartsAt: string;
  submissionEndsAt: string;
  hasVotesPhase: boolean;
  voteStartsAt: string | null;
  voteEndsAt: string | null;
  hasResultsPhase: boolean;
  resultsStartsAt: string | null;
  resultsEndsAt: string | null;
  votesPerUser: number;
  evaluationGridUrl: string | null;
  supervisorId: string | null;
  audience: ProjectCallAudience;
}

/** The dates a call's values carry as written (ISO text), read back as instants. */
type CallDates = 'submissionStartsAt' | 'submissionEndsAt' | 'voteStartsAt' | 'voteEndsAt' | 'resultsStartsAt' | 'resultsEndsAt';

/** A call as read: what the form wrote (`ProjectCallValues`), its dates as instants, its company and its counts. */
export interface ProjectCallRow extends Omit<ProjectCallValues, CallDates> {
  id: number;
  companyId: number;
  companySlug: string;
  companyName: string;
  shareId: string;
  submissionStartsAt: Date;
  submissionEndsAt: Date;
  voteStartsAt: Date | null;
  voteEndsAt: Date | null;
  resultsStartsAt: Date | null;
  resultsEndsAt: Date | null;
  problemReportedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  submittedProjectsCount: number;
  pendingProjectsCount: number;
  acceptedProjectsCount: number;
}


function callColumns(sql: Tx) {
  return sql`
    pc.id, pc.company_id as "companyId", c.slug as "companySlug", c.name as "companyName", pc.share_id as "shareId",
    pc.title, pc.subtitle, pc.description, pc.hero_image as "heroImage", pc.top_media as "topMedia", pc.steps,
    pc.eligibility_criteria as "eligibilityCriteria", pc.faq, pc.testimonial_author as "testimonialAuthor",
    pc.testimonial_content as "testimonialContent", pc.testimonial_media as "testimonialMedia", pc.questions, pc.attachments,
    pc.submission_starts_at as "submissionStartsAt", pc.submission_ends_at as "submissionEndsAt",
    pc.has_votes_phase as "hasVotesPhase", pc.vote_starts_at as "voteStartsAt", pc.vote_ends_at as "voteEndsAt",
    pc.has_results_phase as "hasResultsPhase", pc.results_starts_at as "resultsStartsAt", pc.results_ends_at as "resultsEndsAt",
    pc.votes_per_user as "votesPerUser", pc.evaluation_grid_url as "evaluationGridUrl", pc.supervisor_id as "supervisorId",
    pc.audience, pc.problem_reported_at as "problemReportedAt", pc.created_at as "createdAt", pc.updated_at as "updatedAt",
    (select count(*)::int from projects p where p.project_call_id = pc.id and p.submitted_at is not null) as "submittedProjectsCount",
    (select count(*)::int from projects p where p.project_call_id = pc.id and p.submitted_at is not null and p.state = 'pending') as "pendingProjectsCount",
    (select count(*)::int from projects p where p.project_call_id = pc.id and p.state = 'accepted') as "acceptedProjectsCount"`;
}

function selectCalls(sql: Tx, where: SqlFragment) {
  return sql<ProjectCallRow[]>`
    select ${callColumns(sql)} from project_calls pc join companies c on c.id = pc.company_id
    where ${where} order by pc.submission_starts_at desc, pc.id desc`;
}

export function listCompanyCalls(sql: Tx, companyId: number) {
  return selectCalls(sql, sql`pc.company_id = ${companyId}`);
}

export async function findCompanyCall(sql: Tx, companyId: number, id: number): Promise<ProjectCallRow | undefined> {
  const [row] = await selectCalls(sql, sql`pc.company_id = ${companyId} and pc.id = ${id}`);
  return row;
}

/** A call read without a tenant (the external pages), by its id or its share id. */
export async function findCallById(sql: Tx, id: number): Promise<ProjectCallRow | undefined> {
  const [row] = await selectCalls(sql, sql`pc.id = ${id}`);
  return row;
}

export async function findCallByShareId(sql: Tx, shareId: string): Promise<ProjectCallRow | undefined> {
  const [row] = await selectCalls(sql, sql`pc.share_id = ${shareId}`);
  return row;
}

/** Locks the company's call for a change (its content, its deletion, its projects' reviews). */
export async function lockCompanyCall(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const rows = await tx`select 1 from project_calls where company_id = ${companyId} and id = ${id} for update`;
  return rows.length > 0;
}

function callColumnValues(values: ProjectCallValues) {
  return {
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    hero_image: values.heroImage,
    top_media: values.topMedia,
    steps: values.steps,
    eligibility_criteria: values.eligibilityCriteria,
    faq: values.faq,
    testimonial_author: values.testimonialAuthor,
    testimonial_content: values.testimonialContent,
    testimonial_media: values.testimonialMedia,
    questions: values.questions,
    attachments: values.attachments,
    submission_starts_at: values.submissionStartsAt,
    submission_ends_at: values.submissionEndsAt,
    has_votes_phase: values.hasVotesPhase,
    vote_starts_at: values.voteStartsAt,
    vote_ends_at: values.voteEndsAt,
    has_results_phase: values.hasResultsPhase,
    results_starts_at: values.resultsStartsAt,
    results_ends_at: values.resultsEndsAt,
    votes_per_user: values.votesPerUser,
    evaluation_grid_url: values.evaluationGridUrl,
    supervisor_id: values.supervisorId,
    audience: values.audience,
  };
}

export async function insertCall(tx: Tx, companyId: number, createdBy: string, shareId: string, values: ProjectCallValues): Promise<number> {
  const row = { company_id: companyId, created_by: createdBy, share_id: shareId, ...callColumnValues(values) };
  const [inserted] = await tx<{ id: number }[]>`
    insert into project_calls ${tx(row as Record<string, unknown> as never)} returning id`;
  return inserted!.id;
}

export async function updateCall(tx: Tx, id: number, values: ProjectCallValues): Promise<void> {
  const row = { ...callColumnValues(values), updated_at: new Date() };
  await tx`update project_calls set ${tx(row as Record<string, unknown> as never)} where id = ${id}`;
}

/** The call and the drafts nobody submitted (a call with submitted projects is refused before this). */
export async function deleteCall(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx`delete from projects where project_call_id = ${id} and company_id = ${companyId} and submitted_at is null`;
  await tx`delete from project_calls where id = ${id} and company_id = ${companyId}`;
}

/** Who may supervise the company's calls: its admins and ambassadors with a usable account, by name. */
export function listSupervisorOptions(tx: Tx, companyId: number) {
  return tx<{ id: string; name: string; email: string }[]>`
    select u.id, coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name) as name, u.email
    from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId} and m.role in ('COMPANY_ADMIN', 'COMPANY_AMBASSADOR') and u.state = 'registered'
    order by 2, u.email`;
}

// ---- Projects

export interface ProjectRow {
  id: number;
  projectCallId: number;
  companyId: number;
  associationId: number | null;
  userId: string;
  associationName: string;
  logo: string | null;
  website: string | null;
  tagline: string | null;
  userRole: string;
  videoUrl: string | null;
  heroImage: string | null;
  attachments: { key: string; file: string }[];
  answers: { key: string; answer: string }[];
  state: ProjectState;
  voteCount: number;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  holderName: string;
  holderEmail: string;
}

export interface ProjectValues {
  associationName: string;
  logo: string | null;
  website: string | null;
  tagline: string | null;
  userRole: string;
  videoUrl: string | null;
  heroImage: string | null;
  attachments: { key: string; file: string }[];
  answers: { key: string; answer: string }[];
}

function projectColumns(sql: Tx) {
  return sql`
    p.id, p.project_call_id as "projectCallId", p.company_id as "companyId", p.association_id as "associationId",
    p.user_id as "userId", p.association_name as "associationName", p.logo, p.website, p.tagline, p.user_role as "userRole",
    p.video_url as "videoUrl", p.hero_image as "heroImage", p.attachments, p.answers, p.state, p.vote_count as "voteCount",
    p.submitted_at as "submittedAt", p.created_at as "createdAt", p.updated_at as "updatedAt",
    coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name) as "holderName", u.email as "holderEmail"`;
}

function selectProjects(sql: Tx, where: SqlFragment, order: SqlFragment = sql`p.submitted_at desc nulls last, p.id desc`) {
  return sql<ProjectRow[]>`select ${projectColumns(sql)} from projects p join users u on u.id = p.user_id where ${where} order by ${order}`;
}

/** The projects of a call its company reviews: submitted ones only (a draft is its holder's). */
export function listSubmittedProjects(sql: Tx, companyId: number, callId: number) {
  return selectProjects(sql, sql`p.company_id = ${companyId} and p.project_call_id = ${callId} and p.submitted_at is not null`);
}

/** The accepted projects of a call (the ballot and the results), most voted first. */
export function listAcceptedProjects(sql: Tx, companyId: number, callId: number) {
  return selectProjects(
    sql,
    sql`p.company_id = ${companyId} and p.project_call_id = ${callId} and p.state = 'accepted'`,
    sql`p.vote_count desc, p.submitted_at, p.id`,
  );
}

export async function findProject(sql: Tx, companyId: number, callId: number, projectId: number): Promise<ProjectRow | undefined> {
  const [row] = await selectProjects(sql, sql`p.company_id = ${companyId} and p.project_call_id = ${callId} and p.id = ${projectId}`);
  return row;
}

export async function findHolderProject(sql: Tx, callId: number, userId: string): Promise<ProjectRow | undefined> {
  const [row] = await selectProjects(sql, sql`p.project_call_id = ${callId} and p.user_id = ${userId}`);
  return row;
}

export async function lockHolderProject(tx: Tx, callId: number, userId: string): Promise<number | undefined> {
  const [row] = await tx<{ id: number }[]>`select id from projects where project_call_id = ${callId} and user_id = ${userId} for update`;
  return row?.id;
}

export async function lockProject(tx: Tx, companyId: number, callId: number, projectId: number): Promise<boolean> {
  const rows = await tx`select 1 from projects where company_id = ${companyId} and project_call_id = ${callId} and id = ${projectId} for update`;
  return rows.length > 0;
}

function projectColumnValues(values: ProjectValues) {
  return {
    association_name: values.associationName,
    logo: values.logo,
    website: values.website,
    tagline: values.tagline,
    user_role: values.userRole,
    video_url: values.videoUrl,
    hero_image: values.heroImage,
    attachments: values.attachments,
    answers: values.answers,
  };
}

/** A holder's project: created on their first save, replaced on the next (one per holder and call). */
export async function upsertHolderProject(tx: Tx, companyId: number, callId: number, userId: string, values: ProjectValues): Promise<number> {
  const row = { project_call_id: callId, company_id: companyId, user_id: userId, ...projectColumnValues(values) };
  const [saved] = await tx<{ id: number }[]>`
    insert into projects ${tx(row as Record<string, unknown> as never)}
    on conflict on constraint projects_one_per_holder do update set
      association_name = excluded.association_name, logo = excluded.logo, website = excluded.website, tagline = excluded.tagline,
      user_role = excluded.user_role, video_url = excluded.video_url, hero_image = excluded.hero_image,
      attachments = excluded.attachments, answers = excluded.answers, updated_at = now()
    where projects.submitted_at is null
    returning id`;
  return saved!.id;
}

export async function markSubmitted(tx: Tx, projectId: number): Promise<void> {
  await tx`update projects set submitted_at = now(), updated_at = now() where id = ${projectId} and submitted_at is null`;
}

export async function setProjectState(tx: Tx, projectId: number, state: ProjectState): Promise<void> {
  await tx`update projects set state = ${state}, updated_at = now() where id = ${projectId}`;
}

// ---- Votes

/** The voter's votes in a call. */
export async function votedProjectIds(sql: Tx, callId: number, userId: string): Promise<number[]> {
  const rows = await sql<{ projectId: number }[]>`
    select project_id as "projectId" from project_votes where project_call_id = ${callId} and user_id = ${userId} order by created_at, project_id`;
  return rows.map((row) => row.projectId);
}

/**
 * The voter's ballot row for the call, created if missing, then locked: every vote and withdrawal of the same voter
 * in the same call waits here for the one before to commit, so the count that follows sees it.
 */
export async function lockBallot(tx: Tx, companyId: number, callId: number, userId: string): Promise<void> {
  await tx`
    insert into project_call_ballots (project_call_id, company_id, user_id) values (${callId}, ${companyId}, ${userId})
    on conflict (project_call_id, user_id) do nothing`;
  await tx`select 1 from project_call_ballots where project_call_id = ${callId} and user_id = ${userId} for update`;
}

/**
 * One vote, in one statement that counts the voter's votes in the call and inserts only below the limit (the ballot
 * row is locked first); a vote already cast for the project inserts nothing. True when a vote was added.
 */
export async function insertVoteWithinLimit(tx: Tx, companyId: number, callId: number, projectId: number, userId: string, limit: number): Promise<boolean> {
  const rows = await tx`
    insert into project_votes (project_id, project_call_id, company_id, user_id)
    select ${projectId}, ${callId}, ${companyId}, ${userId}
    where (select count(*) from project_votes where project_call_id = ${callId} and user_id = ${userId}) < ${limit}
    on conflict (project_id, user_id) do nothing
    returning 1`;
  if (rows.length === 0) return false;
  await tx`update projects set vote_count = vote_count + 1 where id = ${projectId}`;
  return true;
}

export async function deleteVote(tx: Tx, callId: number, projectId: number, userId: string): Promise<boolean> {
  const rows = await tx`delete from project_votes where project_call_id = ${callId} and project_id = ${projectId} and user_id = ${userId} returning 1`;
  if (rows.length === 0) return false;
  await tx`update projects set vote_count = vote_count - 1 where id = ${projectId}`;
  return true;
}

// ---- External holders

/** The account of an address, if any (case ignored). */
export async function findUserByEmail(tx: Tx, email: string): Promise<{ id: string; state: string } | undefined> {
  const [row] = await tx<{ id: string; state: string }[]>`select id, state from users where lower(email) = lower(${email})`;
  return row;
}

/** An account for a person outside the company, signed in by e-mail code (no password, no company). */
export async function insertExternalUser(tx: Tx, email: string, lang: string | null): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into users (name, email, email_verified, state, lang) values (${email}, ${email}, false, 'registered', ${lang})
    on conflict (email) do update set email = excluded.email returning id`;
  return row!.id;
}
