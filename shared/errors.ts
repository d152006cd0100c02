/**
 * Stable error codes shared by the server (which throws them) and the client
 * (which shows `t('errors:<code>')`). Adding a code means adding its message
 * to every locale's `errors.json`; the locale completeness test enforces it.
 */
export const ERROR_HTTP_STATUS = {
  // Requests
  VALIDATION_FAILED: 400,
  PASSWORD_TOO_WEAK: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  CSRF_INVALID: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SIGN_IN_THROTTLED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,

  // Accounts (issue: accounts and sign-in)
  ACCOUNT_DISABLED: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  TOO_MANY_ATTEMPTS: 403,
  EMAIL_ALREADY_SENT: 429,
  SELF_REGISTRATION_CLOSED: 403,
  INVITATION_INVALID: 410,
  CANNOT_IMPERSONATE: 403,
  CANNOT_ACT_ON_SELF: 403,
  LAST_ASSOCIATION_ADMIN: 409,
  ALREADY_MEMBER: 409,
  // Social sign-in per company (issue 21): the provider is not switched on for the company, or not configured;
  // the provider's address is no employee of the company (unknown, or another company's).
  SOCIAL_SIGN_IN_UNAVAILABLE: 403,
  SOCIAL_SIGN_IN_NOT_EMPLOYEE: 403,

  // State machines
  INVALID_TRANSITION: 409,
  CANCEL_REASON_REQUIRED: 422,
  OTHER_REASON_REQUIRED: 422,
  NOT_YET_EXPIRED: 409,

  // Applying (spec §8, sync.md)
  ACCOUNT_NOT_VALIDATED: 403,
  COMPANY_INACTIVE: 403,
  MISSION_UNAVAILABLE: 409,
  MISSION_EXPIRED: 409,
  MISSION_NOT_VALIDATED_BY_COMPANY: 403,
  MISSION_NOT_FOR_ENTITY: 403,
  NO_TIMESLOT_AVAILABLE: 409,
  TIMESLOT_FULL: 409,
  TIMESLOT_NOT_FULL: 409,
  SIGNUPS_CLOSED: 409,
  INSUFFICIENT_CREDIT: 409,
  ALREADY_APPLIED: 409,
  ALREADY_SUBSCRIBED: 409,
  FORBIDDEN_NOT_REFERENT: 403,
  TIME_TYPE_NOT_ALLOWED: 422,
  VALIDATION_TOKEN_INVALID: 410,
  MANAGER_REMINDED_RECENTLY: 409,

  // Missions and timeslots (spec §4-§5)
  MISSION_INCOMPLETE: 422,
  TIME_TYPE_LOCKED: 409,
  DATE_MODE_LOCKED: 409,
  TAX_EXEMPT_LOCKED: 409,
  CREDIT_DEDUCTION_LOCKED: 409,
  TIMESLOT_END_BEFORE_START: 422,
  TIMESLOT_INCOMPLETE: 422,
  PLACES_TOO_LOW: 422,
  PLACES_BELOW_REGISTERED: 409,
  DATE_RANGE_NOT_ALLOWED: 403,
  DATE_RANGE_ALREADY_EXISTS: 409,
  DATE_RANGE_MISSION_TOO_SHORT: 422,

  // Feature gating (spec §6): the company's plans or settings leave the feature off
  FEATURE_DISABLED: 403,

  // Deletion blocks (spec §8)
  MISSION_HAS_REGISTRATIONS: 409,
  TIMESLOT_HAS_VOLUNTEERS: 409,
  QUEST_HAS_PARTICIPANTS: 409,
  TEAM_BUILDING_HAS_REGISTRATIONS: 409,
  PROJECT_CALL_HAS_PROJECTS: 409,

  // Quests, levels, project calls, team building, time spent, tax receipts
  QUEST_INCOMPLETE: 422,
  LEVEL_CLOSED: 409,
  ANSWER_TYPE_CHANGED: 409,
  LEVEL_HAS_ANSWERS: 409,
  PROJECT_CALL_EXTERNAL_NO_VOTES: 422,
  PROJECT_CALL_RESULTS_NEED_VOTES: 422,
  PROJECT_CALL_CONTENT_LOCKED: 409,
  PROJECT_ALREADY_SUBMITTED: 409,
  PROJECT_ACCOUNT_NOT_VALIDATED: 403,
  PROJECT_ATTACHMENT_KIND: 422,
  SUBMISSIONS_CLOSED: 409,
  VOTES_CLOSED: 409,
  VOTES_EXHAUSTED: 409,
  ALREADY_VOTED: 409,
  PROJECT_NOT_ON_BALLOT: 409,
  PROJECT_INCOMPLETE: 422,
  PROJECT_CALL_DATES_INVALID: 422,
  GROUP_SIZE_OUT_OF_RANGE: 422,
  // Team building (issue 19): a request no longer open to joining, full, not finished yet for a testimony, an activity not offered
  TEAM_BUILDING_FULL: 409,
  TEAM_BUILDING_REQUEST_CLOSED: 409,
  TEAM_BUILDING_NOT_FINISHED: 409,
  TEAM_BUILDING_UNAVAILABLE: 409,
  TAX_RECEIPT_DOCUMENT_REQUIRED: 422,
  PROBLEM_MESSAGE_REQUIRED: 422,
  TIME_SPENT_LOCKED: 409,
  DURATION_NOT_IN_SEVENTHS: 422,
  TAX_LINES_ALREADY_COVERED: 409,
  TAX_LINES_ONE_EXEMPTION: 422,
  DATE_RANGE_REVERSED: 400,
  INTERMISSION_PERIOD_OVERLAP: 409,
  ASSOCIATION_NOT_INTERMISSION_ELIGIBLE: 422,
  INTERMISSION_EMPLOYEE_UNKNOWN: 422,

  // Events (challenges): registering closes when the event is over, unregistering when it starts
  CHALLENGE_CLOSED: 409,
  CHALLENGE_ALREADY_STARTED: 409,
  CHALLENGE_NOT_STARTED: 409,

  // Uploads (spec §5 'Uploads', §8)
  UPLOAD_UNSUPPORTED_FILE: 415,
  UPLOAD_WRONG_EXTENSION: 415,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_IMAGE_TOO_LARGE: 422,
  UPLOAD_FOLDER_NOT_ALLOWED: 422,

  // Company employees (issue 15): a CSV import refused as a whole, a matricule another employee holds
  EMPLOYEE_IMPORT_INVALID: 422,
  MATRICULE_TAKEN: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];

/** The generic code of an HTTP status, for refusals that carry no product code of their own (a library's, a framework's). */
const GENERIC_CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(status: number): ErrorCode | undefined {
  return GENERIC_CODE_BY_STATUS[status];
}

/** Field name -> messages, as the spec's bulk-action wrapper reads them. */
export type FieldErrors = Record<string, string[]>;

export interface ErrorEnvelope {
  error: {
    code: ErrorCode | (string & {});
    message: string;
    fields?: FieldErrors;
    requestId?: string;
  };
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/** Thrown by use cases; the server's error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message?: string, options: { fields?: FieldErrors; details?: Record<string, unknown> } = {}) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.details = options.details;
  }

  get status(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}

/** A rule's answer: allowed, or refused with a stable code. */
export type RuleResult = { ok: true } | { ok: false; code: ErrorCode };
export const allowed: RuleResult = { ok: true };
export const refused = (code: ErrorCode): RuleResult => ({ ok: false, code });

/** Runs rules in order and returns the first refusal. */
export function firstRefusal(...results: RuleResult[]): RuleResult {
  return results.find((result) => !result.ok) ?? allowed;
}
