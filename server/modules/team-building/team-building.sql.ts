import type { EmployeeTeamBuildingItem } from '../../../shared/team-building/team-building-api';
import type { Thematic } from '../../../shared/missions/taxonomy';
import type { TeamBuildingCancelReason } from '../../../shared/team-building/cancel-reasons';
import type { TeamBuildingRequestState, TeamBuildingState } from '../../../shared/team-building/team-building.machine';
import type { TeamBuildingDuration } from '../../../shared/team-building/team-building.rules';
import type { Location } from '../../../shared/validation/inputs';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * Team buildings (spec §3): the platform's catalogue (no company) and each company's own list, their places, the
 * companies' requests, their participants and testimonies. Every query names whose rows it reads: a company reads its
 * own team buildings and requests, and the catalogue; another company's are not found.
 */

export interface TeamBuildingRow {
  id: number;
  companyId: number | null;
  associationId: number | null;
  associationName: string | null;
  title: string;
  description: string | null;
  duration: TeamBuildingDuration;
  startTime: string;
  endTime: string;
  minParticipants: number;
  maxParticipants: number;
  pricePerPersonCents: number | null;
  isPriceHidden: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  thematics: Thematic[];
  images: string[];
  state: TeamBuildingState;
  createdAt: Date;
  updatedAt: Date;
  addresses: Location[];
  /** Requests made of it: every company's, or only the reading company's (`requestsOf`). */
  requestsCount: number;
  distanceKm: number | null;
}

/** Which team buildings a query reads. */
export type TeamBuildingOwner = { kind: 'catalogue' } | { kind: 'company'; companyId: number };

const ownerWhere = (sql: Tx, owner: TeamBuildingOwner) =>
  owner.kind === 'catalogue' ? sql`tb.company_id is null` : sql`tb.company_id = ${owner.companyId}`;

/** Haversine distance in km from a point to the address `x`. */
function distance(sql: Tx, lat: number, lng: number) {
  return sql`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(x.latitude - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(x.latitude)) * power(sin(radians(x.longitude - ${lng}::float8) / 2), 2)))))`;
}

export interface TeamBuildingListFilter {
  states?: readonly TeamBuildingState[];
  thematics?: readonly Thematic[];
  duration?: TeamBuildingDuration | null;
  groupSize?: number | null;
  near?: { latitude: number; longitude: number; radiusKm: number } | null;
}

function columns(sql: Tx, options: { requestsOf?: number | null; near?: TeamBuildingListFilter['near'] }) {
  const requestsScope = options.requestsOf ? sql`and r.company_id = ${options.requestsOf}` : sql``;
  const near = options.near;
  const dist = near
    ? sql`(select min(${distance(sql, near.latitude, near.longitude)}) from team_building_addresses x where x.team_building_id = tb.id)`
    : sql`null::float8`;
  return sql`
    tb.id, tb.company_id as "companyId", tb.association_id as "associationId", a.name as "associationName", tb.title, tb.description,
    tb.duration, coalesce(to_char(tb.start_time, 'HH24:MI'), '') as "startTime", coalesce(to_char(tb.end_time, 'HH24:MI'), '') as "endTime",
    tb.min_participants as "minParticipants", tb.max_participants as "maxParticipants", tb.price_per_person_cents as "pricePerPersonCents",
    tb.is_price_hidden as "isPriceHidden", tb.contact_name as "contactName", tb.contact_email as "contactEmail", tb.contact_phone as "contactPhone",
    tb.thematics, tb.images, tb.state, tb.created_at as "createdAt", tb.updated_at as "updatedAt",
    coalesce((select json_agg(json_build_object('kind', 'city', 'label', x.label, 'city', x.city, 'postalCode', x.postal_code, 'region', x.region,
                'country', x.country, 'latitude', x.latitude, 'longitude', x.longitude) order by x.id)
              from team_building_addresses x where x.team_building_id = tb.id), '[]') as addresses,
    (select count(*)::int from team_building_requests r where r.team_building_id = tb.id ${requestsScope}) as "requestsCount",
    round(${dist}::numeric, 1)::float8 as "distanceKm"`;
}

/** A list of one owner's team buildings, filtered (spec §2: thematics, duration, group size, city and distance). */
export function listTeamBuildings(sql: Tx, owner: TeamBuildingOwner, filter: TeamBuildingListFilter, requestsOf: number | null) {
  const parts: SqlFragment[] = [ownerWhere(sql, owner)];
  if (filter.states) parts.push(sql`tb.state = any(${filter.states as string[]}::text[])`);
  if (filter.thematics && filter.thematics.length > 0) parts.push(sql`tb.thematics && ${filter.thematics as string[]}::text[]`);
  if (filter.duration) parts.push(sql`tb.duration = ${filter.duration}`);
  if (filter.groupSize) parts.push(sql`${filter.groupSize} between tb.min_participants and tb.max_participants`);
  const near = filter.near;
  if (near) {
    parts.push(sql`exists (select 1 from team_building_addresses x where x.team_building_id = tb.id and ${distance(sql, near.latitude, near.longitude)} <= ${near.radiusKm})`);
  }
  const where = parts.reduce((all, part) => sql`${all} and ${part}`);
  const order = near ? sql`"distanceKm" asc nulls last, tb.id desc` : sql`(tb.state = 'archived'), tb.updated_at desc, tb.id desc`;
  return sql<TeamBuildingRow[]>`
    select ${columns(sql, { requestsOf, near })}
    from team_buildings tb left join associations a on a.id = tb.association_id
    where ${where}
    order by ${order}`;
}

/** One team building of the owner (or, for a company reading the catalogue, a catalogue one in the given states). */
export async function findTeamBuilding(
  sql: Tx,
  owner: TeamBuildingOwner,
  id: number,
  options: { states?: readonly TeamBuildingState[]; requestsOf?: number | null } = {},
): Promise<TeamBuildingRow | undefined> {
  const states = options.states ? sql`and tb.state = any(${options.states as string[]}::text[])` : sql``;
  const [row] = await sql<TeamBuildingRow[]>`
    select ${columns(sql, { requestsOf: options.requestsOf ?? null })}
    from team_buildings tb left join associations a on a.id = tb.association_id
    where ${ownerWhere(sql, owner)} and tb.id = ${id} ${states}`;
  return row;
}

/** Locks the owner's team building for a change; `share` while a request is made of it (its state cannot change meanwhile). */
export async function lockTeamBuilding(tx: Tx, owner: TeamBuildingOwner, id: number, mode: 'update' | 'share' = 'update'): Promise<boolean> {
  const rows =
    mode === 'update'
      ? await tx`select 1 from team_buildings tb where ${ownerWhere(tx, owner)} and tb.id = ${id} for update`
      : await tx`select 1 from team_buildings tb where ${ownerWhere(tx, owner)} and tb.id = ${id} for share`;
  return rows.length > 0;
}

export interface TeamBuildingValues {
  title: string;
  description: string | null;
  startTime: string;
  endTime: string;
  duration: TeamBuildingDuration;
  minParticipants: number;
  maxParticipants: number;
  pricePerPersonCents: number | null;
  isPriceHidden: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  thematics: string[];
  associationId: number | null;
  images: string[];
}

export async function insertTeamBuilding(tx: Tx, companyId: number | null, createdBy: string, values: TeamBuildingValues): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into team_buildings (company_id, association_id, title, description, start_time, end_time, duration, min_participants, max_participants,
      price_per_person_cents, is_price_hidden, contact_name, contact_email, contact_phone, thematics, images, created_by)
    values (${companyId}, ${values.associationId}, ${values.title}, ${values.description}, ${values.startTime}, ${values.endTime}, ${values.duration},
      ${values.minParticipants}, ${values.maxParticipants}, ${values.pricePerPersonCents}, ${values.isPriceHidden}, ${values.contactName},
      ${values.contactEmail}, ${values.contactPhone}, ${values.thematics}, ${values.images}, ${createdBy})
    returning id`;
  return row!.id;
}

export async function updateTeamBuilding(tx: Tx, id: number, values: TeamBuildingValues): Promise<void> {
  await tx`
    update team_buildings set association_id = ${values.associationId}, title = ${values.title}, description = ${values.description},
      start_time = ${values.startTime}, end_time = ${values.endTime}, duration = ${values.duration}, min_participants = ${values.minParticipants},
      max_participants = ${values.maxParticipants}, price_per_person_cents = ${values.pricePerPersonCents}, is_price_hidden = ${values.isPriceHidden},
      contact_name = ${values.contactName}, contact_email = ${values.contactEmail}, contact_phone = ${values.contactPhone},
      thematics = ${values.thematics}, images = ${values.images}, updated_at = now()
    where id = ${id}`;
}

/** The places, replaced as a list. */
export async function replaceAddresses(tx: Tx, id: number, addresses: readonly Location[]): Promise<void> {
  await tx`delete from team_building_addresses where team_building_id = ${id}`;
  for (const place of addresses) {
    await tx`
      insert into team_building_addresses (team_building_id, label, city, postal_code, region, country, latitude, longitude)
      values (${id}, ${place.label}, ${place.city ?? null}, ${place.postalCode ?? null}, ${place.region ?? null}, ${place.country}, ${place.latitude}, ${place.longitude})`;
  }
}

export async function setTeamBuildingState(tx: Tx, id: number, state: TeamBuildingState): Promise<void> {
  await tx`update team_buildings set state = ${state}, updated_at = now() where id = ${id}`;
}

/** Every request made of it, whatever the company (spec §5: any registration blocks deleting it). */
export async function countAllRequests(tx: Tx, id: number): Promise<number> {
  const [row] = await tx<{ count: number }[]>`select count(*)::int as count from team_building_requests where team_building_id = ${id}`;
  return row!.count;
}

export async function deleteTeamBuilding(tx: Tx, id: number): Promise<void> {
  await tx`delete from team_buildings where id = ${id}`;
}

export async function associationExists(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx`select 1 from associations where id = ${id}`;
  return rows.length > 0;
}

/** Associations whose name contains the text (accents and case ignored), by name. */
export function searchAssociations(sql: Tx, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<{ id: number; name: string }[]>`
    select id, name from associations
    where search_unaccent(lower(name)) like search_unaccent(lower(${pattern}))
    order by lower(name), id limit ${limit}`;
}

// ---- Requests

export interface RequestRow {
  id: number;
  teamBuildingId: number;
  companyId: number;
  requestedBy: string | null;
  requestedByName: string | null;
  desiredDate: string;
  participantsCount: number;
  message: string | null;
  state: TeamBuildingRequestState;
  cancelReason: TeamBuildingCancelReason | null;
  cancelMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  joinedCount: number;
  teamBuildingTitle: string;
}

const fullName = (sql: Tx, alias: string) => {
  const u = sql(alias);
  return sql`nullif(btrim(coalesce(nullif(concat_ws(' ', ${u}.first_name, ${u}.last_name), ''), ${u}.name)), '')`;
};

function requestColumns(sql: Tx) {
  return sql`
    r.id, r.team_building_id as "teamBuildingId", r.company_id as "companyId", r.requested_by as "requestedBy", ${fullName(sql, 'u')} as "requestedByName",
    to_char(r.desired_date, 'YYYY-MM-DD') as "desiredDate", r.participants_count as "participantsCount", r.message, r.state,
    r.cancel_reason as "cancelReason", r.cancel_message as "cancelMessage", r.created_at as "createdAt", r.updated_at as "updatedAt",
    (select count(*)::int from team_building_participants p where p.request_id = r.id) as "joinedCount", tb.title as "teamBuildingTitle"`;
}

export function listCompanyRequests(sql: Tx, companyId: number) {
  return sql<RequestRow[]>`
    select ${requestColumns(sql)}
    from team_building_requests r join team_buildings tb on tb.id = r.team_building_id left join users u on u.id = r.requested_by
    where r.company_id = ${companyId}
    order by (r.state in ('finished', 'canceled')), r.desired_date desc, r.id desc`;
}

export async function findCompanyRequest(sql: Tx, companyId: number, requestId: number): Promise<RequestRow | undefined> {
  const [row] = await sql<RequestRow[]>`
    select ${requestColumns(sql)}
    from team_building_requests r join team_buildings tb on tb.id = r.team_building_id left join users u on u.id = r.requested_by
    where r.company_id = ${companyId} and r.id = ${requestId}`;
  return row;
}

/**
 * Locks the company's request: its steps, and every join, wait for one another here, so the count of participants read
 * after the lock is the one the insert adds to (no two joins both take the last place).
 */
export async function lockCompanyRequest(tx: Tx, companyId: number, requestId: number) {
  const [row] = await tx<{ state: TeamBuildingRequestState; desiredDate: string; maxParticipants: number }[]>`
    select r.state, to_char(r.desired_date, 'YYYY-MM-DD') as "desiredDate", tb.max_participants as "maxParticipants"
    from team_building_requests r join team_buildings tb on tb.id = r.team_building_id
    where r.company_id = ${companyId} and r.id = ${requestId}
    for update of r`;
  return row;
}

export async function insertRequest(
  tx: Tx,
  values: { teamBuildingId: number; companyId: number; requestedBy: string; desiredDate: string; participantsCount: number; message: string | null },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into team_building_requests (team_building_id, company_id, requested_by, desired_date, participants_count, message)
    values (${values.teamBuildingId}, ${values.companyId}, ${values.requestedBy}, ${values.desiredDate}, ${values.participantsCount}, ${values.message})
    returning id`;
  return row!.id;
}

export async function setRequestState(
  tx: Tx,
  requestId: number,
  state: TeamBuildingRequestState,
  by: string,
  cancel: { reason: TeamBuildingCancelReason; message: string | null } | null,
): Promise<void> {
  await tx`
    update team_building_requests set state = ${state}, decided_by = ${by}, updated_at = now(),
      validated_at = case when ${state} = 'validated' then now() else validated_at end,
      finished_at = case when ${state} = 'finished' then now() else finished_at end,
      canceled_at = case when ${state} = 'canceled' then now() else canceled_at end,
      cancel_reason = ${cancel?.reason ?? null}, cancel_message = ${cancel?.message ?? null}
    where id = ${requestId}`;
}

export interface ParticipantRow {
  userId: string;
  fullName: string;
  email: string;
  registeredAt: Date;
  testimony: string | null;
  testifiedAt: Date | null;
}

export function listParticipants(sql: Tx, companyId: number, requestId: number) {
  return sql<ParticipantRow[]>`
    select p.user_id as "userId", coalesce(${fullName(sql, 'u')}, u.email) as "fullName", u.email, p.registered_at as "registeredAt",
           p.testimony, p.testified_at as "testifiedAt"
    from team_building_participants p join users u on u.id = p.user_id
    where p.company_id = ${companyId} and p.request_id = ${requestId}
    order by p.registered_at, u.email`;
}

export async function countParticipants(tx: Tx, requestId: number): Promise<number> {
  const [row] = await tx<{ count: number }[]>`select count(*)::int as count from team_building_participants where request_id = ${requestId}`;
  return row!.count;
}

/** Joins once: joining again changes nothing. */
export async function insertParticipant(tx: Tx, companyId: number, requestId: number, userId: string): Promise<void> {
  await tx`
    insert into team_building_participants (request_id, company_id, user_id) values (${requestId}, ${companyId}, ${userId})
    on conflict (request_id, user_id) do nothing`;
}

export async function isParticipant(tx: Tx, requestId: number, userId: string): Promise<boolean> {
  const rows = await tx`select 1 from team_building_participants where request_id = ${requestId} and user_id = ${userId}`;
  return rows.length > 0;
}

export async function deleteParticipant(tx: Tx, companyId: number, requestId: number, userId: string): Promise<void> {
  await tx`delete from team_building_participants where company_id = ${companyId} and request_id = ${requestId} and user_id = ${userId}`;
}

export async function setTestimony(tx: Tx, companyId: number, requestId: number, userId: string, testimony: string): Promise<boolean> {
  const rows = await tx`
    update team_building_participants set testimony = ${testimony}, testified_at = now()
    where company_id = ${companyId} and request_id = ${requestId} and user_id = ${userId} returning 1`;
  return rows.length > 0;
}

/** A request as the employees' list reads it: the item they see, without what the service computes (the actions). */
export type EmployeeRequestRow = Omit<EmployeeTeamBuildingItem, 'canJoin' | 'canLeave' | 'canTestify'>;

/** The company's confirmed requests from today on, and the finished ones the employee took part in. */
export function listEmployeeRequests(sql: Tx, companyId: number, userId: string, today: string) {
  return sql<EmployeeRequestRow[]>`
    select r.id as "requestId", tb.title, tb.description, tb.duration, coalesce(to_char(tb.start_time, 'HH24:MI'), '') as "startTime",
           coalesce(to_char(tb.end_time, 'HH24:MI'), '') as "endTime",
           coalesce((select array_agg(coalesce(x.city, x.label) order by x.id) from team_building_addresses x where x.team_building_id = tb.id), '{}') as cities,
           tb.images[1] as image, to_char(r.desired_date, 'YYYY-MM-DD') as "desiredDate", r.state,
           (select count(*)::int from team_building_participants p where p.request_id = r.id) as "joinedCount",
           tb.max_participants as "maxParticipants", (me.user_id is not null) as joined, me.testimony
    from team_building_requests r
    join team_buildings tb on tb.id = r.team_building_id
    left join team_building_participants me on me.request_id = r.id and me.user_id = ${userId}
    where r.company_id = ${companyId}
      and ((r.state = 'validated' and r.desired_date >= ${today}::date) or (r.state = 'finished' and me.user_id is not null))
    order by (r.state = 'finished'), case when r.state = 'validated' then r.desired_date end asc, r.desired_date desc, r.id`;
}

export interface ExportParticipantRow {
  requestId: number;
  title: string;
  desiredDate: string;
  lastName: string | null;
  firstName: string | null;
  email: string;
  registeredAt: Date;
  testimony: string | null;
}

/** Every participant of the company's requests, request by request. */
export function listExportParticipants(sql: Tx, companyId: number) {
  return sql<ExportParticipantRow[]>`
    select r.id as "requestId", tb.title, to_char(r.desired_date, 'YYYY-MM-DD') as "desiredDate", u.last_name as "lastName", u.first_name as "firstName",
           u.email, p.registered_at as "registeredAt", p.testimony
    from team_building_participants p
    join team_building_requests r on r.id = p.request_id and r.company_id = p.company_id
    join team_buildings tb on tb.id = r.team_building_id
    join users u on u.id = p.user_id
    where p.company_id = ${companyId}
    order by r.desired_date desc, r.id desc, p.registered_at, u.email`;
}
