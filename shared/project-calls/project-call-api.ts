import type { ErrorCode } from '../errors';
import type { ProjectCallDisplayStatus, ProjectCallPhase, ResolvedItem } from './project-call.rules';
import type { ProjectCall } from './project-call.schema';
import type { ProjectAction, ProjectState } from './project.machine';
import type { Project } from './project.schema';

/**
 * The answers of the project-call routes (spec §2, §3 Project call / Project):
 * - company space (`canManageCompany`): `GET/POST /companies/{slug}/project-calls`,
 *   `GET/PUT/DELETE .../project-calls/{projectCallId}`, `GET .../project-calls/{projectCallId}/projects/{projectId}`,
 *   `POST .../projects/{projectId}/{accept|reject|reopen}`;
 * - employees (`isCompanyMember`): `GET /companies/{slug}/employee-project-calls`, `GET .../{projectCallId}`,
 *   `PUT .../{projectCallId}/my-project`, `POST .../my-project/submit`, `PUT|DELETE .../votes/{projectId}`,
 *   `GET .../projects/{projectId}`;
 * - external audience (anyone with the link): `GET /project-calls/share/{shareId}`, `GET /project-calls/{projectCallId}`,
 *   `POST /project-calls/{projectCallId}/access`, and signed in: `PUT .../my-project`, `POST .../my-project/submit`.
 * Every view carries the call's current phase (computed by the server in Paris time).
 */

/** Where a call stands now. */
export interface ProjectCallTiming {
  phase: ProjectCallPhase;
  displayStatus: ProjectCallDisplayStatus;
}

/** A call in a list (company space, employee space). */
export interface ProjectCallListItem extends ProjectCallTiming {
  id: number;
  title: string;
  subtitle: string | null;
  heroImage: string | null;
  audience: ProjectCall['settings']['audience'];
  submissionStartsAt: string;
  submissionEndsAt: string;
  voteStartsAt: string | null;
  voteEndsAt: string | null;
  resultsStartsAt: string | null;
  resultsEndsAt: string | null;
  /** Submitted projects (company space), or accepted ones (employee space). */
  projectsCount: number;
  /** Submitted projects still to review (company space only; 0 elsewhere). */
  pendingCount: number;
}

/** A project in a list: the company's review list, the ballot, the results. */
export interface ProjectListItem {
  id: number;
  associationName: string;
  logo: string | null;
  heroImage: string | null;
  tagline: string | null;
  state: ProjectState;
  voteCount: number;
  submittedAt: string | null;
  /** Who submitted it (company space only). */
  holder: { name: string; email: string } | null;
  /** The review steps the reader may take now (company space). */
  availableActions: ProjectAction[];
}

/** What the call form offers (`GET /companies/{slug}/project-call-options`): the supervisors to choose from. */
export interface ProjectCallOptions {
  supervisors: { id: string; name: string; email: string }[];
}

export interface CompanyProjectCallList {
  projectCalls: ProjectCallListItem[];
}

export interface CompanyProjectCallDetail extends ProjectCallTiming {
  projectCall: ProjectCall;
  /** Every question and attachment asked, the fixed mandatory ones first. */
  questions: ResolvedItem[];
  attachments: ResolvedItem[];
  /** Submitted projects, newest first. */
  projects: ProjectListItem[];
  /** Spec §5: eligibility criteria, questions and attachments are locked once the call started. */
  contentLocked: boolean;
  /** Spec §5: a call with submitted projects cannot be deleted. */
  canDelete: boolean;
  /** The public link of an external call (/appel-a-projets/partage/{shareId}). */
  shareId: string;
}

export interface CompanyProjectDetail extends ProjectCallTiming {
  projectCallId: number;
  projectCallTitle: string;
  project: Project;
  holder: { name: string; email: string };
  questions: ResolvedItem[];
  attachments: ResolvedItem[];
  availableActions: ProjectAction[];
}

/** A voter's ballot in a call with a vote phase. */
export interface ProjectBallot {
  votesPerUser: number;
  votesUsed: number;
  remaining: number;
  votedProjectIds: number[];
}

/**
 * A call as a participant reads it (an employee of an internal call, anyone for an external one): its content, its
 * phase, their own project, what they may do now, and the projects they may see (accepted ones during the vote and
 * after it, ranked by votes during the results; nobody else's before, and never any for an external call).
 */
export interface ParticipantProjectCallView extends ProjectCallTiming {
  projectCall: Omit<ProjectCall, 'settings' | 'companyId' | 'shareId'> & {
    settings: Omit<ProjectCall['settings'], 'supervisorId'>;
    companySlug: string;
    companyName: string;
  };
  questions: ResolvedItem[];
  attachments: ResolvedItem[];
  myProject: Project | null;
  /** Whether the reader may create or edit their project now, or why not. */
  edit: { allowed: true } | { allowed: false; code: ErrorCode };
  ballot: ProjectBallot | null;
  /** The projects on the ballot (vote phase) or the results (results phase, ranked); empty otherwise. */
  projects: ProjectListItem[];
}

/** A project's page for a participant: their own, or one on the ballot or in the results of an internal call. */
export interface ParticipantProjectDetail extends ProjectCallTiming {
  projectCallId: number;
  projectCallTitle: string;
  project: Project;
  questions: ResolvedItem[];
  attachments: ResolvedItem[];
  ballot: ProjectBallot | null;
}

export interface EmployeeProjectCallList {
  /** The calls open to the company's employees, the active ones first. */
  projectCalls: ProjectCallListItem[];
}

/** What the external pages need first: the call and the company it belongs to. */
export interface ExternalProjectCallRef {
  projectCallId: number;
  companySlug: string;
}
