import { describe, expect, it } from 'vitest';
import type { Me } from '../../shared/users/me';
import { hasCompanyFeature } from './space';

const me = (features: Me['companies'][number]['features'], isPlatformAdmin = false): Me => ({
  user: { id: 'u1', email: 'salarie@acme.example', firstName: null, lastName: null, fullName: 'Camille', lang: null, isPlatformAdmin },
  companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR', features }],
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
