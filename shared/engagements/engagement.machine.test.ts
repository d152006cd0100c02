import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import type { Actor } from '../permissions/actor';
import {
  ENGAGEMENT_ACTIONS,
  ENGAGEMENT_STATES,
  type EngagementContext,
  type EngagementParty,
  engagementActions,
  engagementMachine,
  isPendingExpired,
} from './engagement.machine';

const now = new Date('2026-06-30T12:00:00Z');
/** A context that satisfies every guard, so the table shows the state logic alone. */
const permissive: EngagementContext = {
  cancelReason: 'not_available',
  stateBeforeCancel: 'validated',
  lastActivityAt: new Date('2026-05-01T12:00:00Z'),
  now,
  usesTimeslots: true,
};

describe('engagement machine: every state x every action', () => {
  // rows: states; columns: confirm, finish, reopen, cancel, revert_cancel, expire, add_dates
  const expected: Record<string, string[]> = {
    created: ['validated', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'canceled', 'INVALID_TRANSITION', 'canceled', 'created'],
    validated: ['INVALID_TRANSITION', 'finished', 'INVALID_TRANSITION', 'canceled', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'validated'],
    finished: ['INVALID_TRANSITION', 'INVALID_TRANSITION', 'validated', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION'],
    canceled: ['INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'validated', 'INVALID_TRANSITION', 'INVALID_TRANSITION'],
  };
  for (const state of ENGAGEMENT_STATES) {
    ENGAGEMENT_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(engagementMachine.transition(state, action, permissive))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('engagement guards', () => {
  it('requires a cancel reason', () => {
    expect(outcome(engagementMachine.transition('created', 'cancel', {}))).toBe('CANCEL_REASON_REQUIRED');
    expect(outcome(engagementMachine.transition('validated', 'cancel', { cancelReason: null }))).toBe('CANCEL_REASON_REQUIRED');
  });

  it('requires a free text when the reason is other', () => {
    expect(outcome(engagementMachine.transition('created', 'cancel', { cancelReason: 'other' }))).toBe('OTHER_REASON_REQUIRED');
    expect(outcome(engagementMachine.transition('created', 'cancel', { cancelReason: 'other', otherReason: '   ' }))).toBe('OTHER_REASON_REQUIRED');
    expect(outcome(engagementMachine.transition('created', 'cancel', { cancelReason: 'other', otherReason: 'Déménagement' }))).toBe('canceled');
  });

  it('reverts a cancellation to the state before it', () => {
    expect(outcome(engagementMachine.transition('canceled', 'revert_cancel', { stateBeforeCancel: 'created' }))).toBe('created');
    expect(outcome(engagementMachine.transition('canceled', 'revert_cancel', { stateBeforeCancel: 'finished' }))).toBe('finished');
    expect(outcome(engagementMachine.transition('canceled', 'revert_cancel', {}))).toBe('created');
    expect(outcome(engagementMachine.transition('canceled', 'revert_cancel', { stateBeforeCancel: 'canceled' }))).toBe('INVALID_TRANSITION');
  });

  it('expires a pending application only after 30 days without activity', () => {
    const at = (iso: string): EngagementContext => ({ lastActivityAt: new Date(iso), now });
    expect(outcome(engagementMachine.transition('created', 'expire', at('2026-05-31T12:00:00Z')))).toBe('canceled');
    expect(outcome(engagementMachine.transition('created', 'expire', at('2026-05-31T12:00:01Z')))).toBe('NOT_YET_EXPIRED');
    expect(outcome(engagementMachine.transition('created', 'expire', {}))).toBe('NOT_YET_EXPIRED');
    expect(isPendingExpired(new Date('2026-05-31T12:00:00Z'), now)).toBe(true);
  });

  it('says what the state allows, whoever acts', () => {
    expect(engagementMachine.can('validated', 'finish', {})).toBe(true);
    expect(engagementMachine.can('finished', 'finish', {})).toBe(false);
  });
});

describe('engagement machine: who takes which action', () => {
  const person = (userId: string, extra: Partial<Actor> = {}): Actor => ({
    userId,
    isPlatformAdmin: false,
    state: 'registered',
    companies: [],
    associations: [],
    ...extra,
  });
  const acme = { id: 1, holdingId: null };
  const parties: Record<string, EngagementParty> = {
    'the volunteer': { actor: person('camille'), as: 'volunteer', engagement: { userId: 'camille', supervisorId: 'rita' } },
    'another employee': { actor: person('paul'), as: 'volunteer', engagement: { userId: 'camille', supervisorId: 'rita' } },
    "the association's referent": { actor: person('rita'), as: 'organiser', engagement: { userId: 'camille', supervisorId: 'rita' } },
    'another association member': { actor: person('marc'), as: 'organiser', engagement: { userId: 'camille', supervisorId: 'rita' } },
    'the volunteer, from the organiser side': { actor: person('camille'), as: 'organiser', engagement: { userId: 'camille', supervisorId: 'rita' } },
    'the referent, from the volunteer side': { actor: person('rita'), as: 'volunteer', engagement: { userId: 'camille', supervisorId: 'rita' } },
    "a company mission's admin (no referent)": {
      actor: person('ada', { companies: [{ companyId: 1, holdingId: null, role: 'COMPANY_ADMIN', entityId: null }] }),
      as: 'organiser',
      engagement: { userId: 'camille', supervisorId: null, publishingCompany: { ...acme, referentIsMember: false } },
    },
    "a company mission's ambassador": {
      actor: person('amb', { companies: [{ companyId: 1, holdingId: null, role: 'COMPANY_AMBASSADOR', entityId: null }] }),
      as: 'organiser',
      engagement: { userId: 'camille', supervisorId: null, publishingCompany: { ...acme, referentIsMember: false } },
    },
  };
  // columns: confirm, finish, reopen, cancel, revert_cancel, expire, add_dates — from a state where each is possible
  const from: Record<(typeof ENGAGEMENT_ACTIONS)[number], 'created' | 'validated' | 'finished' | 'canceled'> = {
    confirm: 'created',
    finish: 'validated',
    reopen: 'finished',
    cancel: 'created',
    revert_cancel: 'canceled',
    expire: 'created',
    add_dates: 'validated',
  };
  const F = 'FORBIDDEN';
  const R = 'FORBIDDEN_NOT_REFERENT';
  const expected: Record<string, string[]> = {
    'the volunteer': [F, 'finished', F, 'canceled', F, F, 'validated'],
    'another employee': [F, F, F, F, F, F, F],
    "the association's referent": ['validated', 'finished', 'validated', 'canceled', 'validated', F, F],
    'another association member': [R, R, R, R, R, F, F],
    'the volunteer, from the organiser side': [R, R, R, R, R, F, F],
    'the referent, from the volunteer side': [F, F, F, F, F, F, F],
    "a company mission's admin (no referent)": ['validated', 'finished', 'validated', 'canceled', 'validated', F, F],
    "a company mission's ambassador": [R, R, R, R, R, F, F],
  };
  for (const [name, party] of Object.entries(parties)) {
    ENGAGEMENT_ACTIONS.forEach((action, index) => {
      it(`${name}: ${action} -> ${expected[name]![index]}`, () => {
        expect(outcome(engagementMachine.authorize(from[action], action, party, permissive))).toBe(expected[name]![index]);
      });
    });
  }

  it('lists the actions a party may take now, assuming a cancel reason to come', () => {
    const slots = { stateBeforeCancel: null, usesTimeslots: true };
    expect(engagementActions({ ...slots, state: 'created' }, parties['the volunteer']!)).toEqual(['cancel', 'add_dates']);
    expect(engagementActions({ ...slots, state: 'validated' }, parties['the volunteer']!)).toEqual(['finish', 'cancel', 'add_dates']);
    expect(engagementActions({ ...slots, state: 'created', usesTimeslots: false }, parties['the volunteer']!)).toEqual(['cancel']);
    expect(engagementActions({ ...slots, state: 'created' }, parties["the association's referent"]!)).toEqual(['confirm', 'cancel']);
    expect(engagementActions({ ...slots, state: 'canceled', stateBeforeCancel: 'validated' }, parties["the association's referent"]!)).toEqual(['revert_cancel']);
    expect(engagementActions({ ...slots, state: 'created' }, parties['another association member']!)).toEqual([]);
    expect(engagementActions({ ...slots, state: 'finished' }, parties['the volunteer']!)).toEqual([]);
  });
});
