import type { ErrorCode } from './errors';

export type TransitionResult<S extends string> = { ok: true; next: S } | { ok: false; code: ErrorCode };

/**
 * One action of a machine: the states it may start from, where it leads, an
 * optional guard returning the code of the rule the state or input breaks (or
 * null), and an optional `who`: the code of the rule the actor breaks (or
 * null). An action without `who` is open to whoever may act on the resource.
 */
export interface ActionRule<S extends string, C, P> {
  from: readonly S[];
  to: S | ((state: S, ctx: C) => S);
  guard?: (ctx: C, state: S) => ErrorCode | null;
  who?: (party: P, ctx: C) => ErrorCode | null;
}

/**
 * A state machine. `P` is the party acting, as the machine's `who` rules see
 * it (an actor and their relation to the resource); `void` when no action
 * depends on who acts.
 */
export interface Machine<S extends string, A extends string, C, P = void> {
  readonly states: readonly S[];
  readonly actions: readonly A[];
  readonly rules: { readonly [K in A]: ActionRule<S, C, P> };
  /** Pure: what the action does from this state, or why it is refused, whoever acts (the system's own moves, e.g. expiry). */
  transition(state: S, action: A, ctx: C): TransitionResult<S>;
  can(state: S, action: A, ctx: C): boolean;
  /** What the action does when this party takes it: refused first for who they are, then as `transition`. */
  authorize(state: S, action: A, party: P, ctx: C): TransitionResult<S>;
  /** The actions this party may take from this state: the buttons to show, sent by the server with the resource. */
  availableActions(state: S, party: P, ctx: C): A[];
}

/**
 * Declares a state machine as a table. Every state machine of the product is
 * written this way, so each can be table-tested over every state x action
 * (x party, for the actions with a `who`).
 */
export function defineMachine<const S extends string, const A extends string, C = void, P = void>(definition: {
  states: readonly S[];
  actions: readonly A[];
  rules: { readonly [K in A]: ActionRule<S, C, P> };
}): Machine<S, A, C, P> {
  const transition = (state: S, action: A, ctx: C): TransitionResult<S> => {
    const rule = definition.rules[action];
    if (!rule || !rule.from.includes(state)) return { ok: false, code: 'INVALID_TRANSITION' };
    const refusal = rule.guard?.(ctx, state) ?? null;
    if (refusal) return { ok: false, code: refusal };
    return { ok: true, next: typeof rule.to === 'function' ? rule.to(state, ctx) : rule.to };
  };
  const authorize = (state: S, action: A, party: P, ctx: C): TransitionResult<S> => {
    const refusal = definition.rules[action]?.who?.(party, ctx) ?? null;
    return refusal ? { ok: false, code: refusal } : transition(state, action, ctx);
  };
  return {
    states: definition.states,
    actions: definition.actions,
    rules: definition.rules,
    transition,
    can: (state, action, ctx) => transition(state, action, ctx).ok,
    authorize,
    availableActions: (state, party, ctx) => definition.actions.filter((action) => authorize(state, action, party, ctx).ok),
  };
}

/** For table tests: `next state` or the refusal code, as one string. */
export function outcome<S extends string>(result: TransitionResult<S>): string {
  return result.ok ? result.next : result.code;
}
