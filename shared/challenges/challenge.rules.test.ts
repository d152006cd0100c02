import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_POINTS_DISPLAY_DELAY_HOURS,
  areChallengePointsPending,
  areChallengePointsShown,
  challengePointsShownAt,
  canParticipateInChallenge,
  canRecordChallengeAttendance,
  canUnregisterFromChallenge,
  challengeActions,
  challengeTiming,
  challengeVisibility,
  challengeWindow,
  isChallengeListedFor,
} from './challenge.rules';

const summer = { date: '2026-07-10', startTime: '18:00', endTime: '19:30', isActive: true };

describe('challengeWindow', () => {
  const at = (date: string, startTime: string, endTime: string) => challengeWindow({ date, startTime, endTime }).start.toISOString();
  it('reads dates and times in Paris time, summer and winter', () => {
    expect(at('2026-07-10', '18:00', '19:00')).toBe('2026-07-10T16:00:00.000Z');
    expect(at('2026-01-15', '09:30', '10:00')).toBe('2026-01-15T08:30:00.000Z');
  });

  it('handles the daylight-saving changes', () => {
    // 29 March 2026: 02:00 jumps to 03:00 in Paris; 25 October 2026: 03:00 goes back to 02:00.
    expect(at('2026-03-29', '01:30', '04:00')).toBe('2026-03-29T00:30:00.000Z');
    expect(at('2026-03-29', '03:30', '04:00')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-10-25', '04:00', '05:00')).toBe('2026-10-25T03:00:00.000Z');
  });
});

describe('challenge visibility', () => {
  it('spans the event', () => {
    expect(challengeWindow(summer)).toEqual({ start: new Date('2026-07-10T16:00:00Z'), end: new Date('2026-07-10T17:30:00Z') });
  });

  it('is active until the event is over, hidden after it or when inactive', () => {
    expect(challengeVisibility(summer, new Date('2026-06-01T00:00:00Z'))).toBe('active');
    expect(challengeVisibility(summer, new Date('2026-07-10T17:30:00Z'))).toBe('active');
    expect(challengeVisibility(summer, new Date('2026-07-10T17:30:01Z'))).toBe('hidden');
    expect(challengeVisibility({ ...summer, isActive: false }, new Date('2026-06-01T00:00:00Z'))).toBe('hidden');
  });
});

describe('challenge points', () => {
  it('are shown 24 hours after the event at the latest', () => {
    expect(CHALLENGE_POINTS_DISPLAY_DELAY_HOURS).toBe(24);
    expect(challengePointsShownAt(summer).toISOString()).toBe('2026-07-11T17:30:00.000Z');
    expect(areChallengePointsShown(summer, new Date('2026-07-11T17:29:59Z'))).toBe(false);
    expect(areChallengePointsShown(summer, new Date('2026-07-11T17:30:00Z'))).toBe(true);
  });

  it('are pending between the end of the event and their display', () => {
    expect(areChallengePointsPending(summer, new Date('2026-07-10T17:00:00Z'))).toBe(false);
    expect(areChallengePointsPending(summer, new Date('2026-07-10T20:00:00Z'))).toBe(true);
    expect(areChallengePointsPending(summer, new Date('2026-07-12T00:00:00Z'))).toBe(false);
  });
});

describe('what an employee may do on an event', () => {
  // 18:00-19:30 Paris on 10 July 2026 is 16:00-17:30 UTC.
  const before = new Date('2026-07-10T15:59:59Z');
  const during = new Date('2026-07-10T16:30:00Z');
  const after = new Date('2026-07-10T17:30:01Z');

  it('times the event', () => {
    expect(challengeTiming(summer, before)).toBe('upcoming');
    expect(challengeTiming(summer, new Date('2026-07-10T16:00:00Z'))).toBe('ongoing');
    expect(challengeTiming(summer, new Date('2026-07-10T17:30:00Z'))).toBe('ongoing');
    expect(challengeTiming(summer, after)).toBe('past');
  });

  it.each([
    ['before it starts', before, { ok: true }],
    ['while it runs', during, { ok: true }],
    ['once it is over', after, { ok: false, code: 'CHALLENGE_CLOSED' }],
  ])('registers %s', (_, now, result) => {
    expect(canParticipateInChallenge(summer, now)).toEqual(result);
  });

  it('refuses an inactive event as unknown', () => {
    expect(canParticipateInChallenge({ ...summer, isActive: false }, before)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it.each([
    ['before it starts', before, { ok: true }],
    ['while it runs', during, { ok: false, code: 'CHALLENGE_ALREADY_STARTED' }],
    ['once it is over', after, { ok: false, code: 'CHALLENGE_ALREADY_STARTED' }],
  ])('unregisters %s', (_, now, result) => {
    expect(canUnregisterFromChallenge(summer, now)).toEqual(result);
  });

  it.each([
    ['before it starts', before, { ok: false, code: 'CHALLENGE_NOT_STARTED' }],
    ['while it runs', during, { ok: true }],
    ['once it is over', after, { ok: true }],
  ])('records attendance %s', (_, now, result) => {
    expect(canRecordChallengeAttendance(summer, now)).toEqual(result);
  });

  it.each([
    [true, false, before, ['participate']],
    [true, true, before, ['unregister']],
    [true, false, during, ['participate']],
    [true, true, during, []],
    [true, false, after, []],
    [true, true, after, []],
    [false, false, before, []],
    [false, true, before, []],
  ] as const)('active %s, registered %s, at %s: %j', (isActive, participating, now, actions) => {
    expect(challengeActions({ ...summer, isActive }, participating, now)).toEqual(actions);
  });

  it.each([
    ['an upcoming event', true, false, before, true],
    ['an event that runs', true, false, during, true],
    ['an event that is over, to someone who did not register', true, false, after, false],
    ['an event that is over, to a participant, while the points are pending', true, true, new Date('2026-07-11T17:29:59Z'), true],
    ['an event that is over, to a participant, once the points are shown', true, true, new Date('2026-07-11T17:30:00Z'), false],
    ['an inactive event, even to a participant', false, true, before, false],
  ])('lists %s: %s', (_, isActive, participating, now, listed) => {
    expect(isChallengeListedFor({ ...summer, isActive }, participating, now)).toBe(listed);
  });
});
