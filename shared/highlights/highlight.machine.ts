import { defineMachine } from '../state-machine';
import { type HighlightActor, canArchiveHighlight } from './highlight.rules';

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
  /** A platform catalogue highlight (no company): only those are pre-published. */
  isCatalogue?: boolean;
  /** A company's copy of a catalogue highlight: only those are selected. */
  isCatalogueCopy?: boolean;
}

/** Who acts: spec §6, only platform admins archive (or delete) highlights, and so restore them. */
export type HighlightParty = HighlightActor;

const archivist = (party: HighlightParty) => {
  const rule = canArchiveHighlight(party);
  return rule.ok ? null : rule.code;
};
/** A company's copy shows its catalogue highlight's content: only the platform publishes or withdraws it. */
const notACopy = (ctx: HighlightContext) => (ctx.isCatalogueCopy ? 'INVALID_TRANSITION' : null);

export const highlightMachine = defineMachine<HighlightState, HighlightAction, HighlightContext, HighlightParty>({
  states: HIGHLIGHT_STATES,
  actions: HIGHLIGHT_ACTIONS,
  rules: {
    prepublish: { from: ['draft'], to: 'pre_published', guard: (ctx) => (ctx.isCatalogue ? null : 'INVALID_TRANSITION') },
    publish: { from: ['draft', 'pre_published'], to: 'published', guard: notACopy },
    unpublish: { from: ['pre_published', 'published'], to: 'draft', guard: notACopy },
    /**
     * A company picked a catalogue highlight it is offered (pre-published or published): its copy is put forward to
     * its employees, who see it once the catalogue highlight is published. Before the first pick there is no copy
     * yet: the copy's state is then the catalogue highlight's.
     */
    select: { from: ['pre_published', 'published'], to: 'selected', guard: (ctx) => (ctx.isCatalogueCopy ? null : 'INVALID_TRANSITION') },
    // The company withdraws its pick: the copy is back to what the catalogue offers, no longer put forward.
    unselect: { from: ['selected'], to: 'published' },
    archive: { from: ['draft', 'pre_published', 'published', 'selected'], to: 'archived', who: archivist },
    restore: { from: ['archived'], to: 'draft', who: archivist },
  },
});

/** States in which employees see the highlight. */
export const VISIBLE_HIGHLIGHT_STATES: readonly HighlightState[] = ['published', 'selected'];
/** States in which companies see a catalogue highlight and may pick it. */
export const SELECTABLE_HIGHLIGHT_STATES: readonly HighlightState[] = ['pre_published', 'published'];
