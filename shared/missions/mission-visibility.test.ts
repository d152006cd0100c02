import { describe, expect, it } from 'vitest';
import {
  type MissionVisibilityFacts,
  boundingBox,
  distanceKm,
  isLive,
  isVisibleToCompany,
  isVisibleToEmployee,
  isVisibleToPublic,
  matchesDates,
  missionDurations,
  parisDateTime,
  timeslotDuration,
} from './mission-visibility';

const now = new Date('2026-11-22T12:00:00Z');
const base: MissionVisibilityFacts = {
  state: 'published',
  expiresOn: null,
  lastTimeslotEndsAt: null,
  publisherType: 'PUBLISHER_TYPE_ASSOCIATION',
  companyId: null,
  bookingRestriction: 'none',
  restrictedCompanyIds: [],
  targetedForEntityIds: [],
};
const acme = { companyId: 1, entityId: 10, inIntermission: false };
const globex = { companyId: 2, entityId: null, inIntermission: false };

describe('who sees a mission', () => {
  it.each<[string, Partial<MissionVisibilityFacts>, boolean]>([
    ['published', {}, true],
    ['republished', { state: 'republished' }, true],
    ['draft', { state: 'draft' }, false],
    ['unpublished', { state: 'unpublished' }, false],
    ['archived', { state: 'archived' }, false],
    ['expiring today', { expiresOn: '2026-11-22' }, true],
    ['expired yesterday', { expiresOn: '2026-11-21' }, false],
    ['last timeslot still to come', { lastTimeslotEndsAt: new Date('2026-11-23T10:00:00Z') }, true],
    ['last timeslot over', { lastTimeslotEndsAt: new Date('2026-11-22T11:00:00Z') }, false],
  ])('live: %s', (_, facts, expected) => {
    expect(isLive({ ...base, ...facts }, now)).toBe(expected);
  });

  it.each<[string, Partial<MissionVisibilityFacts>, boolean, boolean, boolean]>([
    // label, facts, public, acme employee (entity 10), globex employee
    ['open to all', {}, true, true, true],
    ['restricted to Acme', { bookingRestriction: 'companies', restrictedCompanyIds: [1] }, false, true, false],
    ['restricted to entity 10', { bookingRestriction: 'entities', targetedForEntityIds: [10] }, false, true, false],
    ['restricted to entity 11', { bookingRestriction: 'entities', targetedForEntityIds: [11] }, false, false, false],
    ['intermission only', { bookingRestriction: 'intermission' }, false, false, false],
    ['published by Globex', { publisherType: 'PUBLISHER_TYPE_COMPANY', companyId: 2 }, false, false, true],
    ['draft open to all', { state: 'draft' }, false, false, false],
    ['expired restricted to Acme', { bookingRestriction: 'companies', restrictedCompanyIds: [1], expiresOn: '2026-01-01' }, false, false, false],
  ])('%s', (_, facts, visitor, acmeEmployee, globexEmployee) => {
    const mission = { ...base, ...facts };
    expect(isVisibleToPublic(mission, now)).toBe(visitor);
    expect(isVisibleToEmployee(mission, acme, now)).toBe(acmeEmployee);
    expect(isVisibleToEmployee(mission, globex, now)).toBe(globexEmployee);
  });

  it.each<[string, Partial<MissionVisibilityFacts>, boolean]>([
    // label, facts, seen by some employee of Acme (entities 10 and 12)
    ['open to all', {}, true],
    ['restricted to Acme', { bookingRestriction: 'companies', restrictedCompanyIds: [1] }, true],
    ['restricted to Globex', { bookingRestriction: 'companies', restrictedCompanyIds: [2] }, false],
    ['restricted to entity 12', { bookingRestriction: 'entities', targetedForEntityIds: [12] }, true],
    ['restricted to entity 11 (not Acme)', { bookingRestriction: 'entities', targetedForEntityIds: [11] }, false],
    ['intermission only', { bookingRestriction: 'intermission' }, true],
    ['published by Acme', { publisherType: 'PUBLISHER_TYPE_COMPANY', companyId: 1 }, true],
    ['published by Globex', { publisherType: 'PUBLISHER_TYPE_COMPANY', companyId: 2 }, false],
    ['archived', { state: 'archived' }, false],
  ])('a company sees what one of its employees sees: %s', (_, facts, expected) => {
    expect(isVisibleToCompany({ ...base, ...facts }, { companyId: 1, entityIds: [10, 12] }, now)).toBe(expected);
  });

  it('shows intermission missions to employees in intermission', () => {
    expect(isVisibleToEmployee({ ...base, bookingRestriction: 'intermission' }, { ...globex, inIntermission: true }, now)).toBe(true);
  });
});

describe('durations and dates (Paris time)', () => {
  const slot = (start: string, end: string) => ({ startsAt: new Date(start), endsAt: new Date(end) });
  it.each([
    ['09:00-12:00', slot('2026-11-28T08:00:00Z', '2026-11-28T11:00:00Z'), 'half_day'],
    ['14:00-18:00', slot('2026-11-28T13:00:00Z', '2026-11-28T17:00:00Z'), 'half_day'],
    ['09:00-17:00', slot('2026-11-28T08:00:00Z', '2026-11-28T16:00:00Z'), 'day'],
    ['11:00-14:00 (ends at 14:00, not after)', slot('2026-11-28T10:00:00Z', '2026-11-28T13:00:00Z'), 'half_day'],
    ['summer 09:00-17:00', slot('2026-07-01T07:00:00Z', '2026-07-01T15:00:00Z'), 'day'],
    ['two days', slot('2026-11-28T08:00:00Z', '2026-11-29T16:00:00Z'), 'few_days'],
    ['three days', slot('2026-11-28T08:00:00Z', '2026-11-30T16:00:00Z'), 'few_days'],
    ['four days', slot('2026-11-28T08:00:00Z', '2026-12-01T16:00:00Z'), 'long'],
    ['late evening to after midnight Paris', slot('2026-11-28T21:00:00Z', '2026-11-28T23:30:00Z'), 'few_days'],
  ] as const)('%s is %s', (_, value, expected) => {
    expect(timeslotDuration(value)).toBe(expected);
  });

  it('gives a text-described mission the long duration, a timeslot mission those of its slots', () => {
    expect(missionDurations({ availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT' }, [])).toEqual(['long']);
    expect(
      missionDurations({ availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' }, [
        slot('2026-11-28T08:00:00Z', '2026-11-28T11:00:00Z'),
        slot('2026-11-29T08:00:00Z', '2026-11-29T11:00:00Z'),
        slot('2026-11-30T08:00:00Z', '2026-11-30T16:00:00Z'),
      ]),
    ).toEqual(['half_day', 'day']);
  });

  it('matches dates by the Paris day a slot starts, and always for text-described missions', () => {
    const slots = [{ startsAt: new Date('2026-11-28T23:30:00Z') }]; // 29 November in Paris
    const timeslots = { availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' } as const;
    expect(matchesDates(timeslots, slots, {})).toBe(true);
    expect(matchesDates(timeslots, slots, { from: '2026-11-29', to: '2026-11-29' })).toBe(true);
    expect(matchesDates(timeslots, slots, { to: '2026-11-28' })).toBe(false);
    expect(matchesDates(timeslots, [], { from: '2026-11-01' })).toBe(false);
    expect(matchesDates({ availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT' }, [], { from: '2026-11-01' })).toBe(true);
    expect(parisDateTime(new Date('2026-11-28T23:30:00Z'))).toEqual({ date: '2026-11-29', time: '00:30' });
  });
});

describe('distance', () => {
  const paris = { latitude: 48.8566, longitude: 2.3522 };
  it.each([
    [paris, 0],
    [{ latitude: 48.8638, longitude: 2.4485 }, 7.1], // Montreuil
    [{ latitude: 45.764, longitude: 4.8357 }, 392], // Lyon
    [{ latitude: 50.6292, longitude: 3.0573 }, 204], // Lille
  ])('Paris to %j is about %d km', (point, km) => {
    expect(distanceKm(paris, point)).toBeCloseTo(km, km === 0 ? 5 : -1);
  });

  it('builds a box that holds every point of the radius', () => {
    const box = boundingBox(paris, 20);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      const point = { latitude: paris.latitude + (19.9 / 111.2) * Math.cos(rad), longitude: paris.longitude + ((19.9 / 111.2) * Math.sin(rad)) / Math.cos((paris.latitude * Math.PI) / 180) };
      expect(distanceKm(paris, point)).toBeLessThan(20.1);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLng);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLng);
    }
  });
});
