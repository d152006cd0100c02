/** Spec §3: the forms of lent time (skills sponsorship supports). Labels: `intermission:supports.<code>`. */
export const SUPPORTS = ['career', 'intermission', 'internship', 'transition'] as const;
export type Support = (typeof SUPPORTS)[number];
