/** Spec §3: how a level's question is answered. Labels: `levels:answer_types.<type>`. Apart from the schema: zod-free for the screens. */
export const LEVEL_ANSWER_TYPES = ['checkbox', 'select', 'text'] as const;
export type LevelAnswerType = (typeof LEVEL_ANSWER_TYPES)[number];
