import { describe, expect, it } from 'vitest';
import { firstRefusal, refused } from './errors';
import { defineMachine, outcome } from './state-machine';

describe('defineMachine', () => {
  const door = defineMachine<'open' | 'closed' | 'locked', 'close' | 'lock' | 'open', { hasKey?: boolean }>({
    states: ['open', 'closed', 'locked'],
    actions: ['close', 'lock', 'open'],
    rules: {
      close: { from: ['open'], to: 'closed' },
      lock: { from: ['closed'], to: 'locked', guard: (ctx) => (ctx.hasKey ? null : 'FORBIDDEN') },
      open: { from: ['closed', 'locked'], to: (state, ctx) => (state === 'locked' && !ctx.hasKey ? 'locked' : 'open') },
    },
  });

  it('answers with the next state, INVALID_TRANSITION or the guard code', () => {
    expect(outcome(door.transition('open', 'close', {}))).toBe('closed');
    expect(outcome(door.transition('open', 'lock', {}))).toBe('INVALID_TRANSITION');
    expect(outcome(door.transition('closed', 'lock', {}))).toBe('FORBIDDEN');
    expect(outcome(door.transition('locked', 'open', {}))).toBe('locked');
    expect(outcome(door.transition('locked', 'open', { hasKey: true }))).toBe('open');
  });

  it('lists the available actions', () => {
    expect(door.availableActions('closed', undefined, { hasKey: true })).toEqual(['lock', 'open']);
    expect(door.availableActions('closed', undefined, {})).toEqual(['open']);
    expect(door.can('open', 'close', {})).toBe(true);
  });

  it('refuses an action for who acts before looking at the state, and lists only what the party may do', () => {
    const badge = defineMachine<'open' | 'closed', 'close' | 'open', void, { guard: boolean }>({
      states: ['open', 'closed'],
      actions: ['close', 'open'],
      rules: {
        close: { from: ['open'], to: 'closed', who: (party) => (party.guard ? null : 'FORBIDDEN_NOT_REFERENT') },
        open: { from: ['closed'], to: 'open' },
      },
    });
    expect(outcome(badge.authorize('open', 'close', { guard: true }))).toBe('closed');
    expect(outcome(badge.authorize('open', 'close', { guard: false }))).toBe('FORBIDDEN_NOT_REFERENT');
    expect(outcome(badge.authorize('closed', 'close', { guard: false }))).toBe('FORBIDDEN_NOT_REFERENT');
    expect(outcome(badge.authorize('closed', 'close', { guard: true }))).toBe('INVALID_TRANSITION');
    expect(badge.availableActions('open', { guard: false })).toEqual([]);
    expect(badge.availableActions('open', { guard: true })).toEqual(['close']);
    expect(badge.availableActions('closed', { guard: false })).toEqual(['open']);
    // The system's own moves ignore `who`.
    expect(outcome(badge.transition('open', 'close'))).toBe('closed');
  });
});

describe('rule results', () => {
  it('returns the first refusal', () => {
    expect(firstRefusal({ ok: true }, refused('FORBIDDEN'), refused('NOT_FOUND'))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(firstRefusal({ ok: true })).toEqual({ ok: true });
  });
});
