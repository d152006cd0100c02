/**
 * Managing the people of an organisation (company employees, association
 * members) and the invitations that bring them in. The same schemas validate
 * the server routes and the client forms.
 */
import * as z from 'zod/mini';
import { ASSOCIATION_ROLES, type AssociationRole, COMPANY_ROLES, type CompanyRole } from '../permissions/roles';
import { emailListSchema, emailSchema, gdprConsentSchema, passwordWithConfirmationSchema, requiredText, termsAcceptedSchema } from '../validation/inputs';
import { msg } from '../validation/messages';
import { USER_STATES, type UserState } from './user.schema';

/** An invitation link stays valid this long. */
export const INVITATION_TTL_DAYS = 14;

/** Whether an invitation can still be used (never used, not expired). */
export function isInvitationUsable(invitation: { acceptedAt: Date | string | null; expiresAt: Date | string }, now: Date = new Date()): boolean {
  return invitation.acceptedAt === null && new Date(invitation.expiresAt).getTime() > now.getTime();
}

// --- Company employees (/entreprise/{slug}/volontaires) ---

/** Several addresses typed in one field, separated by spaces or commas (spec §5). */
export const companyInvitationInputSchema = z.object({ emails: emailListSchema });
export type CompanyInvitationInput = z.input<typeof companyInvitationInputSchema>;

export const companyMemberRoleInputSchema = z.object({ role: z.enum(COMPANY_ROLES, msg('choose_from_list')) });

export const memberStateFilterSchema = z.object({ state: z.optional(z.enum(USER_STATES, msg('choose_from_list'))) });

export interface CompanyMember {
  userId: string;
  email: string;
  fullName: string;
  role: CompanyRole;
  state: UserState;
  entity: { id: number; name: string } | null;
}

export interface CompanyMembersList {
  members: CompanyMember[];
  /** Members per state, whatever the filter, for the filter's labels. */
  counts: Partial<Record<UserState, number>>;
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
