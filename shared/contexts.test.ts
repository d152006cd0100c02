import { describe, expect, it } from 'vitest';
import { contextFromPath, contextSlug } from './contexts';

describe('contextFromPath', () => {
  it.each([
    ['/collaborateur/acme/accueil', { type: 'employee', companySlug: 'acme' }],
    ['/collaborateur/acme', { type: 'employee', companySlug: 'acme' }],
    ['/entreprise/globex/volontaires', { type: 'company', companySlug: 'globex' }],
    ['/association/amis-du-quartier/missions', { type: 'association', associationSlug: 'amis-du-quartier' }],
    ['/admin', { type: 'admin' }],
    ['/admin/associations/x', { type: 'admin' }],
    ['/administration', { type: 'public' }],
    ['/login', { type: 'public' }],
    ['/', { type: 'public' }],
    ['/missions/12-nettoyage', { type: 'public' }],
  ])('%s', (path, expected) => {
    expect(contextFromPath(path)).toEqual(expected);
  });

  it('decodes the slug', () => {
    expect(contextFromPath('/entreprise/caf%C3%A9')).toEqual({ type: 'company', companySlug: 'café' });
  });

  it('gives the scoping slug of a space', () => {
    expect(contextSlug({ type: 'company', companySlug: 'acme' })).toBe('acme');
    expect(contextSlug({ type: 'association', associationSlug: 'a' })).toBe('a');
    expect(contextSlug({ type: 'admin' })).toBeUndefined();
  });
});
