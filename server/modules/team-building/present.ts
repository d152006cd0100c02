import type { TeamBuildingCard, TeamBuildingRequestListItem } from '../../../shared/team-building/team-building-api';
import { visiblePricePerPersonCents } from '../../../shared/team-building/team-building.rules';
import type { TeamBuilding, TeamBuildingRequest } from '../../../shared/team-building/team-building.schema';
import type { RequestRow, TeamBuildingRow } from './team-building.sql';

/** The price a reader sees: its editor always, anyone else unless it is hidden (spec §3 'can be hidden'). */
const priceFor = (row: TeamBuildingRow, isEditor: boolean) => (isEditor ? row.pricePerPersonCents : visiblePricePerPersonCents(row));

const citiesOf = (row: TeamBuildingRow) => row.addresses.map((place) => place.city ?? place.label);

export function presentTeamBuilding(row: TeamBuildingRow, isEditor: boolean): TeamBuilding {
  return {
    id: row.id,
    companyId: row.companyId,
    title: row.title,
    description: row.description,
    startTime: row.startTime,
    endTime: row.endTime,
    duration: row.duration,
    minParticipants: row.minParticipants,
    maxParticipants: row.maxParticipants,
    pricePerPersonCents: priceFor(row, isEditor),
    isPriceHidden: row.isPriceHidden,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    addresses: row.addresses.map((place) => ({ ...place, kind: 'city', region: place.region ?? null })),
    thematics: row.thematics,
    associationId: row.associationId,
    associationName: row.associationName,
    images: row.images,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCard(row: TeamBuildingRow, isEditor: boolean): TeamBuildingCard {
  return {
    id: row.id,
    companyId: row.companyId,
    title: row.title,
    duration: row.duration,
    startTime: row.startTime,
    endTime: row.endTime,
    minParticipants: row.minParticipants,
    maxParticipants: row.maxParticipants,
    pricePerPersonCents: priceFor(row, isEditor),
    thematics: row.thematics,
    cities: citiesOf(row),
    image: row.images[0] ?? null,
    associationName: row.associationName,
    state: row.state,
    distanceKm: row.distanceKm,
    requestsCount: row.requestsCount,
  };
}

export function presentCities(row: TeamBuildingRow): string[] {
  return citiesOf(row);
}

export function presentRequest(row: RequestRow): TeamBuildingRequest {
  return {
    id: row.id,
    teamBuildingId: row.teamBuildingId,
    companyId: row.companyId,
    requestedBy: row.requestedBy,
    desiredDate: row.desiredDate,
    participantsCount: row.participantsCount,
    message: row.message,
    state: row.state,
    cancelReason: row.cancelReason,
    cancelMessage: row.cancelMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentRequestListItem(row: RequestRow): TeamBuildingRequestListItem {
  return {
    id: row.id,
    teamBuildingId: row.teamBuildingId,
    teamBuildingTitle: row.teamBuildingTitle,
    desiredDate: row.desiredDate,
    participantsCount: row.participantsCount,
    joinedCount: row.joinedCount,
    state: row.state,
    cancelReason: row.cancelReason,
    requestedByName: row.requestedByName,
    createdAt: row.createdAt.toISOString(),
  };
}
