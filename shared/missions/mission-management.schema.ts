import * as z from 'zod/mini';
import { ENGAGEMENT_ACTIONS, ENGAGEMENT_STATES } from '../engagements/engagement.machine';
import { SUBSCRIBER_STATES } from '../timeslots/subscriber.machine';
import { timeslotInputSchema, timeslotSchema } from '../timeslots/timeslot.schema';
import { MISSION_ACTIONS, MISSION_DISPLAY_STATES } from './mission.machine';
import { missionInputSchema, missionSchema } from './mission.schema';
import { AVAILABILITY_TYPES, MISSION_TYPES, THEMATICS } from './taxonomy';
import { requiredDate } from '../validation/inputs';
import { msg } from '../validation/messages';

/**
 * The contract of the association (and company-publisher) mission screens:
 * what `/api/v1/associations/{slug}/missions...` accepts and answers. The
 * server routes validate with these schemas and the client forms use them.
 */

/** The mission form saves the mission and its timeslots together: slots with an id are updated, new ones inserted, missing ones deleted. */
export const missionFormSchema = z.intersection(missionInputSchema, z.object({ timeslots: z._default(z.array(timeslotInputSchema), []) }));
export type MissionFormInput = z.infer<typeof missionFormSchema>;

export const personRefSchema = z.object({ id: z.uuid(), fullName: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** One row of `/association/{slug}/missions` and of the dashboard's lists. */
export const missionListItemSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  displayState: z.enum(MISSION_DISPLAY_STATES),
  missionType: z.enum(MISSION_TYPES),
  availabilityType: z.enum(AVAILABILITY_TYPES),
  isRemote: z.boolean(),
  locationLabel: z.nullable(z.string()),
  thematics: z.array(z.enum(THEMATICS)),
  coverImage: z.nullable(z.string()),
  supervisor: z.nullable(personRefSchema),
  expiresOn: z.nullable(z.string()),
  /** Start of the next future timeslot (ISO), if any. */
  nextTimeslotAt: z.nullable(z.string()),
  futureTimeslots: z.int(),
  placesLeft: z.int(),
  applications: z.object({ pending: z.int(), confirmed: z.int() }),
  /** Required fields still empty (publishing is refused while any is). */
  missingFields: z.array(z.string()),
  updatedAt: z.string(),
});
export type MissionListItem = z.infer<typeof missionListItemSchema>;

export const missionListQuerySchema = z.object({
  state: z.optional(z.enum(MISSION_DISPLAY_STATES)),
  expiring: z.optional(z.enum(['true', 'false'])),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type MissionListQuery = z.infer<typeof missionListQuerySchema>;

export const missionListSchema = z.object({
  missions: z.array(missionListItemSchema),
  /** How many missions the association has in each display state (for the filter chips). */
  counts: z.record(z.string(), z.int()),
});
export type MissionList = z.infer<typeof missionListSchema>;

/** `GET .../missions/{id}`: the mission dashboard's Résumé and Créneaux, and the edit form. */
export const missionDetailSchema = z.object({
  mission: missionSchema,
  displayState: z.enum(MISSION_DISPLAY_STATES),
  timeslots: z.array(timeslotSchema),
  facts: z.object({ timeslots: z.int(), applications: z.int(), registeredVolunteers: z.int(), waitingSubscribers: z.int() }),
  missingFields: z.array(z.string()),
  /** The state-machine actions the viewer may take now (drives the buttons). */
  availableActions: z.array(z.enum(MISSION_ACTIONS)),
  canDelete: z.boolean(),
  /** The locked fields, so the form disables them with a reason: field -> error code. */
  lockedFields: z.record(z.string(), z.string()),
  supervisors: z.array(personRefSchema),
  association: z.nullable(z.object({ id: z.int(), slug: z.string(), name: z.string() })),
  /** The viewer handles the mission's applications (its referent; on a company-published mission without one, the company's admins). */
  handlesApplications: z.boolean(),
});
export type MissionDetail = z.infer<typeof missionDetailSchema>;

/** The Candidatures tab, each application with the engagement actions the viewer may take on it now. */
export const missionApplicationSchema = z.object({
  id: z.uuid(),
  state: z.enum(ENGAGEMENT_STATES),
  volunteer: z.object({ fullName: z.string(), email: z.string(), companyName: z.string() }),
  timeType: z.enum(['work', 'personal']),
  message: z.nullable(z.string()),
  timeslots: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
  createdAt: z.string(),
  availableActions: z.array(z.enum(ENGAGEMENT_ACTIONS)),
});
export type MissionApplication = z.infer<typeof missionApplicationSchema>;

/** The Liste d'attente tab. */
export const missionSubscriberSchema = z.object({
  id: z.uuid(),
  timeslotId: z.int(),
  timeslotStartsAt: z.string(),
  volunteer: z.object({ fullName: z.string(), companyName: z.string() }),
  state: z.enum(SUBSCRIBER_STATES),
  createdAt: z.string(),
});
export type MissionSubscriber = z.infer<typeof missionSubscriberSchema>;

/** The Témoignages tab: what volunteers wrote when finishing. */
export const missionTestimonySchema = z.object({
  engagementId: z.uuid(),
  volunteerName: z.string(),
  testimony: z.string(),
  finishedAt: z.string(),
});
export type MissionTestimony = z.infer<typeof missionTestimonySchema>;

/** `GET /api/v1/associations/{slug}/dashboard`: the association home. */
export const associationDashboardSchema = z.object({
  needsAttention: z.array(missionListItemSchema),
  pendingApplications: z.array(
    z.object({ engagementId: z.uuid(), missionId: z.int(), missionTitle: z.string(), volunteerName: z.string(), createdAt: z.string() }),
  ),
  expiring: z.array(missionListItemSchema),
  /** `/association/{slug}/demarrage`: the onboarding checklist, in order. */
  onboarding: z.array(z.object({ key: z.enum(['profile', 'logo', 'supervisor', 'first_mission', 'first_publication']), done: z.boolean() })),
});
export type AssociationDashboard = z.infer<typeof associationDashboardSchema>;

/** `POST .../missions/{id}/date-range` (platform admins, missions longer than 10 days): one range of days with its places. */
export const dateRangeInputSchema = z
  .object({
    startsOn: requiredDate('start_date_required'),
    endsOn: requiredDate('end_date_required'),
    places: z.int(msg('integer')).check(z.gte(1, msg('places_min', { min: 1 }))),
  })
  .check(z.refine((range) => range.endsOn >= range.startsOn, { path: ['endsOn'], ...msg('date_order') }));
export type DateRangeInput = z.infer<typeof dateRangeInputSchema>;

/**
 * `GET /api/v1/associations/{slug}/booking-targets` and `/companies/{slug}/booking-targets`:
 * the companies (with their entities) a mission of that space may be restricted to.
 */
export const bookingTargetsSchema = z.object({
  companies: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      entities: z.array(z.object({ id: z.int(), name: z.string() })),
    }),
  ),
});
export type BookingTargets = z.infer<typeof bookingTargetsSchema>;
