import { defineMachine } from '../state-machine';

/** Spec §4 'Selection: published or deactivated, archived'. Labels: `programs:states.<state>`. */
export const PROGRAM_STATES = ['published', 'deactivated', 'archived'] as const;
export type ProgramState = (typeof PROGRAM_STATES)[number];

export const PROGRAM_ACTIONS = ['deactivate', 'publish', 'archive', 'restore'] as const;
export type ProgramAction = (typeof PROGRAM_ACTIONS)[number];

/**
 * A selection is published as soon as it is created (it has no draft): a
 * company deactivates it to hide it from its employees for a while, archives
 * it when it is over, and may restore an archived one (deactivated, so that
 * republishing stays a deliberate step).
 */
export const programMachine = defineMachine<ProgramState, ProgramAction, void>({
  states: PROGRAM_STATES,
  actions: PROGRAM_ACTIONS,
  rules: {
    deactivate: { from: ['published'], to: 'deactivated' },
    publish: { from: ['deactivated'], to: 'published' },
    archive: { from: ['published', 'deactivated'], to: 'archived' },
    restore: { from: ['archived'], to: 'deactivated' },
  },
});

/** States in which employees see the selection. */
export const VISIBLE_PROGRAM_STATES: readonly ProgramState[] = ['published'];
