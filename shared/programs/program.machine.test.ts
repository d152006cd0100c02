import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import { PROGRAM_ACTIONS, PROGRAM_STATES, VISIBLE_PROGRAM_STATES, programMachine } from './program.machine';

describe('program machine: every state x every action', () => {
  // rows: states; columns: deactivate, publish, archive, restore
  const expected: Record<string, string[]> = {
    published: ['deactivated', 'INVALID_TRANSITION', 'archived', 'INVALID_TRANSITION'],
    deactivated: ['INVALID_TRANSITION', 'published', 'archived', 'INVALID_TRANSITION'],
    archived: ['INVALID_TRANSITION', 'INVALID_TRANSITION', 'INVALID_TRANSITION', 'deactivated'],
  };
  it('has a row for every state and a column for every action', () => {
    expect(Object.keys(expected)).toEqual([...PROGRAM_STATES]);
    for (const row of Object.values(expected)) expect(row).toHaveLength(PROGRAM_ACTIONS.length);
  });
  for (const state of PROGRAM_STATES) {
    PROGRAM_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(programMachine.transition(state, action, undefined))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('program actions', () => {
  it('lists the available actions', () => {
    expect(programMachine.availableActions('published', undefined, undefined)).toEqual(['deactivate', 'archive']);
    expect(programMachine.availableActions('archived', undefined, undefined)).toEqual(['restore']);
    expect(programMachine.can('deactivated', 'publish', undefined)).toBe(true);
  });

  it('shows only published selections to employees', () => {
    expect(VISIBLE_PROGRAM_STATES).toEqual(['published']);
  });
});
