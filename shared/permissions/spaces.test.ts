import { describe, expect, it } from 'vitest';
import type { Me } from '../users/me';
import { canEnterSpace, hasMultipleOrganisations, homePathFor } from './spaces';

function me(partial: Partial<Me> & { admin?: boolean } = {}): Me {
  return {
    user: { id: 'u', email: 'u@x', firstName: null, lastName: null, fullName: 'u@x', lang: null, isPlatformAdmin: partial.admin ?? false },
    companies: partial.companies ?? [],
    associations: partial.associations ?? [],
    impersonatedBy: null,
  };
}
const collaborator = me({ companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR' }] });
const ambassador = me({ companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_AMBASSADOR' }] });
const companyAdmin = me({ companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_ADMIN' }] });
const holdingAdmin = me({ companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_HOLDING_ADMIN' }] });
const assoMember = me({ associations: [{ id: 1, slug: 'amis', name: 'Amis', role: 'ASSOCIATION_MEMBER' }] });
const platformAdmin = me({ admin: true });

describe('canEnterSpace', () => {
  const employeeAcme = { type: 'employee', companySlug: 'acme' } as const;
  const companyAcme = { type: 'company', companySlug: 'acme' } as const;
  const companyGlobex = { type: 'company', companySlug: 'globex' } as const;
  const associationAmis = { type: 'association', associationSlug: 'amis' } as const;
  const table: Array<[string, Me | null, Parameters<typeof canEnterSpace>[1], boolean]> = [
    ['visitor, public', null, { type: 'public' }, true],
    ['visitor, employee', null, employeeAcme, false],
    ['visitor, admin', null, { type: 'admin' }, false],
    ['collaborator, own employee space', collaborator, employeeAcme, true],
    ['collaborator, other company', collaborator, { type: 'employee', companySlug: 'globex' }, false],
    ['collaborator, company space', collaborator, companyAcme, false],
    ['ambassador, company space', ambassador, companyAcme, true],
    ['company admin, company space', companyAdmin, companyAcme, true],
    ['company admin, other company', companyAdmin, companyGlobex, false],
    ['holding admin, company space', holdingAdmin, companyAcme, true],
    ['company admin, admin space', companyAdmin, { type: 'admin' }, false],
    ['association member, own association', assoMember, associationAmis, true],
    ['association member, other association', assoMember, { type: 'association', associationSlug: 'x' }, false],
    ['collaborator, association', collaborator, associationAmis, false],
    ['platform admin, admin', platformAdmin, { type: 'admin' }, true],
    ['platform admin, any company space', platformAdmin, companyGlobex, true],
    ['platform admin, any association', platformAdmin, associationAmis, true],
    ['platform admin, an employee space', platformAdmin, employeeAcme, false],
  ];
  it.each(table)('%s', (_, user, context, expected) => {
    expect(canEnterSpace(user, context)).toBe(expected);
  });
});

describe('homePathFor', () => {
  it.each([
    [collaborator, '/collaborateur/acme/accueil'],
    [ambassador, '/collaborateur/acme/accueil'],
    [companyAdmin, '/entreprise/acme'],
    [holdingAdmin, '/entreprise/acme'],
    [assoMember, '/association/amis'],
    [platformAdmin, '/admin'],
    [me(), '/mon-compte'],
  ])('%#', (user, path) => {
    expect(homePathFor(user)).toBe(path);
  });
});

describe('hasMultipleOrganisations', () => {
  it('is true only with two organisations or more', () => {
    expect(hasMultipleOrganisations(collaborator)).toBe(false);
    expect(hasMultipleOrganisations(me({ companies: collaborator.companies, associations: assoMember.associations }))).toBe(true);
  });
});
