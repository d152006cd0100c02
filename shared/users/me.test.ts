import { describe, expect, it } from 'vitest';
import { fullName, meSchema } from './me';

describe('me', () => {
  it('builds the full name, falling back to the e-mail', () => {
    expect(fullName('Camille', 'Martin', 'c@x.fr')).toBe('Camille Martin');
    expect(fullName('Camille', null, 'c@x.fr')).toBe('Camille');
    expect(fullName(null, null, 'c@x.fr')).toBe('c@x.fr');
  });
  it('validates the session payload', () => {
    const me = {
      user: { id: 'u', email: 'c@x.fr', firstName: null, lastName: null, fullName: 'c@x.fr', lang: null, isPlatformAdmin: false },
      companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_ADMIN' }],
      associations: [],
      impersonatedBy: null,
    };
    expect(meSchema.parse(me)).toEqual(me);
    expect(meSchema.safeParse({ ...me, companies: [{ ...me.companies[0], role: 'BOSS' }] }).success).toBe(false);
  });
});
