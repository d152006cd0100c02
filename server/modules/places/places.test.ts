import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, readJson } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { locationSchema } from '../../../shared/validation/inputs';
import { PLACES_FILE, createPlaceIndex, normalisePlaceName, placeIndex } from './service';

describe('places index (spec §5: a city or location is chosen from suggestions)', () => {
  it('normalises names the way people type them', () => {
    expect(normalisePlaceName('Saint-Étienne')).toBe('saint etienne');
    expect(normalisePlaceName("  L'Haÿ-les-Roses ")).toBe('l hay les roses');
    expect(normalisePlaceName('Œuilly')).toBe('oeuilly');
  });

  it('ranks exact and prefix matches first, then by population', () => {
    const index = createPlaceIndex({
      regions: [{ code: '84', name: 'Auvergne-Rhône-Alpes', latitude: 45.6, longitude: 4.8 }],
      cities: [
        { name: 'Lyons-la-Forêt', postalCode: '27480', population: 700, department: '27', region: '28', latitude: 49.4, longitude: 1.5 },
        { name: 'Lyon', postalCode: '69001', population: 519127, department: '69', region: '84', latitude: 45.75, longitude: 4.85 },
        { name: 'Sainte-Foy-lès-Lyon', postalCode: '69110', population: 22000, department: '69', region: '84', latitude: 45.73, longitude: 4.8 },
        { name: 'Lyonnais', postalCode: null, population: 0, department: '01', region: '84', latitude: 46, longitude: 5 },
        { name: 'Point du Jour', postalCode: null, population: 0, department: '69', region: '84', latitude: 45.74, longitude: 4.81 },
      ],
    });
    expect(index.search('lyon', ['city']).map((place) => place.label)).toEqual(['Lyon', 'Lyons-la-Forêt', 'Lyonnais', 'Sainte-Foy-lès-Lyon']);
    expect(index.search('LYONS LA FORET', ['city']).map((place) => place.label)).toEqual(['Lyons-la-Forêt']);
    expect(index.search('690', ['city']).map((place) => place.label)).toEqual(['Lyon']);
    expect(index.search('auvergne', ['city'])).toEqual([]);
    expect(index.search('auvergne', ['city', 'region'])).toEqual([
      { kind: 'region', label: 'Auvergne-Rhône-Alpes', city: null, postalCode: null, region: 'Auvergne-Rhône-Alpes', country: 'FR', latitude: 45.6, longitude: 4.8 },
    ]);
    expect(index.search('   ', ['city'])).toEqual([]);
    expect(index.nearest(45.74, 4.81, 1).map((place) => place.label)).toEqual(['Sainte-Foy-lès-Lyon']);
  });

  it('ships a data file small enough to serve, with the demo cities and Bretagne', () => {
    expect(fs.statSync(PLACES_FILE).size).toBeLessThan(3 * 1024 * 1024);
    const index = placeIndex();
    for (const [query, label, postalCode] of [
      ['paris', 'Paris', '75001'],
      ['lyon', 'Lyon', '69001'],
      ['lille', 'Lille', '59000'],
    ] as const) {
      const [first] = index.search(query, ['city']);
      expect(first).toMatchObject({ kind: 'city', label, postalCode, country: 'FR' });
      expect(locationSchema.safeParse(first).success).toBe(true);
    }
    expect(index.search('saint etienne', ['city'])[0]?.label).toBe('Saint-Étienne');
    expect(index.search('bretagne', ['region'])[0]).toMatchObject({ kind: 'region', label: 'Bretagne' });
    expect(index.search('sa', ['city'])).toHaveLength(10);
  });
});

describeWithDb('GET /api/v1/places', () => {
  const db = useTestDatabase();
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(db().sql);
  });

  it('answers visitors with up to 10 suggestions as Location, accent-insensitive', async () => {
    const response = await t.app.request('/api/v1/places?q=Orl%C3%A9ans');
    expect(response.status).toBe(200);
    const { places } = await readJson(response);
    expect(places[0]).toMatchObject({ kind: 'city', label: 'Orléans', region: 'Centre-Val de Loire' });
    const plain = await readJson(await t.app.request('/api/v1/places?q=orleans'));
    expect(plain.places[0].label).toBe('Orléans');
    const many = await readJson(await t.app.request('/api/v1/places?q=saint&kinds=city,region'));
    expect(many.places).toHaveLength(10);
  });

  it('filters by kinds and finds the nearest cities to a position', async () => {
    const regions = await readJson(await t.app.request('/api/v1/places?q=bre&kinds=region'));
    expect(regions.places.map((place: { label: string }) => place.label)).toEqual(['Bretagne']);
    const near = await readJson(await t.app.request('/api/v1/places?near=48.8566,2.3522'));
    expect(near.places[0]).toMatchObject({ kind: 'city', label: 'Paris' });
  });

  it('refuses long queries, unknown kinds and bad positions with 400', async () => {
    for (const url of [`/api/v1/places?q=${'a'.repeat(101)}`, '/api/v1/places?q=paris&kinds=planet', '/api/v1/places?near=abc', '/api/v1/places?near=95,2']) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(400);
      expect((await readJson(response)).error.code).toBe('VALIDATION_FAILED');
    }
  });
});
