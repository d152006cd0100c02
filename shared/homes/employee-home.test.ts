import { describe, expect, it } from 'vitest';
import type { EngagementView } from '../engagements/engagement-api.schema';
import { employeeHomeFacts, givenHours, homeActions, nextDate } from './employee-home';

type Date_ = EngagementView['timeslots'][number];
const NOW = new Date('2026-03-10T12:00:00Z');
const date = (startsAt: string, endsAt: string, state: Date_['state'] = 'created'): Date_ =>
  ({ id: 1, timeslotId: 1, date: startsAt.slice(0, 10), startsAt, endsAt, state, validatorType: null, managerEmail: null, reviewStatus: 'to_validate', reviewActions: [] }) as Date_;
let seq = 0;
const engagement = (over: Partial<EngagementView> = {}) =>
  ({
    id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
    state: 'validated',
    step: 'to_complete',
    mission: { id: seq, slug: `m-${seq}`, title: `Mission ${seq}`, availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS', externalUrl: null, association: { id: 1, slug: 'a', name: 'Les Amis' }, supervisorId: null },
    timeslots: [],
    revisedDurationHours: null,
    approximateDurationHours: null,
    ...over,
  }) as EngagementView;

describe('nextDate', () => {
  it.each([
    ['no application', [], null],
    ['a past date only', [engagement({ timeslots: [date('2026-03-01T08:00:00Z', '2026-03-01T12:00:00Z')] })], null],
    ['a canceled application', [engagement({ state: 'canceled', timeslots: [date('2026-03-20T08:00:00Z', '2026-03-20T12:00:00Z')] })], null],
    ['a refused date', [engagement({ timeslots: [date('2026-03-20T08:00:00Z', '2026-03-20T12:00:00Z', 'rejected')] })], null],
    ['a validated application', [engagement({ timeslots: [date('2026-03-20T08:00:00Z', '2026-03-20T12:00:00Z')] })], { startsAt: '2026-03-20T08:00:00Z', confirmed: true }],
    ['a date under way', [engagement({ timeslots: [date('2026-03-10T08:00:00Z', '2026-03-10T14:00:00Z')] })], { startsAt: '2026-03-10T08:00:00Z', confirmed: true }],
    ['a date awaiting the manager', [engagement({ timeslots: [date('2026-03-20T08:00:00Z', '2026-03-20T12:00:00Z', 'toValidate')] })], { confirmed: false }],
    ['an application not confirmed yet', [engagement({ state: 'created', timeslots: [date('2026-03-20T08:00:00Z', '2026-03-20T12:00:00Z')] })], { confirmed: false }],
    [
      'the soonest of two applications',
      [engagement({ timeslots: [date('2026-04-01T08:00:00Z', '2026-04-01T12:00:00Z')] }), engagement({ timeslots: [date('2026-03-15T08:00:00Z', '2026-03-15T12:00:00Z')] })],
      { startsAt: '2026-03-15T08:00:00Z' },
    ],
  ])('%s', (_, engagements, expected) => {
    const found = nextDate(engagements, NOW);
    if (expected === null) expect(found).toBeNull();
    else expect(found).toMatchObject(expected);
  });
});

describe('homeActions', () => {
  it.each([
    ['message_to_send', 'created', [], 'message_to_send'],
    ['message_sent', 'created', [], null],
    ['timeslot_to_select', 'created', [], 'timeslot_to_select'],
    ['timeslot_to_validate', 'validated', [], null],
    ['external_registration', 'validated', [], 'external_registration'],
    ['to_complete', 'validated', [], null],
    ['to_update_and_finish', 'validated', [], 'to_update_and_finish'],
    ['survey_to_complete', 'finished', [], 'survey_to_complete'],
    ['finished', 'finished', [], null],
    ['canceled', 'canceled', [date('2026-03-20T08:00:00Z', '2026-03-20T12:00:00Z', 'rejected')], null],
    ['to_complete', 'validated', [date('2026-03-20T08:00:00Z', '2026-03-20T12:00:00Z', 'rejected')], 'dates_refused'],
    ['message_to_send', 'created', [date('2026-03-20T08:00:00Z', '2026-03-20T12:00:00Z', 'rejected')], 'dates_refused'],
  ] as const)('step %s, state %s -> %s', (step, state, timeslots, kind) => {
    const actions = homeActions([engagement({ step, state, timeslots: [...timeslots] })]);
    expect(actions.map((action) => action.kind)).toEqual(kind ? [kind] : []);
  });
});

describe('givenHours and impact', () => {
  it.each([
    ['the revised duration wins', { revisedDurationHours: 3, approximateDurationHours: 8, timeslots: [date('2026-03-01T08:00:00Z', '2026-03-01T12:00:00Z')] }, 3],
    ['else the live dates', { timeslots: [date('2026-03-01T08:00:00Z', '2026-03-01T12:00:00Z'), date('2026-03-02T08:00:00Z', '2026-03-02T10:30:00Z'), date('2026-03-03T08:00:00Z', '2026-03-03T12:00:00Z', 'rejected')] }, 6.5],
    ['else the estimate', { approximateDurationHours: 2 }, 2],
    ['else nothing', {}, 0],
  ])('%s', (_, over, hours) => {
    expect(givenHours(engagement({ state: 'finished', ...over }))).toBe(hours);
  });

  it('counts finished applications only, and each association once', () => {
    const other = { id: 2, slug: 'b', name: 'Autre' };
    const facts = employeeHomeFacts(
      [
        engagement({ state: 'finished', step: 'finished', revisedDurationHours: 4 }),
        engagement({ state: 'finished', step: 'finished', revisedDurationHours: 2.5 }),
        engagement({ state: 'finished', step: 'finished', approximateDurationHours: 1, mission: { ...engagement().mission, association: other } }),
        engagement({ state: 'validated', revisedDurationHours: 10 }),
        engagement({ state: 'canceled', step: 'canceled', revisedDurationHours: 10 }),
      ],
      NOW,
    );
    expect(facts.impact).toEqual({ hours: 7.5, missions: 3, associations: 2 });
    expect(facts.applications).toBe(5);
  });
});
