/**
 * Every enumeration shown to users, and where its labels live: the label of
 * `value` is `t('<namespace>:<key>.<value>')`. A test checks that French has
 * a label for every value.
 */
import { SHARED_VIEW_KINDS } from '../associations/association.schema';
import { CERTIFICATION_LABELS } from '../associations/certification-labels';
import { FEATURES, PLANS } from '../companies/plans';
import { CREDIT_KINDS } from '../credits/credit.ledger';
import { ENGAGEMENT_CANCEL_REASONS } from '../engagements/cancel-reasons';
import { ENGAGEMENT_TIME_TYPES } from '../engagements/engagement.schema';
import { ENGAGEMENT_TIMESLOT_STATES, VALIDATOR_TYPES } from '../engagements/engagement-timeslot.machine';
import { ENGAGEMENT_STATES } from '../engagements/engagement.machine';
import { ENGAGEMENT_STEPS } from '../engagements/engagement.steps';
import { TIME_SPENT_REVIEW_STATUSES } from '../engagements/time-spent-review.machine';
import { SUPPORTS } from '../intermission/supports';
import { MISSION_DISPLAY_STATES } from '../missions/mission.machine';
import {
  ATTENDABILITIES,
  AVAILABILITY_TYPES,
  BOOKING_RESTRICTIONS,
  MISSION_DURATIONS,
  MISSION_TYPES,
  PUBLISHER_TYPES,
  SDGS,
  SKILLS,
  THEMATICS,
  TIME_TYPES,
} from '../missions/taxonomy';
import { ASSOCIATION_ROLES, COMPANY_ROLES } from '../permissions/roles';
import { TEAM_BUILDING_CANCEL_REASONS } from '../team-building/cancel-reasons';
import { SUBSCRIBER_STATES } from '../timeslots/subscriber.machine';
import { TIMESLOT_KINDS } from '../timeslots/timeslot.schema';
import { USER_STATES } from '../users/user.schema';
import { LOCATION_KINDS } from '../validation/inputs';
import { CAMPAIGN_LABELLED_ENUMS } from './enum-labels.campaigns';
import type { LabelledEnum } from './labelled-enum';

export type { LabelledEnum } from './labelled-enum';

export const LABELLED_ENUMS: LabelledEnum[] = [
  { namespace: 'missions', key: 'skills', values: SKILLS },
  { namespace: 'missions', key: 'thematics', values: THEMATICS },
  { namespace: 'missions', key: 'sdgs', values: SDGS },
  { namespace: 'missions', key: 'mission_types', values: MISSION_TYPES },
  { namespace: 'missions', key: 'publisher_types', values: PUBLISHER_TYPES },
  { namespace: 'missions', key: 'availability_types', values: AVAILABILITY_TYPES },
  { namespace: 'missions', key: 'time_types', values: TIME_TYPES },
  { namespace: 'missions', key: 'states', values: MISSION_DISPLAY_STATES },
  { namespace: 'missions', key: 'booking_restrictions', values: BOOKING_RESTRICTIONS },
  { namespace: 'missions', key: 'durations', values: MISSION_DURATIONS },
  { namespace: 'missions', key: 'attendabilities', values: ATTENDABILITIES },
  { namespace: 'missions', key: 'location_kinds', values: LOCATION_KINDS },
  { namespace: 'missions', key: 'timeslot_kinds', values: TIMESLOT_KINDS },
  { namespace: 'missions', key: 'subscriber_states', values: SUBSCRIBER_STATES },
  { namespace: 'associations', key: 'certification_labels', values: CERTIFICATION_LABELS },
  { namespace: 'associations', key: 'shared_view_kinds', values: SHARED_VIEW_KINDS },
  { namespace: 'companies', key: 'plans', values: PLANS },
  { namespace: 'companies', key: 'features', values: FEATURES },
  { namespace: 'intermission', key: 'supports', values: SUPPORTS },
  { namespace: 'users', key: 'roles', values: [...COMPANY_ROLES, ...ASSOCIATION_ROLES] },
  { namespace: 'users', key: 'states', values: USER_STATES },
  { namespace: 'engagements', key: 'states', values: ENGAGEMENT_STATES },
  { namespace: 'engagements', key: 'steps', values: ENGAGEMENT_STEPS },
  { namespace: 'engagements', key: 'cancel_reasons', values: ENGAGEMENT_CANCEL_REASONS },
  { namespace: 'engagements', key: 'timeslot_states', values: ENGAGEMENT_TIMESLOT_STATES },
  { namespace: 'engagements', key: 'review_statuses', values: TIME_SPENT_REVIEW_STATUSES },
  { namespace: 'engagements', key: 'time_types', values: ENGAGEMENT_TIME_TYPES },
  { namespace: 'engagements', key: 'validator_types', values: VALIDATOR_TYPES },
  { namespace: 'credits', key: 'kinds', values: CREDIT_KINDS },
  { namespace: 'team-building', key: 'cancel_reasons', values: TEAM_BUILDING_CANCEL_REASONS },
  ...CAMPAIGN_LABELLED_ENUMS,
];

export function labelKey(entry: Pick<LabelledEnum, 'namespace' | 'key'>, value: string | number): string {
  return `${entry.namespace}:${entry.key}.${value}`;
}
