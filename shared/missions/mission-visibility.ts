import { differenceInCalendarDays } from 'date-fns';
import { isMissionOpenTo } from '../permissions/policies';
import { instantToParis } from '../time/paris';
import { dayPortion } from '../time/working-time';
import { acceptsApplications, isMissionExpired, type MissionState } from './mission.machine';
import { type AvailabilityType, type BookingRestriction, type MissionDuration, type PublisherType, SHORT_MISSION_MAX_DAYS } from './taxonomy';

/**
 * Who finds a mission in the search and may open its page. The search SQL
 * (server/modules/missions/search.sql.ts) mirrors these functions; a server
 * test checks that both agree on the same missions.
 */
export interface MissionVisibilityFacts {
  state: MissionState;
  expiresOn: string | null;
  lastTimeslotEndsAt: Date | null;
  publisherType: PublisherType;
  /** The company that published it (company missions). */
  companyId: number | null;
  bookingRestriction: BookingRestriction;
  restrictedCompanyIds: readonly number[];
  targetedForEntityIds: readonly number[];
}

export interface EmployeeFacts {
  companyId: number;
  entityId: number | null;
  inIntermission: boolean;
}

/** Open to volunteers at all: published (or republished) and not over (spec §4 'An expired mission becomes inaccessible to volunteers'). */
export function isLive(mission: Pick<MissionVisibilityFacts, 'state' | 'expiresOn' | 'lastTimeslotEndsAt'>, now: Date): boolean {
  return acceptsApplications(mission.state) && !isMissionExpired(mission, now);
}

/** Visitors see live missions whose booking is open to everyone; a company's own missions stay inside the company. */
export function isVisibleToPublic(mission: MissionVisibilityFacts, now: Date): boolean {
  return isLive(mission, now) && mission.bookingRestriction === 'none' && mission.publisherType !== 'PUBLISHER_TYPE_COMPANY';
}

/**
 * Employees see live missions open to them (booking restricted to their
 * company, their entity or intermission: `isMissionOpenTo`). A mission a
 * company published is seen by that company's employees only.
 */
export function isVisibleToEmployee(mission: MissionVisibilityFacts, employee: EmployeeFacts, now: Date): boolean {
  if (!isLive(mission, now)) return false;
  if (mission.publisherType === 'PUBLISHER_TYPE_COMPANY' && mission.companyId !== employee.companyId) return false;
  return isMissionOpenTo(mission, employee);
}

/**
 * What a company's people may see at all: a live mission visible to at least one of its employees, whatever their
 * entity and whether they are in intermission (the missions a company admin picks for a selection). `entityIds`: the
 * company's entities.
 */
export function isVisibleToCompany(mission: MissionVisibilityFacts, company: { companyId: number; entityIds: readonly number[] }, now: Date): boolean {
  return [null, ...company.entityIds].some((entityId) => isVisibleToEmployee(mission, { companyId: company.companyId, entityId, inIntermission: true }, now));
}

/** The time zone the product's dates are shown in (timeslots are typed in Paris time). */
export const SEARCH_TIME_ZONE = 'Europe/Paris';

/** The calendar date (YYYY-MM-DD) and time (HH:MM) of an instant in Paris. */
export function parisDateTime(instant: Date): { date: string; time: string } {
  return instantToParis(instant);
}

/**
 * The duration filter (spec §9: 'short missions under 3 days work best'; 'half
 * day unless it starts by 11:00 and ends after 14:00'). A slot within one day
 * is a half day or a day; a slot over 2 or 3 calendar days is 'a few days';
 * longer slots, and missions described by a text (a regular commitment such
 * as 'two hours a week'), are long.
 */
export function timeslotDuration(slot: { startsAt: Date; endsAt: Date }): MissionDuration {
  const start = parisDateTime(slot.startsAt);
  const end = parisDateTime(slot.endsAt);
  const days = differenceInCalendarDays(new Date(`${end.date}T00:00:00Z`), new Date(`${start.date}T00:00:00Z`)) + 1;
  if (days <= 1) return dayPortion(start.time, end.time) === 'full_day' ? 'day' : 'half_day';
  return days <= SHORT_MISSION_MAX_DAYS ? 'few_days' : 'long';
}

/** The durations a mission matches: those of its future timeslots, or 'long' when described by a text. */
export function missionDurations(
  mission: { availabilityType: AvailabilityType },
  futureTimeslots: ReadonlyArray<{ startsAt: Date; endsAt: Date }>,
): MissionDuration[] {
  if (mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT') return ['long'];
  return [...new Set(futureTimeslots.map(timeslotDuration))];
}

/** The dates filter: a timeslot starting within [from, to] (Paris days), or any mission described by a text. */
export function matchesDates(
  mission: { availabilityType: AvailabilityType },
  futureTimeslots: ReadonlyArray<{ startsAt: Date }>,
  range: { from?: string; to?: string },
): boolean {
  if (!range.from && !range.to) return true;
  if (mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT') return true;
  return futureTimeslots.some((slot) => {
    const day = parisDateTime(slot.startsAt).date;
    return (!range.from || day >= range.from) && (!range.to || day <= range.to);
  });
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The latitude/longitude box that holds every point within `radiusKm` (the index narrows to it, the exact distance decides). */
export function boundingBox(center: { latitude: number; longitude: number }, radiusKm: number) {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos(radians(center.latitude));
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return { minLat: center.latitude - dLat, maxLat: center.latitude + dLat, minLng: center.longitude - dLng, maxLng: center.longitude + dLng };
}
