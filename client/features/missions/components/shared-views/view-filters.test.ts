import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { associationFiltersOf, associationViewParams, describeViewFilters, missionFiltersOf, missionViewParams } from './view-filters';

const t = i18next.getFixedT('fr', 'missions');

describe('the filters of a shared view', () => {
  it('keeps a mission view as the search URL writes it, without page nor sort, and reads it back', () => {
    const stored = { thematics: 'THEMATIC_ENVIRONMENT,THEMATIC_FOOD', remote: 'true', lat: '48.8566', lng: '2.3522', radius_km: '10', place: 'Paris' };
    const filters = missionFiltersOf(stored);
    expect(filters).toMatchObject({ thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD'], remote: true, radiusKm: 10, place: { label: 'Paris', latitude: 48.8566, longitude: 2.3522 } });
    expect(missionViewParams({ ...filters, page: 4, sort: 'date' })).toEqual(stored);
    expect(missionViewParams(missionFiltersOf({}))).toEqual({});
  });

  it('keeps an association view as the directory filters, an unknown thematic dropped', () => {
    expect(associationFiltersOf({ q: 'amis', thematic: 'THEMATIC_FOOD' })).toEqual({ q: 'amis', thematic: 'THEMATIC_FOOD' });
    expect(associationFiltersOf({ thematic: 'THEMATIC_NOPE' })).toEqual({ q: '', thematic: '' });
    expect(associationViewParams({ q: '  ', thematic: '' })).toEqual({});
    expect(associationViewParams({ q: ' amis ', thematic: 'THEMATIC_FOOD' })).toEqual({ q: 'amis', thematic: 'THEMATIC_FOOD' });
  });

  it('says the filters in words', () => {
    expect(describeViewFilters('missionViews', { q: 'arbres', thematics: 'THEMATIC_ENVIRONMENT', remote: 'true', from: '2026-05-01', lat: '48.85', lng: '2.35', radius_km: '20', place: 'Paris' }, t)).toEqual([
      '« arbres »',
      'Environnement',
      'À distance',
      'À partir du 01/05/2026',
      'Paris (20 km)',
    ]);
    expect(describeViewFilters('missionViews', { lat: '48.85', lng: '2.35', radius_km: '5' }, t)).toEqual(["Autour d'un point (5 km)"]);
    expect(describeViewFilters('associationViews', { q: 'amis', thematic: 'THEMATIC_FOOD' }, t)).toEqual(['« amis »', 'Alimentation']);
    expect(describeViewFilters('associationViews', {}, t)).toEqual([]);
  });
});
