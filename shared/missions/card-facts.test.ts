import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chipDate, dateChips, distanceKmBetween, heroPicture, openDates, roundedDistanceKm, thematicIllustration } from './card-facts';
import { THEMATICS } from './taxonomy';

describe('dateChips', () => {
  it.each([
    [[], 0, [], 0],
    [['a'], 1, ['a'], 0],
    [['a', 'b'], 2, ['a', 'b'], 0],
    [['a', 'b', 'c'], 3, ['a', 'b'], 1],
    [['a', 'b', 'c'], 7, ['a', 'b'], 5],
  ])('%j of %i open -> %j +%i', (upcoming, open, dates, more) => {
    expect(dateChips(upcoming, open)).toEqual({ dates, more });
  });
});

describe('openDates', () => {
  const now = new Date('2026-11-24T09:00:00.000Z');
  const slot = (startsAt: string, signupsOpen = true) => ({ startsAt, signupsOpen });
  it.each([
    ['no timeslot', [], [], 0],
    ['soonest first', [slot('2026-12-03T08:00:00.000Z'), slot('2026-12-01T08:00:00.000Z')], ['2026-12-01T08:00:00.000Z', '2026-12-03T08:00:00.000Z'], 2],
    ['three at most, every open one counted', ['05', '01', '04', '02', '03'].map((day) => slot(`2026-12-${day}T08:00:00.000Z`)), ['2026-12-01T08:00:00.000Z', '2026-12-02T08:00:00.000Z', '2026-12-03T08:00:00.000Z'], 5],
    ['sign-ups closed: left out', [slot('2026-12-01T08:00:00.000Z', false), slot('2026-12-02T08:00:00.000Z')], ['2026-12-02T08:00:00.000Z'], 1],
    ['started or past: left out', [slot('2026-11-24T09:00:00.000Z'), slot('2026-11-20T08:00:00.000Z'), slot('2026-11-24T09:00:01.000Z')], ['2026-11-24T09:00:01.000Z'], 1],
  ] as const)('%s', (_name, slots, upcomingDates, openTimeslots) => {
    expect(openDates(slots, now)).toEqual({ upcomingDates, openTimeslots });
  });
});

describe('chipDate', () => {
  it('says the Paris day and the short month', () => {
    expect(chipDate('2026-12-01T08:00:00Z', 'fr')).toBe('1 déc.');
    // 23:30 UTC on 2 December is already 3 December in Paris.
    expect(chipDate('2026-12-02T23:30:00Z', 'fr')).toBe('3 déc.');
  });
});

describe('roundedDistanceKm', () => {
  it.each([
    [0.04, 0],
    [2.44, 2.4],
    [9.96, 10],
    [12.4, 12],
    [37.6, 38],
  ])('%f -> %f', (km, expected) => {
    expect(roundedDistanceKm(km)).toBe(expected);
  });
});

describe('thematicIllustration', () => {
  it.each(THEMATICS.map((thematic) => [thematic]))('%s has its own drawing in public/', (thematic) => {
    const file = thematicIllustration([thematic]);
    expect(fs.existsSync(path.join('public', file))).toBe(true);
  });
  it('takes the first thematic, and a default without any', () => {
    expect(thematicIllustration(['THEMATIC_SPORT', 'THEMATIC_FOOD'])).toBe('/illustrations/thematics/sport.svg');
    expect(thematicIllustration([])).toBe('/illustrations/thematics/poverty-exclusion.svg');
  });
});

describe('heroPicture', () => {
  it.each([
    ['the first image', ['/uploads/a.jpg', '/uploads/b.jpg'], '/uploads/a.jpg'],
    ["else the first thematic's drawing", [], '/illustrations/thematics/sport.svg'],
  ])('%s', (_, images, expected) => {
    expect(heroPicture({ images, thematics: ['THEMATIC_SPORT'] })).toBe(expected);
  });
});

describe('distanceKmBetween', () => {
  it.each([
    [{ latitude: 48.8566, longitude: 2.3522 }, { latitude: 48.8566, longitude: 2.3522 }, 0],
    // Paris - Lyon, about 391 km as the crow flies.
    [{ latitude: 48.8566, longitude: 2.3522 }, { latitude: 45.764, longitude: 4.8357 }, 391],
    // Paris - Versailles, about 17 km.
    [{ latitude: 48.8566, longitude: 2.3522 }, { latitude: 48.8049, longitude: 2.1204 }, 18],
  ])('%j to %j is about %i km', (a, b, km) => {
    expect(Math.round(distanceKmBetween(a, b))).toBe(km);
  });
});
