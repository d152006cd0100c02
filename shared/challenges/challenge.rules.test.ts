import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_POINTS_DISPLAY_DELAY_HOURS,
  areChallengePointsPending,
  areChallengePointsShown,
  challengePointsShownAt,
  challengeVisibility,
  challengeWindow,
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
