import type { MissionSearchQuery } from '../../../shared/missions/mission-search.schema';
import type { MissionSearchSort } from '../../../shared/missions/mission-search.rules';
import { SEARCH_TIME_ZONE, boundingBox } from '../../../shared/missions/mission-visibility';
import type { MissionState } from '../../../shared/missions/mission.machine';
import type { AvailabilityType, BookingRestriction, MissionType, PublisherType, Skill, Thematic, TimeType } from '../../../shared/missions/taxonomy';
import type { LocationKind } from '../../../shared/validation/inputs';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * Who is looking. Visitors see what is open to everyone; an employee sees what
 * is open to them in their company (the tenant every employee query is scoped
 * by); a company (its admins building a selection) sees what one of its
 * employees at least may see (`isVisibleToCompany`).
 */
export type Audience =
  | { kind: 'public' }
  | { kind: 'employee'; companyId: number; entityId: number | null; inIntermission: boolean }
  | { kind: 'company'; companyId: number };

/**
 * `mission-visibility.ts` in SQL, on the alias `m`: live (published, not past
 * its expiry date nor its last timeslot) and open to the audience.
 */
export function visibleTo(sql: Tx, audience: Audience, now: Date, today: string) {
  const live = sql`
    m.state in ('published', 'republished')
    and (m.expires_on is null or m.expires_on >= ${today}::date)
    and (m.last_timeslot_ends_at is null or m.last_timeslot_ends_at > ${now})`;
  if (audience.kind === 'public') {
    return sql`${live} and m.booking_restriction = 'none' and m.publisher_type <> 'PUBLISHER_TYPE_COMPANY'`;
  }
  if (audience.kind === 'company') {
    // Any entity of the company, and intermission: some employee of it may be there.
    return sql`${live}
    and (m.publisher_type <> 'PUBLISHER_TYPE_COMPANY' or m.company_id = ${audience.companyId})
    and (
      m.booking_restriction in ('none', 'intermission')
      or (m.booking_restriction = 'companies'
          and m.id in (select r.mission_id from mission_restricted_companies r where r.company_id = ${audience.companyId}))
      or (m.booking_restriction = 'entities'
          and m.id in (select e.mission_id from mission_targeted_entities e where e.company_id = ${audience.companyId}))
    )`;
  }
  // Uncorrelated IN lists are hashed once per query, instead of one lookup per mission.
  return sql`${live}
    and (m.publisher_type <> 'PUBLISHER_TYPE_COMPANY' or m.company_id = ${audience.companyId})
    and (
      m.booking_restriction = 'none'
      or (m.booking_restriction = 'companies'
          and m.id in (select r.mission_id from mission_restricted_companies r where r.company_id = ${audience.companyId}))
      or (m.booking_restriction = 'entities'
          and m.id in (select e.mission_id from mission_targeted_entities e where e.entity_id = ${audience.entityId ?? -1}))
      or (m.booking_restriction = 'intermission' and ${audience.inIntermission}::boolean)
    )`;
}

const pinnedNow = (sql: Tx, now: Date) => sql`(m.is_pinned and (m.pinned_until is null or m.pinned_until > ${now}))`;

/** The duration class of a timeslot `t` in Paris time (mirrors `timeslotDuration`). */
function slotDuration(sql: Tx) {
  const start = sql`(t.starts_at at time zone ${SEARCH_TIME_ZONE})`;
  const end = sql`(t.ends_at at time zone ${SEARCH_TIME_ZONE})`;
  return sql`
    case
      when ${end}::date = ${start}::date then
        case when ${start}::time <= time '11:00' and ${end}::time > time '14:00' then 'day' else 'half_day' end
      when ${end}::date - ${start}::date + 1 <= 3 then 'few_days'
      else 'long'
    end`;
}

/**
 * Whether the mission `m` has one of `durations` (a text[] expression): a timeslot not yet over of that duration class,
 * or 'long' when its availability is a text (mirrors `missionDurations`).
 */
export function hasDurationIn(sql: Tx, durations: SqlFragment, now: Date) {
  return sql`(
    (m.availability_type = 'MISSION_AVAILABILITY_TYPE_TEXT' and 'long' = any(${durations}))
    or (m.availability_type <> 'MISSION_AVAILABILITY_TYPE_TEXT' and exists (
      select 1 from timeslots t where t.mission_id = m.id and t.ends_at > ${now} and ${slotDuration(sql)} = any(${durations}))))`;
}

export interface SearchInput {
  query: MissionSearchQuery;
  sort: MissionSearchSort;
  /** The text as a prefix `tsquery` (built by the service), or null. */
  tsquery: string | null;
  now: Date;
  today: string;
  pageSize: number;
  /** A further condition on `m` another module names (a selection's rule: `?program=`). */
  within?: SqlFragment;
}

function filters(sql: Tx, audience: Audience, input: SearchInput) {
  const { query, now } = input;
  const parts = [visibleTo(sql, audience, now, input.today)];
  if (input.tsquery) parts.push(sql`m.search_document @@ to_tsquery('french', search_unaccent(${input.tsquery}))`);
  if (query.thematics.length > 0) parts.push(sql`m.thematics && ${query.thematics}::text[]`);
  if (query.skills.length > 0) parts.push(sql`m.skills && ${query.skills}::text[]`);
  if (query.types.length > 0) parts.push(sql`m.mission_type = any(${query.types}::text[])`);
  if (query.remote) parts.push(sql`m.is_remote`);
  if (query.tax_exempt) parts.push(sql`m.is_tax_exempt`);
  if (query.only_pinned) parts.push(pinnedNow(sql, now));
  if (query.from || query.to) {
    const from = query.from ? sql`and t.starts_at >= (${query.from}::date)::timestamp at time zone ${SEARCH_TIME_ZONE}` : sql``;
    const to = query.to ? sql`and t.starts_at < (${query.to}::date + 1)::timestamp at time zone ${SEARCH_TIME_ZONE}` : sql``;
    parts.push(sql`(m.availability_type = 'MISSION_AVAILABILITY_TYPE_TEXT'
      or exists (select 1 from timeslots t where t.mission_id = m.id and t.ends_at > ${now} ${from} ${to}))`);
  }
  if (query.durations.length > 0) parts.push(hasDurationIn(sql, sql`${query.durations}::text[]`, now));
  if (input.within) parts.push(input.within);
  if (query.lat !== undefined && query.lng !== undefined) {
    const radius = query.radius_km ?? 20;
    const box = boundingBox({ latitude: query.lat, longitude: query.lng }, radius);
    parts.push(sql`m.latitude between ${box.minLat} and ${box.maxLat} and m.longitude between ${box.minLng} and ${box.maxLng}`);
    parts.push(sql`${distance(sql, query.lat, query.lng)} <= ${radius}`);
  }
  return parts.reduce((all, part) => sql`${all} and ${part}`);
}

/** Haversine distance from a point to the mission `m`, in km. */
function distance(sql: Tx, lat: number, lng: number) {
  return sql`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(m.latitude - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(m.latitude)) * power(sin(radians(m.longitude - ${lng}::float8) / 2), 2)))))`;
}

export interface MissionCardRow {
  id: number;
  slug: string;
  title: string;
  state: MissionState;
  missionType: MissionType;
  availabilityType: AvailabilityType;
  requiredAvailability: string | null;
  timeType: TimeType;
  isRemote: boolean;
  isTaxExempt: boolean;
  isPinned: boolean;
  pinnedUntil: Date | null;
  images: string[];
  thematics: Thematic[];
  skills: Skill[];
  locationKind: LocationKind | null;
  locationLabel: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  expiresOn: string | null;
  lastTimeslotEndsAt: Date | null;
  associationId: number | null;
  associationSlug: string | null;
  associationName: string | null;
  associationLogo: string | null;
  nextTimeslotAt: Date | null;
  /** The first open timeslots' starts (three at most) and how many are open: the date chips of a card (search and association pages only). */
  upcomingTimeslots?: Date[] | null;
  openTimeslots?: number;
  distanceKm: number | null;
}

/** The card columns of the mission `m` (with its association `a` and next open timeslot `next`). */
function cardColumns(sql: Tx) {
  return sql`
    m.id, m.slug, m.title, m.state, m.mission_type as "missionType", m.availability_type as "availabilityType",
    m.required_availability as "requiredAvailability", m.time_type as "timeType", m.is_remote as "isRemote",
    m.is_tax_exempt as "isTaxExempt", m.is_pinned as "isPinned", m.pinned_until as "pinnedUntil", m.images, m.thematics, m.skills,
    m.location_kind as "locationKind", m.location_label as "locationLabel", m.city, m.latitude, m.longitude,
    to_char(m.expires_on, 'YYYY-MM-DD') as "expiresOn", m.last_timeslot_ends_at as "lastTimeslotEndsAt",
    a.id as "associationId", a.slug as "associationSlug", a.name as "associationName", a.logo_path as "associationLogo",
    next.starts_at as "nextTimeslotAt", next.upcoming as "upcomingTimeslots", next.open_count as "openTimeslots"`;
}

/** The start of the next timeslot of `m` whose sign-ups are open (mirrors `signupsOpen`). */
function nextOpenTimeslot(sql: Tx, now: Date) {
  return sql`
    left join lateral (
      select min(t.starts_at) as starts_at, (array_agg(t.starts_at order by t.starts_at))[1:3] as upcoming, count(*)::int as open_count
      from timeslots t
      where t.mission_id = m.id and t.starts_at > ${now}
        and coalesce(t.signup_deadline, t.starts_at - make_interval(days => coalesce(m.registration_deadline_days, 0))) > ${now}
    ) next on true`;
}

/**
 * One page of the missions matching the filters, pinned ones first. The
 * pinned and the other missions are read apart, each in the asked order and
 * only as far as the page needs, so the default order (newest first) walks
 * an index and stops after one page instead of sorting every match.
 */
export function searchMissions(sql: Tx, audience: Audience, input: SearchInput) {
  const { query, now } = input;
  const offset = (query.page - 1) * input.pageSize;
  const hasPlace = query.lat !== undefined && query.lng !== undefined;
  const tsquery = sql`to_tsquery('french', search_unaccent(${input.tsquery ?? ''}))`;
  const rank = input.sort === 'relevance' && input.tsquery ? sql`ts_rank(m.search_document, ${tsquery})` : sql`0::real`;
  const dist = hasPlace ? distance(sql, query.lat!, query.lng!) : sql`null::float8`;
  const nextStart =
    input.sort === 'date' ? sql`(select min(t.starts_at) from timeslots t where t.mission_id = m.id and t.starts_at > ${now})` : sql`null::timestamptz`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column reference or an expression fragment
  const key = (col: (name: string) => any) =>
    input.sort === 'relevance'
      ? sql`${col('rank')} desc, ${col('published_at')} desc nulls last, ${col('id')} desc`
      : input.sort === 'distance'
        ? sql`${col('distance')} asc nulls last, ${col('id')} desc`
        : input.sort === 'date'
          ? sql`${col('next_start')} asc nulls last, ${col('published_at')} desc nulls last, ${col('id')} desc`
          : sql`${col('published_at')} desc nulls last, ${col('id')} desc`;
  // In a branch the order names the mission's expressions; outside, the columns of `page`.
  const inBranch = (name: string) =>
    ({ rank, distance: dist, next_start: nextStart, published_at: sql`m.published_at`, id: sql`m.id` })[name] ?? sql(name);
  const onPage = (name: string) => sql(`page.${name}`);
  const branch = (pinned: boolean) => sql`
    (select m.id, ${pinned} as pinned, m.published_at, ${rank} as rank, ${dist} as distance, ${nextStart} as next_start
     from missions m
     where ${filters(sql, audience, input)} and ${pinned ? pinnedNow(sql, now) : sql`not ${pinnedNow(sql, now)}`}
     order by ${key(inBranch)}
     limit ${offset + input.pageSize})`;
  return sql<MissionCardRow[]>`
    with page as (
      select * from (${branch(true)} union all ${branch(false)}) found
      order by found.pinned desc, ${key((name) => sql(`found.${name}`))}
      limit ${input.pageSize} offset ${offset}
    )
    select ${cardColumns(sql)}, page.distance as "distanceKm"
    from page
    join missions m on m.id = page.id
    left join associations a on a.id = m.association_id
    ${nextOpenTimeslot(sql, now)}
    order by page.pinned desc, ${key(onPage)}`;
}

/** How many missions match the filters (the results count), counting no further than `cap + 1`. */
export async function countMissions(sql: Tx, audience: Audience, input: SearchInput, cap: number): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total from (select 1 from missions m where ${filters(sql, audience, input)} limit ${cap + 1}) found`;
  return row?.total ?? 0;
}

/** Cards of the missions of one association visible to the audience, pinned then newest first. */
export function listAssociationMissions(sql: Tx, audience: Audience, associationId: number, now: Date, today: string) {
  return sql<MissionCardRow[]>`
    select ${cardColumns(sql)}, null::float8 as "distanceKm"
    from missions m
    left join associations a on a.id = m.association_id
    ${nextOpenTimeslot(sql, now)}
    where m.association_id = ${associationId} and ${visibleTo(sql, audience, now, today)}
    order by ${pinnedNow(sql, now)} desc, m.published_at desc nulls last, m.id desc
    limit 200`;
}

/** Cards of the given missions that the audience may see, in the order given (a highlight's missions); the others are left out. */
export function listVisibleMissionsByIds(sql: Tx, audience: Audience, missionIds: readonly number[], now: Date, today: string) {
  return sql<MissionCardRow[]>`
    select ${cardColumns(sql)}, null::float8 as "distanceKm"
    from unnest(${missionIds}::int[]) with ordinality as wanted(id, position)
    join missions m on m.id = wanted.id
    left join associations a on a.id = m.association_id
    ${nextOpenTimeslot(sql, now)}
    where ${visibleTo(sql, audience, now, today)}
    order by wanted.position`;
}

export interface MissionPageRow extends MissionCardRow {
  description: string;
  videoUrl: string | null;
  sdgs: number[];
  isGroup: boolean;
  practicalInfo: string | null;
  externalUrl: string | null;
  publishedAt: Date | null;
  registrationDeadlineDays: number | null;
  publisherType: PublisherType;
  companyId: number | null;
  bookingRestriction: BookingRestriction;
  associationDescription: string | null;
}

/** One mission, only if the audience may see it. */
export async function findVisibleMission(sql: Tx, audience: Audience, missionId: number, now: Date, today: string): Promise<MissionPageRow | undefined> {
  const [row] = await sql<MissionPageRow[]>`
    select ${cardColumns(sql)}, null::float8 as "distanceKm",
           m.description, m.video_url as "videoUrl", m.sdgs, m.is_group as "isGroup", m.practical_info as "practicalInfo",
           m.external_url as "externalUrl", m.published_at as "publishedAt", m.registration_deadline_days as "registrationDeadlineDays",
           m.publisher_type as "publisherType", m.company_id as "companyId", m.booking_restriction as "bookingRestriction",
           a.description as "associationDescription"
    from missions m
    left join associations a on a.id = m.association_id
    ${nextOpenTimeslot(sql, now)}
    where m.id = ${missionId} and ${visibleTo(sql, audience, now, today)}`;
  return row;
}

export interface TimeslotRow {
  id: number;
  kind: 'slot' | 'range';
  startsAt: Date;
  endsAt: Date;
  places: number;
  taken: number;
  signupDeadline: Date | null;
}

/** The timeslots of a mission that have not ended, soonest first. */
export function listUpcomingTimeslots(sql: Tx, missionId: number, now: Date) {
  return sql<TimeslotRow[]>`
    select id, kind, starts_at as "startsAt", ends_at as "endsAt", places, taken, signup_deadline as "signupDeadline"
    from timeslots
    where mission_id = ${missionId} and ends_at > ${now}
    order by starts_at, id`;
}

/** Whether the employee's company validated the mission (spec §6), scoped to that company. */
export async function isValidatedByCompany(sql: Tx, missionId: number, companyId: number): Promise<boolean> {
  const [row] = await sql<{ ok: boolean }[]>`
    select exists (select 1 from mission_company_validations where mission_id = ${missionId} and company_id = ${companyId}) as ok`;
  return row?.ok ?? false;
}
