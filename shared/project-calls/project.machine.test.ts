import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import { PROJECT_ACTIONS, PROJECT_STATES, type ProjectContext, projectMachine } from './project.machine';

/** A context that satisfies every guard, so the table shows the state logic alone. */
const permissive: ProjectContext = { submitted: true };
const I = 'INVALID_TRANSITION';

describe('project machine: every state x every action', () => {
  // rows: states; columns: accept, reject, reopen
  const expected: Record<string, string[]> = {
    pending: ['accepted', 'rejected', I],
    accepted: [I, 'rejected', 'pending'],
    rejected: ['accepted', I, 'pending'],
  };
  it('has a row for every state and a column for every action', () => {
    expect(Object.keys(expected)).toEqual([...PROJECT_STATES]);
    for (const row of Object.values(expected)) expect(row).toHaveLength(PROJECT_ACTIONS.length);
  });
  for (const state of PROJECT_STATES) {
    PROJECT_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(projectMachine.transition(state, action, permissive))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('project guards', () => {
  it('reviews only submitted projects', () => {
    expect(outcome(projectMachine.transition('pending', 'accept', {}))).toBe(I);
    expect(outcome(projectMachine.transition('pending', 'reject', { submitted: false }))).toBe(I);
    expect(projectMachine.availableActions('pending', undefined, {})).toEqual([]);
    expect(projectMachine.availableActions('accepted', undefined, permissive)).toEqual(['reject', 'reopen']);
  });
});
