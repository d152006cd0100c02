import { type RuleResult, allowed, refused } from '../errors';
import type { TeamBuilding } from './team-building.schema';

/** Spec §3/§9: a team building takes place within about 20 km of one of its cities (indicative). */
export const TEAM_BUILDING_RADIUS_KM = 20;
const EARTH_RADIUS_KM = 6371;

/** Spec §5/§8: a team building cannot be deleted if registrations exist. */
export function canDeleteTeamBuilding(registrationsCount: number): RuleResult {
  return registrationsCount > 0 ? refused('TEAM_BUILDING_HAS_REGISTRATIONS') : allowed;
}

/** The price per person the viewer may see: none when it is hidden (spec §3 'can be hidden'). */
export function visiblePricePerPersonCents(teamBuilding: Pick<TeamBuilding, 'pricePerPersonCents' | 'isPriceHidden'>): number | null {
  return teamBuilding.isPriceHidden ? null : teamBuilding.pricePerPersonCents;
}

/** A request's group must fit the team building's participant range. */
export function checkParticipantsCount(teamBuilding: Pick<TeamBuilding, 'minParticipants' | 'maxParticipants'>, count: number): RuleResult {
  return count >= teamBuilding.minParticipants && count <= teamBuilding.maxParticipants ? allowed : refused('GROUP_SIZE_OUT_OF_RANGE');
}

/** The estimated cost of a request, when the price is known. */
export function estimatedCostCents(teamBuilding: Pick<TeamBuilding, 'pricePerPersonCents'>, participantsCount: number): number | null {
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
