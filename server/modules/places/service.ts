import fs from 'node:fs';
import path from 'node:path';
import type { Location, LocationKind } from '../../../shared/validation/inputs';

/** The file written by scripts/build-places.mjs (open data: GeoNames, Etalab). */
export const PLACES_FILE = path.join(import.meta.dirname, 'data', 'fr-places.json');

interface CityRow {
  name: string;
  postalCode: string | null;
  population: number;
  department: string;
  region: string;
  latitude: number;
  longitude: number;
}
interface RegionRow {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}
interface PlacesFile {
  regions: RegionRow[];
  cities: CityRow[];
}

interface Entry {
  location: Location;
  /** Accent-free lower-case name, and its words, for matching. */
  key: string;
  words: string[];
  population: number;
}

export const MAX_SUGGESTIONS = 10;

/** 'Saint-Étienne' -> 'saint etienne': what users type, with or without accents and dashes. */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œŒ]/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function entry(location: Location, population: number): Entry {
  const key = normalisePlaceName(location.label);
  return { location, key, words: key.split(' '), population };
}

export interface PlaceIndex {
  search(query: string, kinds: readonly LocationKind[], limit?: number): Location[];
  nearest(latitude: number, longitude: number, limit?: number): Location[];
}

/** Builds the in-memory index once; about 9,000 cities and the regions of metropolitan France. */
export function createPlaceIndex(data: PlacesFile): PlaceIndex {
  const regionNames = new Map(data.regions.map((region) => [region.code, region.name]));
  const regionPopulation = new Map<string, number>();
  for (const city of data.cities) regionPopulation.set(city.region, (regionPopulation.get(city.region) ?? 0) + city.population);

  const cities = data.cities.map((city) =>
    entry(
      {
        kind: 'city',
        label: city.name,
        city: city.name,
        postalCode: city.postalCode,
        region: regionNames.get(city.region) ?? null,
        country: 'FR',
        latitude: city.latitude,
        longitude: city.longitude,
      },
      city.population,
    ),
  );
  const communes = cities.filter((city) => city.population > 0);
  const regions = data.regions.map((region) =>
    entry(
      { kind: 'region', label: region.name, city: null, postalCode: null, region: region.name, country: 'FR', latitude: region.latitude, longitude: region.longitude },
      regionPopulation.get(region.code) ?? 0,
    ),
  );

  return {
    search(query, kinds, limit = MAX_SUGGESTIONS) {
      const q = normalisePlaceName(query);
      if (q === '') return [];
      const digits = /^\d+$/.test(q);
      const pool = [...(kinds.includes('region') ? regions : []), ...(kinds.includes('city') || kinds.includes('address') ? cities : [])];
      const ranked: { entry: Entry; rank: number }[] = [];
      for (const candidate of pool) {
        let rank: number;
        if (digits) rank = candidate.location.postalCode?.startsWith(q) ? 1 : -1;
        else if (candidate.key === q) rank = 0;
        else if (candidate.key.startsWith(q)) rank = 1;
        else if (candidate.words.some((word) => word.startsWith(q)) || candidate.key.includes(` ${q}`)) rank = 2;
        else rank = -1;
        if (rank >= 0) ranked.push({ entry: candidate, rank });
      }
      ranked.sort((a, b) => a.rank - b.rank || b.entry.population - a.entry.population || a.entry.key.localeCompare(b.entry.key));
      return ranked.slice(0, limit).map(({ entry }) => entry.location);
    },
    nearest(latitude, longitude, limit = MAX_SUGGESTIONS) {
      // Current communes only (they have a population), not former ones nor districts.
      return communes
        .map((candidate) => ({ candidate, distance: distanceKm(latitude, longitude, candidate.location.latitude, candidate.location.longitude) }))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, limit)
        .map(({ candidate }) => candidate.location);
    },
  };
}

/** Great-circle distance (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

let loaded: PlaceIndex | null = null;

/** The index of the bundled data file, read on first use. */
export function placeIndex(): PlaceIndex {
  loaded ??= createPlaceIndex(JSON.parse(fs.readFileSync(PLACES_FILE, 'utf8')) as PlacesFile);
  return loaded;
}
