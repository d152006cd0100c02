import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import {
  HIGHLIGHT_ACTIONS,
  HIGHLIGHT_STATES,
  type HighlightContext,
  SELECTABLE_HIGHLIGHT_STATES,
  VISIBLE_HIGHLIGHT_STATES,
  highlightMachine,
} from './highlight.machine';

/** A context that satisfies every guard, so the table shows the state logic alone. */
const permissive: HighlightContext = { isPlatformAdmin: true, isCatalogue: true, isCatalogueCopy: true };
const I = 'INVALID_TRANSITION';

describe('highlight machine: every state x every action', () => {
  // rows: states; columns: prepublish, publish, unpublish, select, unselect, archive, restore
  const expected: Record<string, string[]> = {
    draft: ['pre_published', 'published', I, I, I, 'archived', I],
    pre_published: [I, 'published', 'draft', I, I, 'archived', I],
    published: [I, I, 'draft', 'selected', I, 'archived', I],
    selected: [I, I, I, I, 'published', 'archived', I],
    archived: [I, I, I, I, I, I, 'draft'],
  };
  it('has a row for every state and a column for every action', () => {
    expect(Object.keys(expected)).toEqual([...HIGHLIGHT_STATES]);
    for (const row of Object.values(expected)) expect(row).toHaveLength(HIGHLIGHT_ACTIONS.length);
  });
  for (const state of HIGHLIGHT_STATES) {
    HIGHLIGHT_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(highlightMachine.transition(state, action, permissive))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('highlight guards', () => {
  it('lets only platform admins archive or restore', () => {
    expect(outcome(highlightMachine.transition('published', 'archive', {}))).toBe('FORBIDDEN');
    expect(outcome(highlightMachine.transition('selected', 'archive', { isPlatformAdmin: false }))).toBe('FORBIDDEN');
    expect(outcome(highlightMachine.transition('archived', 'restore', {}))).toBe('FORBIDDEN');
  });

  it('pre-publishes only catalogue highlights and selects only company copies of them', () => {
    expect(outcome(highlightMachine.transition('draft', 'prepublish', {}))).toBe('INVALID_TRANSITION');
    expect(outcome(highlightMachine.transition('draft', 'prepublish', { isCatalogue: true }))).toBe('pre_published');
    expect(outcome(highlightMachine.transition('published', 'select', { isCatalogue: true }))).toBe('INVALID_TRANSITION');
    expect(outcome(highlightMachine.transition('published', 'select', { isCatalogueCopy: true }))).toBe('selected');
  });

  it('lists the available actions', () => {
    expect(highlightMachine.availableActions('published', undefined, { isCatalogueCopy: true })).toEqual(['unpublish', 'select']);
    expect(highlightMachine.availableActions('draft', undefined, {})).toEqual(['publish']);
    expect(highlightMachine.availableActions('published', undefined, permissive)).toEqual(['unpublish', 'select', 'archive']);
    expect(highlightMachine.availableActions('archived', undefined, {})).toEqual([]);
  });

  it('shows published and selected highlights to employees, offers pre-published and published ones to companies', () => {
    expect(VISIBLE_HIGHLIGHT_STATES).toEqual(['published', 'selected']);
    expect(SELECTABLE_HIGHLIGHT_STATES).toEqual(['pre_published', 'published']);
  });
});
