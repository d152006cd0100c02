import { beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/users/me';
import { landingPathFor, rememberSpace } from './last-space';

function me(id: string, companies: Me['companies'] = [], associations: Me['associations'] = []): Me {
  return {
    user: { id, email: `${id}@x`, firstName: null, lastName: null, fullName: id, lang: null, isPlatformAdmin: false },
    companies,
    associations,
    impersonatedBy: null,
  };
}

const both = me('u1', [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_ADMIN' }], [{ id: 2, slug: 'amis', name: 'Amis', role: 'ASSOCIATION_MEMBER' }]);

describe('the space / opens', () => {
  beforeEach(() => localStorage.clear());

  it('is the default space until the user chooses one', () => {
    expect(landingPathFor(both)).toBe('/entreprise/acme');
  });

  it('is the last space chosen, for that user only', () => {
    rememberSpace(both, '/association/amis');
    expect(landingPathFor(both)).toBe('/association/amis');
    expect(landingPathFor(me('u2', [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR' }]))).toBe('/collaborateur/acme/accueil');
  });

  it('falls back to the default when the user may no longer enter the space chosen', () => {
    rememberSpace(both, '/association/amis');
    const left = me('u1', [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_ADMIN' }]);
    expect(landingPathFor(left)).toBe('/entreprise/acme');
    localStorage.setItem('solidaire.last-space', '{not json');
    expect(landingPathFor(both)).toBe('/entreprise/acme');
  });
});
