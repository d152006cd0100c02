import type { Thematic } from '../missions/taxonomy';
import type { TeamBuildingCancelReason } from './cancel-reasons';
import type { TeamBuildingAction, TeamBuildingRequestAction, TeamBuildingRequestState, TeamBuildingState } from './team-building.machine';
import type { TeamBuildingDuration } from './team-building.rules';
import type { TeamBuilding, TeamBuildingRequest } from './team-building.schema';

/**
 * The answers of the team-building routes (spec §3 Team building, §4 states):
 * - company space (`canManageCompany`): `GET/POST /companies/{slug}/team-buildings` (the catalogue and the company's own
 *   list, filtered), `GET/PUT/DELETE .../team-buildings/{teamBuildingId}`, `POST .../{publish|unpublish|archive|restore}`,
 *   `POST .../team-buildings/{teamBuildingId}/requests`, `GET .../team-building-requests[/{requestId}]`,
 *   `POST .../team-building-requests/{requestId}/{validate|finish|cancel}`, `GET .../team-building-associations?q=`,
 *   `GET .../exports/solidarity_team_building`;
 * - admin space (platform admins): the catalogue, `GET/POST /admin/team-buildings`, `GET/PUT/DELETE
 *   /admin/team-buildings/{teamBuildingId}`, its steps, `GET /admin/team-building-associations?q=`;
 * - employees (`isCompanyMember`): `GET /companies/{slug}/employee-team-building`, `POST|DELETE
 *   .../employee-team-building/{requestId}/participation`, `PUT .../employee-team-building/{requestId}/testimony`.
 */

/** The list filters (spec §2 screens: thematics, duration, group size, city and distance). */
export interface TeamBuildingFilters {
  thematics: Thematic[];
  duration: TeamBuildingDuration | null;
  groupSize: number | null;
  /** A city chosen among the suggestions, and the distance around it. */
  near: { label: string; latitude: number; longitude: number } | null;
  radiusKm: number;
}

/** A team building in a list. */
export interface TeamBuildingCard {
  id: number;
  /** Null: the platform's catalogue. */
  companyId: number | null;
  title: string;
  duration: TeamBuildingDuration;
  startTime: string;
  endTime: string;
  minParticipants: number;
  maxParticipants: number;
  /** Null when unknown, or hidden from this reader. */
  pricePerPersonCents: number | null;
  thematics: Thematic[];
  cities: string[];
  image: string | null;
  associationName: string | null;
  state: TeamBuildingState;
  /** From the filter's city to the nearest of its places, when a city is chosen. */
  distanceKm: number | null;
  requestsCount: number;
}

export interface CompanyTeamBuildingList {
  catalogue: TeamBuildingCard[];
  own: TeamBuildingCard[];
}

export interface AdminTeamBuildingList {
  teamBuildings: TeamBuildingCard[];
}

/** A team building's page: the steps and edits its reader may make now. */
export interface TeamBuildingDetail {
  teamBuilding: TeamBuilding;
  /** Requests made of it (any company's for the catalogue's editor; the reader's company's otherwise). */
  requestsCount: number;
  availableActions: TeamBuildingAction[];
  canEdit: boolean;
  canDelete: boolean;
  /** The reading company may ask for it (published). */
  canRequest: boolean;
}

/** A request in the company's list. */
export interface TeamBuildingRequestListItem {
  id: number;
  teamBuildingId: number;
  teamBuildingTitle: string;
  desiredDate: string;
  participantsCount: number;
  joinedCount: number;
  state: TeamBuildingRequestState;
  cancelReason: TeamBuildingCancelReason | null;
  requestedByName: string | null;
  createdAt: string;
}

export interface TeamBuildingRequestList {
  requests: TeamBuildingRequestListItem[];
}

export interface TeamBuildingParticipantView {
  userId: string;
  fullName: string;
  email: string;
  registeredAt: string;
}

export interface TeamBuildingTestimonyView {
  userId: string;
  fullName: string;
  testimony: string;
  testifiedAt: string;
}

/** A request's page: tabs summary, participants and testimonies (spec §3). */
export interface TeamBuildingRequestDetail {
  request: TeamBuildingRequest;
  teamBuilding: Pick<TeamBuildingCard, 'id' | 'companyId' | 'title' | 'duration' | 'startTime' | 'endTime' | 'minParticipants' | 'maxParticipants' | 'cities'>;
  requestedByName: string | null;
  participants: TeamBuildingParticipantView[];
  testimonies: TeamBuildingTestimonyView[];
  availableActions: TeamBuildingRequestAction[];
}

/** A confirmed request as the company's employees see it. */
export interface EmployeeTeamBuildingItem {
  requestId: number;
  title: string;
  description: string | null;
  duration: TeamBuildingDuration;
  startTime: string;
  endTime: string;
  cities: string[];
  image: string | null;
  desiredDate: string;
  state: TeamBuildingRequestState;
  joinedCount: number;
  maxParticipants: number;
  joined: boolean;
  testimony: string | null;
  canJoin: boolean;
  canLeave: boolean;
  canTestify: boolean;
}

export interface EmployeeTeamBuildingList {
  /** Confirmed requests to come, then the finished ones the reader took part in. */
  requests: EmployeeTeamBuildingItem[];
}

/** A beneficiary association offered to the form. */
export interface TeamBuildingAssociationOption {
  id: number;
  name: string;
}
