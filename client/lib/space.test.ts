import { describe, expect, it } from 'vitest';
import type { Me } from '../../shared/users/me';
import { hasCompanyFeature, managesTeam } from './space';

const me = (features: Me['companies'][number]['features'], isPlatformAdmin = false, managing = false): Me => ({
  user: { id: 'u1', email: 'salarie@acme.example', firstName: null, lastName: null, fullName: 'Camille', lang: null, isPlatformAdmin },
  companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR', features, managesTeam: managing }],
  associations: [],
  impersonatedBy: null,
});

describe('hasCompanyFeature (spec §6: a gated entry is not shown)', () => {
  it.each([
    { who: 'a company with quests', session: me(['missions', 'quests']), context: { type: 'employee', companySlug: 'acme' } as const, expected: true },
    { who: 'a company without quests', session: me(['missions']), context: { type: 'employee', companySlug: 'acme' } as const, expected: false },
    { who: 'its company space', session: me(['missions']), context: { type: 'company', companySlug: 'acme' } as const, expected: false },
    { who: 'a session kept by an older client (no list)', session: me(undefined), context: { type: 'employee', companySlug: 'acme' } as const, expected: true },
    { who: 'a platform admin', session: me([], true), context: { type: 'company', companySlug: 'acme' } as const, expected: true },
    { who: 'an association space', session: me([]), context: { type: 'association', associationSlug: 'amis' } as const, expected: true },
  ])('$who -> $expected', ({ session, context, expected }) => {
    expect(hasCompanyFeature(session, context, 'quests')).toBe(expected);
  });
});

describe('managesTeam (« Mon équipe »: someone names the user as manager, and the company validates dates through managers)', () => {
  const employee = { type: 'employee', companySlug: 'acme' } as const;
  it.each([
    { who: 'a manager in a company with missions and manager validation', session: me(['missions', 'manager_validation'], false, true), expected: true },
    { who: 'nobody names them as manager', session: me(['missions', 'manager_validation']), expected: false },
    { who: 'the company has no manager validation (dates validated at once)', session: me(['missions'], false, true), expected: false },
    { who: 'the company has no missions', session: me(['manager_validation'], false, true), expected: false },
  ])('$who -> $expected', ({ session, expected }) => {
    expect(managesTeam(session, employee)).toBe(expected);
  });
});
