import { describe, expect, it } from 'vitest';
import { USER_STATES } from '../users/user.schema';
import { isInvitationUsable, joinFormValues } from '../users/membership.schema';
import type { Actor } from './actor';
import {
  assignableCompanyRoles,
  checkAssociationMemberChange,
  checkCompanyMemberAction,
  checkCompanyMemberEdit,
  checkCompanyRoleChange,
  companyMemberActions,
  stateAfterEnabling,
} from './members';

const acme = { id: 1, holdingId: 10 };
const globex = { id: 3, holdingId: null };
const actor = (partial: Partial<Actor>): Actor => ({ userId: 'me', isPlatformAdmin: false, state: 'registered', companies: [], associations: [], ...partial });
const companyAdmin = actor({ companies: [{ companyId: 1, holdingId: 10, role: 'COMPANY_ADMIN', entityId: null }] });
const holdingAdmin = actor({ companies: [{ companyId: 2, holdingId: 10, role: 'COMPANY_HOLDING_ADMIN', entityId: null }] });
const platformAdmin = actor({ isPlatformAdmin: true });

describe('roles a manager hands out', () => {
  it('keeps the group role for holding and platform admins', () => {
    expect(assignableCompanyRoles(companyAdmin, acme)).toEqual(['COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN']);
    expect(assignableCompanyRoles(holdingAdmin, acme)).toContain('COMPANY_HOLDING_ADMIN');
    expect(assignableCompanyRoles(platformAdmin, globex)).toContain('COMPANY_HOLDING_ADMIN');
  });
});

describe('actions on a company member, for every state', () => {
  const admin = { userId: 'me', assignableRoles: assignableCompanyRoles(companyAdmin, acme) };
  const expected: Record<(typeof USER_STATES)[number], string[]> = {
    created: ['disable', 'change_role', 'edit'],
    invited: ['disable', 'change_role', 'edit'],
    registered: ['disable', 'change_role', 'edit'],
    toValidate: ['validate', 'disable', 'change_role', 'edit'],
    disabled: ['enable', 'change_role', 'edit'],
  };
  it.each(USER_STATES)('%s', (state) => {
    expect(companyMemberActions(admin, { userId: 'u', role: 'COMPANY_COLLABORATOR', state })).toEqual(expected[state]);
  });

  it('never lets a manager act on themselves', () => {
    const self = { userId: 'me', role: 'COMPANY_ADMIN' as const, state: 'registered' as const };
    expect(companyMemberActions(admin, self)).toEqual([]);
    expect(checkCompanyMemberAction(admin, self, 'disable')).toEqual({ ok: false, code: 'CANNOT_ACT_ON_SELF' });
  });

  it('leaves group admins to holding and platform admins', () => {
    const group = { userId: 'g', role: 'COMPANY_HOLDING_ADMIN' as const, state: 'registered' as const };
    expect(companyMemberActions(admin, group)).toEqual([]);
    expect(checkCompanyMemberAction(admin, group, 'disable')).toEqual({ ok: false, code: 'FORBIDDEN' });
    const holding = { userId: 'me', assignableRoles: assignableCompanyRoles(holdingAdmin, acme) };
    expect(companyMemberActions(holding, group)).toContain('disable');
  });

  it('refuses an action the state does not allow, and a role the manager may not grant', () => {
    const member = { userId: 'u', role: 'COMPANY_COLLABORATOR' as const, state: 'registered' as const };
    expect(checkCompanyMemberAction(admin, member, 'validate')).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
    expect(checkCompanyMemberAction(admin, member, 'enable')).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
    expect(checkCompanyRoleChange(admin, member, 'COMPANY_AMBASSADOR')).toEqual({ ok: true });
    expect(checkCompanyRoleChange(admin, member, 'COMPANY_HOLDING_ADMIN')).toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it.each([
    ['a collaborator, role kept', { userId: 'u', role: 'COMPANY_COLLABORATOR' }, 'COMPANY_COLLABORATOR', { ok: true }],
    ['a collaborator made admin', { userId: 'u', role: 'COMPANY_COLLABORATOR' }, 'COMPANY_ADMIN', { ok: true }],
    ['a collaborator made group admin', { userId: 'u', role: 'COMPANY_COLLABORATOR' }, 'COMPANY_HOLDING_ADMIN', { ok: false, code: 'FORBIDDEN' }],
    ['oneself, role kept', { userId: 'me', role: 'COMPANY_ADMIN' }, 'COMPANY_ADMIN', { ok: false, code: 'CANNOT_ACT_ON_SELF' }],
    ['a group admin', { userId: 'g', role: 'COMPANY_HOLDING_ADMIN' }, 'COMPANY_HOLDING_ADMIN', { ok: false, code: 'FORBIDDEN' }],
  ] as const)('editing the employment of %s', (_, member, role, result) => {
    expect(checkCompanyMemberEdit(admin, { ...member, state: 'registered' }, role)).toEqual(result);
  });

  it('lets a holding admin edit a group admin and keep their role', () => {
    const holding = { userId: 'me', assignableRoles: assignableCompanyRoles(holdingAdmin, acme) };
    expect(checkCompanyMemberEdit(holding, { userId: 'g', role: 'COMPANY_HOLDING_ADMIN', state: 'registered' }, 'COMPANY_HOLDING_ADMIN')).toEqual({ ok: true });
  });

  it('puts an enabled account back where it stood', () => {
    expect(stateAfterEnabling({ emailVerified: true, hasPassword: true })).toBe('registered');
    expect(stateAfterEnabling({ emailVerified: false, hasPassword: false })).toBe('invited');
    expect(stateAfterEnabling({ emailVerified: false, hasPassword: true })).toBe('created');
  });
});

describe('association members', () => {
  const members = [
    { userId: 'a', role: 'ASSOCIATION_ADMIN' as const },
    { userId: 'b', role: 'ASSOCIATION_MEMBER' as const },
  ];
  it('keeps the last administrator', () => {
    expect(checkAssociationMemberChange(members, 'a', null)).toEqual({ ok: false, code: 'LAST_ASSOCIATION_ADMIN' });
    expect(checkAssociationMemberChange(members, 'a', 'ASSOCIATION_MEMBER')).toEqual({ ok: false, code: 'LAST_ASSOCIATION_ADMIN' });
    expect(checkAssociationMemberChange(members, 'a', 'ASSOCIATION_ADMIN')).toEqual({ ok: true });
    expect(checkAssociationMemberChange(members, 'b', null)).toEqual({ ok: true });
    expect(checkAssociationMemberChange(members, 'z', null)).toEqual({ ok: false, code: 'NOT_FOUND' });
    const two = [...members, { userId: 'c', role: 'ASSOCIATION_ADMIN' as const }];
    expect(checkAssociationMemberChange(two, 'a', null)).toEqual({ ok: true });
  });
});

describe('invitations', () => {
  it('are usable once, before they expire', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(isInvitationUsable({ acceptedAt: null, expiresAt: '2026-03-02T00:00:00Z' }, now)).toBe(true);
    expect(isInvitationUsable({ acceptedAt: null, expiresAt: '2026-03-01T11:59:59Z' }, now)).toBe(false);
    expect(isInvitationUsable({ acceptedAt: '2026-02-28T00:00:00Z', expiresAt: '2026-03-02T00:00:00Z' }, now)).toBe(false);
  });
  it('reads an unchosen branch of the join form as no branch', () => {
    expect(joinFormValues({ branch_id: '', first_name: 'A' })).toEqual({ first_name: 'A' });
    expect(joinFormValues({ branch_id: '3' })).toEqual({ branch_id: '3' });
  });
});
