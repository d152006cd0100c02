import { describe, expect, it } from 'vitest';
import { analyticsContext, analyticsContextSchema } from './analytics-context';

describe('analytics context (spec §3)', () => {
  it.each([
    ['/collaborateur/acme/missions', { type: 'employee', company_slug: 'acme' }],
    ['/entreprise/acme', { type: 'company', company_slug: 'acme' }],
    ['/association/amis/missions', { type: 'association', association_slug: 'amis' }],
    ['/admin/associations', { type: 'admin' }],
    ['/toutes-les-missions', { type: 'public' }],
  ])('%s', (path, expected) => {
    expect(analyticsContext(path)).toEqual(expected);
    expect(analyticsContextSchema.parse(expected)).toEqual(expected);
  });
});
