/**
 * The project calls' constants, apart from their schemas (zod): the call form's page reads these when it opens and
 * loads the schema only to check what was typed.
 */

/** Spec §3: who may submit projects. Labels: `project-calls:audiences.<value>`. */
export const PROJECT_CALL_AUDIENCES = ['internal', 'external'] as const;
export type ProjectCallAudience = (typeof PROJECT_CALL_AUDIENCES)[number];

/** Spec §9: the recommended project call image. */
export const PROJECT_CALL_IMAGE_RECOMMENDED_SIZE = { width: 1200, height: 800 } as const;
/** Spec §9: votes per user are configurable; the example gives the 3 preferred projects. */
export const DEFAULT_VOTES_PER_USER = 3;
export const MAX_VOTES_PER_USER = 100;
