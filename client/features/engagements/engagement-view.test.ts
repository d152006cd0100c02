import { describe, expect, it } from 'vitest';
import type { EngagementView } from '../../../shared/engagements/engagement-api.schema';
import { groupExperiences, stepOfView } from './engagement-view';
import { daysValue } from './format';

function view(overrides: Partial<EngagementView> = {}): EngagementView {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    state: 'created',
    step: 'message_to_send',
    missionId: 7,
    employeeId: '00000000-0000-4000-8000-0000000000aa',
    timeType: 'work',
    activityType: 'ACTIVITY_TYPE_ENGAGEMENT',
    message: null,
    cancelReason: null,
    otherReason: null,
    cancelMessage: null,
    survey: null,
    testimony: null,
    approximateDurationHours: 7,
    revisedDurationHours: null,
    timeslots: [
      { id: 1, timeslotId: 3, date: '2030-05-04', startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T15:00:00.000Z', state: 'validated', validatorType: null, managerEmail: null, reviewStatus: 'to_validate', reviewActions: [] },
    ],
    createdAt: '2030-04-01T10:00:00.000Z',
    updatedAt: '2030-04-01T10:00:00.000Z',
    companyId: 1,
    companyName: 'Acme',
    mission: { id: 7, slug: 'distribution', title: 'Distribution', availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS', externalUrl: null, association: null, supervisorId: null },
    volunteer: { fullName: 'Sam', email: 'sam@acme.example' },
    stateBeforeCancel: null,
    externalRegistrationDone: false,
    surveyCompletedAt: null,
    lastActivityAt: '2030-04-01T10:00:00.000Z',
    managerRequestedAt: null,
    availableActions: ['cancel'],
    ...overrides,
  };
}

const before = new Date('2030-05-01T00:00:00Z');
const after = new Date('2030-05-05T00:00:00Z');

describe('stepOfView (spec §4 steps from the view)', () => {
  it.each([
    ['no message yet', view(), before, 'message_to_send'],
    ['message written', view({ message: 'Bonjour' }), before, 'message_sent'],
    ['every date rejected', view({ state: 'validated', timeslots: [{ ...view().timeslots[0]!, state: 'rejected' }] }), before, 'timeslot_to_select'],
    ['a date awaits the manager', view({ state: 'validated', timeslots: [{ ...view().timeslots[0]!, state: 'toValidate' }] }), before, 'timeslot_to_validate'],
    ['external registration pending', view({ state: 'validated', mission: { ...view().mission, externalUrl: 'https://example.org' } }), before, 'external_registration'],
    ['confirmed, before the date', view({ state: 'validated' }), before, 'to_complete'],
    ['confirmed, the date is over', view({ state: 'validated' }), after, 'to_update_and_finish'],
    ['finished without survey', view({ state: 'finished' }), after, 'survey_to_complete'],
    ['finished with survey', view({ state: 'finished', surveyCompletedAt: '2030-05-06T00:00:00.000Z' }), after, 'finished'],
    ['canceled', view({ state: 'canceled' }), before, 'canceled'],
  ] as const)('%s', (_, engagement, now, step) => {
    expect(stepOfView(engagement, now)).toBe(step);
  });
});

describe('groupExperiences', () => {
  it('puts to-confirm and confirmed in "en cours", most recent first', () => {
    const groups = groupExperiences([
      view({ id: 'a', lastActivityAt: '2030-01-01T00:00:00Z' }),
      view({ id: 'b', state: 'validated', lastActivityAt: '2030-02-01T00:00:00Z' }),
      view({ id: 'c', state: 'finished' }),
      view({ id: 'd', state: 'canceled' }),
    ]);
    expect(groups.ongoing.map((e) => e.id)).toEqual(['b', 'a']);
    expect(groups.finished.map((e) => e.id)).toEqual(['c']);
    expect(groups.canceled.map((e) => e.id)).toEqual(['d']);
  });
});

describe('daysValue (spec §9: days of 7 hours, in sevenths)', () => {
  it.each([
    [0, '0'],
    [3, '3/7'],
    [7, '1'],
    [10, '1 3/7'],
    [14, '2'],
    [-4, '-4/7'],
  ])('%i h -> %s', (hours, text) => {
    expect(daysValue(hours)).toBe(text);
  });
});
