import { describe, expect, it } from 'vitest';
import { canSeeMissionVolunteers } from '../../shared/permissions/policies';
import type { Me } from '../../shared/users/me';
import { actorFromMe, canManageSpace, spaceCompany } from './can';

const me = (companies: Me['companies'], extra: Partial<Me['user']> = {}): Me => ({
  user: { id: 'u1', email: 'u1@acme.example', firstName: null, lastName: null, fullName: 'u1', lang: 'fr', isPlatformAdmin: false, ...extra },
  companies,
  associations: [{ id: 3, slug: 'amis', name: 'Les Amis', role: 'ASSOCIATION_ADMIN' }],
  impersonatedBy: null,
});
const ambassador = (entityId: number | null) => me([{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_AMBASSADOR', holdingId: 9, entityId }], { state: 'toValidate' });

describe('the actor the client builds from /me', () => {
  it('holds what the server actor holds: account state, and each company with its holding and entity', () => {
    expect(actorFromMe(ambassador(5))).toEqual({
      userId: 'u1',
      isPlatformAdmin: false,
      state: 'toValidate',
      companies: [{ companyId: 1, holdingId: 9, role: 'COMPANY_AMBASSADOR', entityId: 5 }],
      associations: [{ associationId: 3, role: 'ASSOCIATION_ADMIN' }],
    });
  });

  it('reads a session cached by an older client (no state, holding nor entity) as registered, without them', () => {
    const old = me([{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_ADMIN' }]);
    expect(actorFromMe(old)).toMatchObject({ state: 'registered', companies: [{ companyId: 1, holdingId: null, entityId: null }] });
  });

  it('lets the entity rules decide as on the server: an ambassador sees the volunteers of a mission targeted at their entity only', () => {
    const context = { type: 'company', companySlug: 'acme' } as const;
    const targeted = (entityIds: number[]) => canSeeMissionVolunteers(actorFromMe(ambassador(5)), spaceCompany(ambassador(5), context), { targetedForEntityIds: entityIds });
    expect(targeted([5, 6])).toBe(true);
    expect(targeted([6])).toBe(false);
    expect(canSeeMissionVolunteers(actorFromMe(ambassador(null)), spaceCompany(ambassador(null), context), { targetedForEntityIds: [6] })).toBe(false);
  });

  it('manages a space by the same policies as the server', () => {
    const admin = me([{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_ADMIN', holdingId: 9, entityId: null }]);
    expect(spaceCompany(admin, { type: 'company', companySlug: 'acme' })).toEqual({ id: 1, holdingId: 9 });
    expect(canManageSpace(admin, { type: 'company', companySlug: 'acme' })).toBe(true);
    expect(canManageSpace(ambassador(5), { type: 'company', companySlug: 'acme' })).toBe(false);
    expect(canManageSpace(admin, { type: 'company', companySlug: 'globex' })).toBe(false);
    expect(canManageSpace(admin, { type: 'association', associationSlug: 'amis' })).toBe(true);
  });
});
