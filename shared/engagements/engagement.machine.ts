import { addDays } from 'date-fns';
import { defineMachine } from '../state-machine';
import type { EngagementCancelReason } from './cancel-reasons';

/** Spec §4 Engagement. Codes ENGAGEMENT_STATE_*; shown 'à confirmer', 'confirmée', 'terminée', 'annulée'. */
export const ENGAGEMENT_STATES = ['created', 'validated', 'finished', 'canceled'] as const;
export type EngagementState = (typeof ENGAGEMENT_STATES)[number];
export const ENGAGEMENT_STATE_CODES: Record<EngagementState, string> = {
  created: 'ENGAGEMENT_STATE_CREATED',
  validated: 'ENGAGEMENT_STATE_VALIDATED',
  finished: 'ENGAGEMENT_STATE_FINISHED',
  canceled: 'ENGAGEMENT_STATE_CANCELED',
};

/** Spec §4/§9: a pending application expires after 30 days of inactivity. */
export const PENDING_EXPIRY_DAYS = 30;

export const ENGAGEMENT_ACTIONS = ['confirm', 'finish', 'reopen', 'cancel', 'revert_cancel', 'expire', 'add_dates'] as const;
export type EngagementAction = (typeof ENGAGEMENT_ACTIONS)[number];

export interface EngagementContext {
  /** For `cancel`: the reason, and the free text required when it is `other`. */
  cancelReason?: EngagementCancelReason | null;
  otherReason?: string | null;
  /** For `revert_cancel`: the state the engagement had before it was canceled. */
  stateBeforeCancel?: EngagementState | null;
  /** For `expire`: the last activity on the application and the current time. */
  lastActivityAt?: Date;
  now?: Date;
}

export function isPendingExpired(lastActivityAt: Date, now: Date): boolean {
  return addDays(lastActivityAt, PENDING_EXPIRY_DAYS) <= now;
}

export const engagementMachine = defineMachine<EngagementState, EngagementAction, EngagementContext>({
  states: ENGAGEMENT_STATES,
  actions: ENGAGEMENT_ACTIONS,
  rules: {
    confirm: { from: ['created'], to: 'validated' },
    finish: { from: ['validated'], to: 'finished' },
    // Spec: 'move a finished one back to confirmed'.
    reopen: { from: ['finished'], to: 'validated' },
    cancel: {
      from: ['created', 'validated'],
      to: 'canceled',
      guard: (ctx) => {
        if (!ctx.cancelReason) return 'CANCEL_REASON_REQUIRED';
        if (ctx.cancelReason === 'other' && !ctx.otherReason?.trim()) return 'OTHER_REASON_REQUIRED';
        return null;
      },
    },
    // Spec: 'revert a cancellation to the previous status'.
    revert_cancel: {
      from: ['canceled'],
      to: (_, ctx) => ctx.stateBeforeCancel ?? 'created',
      guard: (ctx) => (ctx.stateBeforeCancel === 'canceled' ? 'INVALID_TRANSITION' : null),
    },
    expire: {
      from: ['created'],
      to: 'canceled',
      guard: (ctx) => (ctx.lastActivityAt && ctx.now && isPendingExpired(ctx.lastActivityAt, ctx.now) ? null : 'NOT_YET_EXPIRED'),
    },
    // The employee chooses new dates on a live application (step 'Créneau à choisir'): the state stays as it is.
    add_dates: { from: ['created', 'validated'], to: (state) => state },
  },
});

/** States in which an application still holds its place (and its reserved solidarity days). */
export const LIVE_ENGAGEMENT_STATES: readonly EngagementState[] = ['created', 'validated', 'finished'];
