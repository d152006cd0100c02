import { defineMachine } from '../state-machine';

/**
 * Spec §4 Highlight ('Temps Forts'): draft, published, archived, and also
 * selected or pre-published. Labels: `highlights:states.<state>`.
 * - pre_published: prepared by the platform and shown to companies ahead of
 *   its launch, not yet to employees;
 * - selected: a catalogue highlight a company picked, put forward to its
 *   employees (the state of the company's copy).
 */
export const HIGHLIGHT_STATES = ['draft', 'pre_published', 'published', 'selected', 'archived'] as const;
export type HighlightState = (typeof HIGHLIGHT_STATES)[number];

export const HIGHLIGHT_ACTIONS = ['prepublish', 'publish', 'unpublish', 'select', 'unselect', 'archive', 'restore'] as const;
export type HighlightAction = (typeof HIGHLIGHT_ACTIONS)[number];

export interface HighlightContext {
  /** Spec §6: only platform admins may archive (or delete) highlights. */
  isPlatformAdmin?: boolean;
  /** A platform catalogue highlight (no company): only those are pre-published. */
  isCatalogue?: boolean;
  /** A company's copy of a catalogue highlight: only those are selected. */
  isCatalogueCopy?: boolean;
}

const adminOnly = (ctx: HighlightContext) => (ctx.isPlatformAdmin ? null : 'FORBIDDEN');

export const highlightMachine = defineMachine<HighlightState, HighlightAction, HighlightContext>({
  states: HIGHLIGHT_STATES,
  actions: HIGHLIGHT_ACTIONS,
  rules: {
    prepublish: { from: ['draft'], to: 'pre_published', guard: (ctx) => (ctx.isCatalogue ? null : 'INVALID_TRANSITION') },
    publish: { from: ['draft', 'pre_published'], to: 'published' },
    unpublish: { from: ['pre_published', 'published'], to: 'draft' },
    // A company picked a catalogue highlight: its copy is put forward to its employees.
    select: { from: ['published'], to: 'selected', guard: (ctx) => (ctx.isCatalogueCopy ? null : 'INVALID_TRANSITION') },
    unselect: { from: ['selected'], to: 'published' },
    archive: { from: ['draft', 'pre_published', 'published', 'selected'], to: 'archived', guard: adminOnly },
    restore: { from: ['archived'], to: 'draft', guard: adminOnly },
  },
});

/** States in which employees see the highlight. */
export const VISIBLE_HIGHLIGHT_STATES: readonly HighlightState[] = ['published', 'selected'];
/** States in which companies see a catalogue highlight and may pick it. */
export const SELECTABLE_HIGHLIGHT_STATES: readonly HighlightState[] = ['pre_published', 'published'];
