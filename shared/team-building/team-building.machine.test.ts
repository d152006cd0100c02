import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import { TEAM_BUILDING_CANCEL_REASONS } from './cancel-reasons';
import {
  TEAM_BUILDING_ACTIONS,
  TEAM_BUILDING_REQUEST_ACTIONS,
  TEAM_BUILDING_REQUEST_STATES,
  TEAM_BUILDING_STATES,
  type TeamBuildingRequestContext,
  teamBuildingMachine,
  teamBuildingRequestMachine,
} from './team-building.machine';

const I = 'INVALID_TRANSITION';

describe('team building machine: every state x every action', () => {
  // rows: states; columns: publish, unpublish, archive, restore
  const expected: Record<string, string[]> = {
    draft: ['published', I, 'archived', I],
    published: [I, 'draft', 'archived', I],
    archived: [I, I, I, 'draft'],
  };
  it('has a row for every state and a column for every action', () => {
    expect(Object.keys(expected)).toEqual([...TEAM_BUILDING_STATES]);
    for (const row of Object.values(expected)) expect(row).toHaveLength(TEAM_BUILDING_ACTIONS.length);
  });
  for (const state of TEAM_BUILDING_STATES) {
    TEAM_BUILDING_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(teamBuildingMachine.transition(state, action, undefined))).toBe(expected[state]![index]);
      });
    });
  }
  it('lists the available actions', () => {
    expect(teamBuildingMachine.availableActions('draft', undefined, undefined)).toEqual(['publish', 'archive']);
  });
});

/** A context that satisfies every guard, so the table shows the state logic alone. */
const permissive: TeamBuildingRequestContext = { cancelReason: 'wrong_dates' };

describe('team-building request machine: every state x every action', () => {
  // rows: states; columns: validate, finish, cancel
  const expected: Record<string, string[]> = {
    toConfirm: ['validated', I, 'canceled'],
    validated: [I, 'finished', 'canceled'],
    finished: [I, I, I],
    canceled: [I, I, I],
  };
  it('has a row for every state and a column for every action', () => {
    expect(Object.keys(expected)).toEqual([...TEAM_BUILDING_REQUEST_STATES]);
    for (const row of Object.values(expected)) expect(row).toHaveLength(TEAM_BUILDING_REQUEST_ACTIONS.length);
  });
  for (const state of TEAM_BUILDING_REQUEST_STATES) {
    TEAM_BUILDING_REQUEST_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(teamBuildingRequestMachine.transition(state, action, permissive))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('team-building request guards', () => {
  it('requires one of the four cancel reasons', () => {
    expect(outcome(teamBuildingRequestMachine.transition('toConfirm', 'cancel', {}))).toBe('CANCEL_REASON_REQUIRED');
    expect(outcome(teamBuildingRequestMachine.transition('validated', 'cancel', { cancelReason: null }))).toBe('CANCEL_REASON_REQUIRED');
    const unknown = { cancelReason: 'other' } as unknown as TeamBuildingRequestContext;
    expect(outcome(teamBuildingRequestMachine.transition('validated', 'cancel', unknown))).toBe('CANCEL_REASON_REQUIRED');
    for (const cancelReason of TEAM_BUILDING_CANCEL_REASONS) {
      expect(outcome(teamBuildingRequestMachine.transition('toConfirm', 'cancel', { cancelReason }))).toBe('canceled');
    }
  });

  it('lists the available actions', () => {
    expect(teamBuildingRequestMachine.availableActions('toConfirm', { managesCompany: true }, {})).toEqual(['validate']);
    expect(teamBuildingRequestMachine.availableActions('validated', { managesCompany: true }, permissive)).toEqual(['finish', 'cancel']);
  });
});

describe('team-building request: every kind of party x every action', () => {
  // The company's managers run the request; an employee (or anyone else) takes none of its steps.
  const expected: Record<string, Record<string, string>> = {
    manager: { validate: 'validated', finish: 'finished', cancel: 'canceled' },
    employee: { validate: 'FORBIDDEN', finish: 'FORBIDDEN', cancel: 'FORBIDDEN' },
  };
  const from = { validate: 'toConfirm', finish: 'validated', cancel: 'validated' } as const;
  for (const [kind, row] of Object.entries(expected)) {
    for (const action of TEAM_BUILDING_REQUEST_ACTIONS) {
      it(`${kind} --${action}--> ${row[action]}`, () => {
        const party = { managesCompany: kind === 'manager' };
        expect(outcome(teamBuildingRequestMachine.authorize(from[action], action, party, permissive))).toBe(row[action]);
      });
    }
  }
  it('shows an employee no step', () => {
    expect(teamBuildingRequestMachine.availableActions('toConfirm', { managesCompany: false }, permissive)).toEqual([]);
  });
});
