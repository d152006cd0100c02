/**
 * Who may do what to the people of an organisation. The server refuses with
 * the code of `checkCompanyMemberAction`; the client shows only the buttons of
 * `companyMemberActions`, so both read the same table.
 */
import { type RuleResult, allowed, refused } from '../errors';
import type { UserState } from '../users/user.schema';
import type { Actor, CompanyRef } from './actor';
import { hasCompanyRole } from './policies';
import { type AssociationRole, COMPANY_ROLES, type CompanyRole } from './roles';

/** The roles a company admin hands out. */
export const COMPANY_ADMIN_ASSIGNABLE_ROLES: readonly CompanyRole[] = ['COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN'];

/** Only a holding admin or a platform admin may grant (or take back) the group role. */
export function assignableCompanyRoles(actor: Actor, company: CompanyRef): CompanyRole[] {
  const groupWide = actor.isPlatformAdmin || hasCompanyRole(actor, company, ['COMPANY_HOLDING_ADMIN']);
  return groupWide ? [...COMPANY_ROLES] : [...COMPANY_ADMIN_ASSIGNABLE_ROLES];
}

export const COMPANY_MEMBER_ACTIONS = ['validate', 'disable', 'enable', 'change_role', 'edit'] as const;
export type CompanyMemberAction = (typeof COMPANY_MEMBER_ACTIONS)[number];

/** The manager looking at the list: who they are and the roles they may hand out. */
export interface MemberManager {
  userId: string;
  assignableRoles: readonly CompanyRole[];
}

export interface ManagedMember {
  userId: string;
  role: CompanyRole;
  state: UserState;
}

/**
 * The actions a manager may take on one member. Nothing on oneself (an admin
 * never disables or demotes themselves), nothing on a member whose role is
 * above what the manager may hand out (a company admin leaves group admins alone).
 */
export function companyMemberActions(manager: MemberManager, member: ManagedMember): CompanyMemberAction[] {
  if (member.userId === manager.userId || !manager.assignableRoles.includes(member.role)) return [];
  const actions: CompanyMemberAction[] = [];
  if (member.state === 'toValidate') actions.push('validate');
  actions.push(member.state === 'disabled' ? 'enable' : 'disable');
  actions.push('change_role', 'edit');
  return actions;
}

export function checkCompanyMemberAction(manager: MemberManager, member: ManagedMember, action: CompanyMemberAction): RuleResult {
  if (member.userId === manager.userId) return refused('CANNOT_ACT_ON_SELF');
  if (!manager.assignableRoles.includes(member.role)) return refused('FORBIDDEN');
  return companyMemberActions(manager, member).includes(action) ? allowed : refused('INVALID_TRANSITION');
}

export function checkCompanyRoleChange(manager: MemberManager, member: ManagedMember, nextRole: CompanyRole): RuleResult {
  const base = checkCompanyMemberAction(manager, member, 'change_role');
  if (!base.ok) return base;
  return manager.assignableRoles.includes(nextRole) ? allowed : refused('FORBIDDEN');
}

/**
 * Editing an employee's employment (role, entity, manager e-mail, matricule): the same manager rules, and the role
 * asked must be one the manager may hand out (an unchanged role passes, so a holding's group admin stays one when a
 * holding admin edits their matricule).
 */
export function checkCompanyMemberEdit(manager: MemberManager, member: ManagedMember, nextRole: CompanyRole): RuleResult {
  const base = checkCompanyMemberAction(manager, member, 'edit');
  if (!base.ok) return base;
  return nextRole === member.role || manager.assignableRoles.includes(nextRole) ? allowed : refused('FORBIDDEN');
}

/**
 * The state a disabled account goes back to: usable when its address was
 * confirmed, otherwise where it stood (an invitation not yet accepted, or a
 * registration waiting for its code).
 */
export function stateAfterEnabling(account: { emailVerified: boolean; hasPassword: boolean }): UserState {
  if (account.emailVerified) return 'registered';
  return account.hasPassword ? 'created' : 'invited';
}

/**
 * An association always keeps an administrator: the last one can be neither
 * removed nor made a simple member (`nextRole` null means removal).
 */
export function checkAssociationMemberChange(
  members: ReadonlyArray<{ userId: string; role: AssociationRole }>,
  userId: string,
  nextRole: AssociationRole | null,
): RuleResult {
  const member = members.find((m) => m.userId === userId);
  if (!member) return refused('NOT_FOUND');
  const admins = members.filter((m) => m.role === 'ASSOCIATION_ADMIN');
  const losesAdmin = member.role === 'ASSOCIATION_ADMIN' && nextRole !== 'ASSOCIATION_ADMIN';
  if (losesAdmin && admins.length <= 1) return refused('LAST_ASSOCIATION_ADMIN');
  return allowed;
}
