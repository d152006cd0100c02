import { defineMachine } from '../state-machine';

/** Spec §3/§4: waiting-list subscribers of a timeslot are waiting, or expired once the slot has passed. */
export const SUBSCRIBER_STATES = ['waiting', 'expired'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const SUBSCRIBER_ACTIONS = ['expire'] as const;
export type SubscriberAction = (typeof SUBSCRIBER_ACTIONS)[number];

export const subscriberMachine = defineMachine<SubscriberState, SubscriberAction, { slotEndsAt: Date; now: Date }>({
  states: SUBSCRIBER_STATES,
  actions: SUBSCRIBER_ACTIONS,
  rules: {
    expire: { from: ['waiting'], to: 'expired', guard: (ctx) => (ctx.slotEndsAt <= ctx.now ? null : 'INVALID_TRANSITION') },
  },
});
