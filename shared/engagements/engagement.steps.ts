import type { EngagementTimeslotState } from './engagement-timeslot.machine';
import type { EngagementState } from './engagement.machine';

/** Spec §4: the steps shown to the employee on 'mes expériences'. Labels: `engagements:steps.<step>`. */
export const ENGAGEMENT_STEPS = [
  'message_to_send',
  'message_sent',
  'timeslot_to_select',
  'timeslot_to_validate',
  'external_registration',
  'to_complete',
  'to_update_and_finish',
  'survey_to_complete',
  'finished',
  'canceled',
] as const;
export type EngagementStep = (typeof ENGAGEMENT_STEPS)[number];

export interface EngagementStepFacts {
  state: EngagementState;
  /** Whether the employee has written to the association yet. */
  messageSent: boolean;
  /** The mission works with timeslots (not a free-text availability). */
  usesTimeslots: boolean;
  timeslotStates: readonly EngagementTimeslotState[];
  /** The mission asks volunteers to register on an external site, and this one has not confirmed it yet. */
  externalRegistrationPending: boolean;
  /** The last chosen date is over. */
  datesOver: boolean;
  /** The end-of-mission survey (or testimony) has been answered. */
  surveyDone: boolean;
}

/** The one step to show for an application, in the order the employee goes through them. */
export function engagementStep(facts: EngagementStepFacts): EngagementStep {
  if (facts.state === 'canceled') return 'canceled';
  if (facts.state === 'finished') return facts.surveyDone ? 'finished' : 'survey_to_complete';
  const liveDates = facts.timeslotStates.filter((state) => state !== 'canceled' && state !== 'rejected');
  if (facts.usesTimeslots && liveDates.length === 0) return 'timeslot_to_select';
  if (facts.state === 'created') return facts.messageSent ? 'message_sent' : 'message_to_send';
  if (facts.externalRegistrationPending) return 'external_registration';
  if (liveDates.includes('toValidate')) return 'timeslot_to_validate';
  return facts.datesOver ? 'to_update_and_finish' : 'to_complete';
}
