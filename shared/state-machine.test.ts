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
    expect(door.availableActions('closed', { hasKey: true })).toEqual(['lock', 'open']);
    expect(door.availableActions('closed', {})).toEqual(['open']);
    expect(door.can('open', 'close', {})).toBe(true);
  });
});

describe('rule results', () => {
  it('returns the first refusal', () => {
    expect(firstRefusal({ ok: true }, refused('FORBIDDEN'), refused('NOT_FOUND'))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(firstRefusal({ ok: true })).toEqual({ ok: true });
  });
});
