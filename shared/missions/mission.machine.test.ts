import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import { MISSION_ACTIONS, MISSION_STATES, type MissionContext, acceptsApplications, isMissionExpired, missionDisplayState, missionMachine } from './mission.machine';

const now = new Date('2026-06-15T12:00:00Z');
const expiredContext: MissionContext = { missingFields: [], expiresOn: '2026-06-01', now };

describe('mission machine: every state x every action', () => {
  // columns: publish, unpublish, archive, auto_unpublish
  const expected: Record<string, string[]> = {
    draft: ['published', 'INVALID_TRANSITION', 'archived', 'INVALID_TRANSITION'],
    published: ['INVALID_TRANSITION', 'unpublished', 'archived', 'unpublished'],
    republished: ['INVALID_TRANSITION', 'unpublished', 'archived', 'unpublished'],
    unpublished: ['republished', 'INVALID_TRANSITION', 'archived', 'INVALID_TRANSITION'],
    archived: ['republished', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION'],
  };
  for (const state of MISSION_STATES) {
    MISSION_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(missionMachine.transition(state, action, expiredContext))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('mission guards', () => {
  it("refuses to publish with required fields missing ('Tous les champs obligatoires...')", () => {
    expect(outcome(missionMachine.transition('draft', 'publish', { missingFields: ['title'] }))).toBe('MISSION_INCOMPLETE');
    expect(outcome(missionMachine.transition('draft', 'publish', {}))).toBe('published');
  });

  it('unpublishes automatically only once the mission is over', () => {
    const at = (ctx: MissionContext) => outcome(missionMachine.transition('published', 'auto_unpublish', { now, ...ctx }));
    expect(at({ expiresOn: '2026-06-14' })).toBe('unpublished');
    expect(at({ expiresOn: '2026-06-15' })).toBe('INVALID_TRANSITION');
    expect(at({ lastTimeslotEndsAt: new Date('2026-06-15T11:00:00Z') })).toBe('unpublished');
    expect(at({ lastTimeslotEndsAt: new Date('2026-06-15T13:00:00Z') })).toBe('INVALID_TRANSITION');
    expect(at({})).toBe('INVALID_TRANSITION');
    expect(outcome(missionMachine.transition('published', 'auto_unpublish', { expiresOn: '2026-01-01' }))).toBe('INVALID_TRANSITION');
  });
});

describe('mission states', () => {
  it('stops new applications unless published', () => {
    expect(MISSION_STATES.filter(acceptsApplications)).toEqual(['published', 'republished']);
  });

  it('knows when a mission is over', () => {
    expect(isMissionExpired({ expiresOn: null, lastTimeslotEndsAt: null }, now)).toBe(false);
    expect(isMissionExpired({ expiresOn: '2026-06-14' }, now)).toBe(true);
  });

  it.each([
    ['published', { expiresOn: '2026-06-20' }, 'expiring_soon'],
    ['republished', { lastTimeslotEndsAt: new Date('2026-06-29T10:00:00Z') }, 'expiring_soon'],
    ['published', { expiresOn: '2026-07-30' }, 'published'],
    ['published', { expiresOn: '2026-07-30', lastTimeslotEndsAt: new Date('2026-06-16T10:00:00Z') }, 'expiring_soon'],
    ['published', {}, 'published'],
    ['published', { expiresOn: '2026-06-01' }, 'published'],
    ['draft', { expiresOn: '2026-06-20' }, 'draft'],
  ] as const)('%s with %o is shown as %s', (state, timeline, shown) => {
    expect(missionDisplayState(state, timeline, now)).toBe(shown);
  });
});
