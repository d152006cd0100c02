import type { ContextType } from '../contexts';
import { type RuleResult, allowed, refused } from '../errors';
import { acceptsApplications, type MissionState } from '../missions/mission-state';
import type { BookingRestriction } from '../missions/taxonomy';
import { isAccountValidated, type UserState } from '../users/user-states';
import type { Actor, CompanyRef } from './actor';
import type { CompanyRole } from './roles';

/** A role, optionally conditional on the actor's entity or the item's publisher (spec §6). */
export type RoleEntry = CompanyRole | { role: CompanyRole; entityIds?: readonly number[]; publisherId?: number };

/**
 * The company roles an actor holds for a company. A platform admin counts as
 * company admin, and as holding admin when the company has a holding; a
 * holding admin of one company of a holding is holding admin of all of them.
 */
export function companyRolesOf(actor: Actor, company: CompanyRef): Array<{ role: CompanyRole; entityId: number | null }> {
  const roles: Array<{ role: CompanyRole; entityId: number | null }> = [];
  if (actor.isPlatformAdmin) {
    roles.push({ role: 'COMPANY_ADMIN', entityId: null });
    if (company.holdingId !== null) roles.push({ role: 'COMPANY_HOLDING_ADMIN', entityId: null });
  }
  for (const membership of actor.companies) {
    if (membership.companyId === company.id) roles.push({ role: membership.role, entityId: membership.entityId });
    else if (membership.role === 'COMPANY_HOLDING_ADMIN' && company.holdingId !== null && membership.holdingId === company.holdingId) {
      roles.push({ role: 'COMPANY_HOLDING_ADMIN', entityId: null });
    }
  }
  return roles;
}

/** Whether the actor holds one of the listed role entries for the company. */
export function hasCompanyRole(actor: Actor, company: CompanyRef, entries: readonly RoleEntry[]): boolean {
  const held = companyRolesOf(actor, company);
  return entries.some((entry) => {
    const wanted = typeof entry === 'string' ? { role: entry } : entry;
    if (wanted.publisherId !== undefined && company.publisherId !== wanted.publisherId) return false;
    return held.some(
      (role) => role.role === wanted.role && (!wanted.entityIds || (role.entityId !== null && wanted.entityIds.includes(role.entityId))),
    );
  });
}

const COMPANY_MANAGERS: readonly RoleEntry[] = ['COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN'];

/** Who may be the referent of a mission a company publishes (the mission form's list): its admins, holding admins and ambassadors, not disabled. */
export const COMPANY_REFERENT_ROLES = ['COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN', 'COMPANY_AMBASSADOR'] as const;

/** Spec §6: company admins manage programs, quests, challenges, project calls, employees, partners and settings. */
export function canManageCompany(actor: Actor, company: CompanyRef): boolean {
  return hasCompanyRole(actor, company, COMPANY_MANAGERS);
}

/**
 * Spec §3 'Pinned or highlighted flag with an optional end date': who may pin a mission from its form. A company pins
 * the missions it publishes itself (the route has checked `canManageCompany`); an association's missions are pinned
 * by platform admins only (the association's own members see the flag, never set it).
 */
export function canPinMission(actor: Actor, space: 'company' | 'association'): boolean {
  return space === 'company' || actor.isPlatformAdmin;
}

/** Spec §6: a company admin or holding admin may open association and user pages. */
export const canOpenAssociationPages = canManageCompany;
export const canOpenUserPages = canManageCompany;

/**
 * Spec §6: an ambassador (of a targeted entity, when the mission targets
 * entities), a company admin or a holding admin may open a mission's volunteers
 * and subscribers; other company users are sent to the employee-side page.
 */
export function canSeeMissionVolunteers(actor: Actor, company: CompanyRef, mission: { targetedForEntityIds: readonly number[] }): boolean {
  const ambassador: RoleEntry =
    mission.targetedForEntityIds.length > 0 ? { role: 'COMPANY_AMBASSADOR', entityIds: mission.targetedForEntityIds } : 'COMPANY_AMBASSADOR';
  return hasCompanyRole(actor, company, [...COMPANY_MANAGERS, ambassador]);
}

export function missionPageSpaceFor(actor: Actor, company: CompanyRef, mission: { targetedForEntityIds: readonly number[] }): 'company' | 'employee' {
  return canSeeMissionVolunteers(actor, company, mission) ? 'company' : 'employee';
}

/** Whether the actor belongs to the company, whatever their role: the employee space's own calls (applying, answering, alerts). */
/**
 * Whoever holds a role in the company (a platform admin and a holding admin of its holding included) may reach
 * its routes at all; each route then asks its own rule. The first gate of every `/companies/{slug}` route.
 */
export function hasCompanyAccess(actor: Actor, company: CompanyRef): boolean {
  return companyRolesOf(actor, company).length > 0;
}

/** Members of the association and platform admins may reach its routes at all (the first gate of `/associations/{slug}`). */
export function hasAssociationAccess(actor: Actor, associationId: number): boolean {
  return actor.isPlatformAdmin || isAssociationMember(actor, associationId);
}

export function isCompanyMember(actor: Actor, companyId: number): boolean {
  return actor.companies.some((membership) => membership.companyId === companyId);
}

export function isAssociationMember(actor: Actor, associationId: number): boolean {
  return actor.associations.some((membership) => membership.associationId === associationId);
}

export function canManageAssociation(actor: Actor, associationId: number): boolean {
  return actor.isPlatformAdmin || actor.associations.some((m) => m.associationId === associationId && m.role === 'ASSOCIATION_ADMIN');
}

/**
 * The mission an application is about, as `canManageEngagement` needs it. For a
 * mission a company published itself, `publishingCompany` names that company and
 * says whether the referent still counts: they are one of the company's possible
 * referents (an admin, holding admin or ambassador member whose account is not
 * disabled, the list the mission form offers).
 */
export interface EngagementMissionRef {
  supervisorId: string | null;
  publishingCompany?: (CompanyRef & { referentIsMember: boolean }) | null;
}

/**
 * Spec §6: « Only the mission's referent can manage an application. Others see it read-only. »
 * - An association's mission: its referent only; the rest of the association reads.
 * - A company-published mission: its referent when they are a member of the publishing
 *   company; with no referent (or one who left it), the company's admins and holding
 *   admins (`canManageCompany`); its other admins and ambassadors read.
 */
export function canManageEngagement(actor: Actor, mission: EngagementMissionRef): RuleResult {
  const company = mission.publishingCompany;
  if (company) {
    if (mission.supervisorId !== null && company.referentIsMember) return mission.supervisorId === actor.userId ? allowed : refused('FORBIDDEN_NOT_REFERENT');
    return canManageCompany(actor, company) ? allowed : refused('FORBIDDEN_NOT_REFERENT');
  }
  return mission.supervisorId !== null && mission.supervisorId === actor.userId ? allowed : refused('FORBIDDEN_NOT_REFERENT');
}

/** Who reads the applications to a company-published mission on the company side: its admins, holding admins and ambassadors. */
export function canReadPublishedMissionEngagements(actor: Actor, company: CompanyRef): boolean {
  return hasCompanyRole(actor, company, [...COMPANY_MANAGERS, 'COMPANY_AMBASSADOR']);
}

export function canReadEngagement(
  actor: Actor,
  engagement: { employeeId: string; companyId: number; holdingId: number | null; associationId: number | null },
): boolean {
  if (actor.isPlatformAdmin || actor.userId === engagement.employeeId) return true;
  if (engagement.associationId !== null && isAssociationMember(actor, engagement.associationId)) return true;
  return hasCompanyRole(actor, { id: engagement.companyId, holdingId: engagement.holdingId }, [...COMPANY_MANAGERS, 'COMPANY_AMBASSADOR']);
}

/** Who a mission's booking is open to, against one employee. */
export function isMissionOpenTo(
  mission: { bookingRestriction: BookingRestriction; restrictedCompanyIds: readonly number[]; targetedForEntityIds: readonly number[] },
  employee: { companyId: number; entityId: number | null; inIntermission: boolean },
): boolean {
  switch (mission.bookingRestriction) {
    case 'none':
      return true;
    case 'companies':
      return mission.restrictedCompanyIds.includes(employee.companyId);
    case 'entities':
      return employee.entityId !== null && mission.targetedForEntityIds.includes(employee.entityId);
    case 'intermission':
      return employee.inIntermission;
  }
}

/**
 * Spec §6 'Employee': applying requires a validated account and an active
 * company platform; the mission must be validated by the company and open to
 * the user's entity.
 */
export function canApply(input: {
  actor: Pick<Actor, 'state'>;
  companyActive: boolean;
  missionState: MissionState;
  missionExpired: boolean;
  missionValidatedByCompany: boolean;
  missionOpenToEmployee: boolean;
}): RuleResult {
  if (!isAccountValidated(input.actor.state)) return refused('ACCOUNT_NOT_VALIDATED');
  if (!input.companyActive) return refused('COMPANY_INACTIVE');
  if (input.missionExpired) return refused('MISSION_EXPIRED');
  if (!acceptsApplications(input.missionState)) return refused('MISSION_UNAVAILABLE');
  if (!input.missionValidatedByCompany) return refused('MISSION_NOT_VALIDATED_BY_COMPANY');
  if (!input.missionOpenToEmployee) return refused('MISSION_NOT_FOR_ENTITY');
  return allowed;
}

/** Only platform administrators impersonate users (spec §6 'Admin'). */
export function canImpersonate(actor: Actor): boolean {
  return actor.isPlatformAdmin;
}

/** Spec §6 'Admin': the admin space (users, mailbox, organisations...) is for platform administrators only. */
export function canManagePlatform(actor: Actor): boolean {
  return actor.isPlatformAdmin;
}

/**
 * Whom an administrator may impersonate: never another administrator (nor
 * themselves), never a disabled account (it may not sign in at all).
 */
export function canImpersonateUser(actor: Actor, target: { userId: string; isPlatformAdmin: boolean; state: UserState }): RuleResult {
  if (!canImpersonate(actor)) return refused('CANNOT_IMPERSONATE');
  if (target.userId === actor.userId || target.isPlatformAdmin || target.state === 'disabled') return refused('CANNOT_IMPERSONATE');
  return allowed;
}

/** Spec §6 'Interface': the certified badge on a logo shows only outside the employee and public contexts. */
export function showsCertifiedBadge(context: ContextType): boolean {
  return context !== 'employee' && context !== 'public';
}

/**
 * Mission management in the association space (spec §6 'Association'), decided like this:
 * - platform admins and the association's admins do everything;
 * - other members read every mission of their association; once an admin makes
 *   them referents (settings), they create missions and edit, publish, unpublish
 *   and duplicate the missions they supervise; archiving and deleting stay with admins;
 * - a company-published mission is managed by the publishing company's admins
 *   (`canManageCompany`), never from the association space.
 */
export const MISSION_CHANGES = ['edit', 'publish', 'unpublish', 'duplicate', 'archive', 'delete'] as const;
export type MissionChange = (typeof MISSION_CHANGES)[number];
const REFERENT_CHANGES: readonly MissionChange[] = ['edit', 'publish', 'unpublish', 'duplicate'];

export const canReadAssociationMissions = hasAssociationAccess;

/** `actorIsReferent`: the member is marked as a possible referent in the association's settings. */
export function canCreateAssociationMission(actor: Actor, associationId: number, actorIsReferent: boolean): boolean {
  return canManageAssociation(actor, associationId) || (isAssociationMember(actor, associationId) && actorIsReferent);
}

export function canChangeAssociationMission(actor: Actor, mission: { associationId: number; supervisorId: string | null }, change: MissionChange): boolean {
  if (canManageAssociation(actor, mission.associationId)) return true;
  return isAssociationMember(actor, mission.associationId) && mission.supervisorId === actor.userId && REFERENT_CHANGES.includes(change);
}

/** Who acts on a mission, and what the rules need of it: its organisation (an association, or the company that published it) and its referent. */
export interface MissionParty {
  actor: Actor;
  mission: { supervisorId: string | null } & ({ associationId: number } | { company: CompanyRef });
}

/** One rule for every change to a mission, from either space: a company-published mission is its company's admins'. */
export function canChangeMission(party: MissionParty, change: MissionChange): boolean {
  const { actor, mission } = party;
  if ('company' in mission) return canManageCompany(actor, mission.company);
  return canChangeAssociationMission(actor, mission, change);
}

/** Whom the actor may name as referent: admins choose among the referents, a member only themselves (so the mission stays theirs). */
export function canAssignMissionSupervisor(actor: Actor, associationId: number, supervisorId: string | null): boolean {
  return canManageAssociation(actor, associationId) || supervisorId === actor.userId;
}
