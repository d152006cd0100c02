import { defineMachine } from '../state-machine';

/** Spec §3/§4 'Engagement timeslot': the dates of an application and their validation by the manager. */
export const ENGAGEMENT_TIMESLOT_STATES = ['created', 'toValidate', 'validated', 'rejected', 'canceled'] as const;
export type EngagementTimeslotState = (typeof ENGAGEMENT_TIMESLOT_STATES)[number];

export const ENGAGEMENT_TIMESLOT_ACTIONS = ['request_validation', 'auto_validate', 'validate', 'reject', 'cancel', 'reject_on_finish', 'choose_again'] as const;
export type EngagementTimeslotAction = (typeof ENGAGEMENT_TIMESLOT_ACTIONS)[number];

/** Who decided on a date: the user's manager (through the link), or a company admin in the manager's place. */
export const VALIDATOR_TYPES = ['manager', 'company_admin'] as const;
export type ValidatorType = (typeof VALIDATOR_TYPES)[number];

export interface EngagementTimeslotContext {
  /** Whether the company asks managers to validate work-time dates. */
  managerValidation?: boolean;
  /** Work-time dates need validation; personal-time dates never do. */
  workTime?: boolean;
}

const needsValidation = (ctx: EngagementTimeslotContext) => Boolean(ctx.managerValidation && ctx.workTime);

export const engagementTimeslotMachine = defineMachine<EngagementTimeslotState, EngagementTimeslotAction, EngagementTimeslotContext>({
  states: ENGAGEMENT_TIMESLOT_STATES,
  actions: ENGAGEMENT_TIMESLOT_ACTIONS,
  rules: {
    request_validation: { from: ['created'], to: 'toValidate', guard: (ctx) => (needsValidation(ctx) ? null : 'INVALID_TRANSITION') },
    // Spec §4: with no manager validation, dates are validated automatically.
    auto_validate: { from: ['created'], to: 'validated', guard: (ctx) => (needsValidation(ctx) ? 'INVALID_TRANSITION' : null) },
    validate: { from: ['toValidate'], to: 'validated' },
    reject: { from: ['toValidate'], to: 'rejected' },
    cancel: { from: ['created', 'toValidate', 'validated'], to: 'canceled' },
    // Spec §4: finishing a mission rejects dates still awaiting validation.
    reject_on_finish: { from: ['toValidate'], to: 'rejected' },
    // The employee chooses again the slot of a date that was rejected or canceled ('Ajouter des dates'): the
    // date starts over as a new one would (the state `initialTimeslotAction` leads to from 'created').
    choose_again: { from: ['rejected', 'canceled'], to: (_, ctx) => (needsValidation(ctx) ? 'toValidate' : 'validated') },
  },
});

/** The first step of a new date: waiting for the manager, or validated at once. */
export function initialTimeslotAction(ctx: EngagementTimeslotContext): EngagementTimeslotAction {
  return needsValidation(ctx) ? 'request_validation' : 'auto_validate';
}

/** Dates that count for the solidarity-day balance and the agreement. */
export function countsAsPlanned(state: EngagementTimeslotState): boolean {
  return state === 'created' || state === 'toValidate' || state === 'validated';
}
