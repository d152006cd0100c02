import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import {
  MISSION_CHANGES,
  canApply,
  canAssignMissionSupervisor,
  canChangeAssociationMission,
  canCreateAssociationMission,
  canImpersonate,
  canImpersonateUser,
  canManagePlatform,
  canManageAssociation,
  canManageCompany,
  canManageEngagement,
  canOpenAssociationPages,
  canOpenUserPages,
  canPinMission,
  canReadAssociationMissions,
  canReadEngagement,
  canReadPublishedMissionEngagements,
  canSeeMissionVolunteers,
  companyRolesOf,
  hasAssociationAccess,
  hasCompanyAccess,
  hasCompanyRole,
  isCompanyMember,
  isMissionOpenTo,
  missionPageSpaceFor,
  showsCertifiedBadge,
} from './policies';

const acme = { id: 1, holdingId: 10, publisherId: 100 };
const acmeFiliale = { id: 2, holdingId: 10 };
const globex = { id: 3, holdingId: null };

function actor(partial: Partial<Actor> = {}): Actor {
  return { userId: 'u-1', isPlatformAdmin: false, state: 'registered', companies: [], associations: [], ...partial };
}
const member = (role: Actor['companies'][number]['role'], entityId: number | null = null, companyId = 1, holdingId: number | null = 10) =>
  actor({ companies: [{ companyId, holdingId, role, entityId }] });

const collaborator = member('COMPANY_COLLABORATOR', 5);
const ambassador = member('COMPANY_AMBASSADOR', 5);
const companyAdmin = member('COMPANY_ADMIN');
const holdingAdmin = member('COMPANY_HOLDING_ADMIN');
const platformAdmin = actor({ isPlatformAdmin: true });

describe('company membership: the employee space’s own calls', () => {
  it.each([
    ['a collaborator of the company', collaborator, acme.id, true],
    ['an ambassador of the company', ambassador, acme.id, true],
    ['a company admin of the company', companyAdmin, acme.id, true],
    ['a member of another company', collaborator, globex.id, false],
    ['a holding admin, for a sister company they do not belong to', holdingAdmin, acmeFiliale.id, false],
    ['a platform admin who belongs to no company', platformAdmin, acme.id, false],
  ])('%s: %s', (_, who, companyId, expected) => {
    expect(isCompanyMember(who, companyId)).toBe(expected);
  });
});

describe('the first gate of a tenant’s routes: any role there', () => {
  it.each([
    ['a collaborator of the company', collaborator, acme, true],
    ['a holding admin, for a sister company of the holding', holdingAdmin, acmeFiliale, true],
    ['a holding admin, for a company outside the holding', holdingAdmin, globex, false],
    ['a platform admin', platformAdmin, globex, true],
    ['a member of another company', collaborator, globex, false],
    ['an association admin', actor({ associations: [{ associationId: 7, role: 'ASSOCIATION_ADMIN' }] }), acme, false],
  ] as const)('company: %s -> %s', (_, who, company, expected) => {
    expect(hasCompanyAccess(who, company)).toBe(expected);
  });

  it.each([
    ['a member of the association', actor({ associations: [{ associationId: 7, role: 'ASSOCIATION_MEMBER' }] }), true],
    ['a platform admin', platformAdmin, true],
    ['a member of another association', actor({ associations: [{ associationId: 8, role: 'ASSOCIATION_ADMIN' }] }), false],
    ['a company admin', companyAdmin, false],
  ] as const)('association: %s -> %s', (_, who, expected) => {
    expect(hasAssociationAccess(who, 7)).toBe(expected);
  });
});

describe('company roles (spec §6)', () => {
  it('makes a platform admin company admin, and holding admin when the company has a holding', () => {
    expect(companyRolesOf(platformAdmin, acme).map((r) => r.role)).toEqual(['COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN']);
    expect(companyRolesOf(platformAdmin, globex).map((r) => r.role)).toEqual(['COMPANY_ADMIN']);
  });

  it('extends a holding admin to the other companies of the holding only', () => {
    expect(hasCompanyRole(holdingAdmin, acmeFiliale, ['COMPANY_HOLDING_ADMIN'])).toBe(true);
    expect(hasCompanyRole(holdingAdmin, globex, ['COMPANY_HOLDING_ADMIN'])).toBe(false);
    expect(hasCompanyRole(companyAdmin, acmeFiliale, ['COMPANY_ADMIN'])).toBe(false);
  });

  it('honours role entries conditional on the entity and the publisher', () => {
    expect(hasCompanyRole(ambassador, acme, [{ role: 'COMPANY_AMBASSADOR', entityIds: [5, 6] }])).toBe(true);
    expect(hasCompanyRole(ambassador, acme, [{ role: 'COMPANY_AMBASSADOR', entityIds: [6] }])).toBe(false);
    expect(hasCompanyRole(member('COMPANY_AMBASSADOR', null), acme, [{ role: 'COMPANY_AMBASSADOR', entityIds: [5] }])).toBe(false);
    expect(hasCompanyRole(companyAdmin, acme, [{ role: 'COMPANY_ADMIN', publisherId: 100 }])).toBe(true);
    expect(hasCompanyRole(companyAdmin, acme, [{ role: 'COMPANY_ADMIN', publisherId: 999 }])).toBe(false);
  });

  it('lets company and holding admins manage the company and open association and user pages', () => {
    const table: Array<[string, Actor, boolean]> = [
      ['collaborator', collaborator, false],
      ['ambassador', ambassador, false],
      ['company admin', companyAdmin, true],
      ['holding admin', holdingAdmin, true],
      ['platform admin', platformAdmin, true],
      ['admin of another company', member('COMPANY_ADMIN', null, 3, null), false],
    ];
    for (const [, who, expected] of table) {
      expect(canManageCompany(who, acme)).toBe(expected);
      expect(canOpenAssociationPages(who, acme)).toBe(expected);
      expect(canOpenUserPages(who, acme)).toBe(expected);
    }
  });
});

describe("a mission's volunteers and subscribers (spec §6)", () => {
  const everyone = { targetedForEntityIds: [] };
  const targeted = { targetedForEntityIds: [5] };
  it.each([
    ['collaborator', collaborator, everyone, false],
    ['ambassador', ambassador, everyone, true],
    ['ambassador of the targeted entity', ambassador, targeted, true],
    ['ambassador of another entity', member('COMPANY_AMBASSADOR', 9), targeted, false],
    ['company admin', companyAdmin, targeted, true],
    ['holding admin', holdingAdmin, targeted, true],
  ] as const)('%s', (_, who, mission, expected) => {
    expect(canSeeMissionVolunteers(who, acme, mission)).toBe(expected);
    expect(missionPageSpaceFor(who, acme, mission)).toBe(expected ? 'company' : 'employee');
  });
});

describe('associations and applications', () => {
  const referent = actor({ userId: 'ref', associations: [{ associationId: 7, role: 'ASSOCIATION_MEMBER' }] });
  const colleague = actor({ userId: 'col', associations: [{ associationId: 7, role: 'ASSOCIATION_ADMIN' }] });

  it('lets only the referent manage an application', () => {
    expect(canManageEngagement(referent, { supervisorId: 'ref' })).toEqual({ ok: true });
    expect(canManageEngagement(colleague, { supervisorId: 'ref' })).toEqual({ ok: false, code: 'FORBIDDEN_NOT_REFERENT' });
    expect(canManageEngagement(referent, { supervisorId: null })).toEqual({ ok: false, code: 'FORBIDDEN_NOT_REFERENT' });
  });

  it('lets the association, the employee and their company read it', () => {
    const engagement = { employeeId: 'emp', companyId: 1, holdingId: 10, associationId: 7 };
    expect(canReadEngagement(colleague, engagement)).toBe(true);
    expect(canReadEngagement(actor({ userId: 'emp' }), engagement)).toBe(true);
    expect(canReadEngagement(ambassador, engagement)).toBe(true);
    expect(canReadEngagement(holdingAdmin, engagement)).toBe(true);
    expect(canReadEngagement(platformAdmin, engagement)).toBe(true);
    expect(canReadEngagement(collaborator, engagement)).toBe(false);
    expect(canReadEngagement(actor({ associations: [{ associationId: 8, role: 'ASSOCIATION_ADMIN' }] }), engagement)).toBe(false);
    expect(canReadEngagement(colleague, { ...engagement, associationId: null })).toBe(false);
  });

  it('lets association admins (and platform admins) manage their association', () => {
    expect(canManageAssociation(colleague, 7)).toBe(true);
    expect(canManageAssociation(referent, 7)).toBe(false);
    expect(canManageAssociation(colleague, 8)).toBe(false);
    expect(canManageAssociation(platformAdmin, 8)).toBe(true);
  });
});

describe('applications to a company-published mission (spec §6: only the referent manages)', () => {
  // acme (company 1, holding 10) published the mission; 'ref' is its referent.
  const refAmbassador = actor({ userId: 'ref', companies: [{ companyId: 1, holdingId: 10, role: 'COMPANY_AMBASSADOR', entityId: null }] });
  const otherAdmin = actor({ userId: 'adm', companies: [{ companyId: 1, holdingId: 10, role: 'COMPANY_ADMIN', entityId: null }] });
  const otherHoldingAdmin = actor({ userId: 'hold', companies: [{ companyId: 2, holdingId: 10, role: 'COMPANY_HOLDING_ADMIN', entityId: null }] });
  const otherAmbassador = actor({ userId: 'amb', companies: [{ companyId: 1, holdingId: 10, role: 'COMPANY_AMBASSADOR', entityId: 5 }] });
  const acmeCollaborator = actor({ userId: 'col', companies: [{ companyId: 1, holdingId: 10, role: 'COMPANY_COLLABORATOR', entityId: 5 }] });
  const globexAdmin = actor({ userId: 'glob', companies: [{ companyId: 3, holdingId: null, role: 'COMPANY_ADMIN', entityId: null }] });
  const associationReferent = actor({ userId: 'asso', associations: [{ associationId: 7, role: 'ASSOCIATION_ADMIN' }] });
  const withReferent = { supervisorId: 'ref', publishingCompany: { ...acme, referentIsMember: true } };
  const referentGone = { supervisorId: 'ref', publishingCompany: { ...acme, referentIsMember: false } };
  const noReferent = { supervisorId: null, publishingCompany: { ...acme, referentIsMember: false } };
  const associationRefMission = { supervisorId: 'asso', publishingCompany: { ...acme, referentIsMember: false } };
  const OK = { ok: true };
  const NOT_REFERENT = { ok: false, code: 'FORBIDDEN_NOT_REFERENT' };

  it.each([
    ['the referent (a member)', refAmbassador, withReferent, OK],
    ['another company admin, a referent being set', otherAdmin, withReferent, NOT_REFERENT],
    ['a holding admin, a referent being set', otherHoldingAdmin, withReferent, NOT_REFERENT],
    ['a platform admin, a referent being set', platformAdmin, withReferent, NOT_REFERENT],
    ['another ambassador', otherAmbassador, withReferent, NOT_REFERENT],
    ['a collaborator', acmeCollaborator, withReferent, NOT_REFERENT],
    ['no referent: a company admin', otherAdmin, noReferent, OK],
    ['no referent: a holding admin of the holding', otherHoldingAdmin, noReferent, OK],
    ['no referent: a platform admin', platformAdmin, noReferent, OK],
    ['no referent: an ambassador', otherAmbassador, noReferent, NOT_REFERENT],
    ['no referent: a collaborator', acmeCollaborator, noReferent, NOT_REFERENT],
    ['no referent: another company admin', globexAdmin, noReferent, NOT_REFERENT],
    ['referent no longer a member: the former referent', refAmbassador, referentGone, NOT_REFERENT],
    ['referent no longer a member: a company admin', otherAdmin, referentGone, OK],
    ['a user of another company named referent but not a member', associationReferent, associationRefMission, NOT_REFERENT],
  ] as const)('%s', (_, who, mission, expected) => {
    expect(canManageEngagement(who, mission)).toEqual(expected);
  });

  it('keeps the association rule when no publishing company is named', () => {
    expect(canManageEngagement(otherAdmin, { supervisorId: 'ref', publishingCompany: null })).toEqual(NOT_REFERENT);
    expect(canManageEngagement(refAmbassador, { supervisorId: 'ref', publishingCompany: null })).toEqual(OK);
    expect(canManageEngagement(otherAdmin, { supervisorId: null })).toEqual(NOT_REFERENT);
  });

  it.each([
    ['company admin', otherAdmin, true],
    ['holding admin', otherHoldingAdmin, true],
    ['platform admin', platformAdmin, true],
    ['ambassador', otherAmbassador, true],
    ['collaborator', acmeCollaborator, false],
    ['another company admin', globexAdmin, false],
    ['association member', associationReferent, false],
  ] as const)('reads them on the company side: %s', (_, who, expected) => {
    expect(canReadPublishedMissionEngagements(who, acme)).toBe(expected);
  });
});

describe('applying (spec §6 Employee)', () => {
  const ok = {
    actor: { state: 'registered' as const },
    companyActive: true,
    missionState: 'published' as const,
    missionExpired: false,
    missionValidatedByCompany: true,
    missionOpenToEmployee: true,
  };
  it.each([
    [{}, 'ok'],
    [{ actor: { state: 'toValidate' as const } }, 'ACCOUNT_NOT_VALIDATED'],
    [{ actor: { state: 'invited' as const } }, 'ACCOUNT_NOT_VALIDATED'],
    [{ companyActive: false }, 'COMPANY_INACTIVE'],
    [{ missionExpired: true }, 'MISSION_EXPIRED'],
    [{ missionState: 'unpublished' as const }, 'MISSION_UNAVAILABLE'],
    [{ missionState: 'draft' as const }, 'MISSION_UNAVAILABLE'],
    [{ missionValidatedByCompany: false }, 'MISSION_NOT_VALIDATED_BY_COMPANY'],
    [{ missionOpenToEmployee: false }, 'MISSION_NOT_FOR_ENTITY'],
  ])('%o -> %s', (change, expected) => {
    const result = canApply({ ...ok, ...change });
    expect(result.ok ? 'ok' : result.code).toBe(expected);
  });

  it.each([
    ['none', {}, true],
    ['companies', { restrictedCompanyIds: [1] }, true],
    ['companies', { restrictedCompanyIds: [2] }, false],
    ['entities', { targetedForEntityIds: [5] }, true],
    ['entities', { targetedForEntityIds: [6] }, false],
    ['intermission', {}, false],
  ] as const)('booking restricted to %s %o -> %s', (restriction, lists, expected) => {
    const mission = { bookingRestriction: restriction, restrictedCompanyIds: [], targetedForEntityIds: [], ...lists };
    expect(isMissionOpenTo(mission, { companyId: 1, entityId: 5, inIntermission: false })).toBe(expected);
  });
  it('opens intermission missions to employees in intermission, and entity missions only to employees with an entity', () => {
    const base = { restrictedCompanyIds: [], targetedForEntityIds: [5] };
    expect(isMissionOpenTo({ ...base, bookingRestriction: 'intermission' }, { companyId: 1, entityId: null, inIntermission: true })).toBe(true);
    expect(isMissionOpenTo({ ...base, bookingRestriction: 'entities' }, { companyId: 1, entityId: null, inIntermission: false })).toBe(false);
  });
});

describe('interface rules', () => {
  it('lets only platform admins impersonate', () => {
    expect(canImpersonate(platformAdmin)).toBe(true);
    expect(canImpersonate(companyAdmin)).toBe(false);
  });
  it('lets admins impersonate active non-admin users only', () => {
    const target = { userId: 'u-9', isPlatformAdmin: false, state: 'registered' as const };
    expect(canImpersonateUser(platformAdmin, target)).toEqual({ ok: true });
    expect(canImpersonateUser(platformAdmin, { ...target, state: 'toValidate' })).toEqual({ ok: true });
    expect(canImpersonateUser(companyAdmin, target)).toEqual({ ok: false, code: 'CANNOT_IMPERSONATE' });
    expect(canImpersonateUser(platformAdmin, { ...target, isPlatformAdmin: true })).toEqual({ ok: false, code: 'CANNOT_IMPERSONATE' });
    expect(canImpersonateUser(platformAdmin, { ...target, state: 'disabled' })).toEqual({ ok: false, code: 'CANNOT_IMPERSONATE' });
    expect(canImpersonateUser(platformAdmin, { ...target, userId: platformAdmin.userId })).toEqual({ ok: false, code: 'CANNOT_IMPERSONATE' });
  });
  it('lets a company pin the missions it publishes, and only platform admins pin an association’s', () => {
    expect(canPinMission(companyAdmin, 'company')).toBe(true);
    expect(canPinMission(platformAdmin, 'association')).toBe(true);
    expect(canPinMission(actor({ associations: [{ associationId: 7, role: 'ASSOCIATION_ADMIN' }] }), 'association')).toBe(false);
  });
  it('keeps the admin space to platform admins', () => {
    expect(canManagePlatform(platformAdmin)).toBe(true);
    expect(canManagePlatform(companyAdmin)).toBe(false);
  });
  it('shows the certified badge outside the employee and public contexts', () => {
    expect((['admin', 'association', 'company', 'employee', 'public'] as const).filter(showsCertifiedBadge)).toEqual(['admin', 'association', 'company']);
  });
});

describe('mission management in the association space', () => {
  const asso = 7;
  const assoAdmin = actor({ userId: 'admin', associations: [{ associationId: asso, role: 'ASSOCIATION_ADMIN' }] });
  const assoMember = actor({ userId: 'member', associations: [{ associationId: asso, role: 'ASSOCIATION_MEMBER' }] });
  const otherAssoAdmin = actor({ userId: 'other', associations: [{ associationId: 8, role: 'ASSOCIATION_ADMIN' }] });
  const employee = member('COMPANY_ADMIN');
  const supervisedByMember = { associationId: asso, supervisorId: 'member' };
  const supervisedByAdmin = { associationId: asso, supervisorId: 'admin' };

  it.each([
    ['platform admin', platformAdmin, true],
    ['association admin', assoAdmin, true],
    ['association member', assoMember, true],
    ['admin of another association', otherAssoAdmin, false],
    ['company admin', employee, false],
  ] as const)('reading the missions: %s -> %s', (_, who, expected) => {
    expect(canReadAssociationMissions(who, asso)).toBe(expected);
  });

  it.each([
    ['platform admin', platformAdmin, false, true],
    ['association admin', assoAdmin, false, true],
    ['member marked as referent', assoMember, true, true],
    ['member not referent', assoMember, false, false],
    ['admin of another association', otherAssoAdmin, true, false],
    ['company admin', employee, true, false],
  ] as const)('creating a mission: %s (referent %s) -> %s', (_, who, referent, expected) => {
    expect(canCreateAssociationMission(who, asso, referent)).toBe(expected);
  });

  const changeTable = MISSION_CHANGES.flatMap((change) => [
    [change, 'platform admin', platformAdmin, supervisedByMember, true],
    [change, 'association admin', assoAdmin, supervisedByMember, true],
    [change, 'member, own mission', assoMember, supervisedByMember, !['archive', 'delete'].includes(change)],
    [change, "member, someone else's mission", assoMember, supervisedByAdmin, false],
    [change, 'admin of another association', otherAssoAdmin, supervisedByMember, false],
    [change, 'company admin', employee, supervisedByMember, false],
  ] as const);
  it.each(changeTable)('%s by %s -> %s', (change, _, who, mission, expected) => {
    expect(canChangeAssociationMission(who, mission, change)).toBe(expected);
  });

  it('lets admins name any referent and members only themselves', () => {
    expect(canAssignMissionSupervisor(assoAdmin, asso, 'member')).toBe(true);
    expect(canAssignMissionSupervisor(platformAdmin, asso, null)).toBe(true);
    expect(canAssignMissionSupervisor(assoMember, asso, 'member')).toBe(true);
    expect(canAssignMissionSupervisor(assoMember, asso, 'admin')).toBe(false);
    expect(canAssignMissionSupervisor(assoMember, asso, null)).toBe(false);
  });
});
