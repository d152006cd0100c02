// zod-free: the app shell's session guard (me.guard.ts) reads these.
/**
 * Spec §3 User states. What each allows: `created` (account made by an import
 * or SSO, never signed in), `invited` (an invitation was sent), `registered`
 * (a usable, validated account), `toValidate` (signed up, waiting for the
 * company's validation: may sign in, may not apply), `disabled` (may not sign in).
 */
export const USER_STATES = ['created', 'invited', 'registered', 'toValidate', 'disabled'] as const;
export type UserState = (typeof USER_STATES)[number];

export function canSignIn(state: UserState): boolean {
  return state !== 'disabled';
}

/** Spec §6: applying (and submitting projects) requires a validated account. */
export function isAccountValidated(state: UserState): boolean {
  return state === 'registered';
}
