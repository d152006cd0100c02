import { defineMachine } from '../state-machine';

/** Spec §4 Quest. Labels: `quests:states.<state>`. `deleted` is a soft deletion: the row stays for the history of points. */
export const QUEST_STATES = ['draft', 'published', 'deactivated', 'archived', 'deleted'] as const;
export type QuestState = (typeof QUEST_STATES)[number];

export const QUEST_ACTIONS = ['publish', 'deactivate', 'archive', 'restore', 'delete'] as const;
export type QuestAction = (typeof QUEST_ACTIONS)[number];

export interface QuestContext {
  /** For `delete`: how many volunteers took part (answered at least one level). */
  participantsCount?: number;
  /** For `publish`: how many levels the quest has (a quest without levels has nothing to do). */
  levelsCount?: number;
}

export const questMachine = defineMachine<QuestState, QuestAction, QuestContext>({
  states: QUEST_STATES,
  actions: QUEST_ACTIONS,
  rules: {
    publish: { from: ['draft', 'deactivated'], to: 'published', guard: (ctx) => (ctx.levelsCount === 0 ? 'QUEST_INCOMPLETE' : null) },
    deactivate: { from: ['published'], to: 'deactivated' },
    archive: { from: ['draft', 'published', 'deactivated'], to: 'archived' },
    // An archived quest comes back deactivated: republishing it stays a deliberate step.
    restore: { from: ['archived'], to: 'deactivated' },
    // Spec §5/§8: a quest cannot be deleted if volunteers participated.
    delete: {
      from: ['draft', 'published', 'deactivated', 'archived'],
      to: 'deleted',
      guard: (ctx) => ((ctx.participantsCount ?? 0) > 0 ? 'QUEST_HAS_PARTICIPANTS' : null),
    },
  },
});

/** Employees see (and answer) the levels of published quests only. */
export const OPEN_QUEST_STATES: readonly QuestState[] = ['published'];
