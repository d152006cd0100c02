import type { ErrorCode } from './errors';

export type TransitionResult<S extends string> = { ok: true; next: S } | { ok: false; code: ErrorCode };

/**
 * One action of a machine: the states it may start from, where it leads, and
 * an optional guard returning the code of the rule it breaks (or null).
 */
export interface ActionRule<S extends string, C> {
  from: readonly S[];
  to: S | ((state: S, ctx: C) => S);
  guard?: (ctx: C, state: S) => ErrorCode | null;
}

export interface Machine<S extends string, A extends string, C> {
  readonly states: readonly S[];
  readonly actions: readonly A[];
  readonly rules: { readonly [K in A]: ActionRule<S, C> };
  /** Pure: what the action does from this state, or why it is refused. */
  transition(state: S, action: A, ctx: C): TransitionResult<S>;
  can(state: S, action: A, ctx: C): boolean;
  /** The actions allowed from a state, e.g. to decide which buttons to show. */
  availableActions(state: S, ctx: C): A[];
}

/**
 * Declares a state machine as a table. Every state machine of the product is
 * written this way, so each can be table-tested over every state x action.
 */
export function defineMachine<const S extends string, const A extends string, C = void>(definition: {
  states: readonly S[];
  actions: readonly A[];
  rules: { readonly [K in A]: ActionRule<S, C> };
}): Machine<S, A, C> {
  const transition = (state: S, action: A, ctx: C): TransitionResult<S> => {
    const rule = definition.rules[action];
    if (!rule || !rule.from.includes(state)) return { ok: false, code: 'INVALID_TRANSITION' };
    const refusal = rule.guard?.(ctx, state) ?? null;
    if (refusal) return { ok: false, code: refusal };
    return { ok: true, next: typeof rule.to === 'function' ? rule.to(state, ctx) : rule.to };
  };
  return {
    states: definition.states,
    actions: definition.actions,
    rules: definition.rules,
    transition,
    can: (state, action, ctx) => transition(state, action, ctx).ok,
    availableActions: (state, ctx) => definition.actions.filter((action) => transition(state, action, ctx).ok),
  };
}

/** For table tests: `next state` or the refusal code, as one string. */
export function outcome<S extends string>(result: TransitionResult<S>): string {
  return result.ok ? result.next : result.code;
}
