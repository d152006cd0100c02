import type { ProjectCallListItem, ProjectListItem } from '../../../shared/project-calls/project-call-api';
import { projectCallDisplayStatus, projectCallPhase } from '../../../shared/project-calls/project-call.rules';
import type { ProjectCall, ProjectCallSettings } from '../../../shared/project-calls/project-call.schema';
import type { ProjectAction } from '../../../shared/project-calls/project.machine';
import type { Project } from '../../../shared/project-calls/project.schema';
import type { ProjectCallRow, ProjectRow } from './project-calls.sql';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function settingsOf(row: ProjectCallRow): ProjectCallSettings {
  return {
    submissionStartsAt: row.submissionStartsAt.toISOString(),
    submissionEndsAt: row.submissionEndsAt.toISOString(),
    hasVotesPhase: row.hasVotesPhase,
    voteStartsAt: iso(row.voteStartsAt),
    voteEndsAt: iso(row.voteEndsAt),
    hasResultsPhase: row.hasResultsPhase,
    resultsStartsAt: iso(row.resultsStartsAt),
    resultsEndsAt: iso(row.resultsEndsAt),
    votesPerUser: row.votesPerUser,
    evaluationGridUrl: row.evaluationGridUrl,
    supervisorId: row.supervisorId,
    audience: row.audience,
  };
}

export function presentProjectCall(row: ProjectCallRow): ProjectCall {
  return {
    id: row.id,
    companyId: row.companyId,
    shareId: row.shareId,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    heroImage: row.heroImage,
    topMedia: row.topMedia,
    steps: row.steps,
    eligibilityCriteria: row.eligibilityCriteria,
    faq: row.faq,
    testimonial:
      row.testimonialAuthor !== null && row.testimonialContent !== null
        ? { author: row.testimonialAuthor, content: row.testimonialContent, media: row.testimonialMedia }
        : null,
    questions: row.questions,
    attachments: row.attachments,
    settings: settingsOf(row),
    problemReportedAt: iso(row.problemReportedAt),
    submittedProjectsCount: row.submittedProjectsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The phase and what users read of it, now (spec §4). */
export function timingOf(row: ProjectCallRow, now: Date) {
  const settings = settingsOf(row);
  return {
    phase: projectCallPhase(settings, now),
    displayStatus: projectCallDisplayStatus({ settings, problemReportedAt: iso(row.problemReportedAt) }, now),
  };
}

export function presentCallListItem(row: ProjectCallRow, now: Date, side: 'company' | 'employee'): ProjectCallListItem {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    heroImage: row.heroImage,
    audience: row.audience,
    submissionStartsAt: row.submissionStartsAt.toISOString(),
    submissionEndsAt: row.submissionEndsAt.toISOString(),
    voteStartsAt: iso(row.voteStartsAt),
    voteEndsAt: iso(row.voteEndsAt),
    resultsStartsAt: iso(row.resultsStartsAt),
    resultsEndsAt: iso(row.resultsEndsAt),
    projectsCount: side === 'company' ? row.submittedProjectsCount : row.acceptedProjectsCount,
    pendingCount: side === 'company' ? row.pendingProjectsCount : 0,
    ...timingOf(row, now),
  };
}

export function presentProject(row: ProjectRow): Project {
  return {
    id: row.id,
    projectCallId: row.projectCallId,
    companyId: row.companyId,
    associationId: row.associationId,
    userId: row.userId,
    associationName: row.associationName,
    logo: row.logo,
    website: row.website,
    tagline: row.tagline,
    userRole: row.userRole,
    videoUrl: row.videoUrl,
    heroImage: row.heroImage,
    attachments: row.attachments,
    answers: row.answers,
    state: row.state,
    voteCount: row.voteCount,
    submittedAt: iso(row.submittedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentProjectListItem(row: ProjectRow, options: { withHolder: boolean; actions: ProjectAction[]; withVotes: boolean }): ProjectListItem {
  return {
    id: row.id,
    associationName: row.associationName,
    logo: row.logo,
    heroImage: row.heroImage,
    tagline: row.tagline,
    state: row.state,
    voteCount: options.withVotes ? row.voteCount : 0,
    submittedAt: iso(row.submittedAt),
    holder: options.withHolder ? { name: row.holderName, email: row.holderEmail } : null,
    availableActions: options.actions,
  };
}
