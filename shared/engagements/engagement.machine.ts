import { addDays } from 'date-fns';
import type { ErrorCode } from '../errors';
import type { Actor } from '../permissions/actor';
import { type EngagementMissionRef, canManageEngagement } from '../permissions/policies';
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
  /** For `add_dates`: the mission works with timeslots (there are dates to choose). */
  usesTimeslots?: boolean;
}

export function isPendingExpired(lastActivityAt: Date, now: Date): boolean {
  return addDays(lastActivityAt, PENDING_EXPIRY_DAYS) <= now;
}

/**
 * Who takes an action on an application, as the machine's `who` rules see it:
 * the actor, the side they come from (the volunteer from their employee space;
 * the organiser from the association space, or from the company that
 * published the mission), and what the rules need of the application: its
 * volunteer and its mission's referent (`canManageEngagement`).
 */
export interface EngagementParty {
  actor: Actor;
  as: 'volunteer' | 'organiser';
  engagement: { userId: string } & EngagementMissionRef;
}

/** The volunteer, on their own application. */
const volunteer = (party: EngagementParty): ErrorCode | null =>
  party.as === 'volunteer' && party.actor.userId === party.engagement.userId ? null : 'FORBIDDEN';
/** Spec §6: only the mission's referent manages an application; the rest of the organisation reads. */
const organiser = (party: EngagementParty): ErrorCode | null => {
  if (party.as !== 'organiser') return 'FORBIDDEN';
  const rule = canManageEngagement(party.actor, party.engagement);
  return rule.ok ? null : rule.code;
};
const volunteerOrOrganiser = (party: EngagementParty): ErrorCode | null => (party.as === 'volunteer' ? volunteer(party) : organiser(party));

export const engagementMachine = defineMachine<EngagementState, EngagementAction, EngagementContext, EngagementParty>({
  states: ENGAGEMENT_STATES,
  actions: ENGAGEMENT_ACTIONS,
  rules: {
    confirm: { from: ['created'], to: 'validated', who: organiser },
    finish: { from: ['validated'], to: 'finished', who: volunteerOrOrganiser },
    // Spec: 'move a finished one back to confirmed'.
    reopen: { from: ['finished'], to: 'validated', who: organiser },
    cancel: {
      from: ['created', 'validated'],
      to: 'canceled',
      who: volunteerOrOrganiser,
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
      who: organiser,
      guard: (ctx) => (ctx.stateBeforeCancel === 'canceled' ? 'INVALID_TRANSITION' : null),
    },
    // The system's move (the daily job, through `transition`): no person takes it.
    expire: {
      from: ['created'],
      to: 'canceled',
      who: () => 'FORBIDDEN',
      guard: (ctx) => (ctx.lastActivityAt && ctx.now && isPendingExpired(ctx.lastActivityAt, ctx.now) ? null : 'NOT_YET_EXPIRED'),
    },
    // The employee chooses new dates on a live application (step 'Créneau à choisir'): the state stays as it is.
    add_dates: { from: ['created', 'validated'], to: (state) => state, who: volunteer, guard: (ctx) => (ctx.usesTimeslots ? null : 'INVALID_TRANSITION') },
  },
});

/**
 * The actions this party may take on the application now: what the server
 * sends with every application it presents (`availableActions`), and what the
 * client computes offline from its replica. A cancel's reason is asked once
 * the action is chosen, so the list assumes one is given.
 */
export function engagementActions(
  engagement: { state: EngagementState; stateBeforeCancel: EngagementState | null; usesTimeslots: boolean },
  party: EngagementParty,
): EngagementAction[] {
  return engagementMachine.availableActions(engagement.state, party, {
    cancelReason: 'other',
    otherReason: '-',
    stateBeforeCancel: engagement.stateBeforeCancel ?? 'created',
    usesTimeslots: engagement.usesTimeslots,
  });
}

/** States in which an application still holds its place (and its reserved solidarity days). */
export const LIVE_ENGAGEMENT_STATES: readonly EngagementState[] = ['created', 'validated', 'finished'];
