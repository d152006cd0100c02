import { describe, expect, it } from 'vitest';
import { SHARED_VIEW_HASH_PATTERN, cleanViewFilters, sharedViewRoute, viewParams } from './shared-views.rules';

describe('the filters a view keeps', () => {
  it.each([
    ['missionViews', { q: ' nettoyage ', thematics: 'THEMATIC_ENVIRONMENT', page: '3', remote: '' }, { q: 'nettoyage', thematics: 'THEMATIC_ENVIRONMENT' }],
    ['missionViews', { lat: '48.85', lng: '2.35', radius_km: '20', place: 'Paris' }, { lat: '48.85', lng: '2.35', radius_km: '20', place: 'Paris' }],
    ['associationViews', { q: 'amis', thematic: 'THEMATIC_FOOD', thematics: 'THEMATIC_FOOD', place: 'Paris' }, { q: 'amis', thematic: 'THEMATIC_FOOD' }],
    ['associationViews', {}, {}],
  ] as const)('%s %j -> %j', (kind, filters, expected) => {
    expect(cleanViewFilters(kind, filters)).toEqual(expected);
  });

  it('takes the mission search parameters for missions and the directory filters for associations', () => {
    expect(viewParams('missionViews')).toContain('radius_km');
    expect(viewParams('associationViews')).toEqual(['q', 'thematic']);
  });
});

describe('a view link', () => {
  it.each([
    ['AbCdEfGhIjKlMnOpQrStUvWxYz012-_9', true],
    ['AbCdEfGhIjKlMnOpQrStUvWxYz012-_', false],
    ['AbCdEfGhIjKlMnOpQrStUvWxYz012-_9x', false],
    ['AbCdEfGhIjKlMnOpQrStUvWxYz012+/9', false],
    ['', false],
  ])('%s is a hash: %s', (hash, expected) => {
    expect(SHARED_VIEW_HASH_PATTERN.test(hash)).toBe(expected);
  });

  it('opens the page of its kind', () => {
    expect(sharedViewRoute('missionViews')).toBe('sharedViews.missions');
    expect(sharedViewRoute('associationViews')).toBe('sharedViews.associations');
  });
});
