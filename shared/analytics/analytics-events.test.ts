import { describe, expect, it } from 'vitest';
import { analyticsPath, storedContext } from './analytics-events';
import { analyticsBatchSchema } from './analytics-events.schema';

describe('analytics events (spec §7)', () => {
  it.each([
    ['/collaborateur/acme/missions?q=jardin', '/collaborateur/acme/missions'],
    ['/entreprise/acme#chiffres', '/entreprise/acme'],
    ['/validation-manager/Xk3_9aQ-ZpL0vB2mN8rT4yW6eU1iO5sA7dF9gH0jK2l', '/validation-manager/:id'],
    ['/entreprise/acme/suivi-missions/6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0001', '/entreprise/acme/suivi-missions/:id'],
    ['/collaborateur/acme/missions/12-nettoyage-des-berges-de-la-seine', '/collaborateur/acme/missions/12-nettoyage-des-berges-de-la-seine'],
    ['/', '/'],
  ])('keeps %s as %s', (raw, kept) => {
    expect(analyticsPath(raw)).toBe(kept);
  });

  it.each([
    ['/collaborateur/acme/accueil', { type: 'employee', slug: 'acme' }],
    ['/entreprise/globex', { type: 'company', slug: 'globex' }],
    ['/association/amis-du-quartier/missions', { type: 'association', slug: 'amis-du-quartier' }],
    ['/admin/utilisateurs', { type: 'admin', slug: null }],
    ['/groupe/groupe-demo', { type: 'public', slug: null }],
  ])('derives the context of %s from its prefix', (path, context) => {
    expect(storedContext(path)).toEqual(context);
  });

  it.each([
    [{ events: [{ kind: 'page_view', path: '/entreprise/acme' }] }, true],
    [{ events: [{ kind: 'event', name: 'application_sent', path: '/collaborateur/acme/missions/1-x/apply', props: { missionId: 1, timeType: 'work' } }] }, true],
    [{ events: [{ kind: 'event', name: 'made_up', path: '/' }] }, false],
    [{ events: [{ kind: 'page_view', path: '/', context: 'admin' }] }, false],
    [{ events: [{ kind: 'page_view', path: 'https://evil.example/' }] }, false],
    [{ events: [] }, false],
    [{ events: Array.from({ length: 51 }, () => ({ kind: 'page_view', path: '/' })) }, false],
    [{ events: [{ kind: 'event', name: 'event_registered', path: '/', props: { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9 } }] }, false],
    [{ events: [{ kind: 'event', name: 'event_registered', path: '/', props: { note: 'x'.repeat(101) } }] }, false],
    [{ events: [{ kind: 'event', name: 'event_registered', path: '/', props: { nested: { a: 1 } } }] }, false],
  ])('accepts the batch %j: %s', (batch, valid) => {
    expect(analyticsBatchSchema.safeParse(batch).success).toBe(valid);
  });
});
