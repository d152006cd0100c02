import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import { QUEST_ACTIONS, QUEST_STATES, type QuestContext, questMachine } from './quest.machine';

/** A context that satisfies every guard, so the table shows the state logic alone. */
const permissive: QuestContext = { participantsCount: 0 };
const I = 'INVALID_TRANSITION';

describe('quest machine: every state x every action', () => {
  // rows: states; columns: publish, deactivate, archive, restore, delete
  const expected: Record<string, string[]> = {
    draft: ['published', I, 'archived', I, 'deleted'],
    published: [I, 'deactivated', 'archived', I, 'deleted'],
    deactivated: ['published', I, 'archived', I, 'deleted'],
    archived: [I, I, I, 'deactivated', 'deleted'],
    deleted: [I, I, I, I, I],
  };
  it('has a row for every state and a column for every action', () => {
    expect(Object.keys(expected)).toEqual([...QUEST_STATES]);
    for (const row of Object.values(expected)) expect(row).toHaveLength(QUEST_ACTIONS.length);
  });
  for (const state of QUEST_STATES) {
    QUEST_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(questMachine.transition(state, action, permissive))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('quest guards', () => {
  it('refuses to delete a quest volunteers took part in', () => {
    expect(outcome(questMachine.transition('published', 'delete', { participantsCount: 1 }))).toBe('QUEST_HAS_PARTICIPANTS');
    expect(outcome(questMachine.transition('draft', 'publish', { levelsCount: 0 }))).toBe('QUEST_INCOMPLETE');
    expect(outcome(questMachine.transition('draft', 'publish', { levelsCount: 2 }))).toBe('published');
    expect(outcome(questMachine.transition('archived', 'delete', { participantsCount: 12 }))).toBe('QUEST_HAS_PARTICIPANTS');
    expect(outcome(questMachine.transition('draft', 'delete', {}))).toBe('deleted');
  });

  it('lists the available actions', () => {
    expect(questMachine.availableActions('draft', undefined, permissive)).toEqual(['publish', 'archive', 'delete']);
    expect(questMachine.availableActions('published', undefined, { participantsCount: 3 })).toEqual(['deactivate', 'archive']);
    expect(questMachine.availableActions('deleted', undefined, permissive)).toEqual([]);
  });
});
