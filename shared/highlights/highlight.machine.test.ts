import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import {
  HIGHLIGHT_ACTIONS,
  HIGHLIGHT_STATES,
  type HighlightContext,
  type HighlightParty,
  SELECTABLE_HIGHLIGHT_STATES,
  VISIBLE_HIGHLIGHT_STATES,
  highlightMachine,
} from './highlight.machine';

const I = 'INVALID_TRANSITION';

/**
 * Every state x every action, for each kind of highlight (`transition`: whoever acts, so the tables show the state
 * logic and the kind's own guards). Columns: prepublish, publish, unpublish, select, unselect, archive, restore.
 */
const TABLES: Array<{ kind: string; ctx: HighlightContext; expected: Record<string, string[]> }> = [
  {
    kind: "a company's own highlight",
    ctx: {},
    expected: {
      draft: [I, 'published', I, I, I, 'archived', I],
      pre_published: [I, 'published', 'draft', I, I, 'archived', I],
      published: [I, I, 'draft', I, I, 'archived', I],
      selected: [I, I, I, I, 'published', 'archived', I],
      archived: [I, I, I, I, I, I, 'draft'],
    },
  },
  {
    kind: 'a catalogue highlight',
    ctx: { isCatalogue: true },
    expected: {
      draft: ['pre_published', 'published', I, I, I, 'archived', I],
      pre_published: [I, 'published', 'draft', I, I, 'archived', I],
      published: [I, I, 'draft', I, I, 'archived', I],
      selected: [I, I, I, I, 'published', 'archived', I],
      archived: [I, I, I, I, I, I, 'draft'],
    },
  },
  {
    kind: "a company's copy of a catalogue highlight",
    ctx: { isCatalogueCopy: true },
    expected: {
      draft: [I, I, I, I, I, 'archived', I],
      pre_published: [I, I, I, 'selected', I, 'archived', I],
      published: [I, I, I, 'selected', I, 'archived', I],
      selected: [I, I, I, I, 'published', 'archived', I],
      archived: [I, I, I, I, I, I, 'draft'],
    },
  },
];

for (const { kind, ctx, expected } of TABLES) {
  describe(`highlight machine, ${kind}: every state x every action`, () => {
    it('has a row for every state and a column for every action', () => {
      expect(Object.keys(expected)).toEqual([...HIGHLIGHT_STATES]);
      for (const row of Object.values(expected)) expect(row).toHaveLength(HIGHLIGHT_ACTIONS.length);
    });
    for (const state of HIGHLIGHT_STATES) {
      HIGHLIGHT_ACTIONS.forEach((action, index) => {
        it(`${state} --${action}--> ${expected[state]![index]}`, () => {
          expect(outcome(highlightMachine.transition(state, action, ctx))).toBe(expected[state]![index]);
        });
      });
    }
  });
}

const PLATFORM_ADMIN: HighlightParty = { isPlatformAdmin: true };
const COMPANY_ADMIN: HighlightParty = { isPlatformAdmin: false };

describe('highlight machine: every kind of party x every action (from a state where the action is possible)', () => {
  // [action, state it starts from, context, platform admin, company admin]
  const table: Array<[string, string, HighlightContext, string, string]> = [
    ['prepublish', 'draft', { isCatalogue: true }, 'pre_published', 'pre_published'],
    ['publish', 'draft', {}, 'published', 'published'],
    ['unpublish', 'published', {}, 'draft', 'draft'],
    ['select', 'published', { isCatalogueCopy: true }, 'selected', 'selected'],
    ['unselect', 'selected', { isCatalogueCopy: true }, 'published', 'published'],
    // Spec §6: archiving (and so restoring) is a platform admin's, refused for who acts before the state is looked at.
    ['archive', 'published', {}, 'archived', 'FORBIDDEN'],
    ['restore', 'archived', {}, 'draft', 'FORBIDDEN'],
  ];
  it('covers every action', () => {
    expect(table.map(([action]) => action)).toEqual([...HIGHLIGHT_ACTIONS]);
  });
  for (const [action, state, ctx, platformAdmin, companyAdmin] of table) {
    it(`${action} from ${state}: platform admin ${platformAdmin}, company admin ${companyAdmin}`, () => {
      const act = action as (typeof HIGHLIGHT_ACTIONS)[number];
      const from = state as (typeof HIGHLIGHT_STATES)[number];
      expect(outcome(highlightMachine.authorize(from, act, PLATFORM_ADMIN, ctx))).toBe(platformAdmin);
      expect(outcome(highlightMachine.authorize(from, act, COMPANY_ADMIN, ctx))).toBe(companyAdmin);
    });
  }
  it('refuses who acts first: a company admin restoring a published highlight is forbidden, not told about states', () => {
    expect(outcome(highlightMachine.authorize('published', 'restore', COMPANY_ADMIN, {}))).toBe('FORBIDDEN');
    expect(outcome(highlightMachine.authorize('published', 'restore', PLATFORM_ADMIN, {}))).toBe('INVALID_TRANSITION');
  });
});

describe('highlight guards', () => {
  it('pre-publishes only catalogue highlights and selects only company copies of them', () => {
    expect(outcome(highlightMachine.transition('draft', 'prepublish', {}))).toBe('INVALID_TRANSITION');
    expect(outcome(highlightMachine.transition('draft', 'prepublish', { isCatalogue: true }))).toBe('pre_published');
    expect(outcome(highlightMachine.transition('published', 'select', { isCatalogue: true }))).toBe('INVALID_TRANSITION');
    expect(outcome(highlightMachine.transition('published', 'select', { isCatalogueCopy: true }))).toBe('selected');
    // Offered ahead of its launch: a company may pick it already.
    expect(outcome(highlightMachine.transition('pre_published', 'select', { isCatalogueCopy: true }))).toBe('selected');
  });

  it('never lets a company publish or withdraw a catalogue highlight through its copy', () => {
    expect(outcome(highlightMachine.transition('published', 'unpublish', { isCatalogueCopy: true }))).toBe('INVALID_TRANSITION');
    expect(outcome(highlightMachine.transition('pre_published', 'publish', { isCatalogueCopy: true }))).toBe('INVALID_TRANSITION');
  });

  it('lists the available actions', () => {
    expect(highlightMachine.availableActions('published', COMPANY_ADMIN, { isCatalogueCopy: true })).toEqual(['select']);
    expect(highlightMachine.availableActions('selected', COMPANY_ADMIN, { isCatalogueCopy: true })).toEqual(['unselect']);
    expect(highlightMachine.availableActions('draft', COMPANY_ADMIN, {})).toEqual(['publish']);
    expect(highlightMachine.availableActions('published', COMPANY_ADMIN, {})).toEqual(['unpublish']);
    expect(highlightMachine.availableActions('published', PLATFORM_ADMIN, {})).toEqual(['unpublish', 'archive']);
    expect(highlightMachine.availableActions('draft', PLATFORM_ADMIN, { isCatalogue: true })).toEqual(['prepublish', 'publish', 'archive']);
    expect(highlightMachine.availableActions('archived', COMPANY_ADMIN, {})).toEqual([]);
    expect(highlightMachine.availableActions('archived', PLATFORM_ADMIN, {})).toEqual(['restore']);
  });

  it('shows published and selected highlights to employees, offers pre-published and published ones to companies', () => {
    expect(VISIBLE_HIGHLIGHT_STATES).toEqual(['published', 'selected']);
    expect(SELECTABLE_HIGHLIGHT_STATES).toEqual(['pre_published', 'published']);
  });
});
