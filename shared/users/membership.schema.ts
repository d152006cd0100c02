/**
 * Managing the people of an organisation (company employees, association
 * members) and the invitations that bring them in. The same schemas validate
 * the server routes and the client forms.
 */
import * as z from 'zod/mini';
import { ASSOCIATION_ROLES, type AssociationRole, COMPANY_ROLES, type CompanyRole } from '../permissions/roles';
import type { CompanyMemberAction } from '../permissions/members';
import { EMAIL_PATTERN } from '../validation/email';
import { emailSchema, gdprConsentSchema, integerInRange, optionalText, passwordWithConfirmationSchema, requiredText, termsAcceptedSchema } from '../validation/inputs';

/** A sanity bound on an employee's declared daily cost: 10 000 € (issue 20). */
export const MAX_DAILY_COST_CENTS = 1_000_000;
import type { BulkResult } from '../validation/list-sort';
import { msg, validationMessage } from '../validation/messages';
import { type ImportLineError, MATRICULE_MAX, MAX_IMPORT_CHARACTERS, MAX_INVITED_ADDRESSES } from './employee-import';
import { USER_STATES, type UserState } from './user.schema';

/** An invitation link stays valid this long. */
export const INVITATION_TTL_DAYS = 14;

/** Whether an invitation can still be used (never used, not expired). */
export function isInvitationUsable(invitation: { acceptedAt: Date | string | null; expiresAt: Date | string }, now: Date = new Date()): boolean {
  return invitation.acceptedAt === null && new Date(invitation.expiresAt).getTime() > now.getTime();
}

// --- Company employees (/entreprise/{slug}/volontaires) ---

/**
 * Several addresses typed in one field, separated by spaces, commas, semicolons or new lines (spec §5): the route
 * splits them with `splitEmailList`, invites the well-formed ones and names the others.
 */
export const companyInvitationInputSchema = z.object({
  emails: z.string(msg('emails_required')).check(z.maxLength(MAX_INVITED_ADDRESSES * 100, msg('too_long', { max: MAX_INVITED_ADDRESSES * 100 }))),
});
export type CompanyInvitationInput = z.input<typeof companyInvitationInputSchema>;

export const companyMemberRoleInputSchema = z.object({ role: z.enum(COMPANY_ROLES, msg('choose_from_list')) });

export const memberStateFilterSchema = z.object({ state: z.optional(z.enum(USER_STATES, msg('choose_from_list'))) });

export const EMPLOYEES_PAGE_SIZE = 25;

const blank = z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value));
/** An optional query parameter, absent when left blank. */
const blankAsAbsent = <Schema extends z.ZodMiniType>(schema: Schema) => z.optional(z.pipe(blank, z.optional(schema)));

/** `GET /companies/{slug}/members?q=&state=&entity=&role=&page=`: the list's search, filters and page (sorted by name). */
export const employeeListQuerySchema = z.object({
  /** A part of the name, of the e-mail address or of the matricule. */
  q: blankAsAbsent(z.string().check(z.trim(), z.maxLength(200, msg('too_long', { max: 200 })))),
  state: blankAsAbsent(z.enum(USER_STATES, msg('choose_from_list'))),
  /** An entity's id, or `none` for the employees in no entity. */
  entity: blankAsAbsent(z.union([z.literal('none'), z.coerce.number(msg('choose_from_list')).check(z.int(msg('choose_from_list')), z.positive(msg('choose_from_list')))])),
  role: blankAsAbsent(z.enum(COMPANY_ROLES, msg('choose_from_list'))),
  page: z._default(z.coerce.number(msg('integer')).check(z.int(msg('integer')), z.gte(1, msg('number_min', { min: 1 })), z.lte(10_000, msg('number_max', { max: 10_000 }))), 1),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

const optionalEmail = z.nullish(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value, ctx) => {
      if (value === '') return null;
      if (!EMAIL_PATTERN.test(value)) ctx.issues.push({ code: 'custom', message: validationMessage('email_invalid', { email: value }), input: value });
      return value.toLowerCase();
    }),
  ),
);

/** `PUT /companies/{slug}/members/{userId}`: one employee's role and employment (spec §3: entity, manager e-mail, matricule). */
export const employeeUpdateInputSchema = z.object({
  role: z.enum(COMPANY_ROLES, msg('choose_from_list')),
  entityId: z.nullish(z.int(msg('choose_from_list')).check(z.positive(msg('choose_from_list')))),
  managerEmail: optionalEmail,
  matricule: optionalText(MATRICULE_MAX),
  /**
   * Issue 20: the employee's daily cost (salary and charges of a 7-hour working day) the company declares for valuing
   * skills sponsorship, in cents; absent: unchanged, null: not declared.
   */
  dailyCostCents: z.optional(z.nullable(integerInRange(0, MAX_DAILY_COST_CENTS))),
});
export type EmployeeUpdateInput = z.input<typeof employeeUpdateInputSchema>;

export const BULK_EMPLOYEE_ACTIONS = ['validate', 'disable', 'enable', 'change_role', 'change_entity'] as const;
export type BulkEmployeeAction = (typeof BULK_EMPLOYEE_ACTIONS)[number];
export const MAX_BULK_EMPLOYEES = 100;

/** `POST /companies/{slug}/members/bulk`: one action on a selection of employees. */
export const bulkEmployeeInputSchema = z
  .object({
    userIds: z
      .array(z.uuid(msg('choose_from_list')))
      .check(
        z.minLength(1, msg('required')),
        z.maxLength(MAX_BULK_EMPLOYEES, msg('multi_select_max', { max: MAX_BULK_EMPLOYEES })),
        z.refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates')),
      ),
    action: z.enum(BULK_EMPLOYEE_ACTIONS, msg('choose_from_list')),
    role: z.optional(z.enum(COMPANY_ROLES, msg('choose_from_list'))),
    entityId: z.nullish(z.int(msg('choose_from_list')).check(z.positive(msg('choose_from_list')))),
  })
  .check(
    z.refine((input) => input.action !== 'change_role' || input.role !== undefined, { ...msg('choose_from_list'), path: ['role'] }),
  );
export type BulkEmployeeInput = z.input<typeof bulkEmployeeInputSchema>;

/**
 * What a bulk action did, per employee (spec §7's bulk answer): the employees it changed, and the error map,
 * employee -> messages, with the stable code of each refusal for the screens that word it themselves.
 */
export type BulkEmployeeResult = BulkResult<string>;

/** `POST /companies/{slug}/employee-imports/preview` and `/employee-imports`: the CSV file as text. */
export const employeeImportInputSchema = z.object({
  csv: z.string(msg('required')).check(z.maxLength(MAX_IMPORT_CHARACTERS, msg('too_long', { max: MAX_IMPORT_CHARACTERS }))),
});
export type EmployeeImportInput = z.input<typeof employeeImportInputSchema>;

export interface EmployeeImportPreviewRow {
  line: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  entity: string | null;
  managerEmail: string | null;
  matricule: string | null;
  role: CompanyRole | null;
  /** `create`: not an employee yet (invited, or added when they have an account); `update`: already one. */
  outcome: 'create' | 'update';
}

/** What the file would do, before anything is written. */
export interface EmployeeImportPreview {
  rows: EmployeeImportPreviewRow[];
  errors: ImportLineError[];
  toCreate: number;
  toUpdate: number;
}

export interface EmployeeImportReport {
  created: number;
  updated: number;
  invited: number;
}

export interface CompanyMember {
  userId: string;
  email: string;
  fullName: string;
  role: CompanyRole;
  state: UserState;
  entity: { id: number; name: string } | null;
  managerEmail: string | null;
  matricule: string | null;
  /** The declared daily cost in cents (issue 20), null when not declared. */
  dailyCostCents: number | null;
  /** What the viewer may do to this employee now (shared/permissions/members). */
  actions: CompanyMemberAction[];
}

export interface CompanyMembersList {
  members: CompanyMember[];
  /** Employees matching the search and filters, all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Members per state, whatever the filter, for the filter's labels. */
  counts: Partial<Record<UserState, number>>;
  /** The company's entities, for the filter and the forms. */
  entities: Array<{ id: number; name: string }>;
  /** The roles the viewer may hand out here (the group role only for holding and platform admins). */
  assignableRoles: CompanyRole[];
  viewerId: string;
}

/** What inviting several addresses did to each of them. */
export interface InvitationReport {
  /** Sent an invitation link (no account yet). */
  invited: string[];
  /** Already had an account: added to the organisation and told by e-mail. */
  added: string[];
  alreadyMembers: string[];
  /** Company invitations: what was not an address, with the line of the field it was on; nothing was sent to it. */
  invalid?: Array<{ line: number; value: string }>;
}

// --- Association members (/association/{slug}/membres) ---

const optionalBranchId = z.nullish(z.int(msg('choose_from_list')).check(z.positive()));

export const associationInvitationInputSchema = z.object({
  email: emailSchema,
  role: z.enum(ASSOCIATION_ROLES, msg('choose_from_list')),
  branchId: optionalBranchId,
});
export type AssociationInvitationInput = z.input<typeof associationInvitationInputSchema>;

export const associationMemberUpdateInputSchema = z.object({
  role: z.enum(ASSOCIATION_ROLES, msg('choose_from_list')),
  branchId: optionalBranchId,
});
export type AssociationMemberUpdateInput = z.input<typeof associationMemberUpdateInputSchema>;

export interface AssociationMember {
  userId: string;
  email: string;
  fullName: string;
  role: AssociationRole;
  state: UserState;
  branch: { id: number; name: string } | null;
}

export interface AssociationMembersList {
  members: AssociationMember[];
  /** The branches members can be put in: empty unless branches are activated and exist. */
  branches: Array<{ id: number; name: string }>;
  viewerId: string;
}

// --- Invitations ---

/** `/collaborateur/{slug}/finaliser-inscription`: an invited employee completes their account. */
export const invitationAcceptanceInputSchema = z.intersection(
  z.object({
    first_name: requiredText(100, 'first_name_required'),
    last_name: requiredText(100, 'last_name_required'),
    terms_of_use_accepted: termsAcceptedSchema,
    gdpr_consent: gdprConsentSchema,
  }),
  passwordWithConfirmationSchema,
);
export type InvitationAcceptanceInput = z.input<typeof invitationAcceptanceInputSchema>;

/** What `GET /api/v1/invitations/{token}` tells the invited person. */
export interface InvitationInfo {
  kind: 'company' | 'association';
  email: string;
  role: CompanyRole | AssociationRole;
  organisation: { slug: string; name: string };
  inviter: string | null;
  expiresAt: string;
  /** The address already has an account: the person signs in instead of creating one. */
  hasAccount: boolean;
  /** Association invitations: the join form's fields and where it posts. */
  join?: {
    branches: Array<{ id: number; name: string }>;
    branchId: number | null;
    registerAction: string;
  };
}

/**
 * The join form as the browser posts it: an unchosen branch comes as an empty
 * string, which means no branch (not branch 0).
 */
export function joinFormValues(raw: Record<string, unknown>): Record<string, unknown> {
  const values = { ...raw };
  if (values.branch_id === '' || values.branch_id === null) delete values.branch_id;
  return values;
}

/** Fields of the join form that are sent back after an error, so nothing typed is lost (never passwords). */
export const JOIN_FORM_KEPT_FIELDS = ['first_name', 'last_name', 'phone', 'branch_id'] as const;
