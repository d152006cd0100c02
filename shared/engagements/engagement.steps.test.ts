import { describe, expect, it } from 'vitest';
import { type EngagementStepFacts, engagementStep } from './engagement.steps';

const base: EngagementStepFacts = {
  state: 'created',
  messageSent: false,
  usesTimeslots: true,
  timeslotStates: ['created'],
  externalRegistrationPending: false,
  datesOver: false,
  surveyDone: false,
};

describe('the step shown to the employee (spec §4)', () => {
  it.each<[string, Partial<EngagementStepFacts>, string]>([
    ['pending, nothing written', {}, 'message_to_send'],
    ['pending, message written', { messageSent: true }, 'message_sent'],
    ['no date chosen', { timeslotStates: [] }, 'timeslot_to_select'],
    ['only rejected dates', { state: 'validated', timeslotStates: ['rejected', 'canceled'] }, 'timeslot_to_select'],
    ['text availability needs no date', { usesTimeslots: false, timeslotStates: [], messageSent: true }, 'message_sent'],
    ['confirmed, external registration pending', { state: 'validated', externalRegistrationPending: true }, 'external_registration'],
    ['confirmed, a date awaits the manager', { state: 'validated', timeslotStates: ['validated', 'toValidate'] }, 'timeslot_to_validate'],
    ['confirmed, dates ahead', { state: 'validated', timeslotStates: ['validated'] }, 'to_complete'],
    ['confirmed, dates over', { state: 'validated', timeslotStates: ['validated'], datesOver: true }, 'to_update_and_finish'],
    ['finished, survey not answered', { state: 'finished' }, 'survey_to_complete'],
    ['finished, survey answered', { state: 'finished', surveyDone: true }, 'finished'],
    ['canceled', { state: 'canceled' }, 'canceled'],
  ])('%s -> %s', (_, facts, step) => {
    expect(engagementStep({ ...base, ...facts })).toBe(step);
  });
});
