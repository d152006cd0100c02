import { type RuleResult, allowed, refused } from '../errors';
import type { TeamBuildingRequestState } from './team-building.machine';

/** Spec §3: a team building lasts half a day or a full day. Labels: `team-building:durations.<value>`. */
export const TEAM_BUILDING_DURATIONS = ['half_day', 'full_day'] as const;
export type TeamBuildingDuration = (typeof TEAM_BUILDING_DURATIONS)[number];

interface PriceFields {
  pricePerPersonCents: number | null;
  isPriceHidden: boolean;
}
interface ParticipantRange {
  minParticipants: number;
  maxParticipants: number;
}

/** Spec §3/§9: a team building takes place within about 20 km of one of its cities (indicative). */
export const TEAM_BUILDING_RADIUS_KM = 20;
const EARTH_RADIUS_KM = 6371;

/** Spec §5/§8: a team building cannot be deleted if registrations exist. */
export function canDeleteTeamBuilding(registrationsCount: number): RuleResult {
  return registrationsCount > 0 ? refused('TEAM_BUILDING_HAS_REGISTRATIONS') : allowed;
}

/** The price per person the viewer may see: none when it is hidden (spec §3 'can be hidden'). */
export function visiblePricePerPersonCents(teamBuilding: PriceFields): number | null {
  return teamBuilding.isPriceHidden ? null : teamBuilding.pricePerPersonCents;
}

/** A request's group must fit the team building's participant range. */
export function checkParticipantsCount(teamBuilding: ParticipantRange, count: number): RuleResult {
  return count >= teamBuilding.minParticipants && count <= teamBuilding.maxParticipants ? allowed : refused('GROUP_SIZE_OUT_OF_RANGE');
}

/** The estimated cost of a request, when the price is known. */
export function estimatedCostCents(teamBuilding: Pick<PriceFields, 'pricePerPersonCents'>, participantsCount: number): number | null {
  return teamBuilding.pricePerPersonCents === null ? null : teamBuilding.pricePerPersonCents * participantsCount;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a place is within the indicative radius of one of the team building's cities. */
export function isNearTeamBuilding(teamBuilding: { addresses: readonly Point[] }, place: Point, radiusKm = TEAM_BUILDING_RADIUS_KM): boolean {
  return teamBuilding.addresses.some((address) => distanceKm(address, place) <= radiusKm);
}

/** Whether every two places are within the radius of each other (spec §3 'Addresses within 20 km'). */
export function placesWithinRadius(places: readonly Point[], radiusKm = TEAM_BUILDING_RADIUS_KM): boolean {
  return places.every((a, i) => places.slice(i + 1).every((b) => distanceKm(a, b) <= radiusKm));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Spec §9 'Half day vs day': a day starts by 11:00 and ends after 14:00. */
const DAY_STARTS_BY = minutesOf('11:00');
const DAY_ENDS_AFTER = minutesOf('14:00');

/** Spec §9: half day unless it starts by 11:00 and ends after 14:00 (times HH:MM, end after start). */
export function teamBuildingDuration(startTime: string, endTime: string): TeamBuildingDuration {
  return minutesOf(startTime) <= DAY_STARTS_BY && minutesOf(endTime) > DAY_ENDS_AFTER ? 'full_day' : 'half_day';
}

/** What a request looks like to the rules that open it to employees. */
export interface JoinableRequest {
  state: TeamBuildingRequestState;
  /** The Paris day it takes place (YYYY-MM-DD). */
  desiredDate: string;
}

/** Employees join a confirmed request that has not taken place yet (its day included), while places remain. */
export function canJoinRequest(request: JoinableRequest, today: string, joined: number, maxParticipants: number): RuleResult {
  if (request.state !== 'validated' || request.desiredDate < today) return refused('TEAM_BUILDING_REQUEST_CLOSED');
  return joined >= maxParticipants ? refused('TEAM_BUILDING_FULL') : allowed;
}

/** A participant withdraws while the request is open (confirmed, not yet past). */
export function canLeaveRequest(request: JoinableRequest, today: string): RuleResult {
  return request.state === 'validated' && request.desiredDate >= today ? allowed : refused('TEAM_BUILDING_REQUEST_CLOSED');
}

/** Participants leave a testimony once the team building is finished. */
export function canTestify(request: Pick<JoinableRequest, 'state'>): RuleResult {
  return request.state === 'finished' ? allowed : refused('TEAM_BUILDING_NOT_FINISHED');
}

/** A request asks for a day to come (today included, Paris). */
export function isRequestableDate(desiredDate: string, today: string): boolean {
  return desiredDate >= today;
}
