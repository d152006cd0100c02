import type { MissionState } from '../../../shared/missions/mission.machine';
import type { AvailabilityType, BookingRestriction, MissionType, PublisherType, Skill, Thematic, TimeType } from '../../../shared/missions/taxonomy';
import type { LocationKind } from '../../../shared/validation/inputs';
import { COMPANY_REFERENT_ROLES } from '../../../shared/permissions/policies';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * Who manages the missions a request is about. Association space: the
 * association's missions, except those a company published for it. Company
 * space: the missions the company published itself.
 */
export type MissionTenant = { kind: 'association'; associationId: number } | { kind: 'company'; companyId: number };

function tenantFilter(sql: Tx, tenant: MissionTenant) {
  return tenant.kind === 'association'
    ? sql`m.association_id = ${tenant.associationId} and m.publisher_type <> 'PUBLISHER_TYPE_COMPANY'`
    : sql`m.company_id = ${tenant.companyId} and m.publisher_type = 'PUBLISHER_TYPE_COMPANY'`;
}

export interface MissionRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  state: MissionState;
  publisherType: PublisherType;
  publisherId: number;
  publisherSlug: string | null;
  associationId: number | null;
  associationSlug: string | null;
  associationName: string | null;
  companyId: number | null;
  publishedAt: Date | null;
  firstPublishedAt: Date | null;
  updatedAt: Date;
  supervisorId: string | null;
  supervisorFirstName: string | null;
  supervisorLastName: string | null;
  supervisorEmail: string | null;
  missionType: MissionType;
  availabilityType: AvailabilityType;
  requiredAvailability: string | null;
  timeType: TimeType;
  isTaxExempt: boolean;
  deductsCredit: boolean;
  isPinned: boolean;
  pinnedUntil: Date | null;
  isRemote: boolean;
  isGroup: boolean;
  locationKind: LocationKind | null;
  locationLabel: string | null;
  city: string | null;
  postalCode: string | null;
  region: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  thematics: Thematic[];
  skills: Skill[];
  sdgs: number[];
  images: string[];
  videoUrl: string | null;
  expiresOn: string | null;
  registrationDeadlineDays: number | null;
  externalUrl: string | null;
  externalInstructions: string | null;
  practicalInfo: string | null;
  registrationMessage: string | null;
  autoReply: string | null;
  bookingRestriction: BookingRestriction;
  restrictedCompanyIds: number[];
  targetedForEntityIds: number[];
  // Facts computed from the children.
  timeslotCount: number;
  futureTimeslots: number;
  nextTimeslotAt: Date | null;
  lastTimeslotEndsAt: Date | null;
  placesLeft: number;
  applications: number;
  pendingApplications: number;
  confirmedApplications: number;
  liveApplications: number;
  waitingSubscribers: number;
}

function selectMissions(sql: Tx, where: ReturnType<typeof tenantFilter>, lock = false) {
  return sql<MissionRow[]>`
    select m.id, m.slug, m.title, m.description, m.state,
           m.publisher_type as "publisherType", m.publisher_id as "publisherId",
           case m.publisher_type when 'PUBLISHER_TYPE_ASSOCIATION' then a.slug when 'PUBLISHER_TYPE_COMPANY' then c.slug end as "publisherSlug",
           m.association_id as "associationId", a.slug as "associationSlug", a.name as "associationName", m.company_id as "companyId",
           m.published_at as "publishedAt", m.first_published_at as "firstPublishedAt", m.updated_at as "updatedAt",
           m.supervisor_id as "supervisorId", u.first_name as "supervisorFirstName", u.last_name as "supervisorLastName", u.email as "supervisorEmail",
           m.mission_type as "missionType", m.availability_type as "availabilityType", m.required_availability as "requiredAvailability",
           m.time_type as "timeType", m.is_tax_exempt as "isTaxExempt", m.deducts_credit as "deductsCredit", m.is_pinned as "isPinned",
           m.pinned_until as "pinnedUntil", m.is_remote as "isRemote", m.is_group as "isGroup",
           m.location_kind as "locationKind", m.location_label as "locationLabel", m.city, m.postal_code as "postalCode", m.region, m.country,
           m.latitude, m.longitude, m.thematics, m.skills, m.sdgs::int[] as sdgs, m.images, m.video_url as "videoUrl",
           to_char(m.expires_on, 'YYYY-MM-DD') as "expiresOn", m.registration_deadline_days as "registrationDeadlineDays",
           m.external_url as "externalUrl", m.external_instructions as "externalInstructions", m.practical_info as "practicalInfo",
           m.registration_message as "registrationMessage", m.auto_reply as "autoReply", m.booking_restriction as "bookingRestriction",
           array(select r.company_id from mission_restricted_companies r where r.mission_id = m.id order by r.company_id) as "restrictedCompanyIds",
           array(select te.entity_id from mission_targeted_entities te where te.mission_id = m.id order by te.entity_id) as "targetedForEntityIds",
           ts."timeslotCount", ts."futureTimeslots", ts."nextTimeslotAt", ts."lastTimeslotEndsAt", ts."placesLeft",
           en.applications, en."pendingApplications", en."confirmedApplications", en."liveApplications",
           (select count(*)::int from timeslot_subscribers s join timeslots t on t.id = s.timeslot_id
             where t.mission_id = m.id and s.state = 'waiting') as "waitingSubscribers"
    from missions m
    left join associations a on a.id = m.association_id
    left join companies c on c.id = m.company_id
    left join users u on u.id = m.supervisor_id
    cross join lateral (
      select count(*)::int as "timeslotCount",
             count(*) filter (where t.starts_at > now())::int as "futureTimeslots",
             min(t.starts_at) filter (where t.starts_at > now()) as "nextTimeslotAt",
             max(t.ends_at) as "lastTimeslotEndsAt",
             coalesce(sum(greatest(t.places - t.taken, 0)) filter (where t.starts_at > now()), 0)::int as "placesLeft"
      from timeslots t where t.mission_id = m.id
    ) ts
    cross join lateral (
      select count(*)::int as applications,
             count(*) filter (where e.state = 'created')::int as "pendingApplications",
             count(*) filter (where e.state = 'validated')::int as "confirmedApplications",
             count(*) filter (where e.state <> 'canceled')::int as "liveApplications"
      from engagements e where e.mission_id = m.id
    ) en
    where ${where}
    order by m.updated_at desc, m.id desc
    ${lock ? sql`for update of m` : sql``}`;
}

/** Every mission of the tenant, with the counts its list shows. */
export function listMissions(sql: Tx, tenant: MissionTenant, search?: string) {
  const filter = search ? sql`${tenantFilter(sql, tenant)} and m.title ilike ${`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : tenantFilter(sql, tenant);
  return selectMissions(sql, filter);
}

/** One mission of the tenant (another tenant's is not found); `lock` takes the row for a state change. */
export async function findMission(sql: Tx, tenant: MissionTenant, id: number, options: { lock?: boolean } = {}): Promise<MissionRow | undefined> {
  const [row] = await selectMissions(sql, sql`${tenantFilter(sql, tenant)} and m.id = ${id}`, options.lock);
  return row;
}

/** Locks the mission row before reading it with its facts (a plain `for update` cannot take aggregates). */
export async function lockMission(tx: Tx, tenant: MissionTenant, id: number): Promise<boolean> {
  const rows = await tx`select m.id from missions m where ${tenantFilter(tx, tenant)} and m.id = ${id} for update of m`;
  return rows.length > 0;
}

/** The publisher row of an association or a company, created the first time it publishes. */
export async function ensurePublisher(tx: Tx, owner: { associationId: number } | { companyId: number }): Promise<{ id: number; type: PublisherType }> {
  if ('associationId' in owner) {
    await tx`insert into publishers (type, association_id) values ('PUBLISHER_TYPE_ASSOCIATION', ${owner.associationId}) on conflict (association_id) do nothing`;
    const [row] = await tx<{ id: number }[]>`select id from publishers where association_id = ${owner.associationId}`;
    return { id: row!.id, type: 'PUBLISHER_TYPE_ASSOCIATION' };
  }
  await tx`insert into publishers (type, company_id) values ('PUBLISHER_TYPE_COMPANY', ${owner.companyId}) on conflict (company_id) do nothing`;
  const [row] = await tx<{ id: number }[]>`select id from publishers where company_id = ${owner.companyId}`;
  return { id: row!.id, type: 'PUBLISHER_TYPE_COMPANY' };
}

/** The mission's own columns, as the service prepares them from the form. */
export interface MissionValues {
  slug: string;
  title: string;
  description: string;
  associationId: number | null;
  supervisorId: string | null;
  missionType: MissionType;
  availabilityType: AvailabilityType;
  requiredAvailability: string | null;
  timeType: TimeType;
  isGroup: boolean;
  isRemote: boolean;
  isTaxExempt: boolean;
  deductsCredit: boolean;
  location: {
    kind: LocationKind;
    label: string;
    city: string | null;
    postalCode: string | null;
    region: string | null;
    country: string;
    latitude: number;
    longitude: number;
  } | null;
  thematics: Thematic[];
  skills: Skill[];
  sdgs: number[];
  images: string[];
  videoUrl: string | null;
  expiresOn: string | null;
  registrationDeadlineDays: number | null;
  externalUrl: string | null;
  externalInstructions: string | null;
  practicalInfo: string | null;
  registrationMessage: string | null;
  autoReply: string | null;
  bookingRestriction: BookingRestriction;
  /** Spec §3: pinned first in the search until the end of `pinnedUntil` (none: until unpinned). */
  isPinned: boolean;
  pinnedUntil: Date | null;
}

type Fragment = ReturnType<typeof tenantFilter>;

/** The columns a mission's form writes, with their values: one list for the insert and the update. */
function missionColumns(tx: Tx, v: MissionValues): [column: string, value: Fragment][] {
  const l = v.location;
  return [
    ['slug', tx`${v.slug}`],
    ['title', tx`${v.title}`],
    ['description', tx`${v.description}`],
    ['association_id', tx`${v.associationId}`],
    ['supervisor_id', tx`${v.supervisorId}`],
    ['mission_type', tx`${v.missionType}`],
    ['availability_type', tx`${v.availabilityType}`],
    ['required_availability', tx`${v.requiredAvailability}`],
    ['time_type', tx`${v.timeType}`],
    ['is_group', tx`${v.isGroup}`],
    ['is_remote', tx`${v.isRemote}`],
    ['is_tax_exempt', tx`${v.isTaxExempt}`],
    ['deducts_credit', tx`${v.deductsCredit}`],
    ['location_kind', tx`${l?.kind ?? null}`],
    ['location_label', tx`${l?.label ?? null}`],
    ['city', tx`${l?.city ?? null}`],
    ['postal_code', tx`${l?.postalCode ?? null}`],
    ['region', tx`${l?.region ?? null}`],
    ['country', tx`${l?.country ?? null}`],
    ['latitude', tx`${l?.latitude ?? null}`],
    ['longitude', tx`${l?.longitude ?? null}`],
    ['thematics', tx`${v.thematics}::text[]`],
    ['skills', tx`${v.skills}::text[]`],
    ['sdgs', tx`${v.sdgs}::smallint[]`],
    ['images', tx`${v.images}::text[]`],
    ['video_url', tx`${v.videoUrl}`],
    ['expires_on', tx`${v.expiresOn}::date`],
    ['registration_deadline_days', tx`${v.registrationDeadlineDays}`],
    ['external_url', tx`${v.externalUrl}`],
    ['external_instructions', tx`${v.externalInstructions}`],
    ['practical_info', tx`${v.practicalInfo}`],
    ['registration_message', tx`${v.registrationMessage}`],
    ['auto_reply', tx`${v.autoReply}`],
    ['booking_restriction', tx`${v.bookingRestriction}`],
    ['is_pinned', tx`${v.isPinned}`],
    ['pinned_until', tx`${v.pinnedUntil}`],
  ];
}

function commaList(tx: Tx, parts: Fragment[]): Fragment {
  return parts.reduce((list, part) => tx`${list}, ${part}`);
}

export async function insertMission(
  tx: Tx,
  publisher: { id: number; type: PublisherType },
  companyId: number | null,
  v: MissionValues,
): Promise<number> {
  const columns: [string, Fragment][] = [
    ...missionColumns(tx, v),
    ['state', tx`'draft'`],
    ['publisher_id', tx`${publisher.id}`],
    ['publisher_type', tx`${publisher.type}`],
    ['company_id', tx`${companyId}`],
  ];
  const [row] = await tx<{ id: number }[]>`
    insert into missions (${commaList(tx, columns.map(([column]) => tx`${tx(column)}`))})
    values (${commaList(tx, columns.map(([, value]) => value))})
    returning id`;
  return row!.id;
}

export async function updateMission(tx: Tx, tenant: MissionTenant, id: number, v: MissionValues) {
  const assignments = missionColumns(tx, v).map(([column, value]) => tx`${tx(column)} = ${value}`);
  await tx`
    update missions m set ${commaList(tx, assignments)}, updated_at = now()
    where ${tenantFilter(tx, tenant)} and m.id = ${id}`;
}

/** Replaces the companies a mission is restricted to (tenant checked by the caller's locked read). */
export async function replaceRestrictedCompanies(tx: Tx, missionId: number, companyIds: number[]) {
  await tx`delete from mission_restricted_companies where mission_id = ${missionId}`;
  if (companyIds.length > 0) {
    await tx`
      insert into mission_restricted_companies (mission_id, company_id)
      select ${missionId}, c.id from companies c where c.id = any(${companyIds}::int[])`;
  }
}

/** Replaces the targeted entities; `companyId` keeps a company's mission to its own entities. */
export async function replaceTargetedEntities(tx: Tx, missionId: number, entityIds: number[], companyId: number | null) {
  await tx`delete from mission_targeted_entities where mission_id = ${missionId}`;
  if (entityIds.length > 0) {
    await tx`
      insert into mission_targeted_entities (mission_id, entity_id, company_id)
      select ${missionId}, e.id, e.company_id from entities e
      where e.id = any(${entityIds}::int[]) ${companyId !== null ? tx`and e.company_id = ${companyId}` : tx``}`;
  }
}

export async function associationExists(sql: Tx, id: number): Promise<boolean> {
  const rows = await sql`select 1 from associations where id = ${id}`;
  return rows.length > 0;
}

export async function setMissionState(tx: Tx, tenant: MissionTenant, id: number, state: MissionState) {
  const published = state === 'published' || state === 'republished';
  await tx`
    update missions m set state = ${state},
      published_at = ${published ? tx`now()` : tx`m.published_at`},
      first_published_at = ${published ? tx`coalesce(m.first_published_at, now())` : tx`m.first_published_at`},
      updated_at = now()
    where ${tenantFilter(tx, tenant)} and m.id = ${id}`;
}

export async function copyMissionChildren(tx: Tx, fromId: number, toId: number) {
  await tx`insert into mission_restricted_companies (mission_id, company_id) select ${toId}, company_id from mission_restricted_companies where mission_id = ${fromId}`;
  await tx`
    insert into mission_targeted_entities (mission_id, entity_id, company_id)
    select ${toId}, entity_id, company_id from mission_targeted_entities where mission_id = ${fromId}`;
}

export async function deleteMission(tx: Tx, tenant: MissionTenant, id: number) {
  await tx`delete from missions m where ${tenantFilter(tx, tenant)} and m.id = ${id}`;
}

/** The people who may be named referent: association admins and the members marked in the settings. */
export function listAssociationReferents(sql: Tx, associationId: number) {
  return sql<{ id: string; firstName: string | null; lastName: string | null; email: string }[]>`
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email
    from association_members am join users u on u.id = am.user_id
    where am.association_id = ${associationId} and (am.is_supervisor or am.role = 'ASSOCIATION_ADMIN') and u.state <> 'disabled'
    order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.email`;
}

/** For company-published missions: the company's admins and ambassadors. */
export function listCompanyReferents(sql: Tx, companyId: number) {
  return sql<{ id: string; firstName: string | null; lastName: string | null; email: string }[]>`
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email
    from company_members cm join users u on u.id = cm.user_id
    where cm.company_id = ${companyId} and cm.role = any(${[...COMPANY_REFERENT_ROLES]}::text[]) and u.state <> 'disabled'
    order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.email`;
}

export async function isAssociationReferent(sql: Tx, associationId: number, userId: string): Promise<boolean> {
  const rows = await sql`
    select 1 from association_members where association_id = ${associationId} and user_id = ${userId} and (is_supervisor or role = 'ASSOCIATION_ADMIN')`;
  return rows.length > 0;
}

// ---- The tabs of a mission's dashboard (read-only here; actions come with engagements).

export interface ApplicationRow {
  id: string;
  userId: string;
  state: 'created' | 'validated' | 'finished' | 'canceled';
  stateBeforeCancel: 'created' | 'validated' | 'finished' | 'canceled' | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  companyName: string;
  timeType: 'work' | 'personal';
  message: string | null;
  timeslots: Array<{ startsAt: string; endsAt: string }> | null;
  createdAt: Date;
}

export function listApplications(sql: Tx, missionId: number) {
  return sql<ApplicationRow[]>`
    select e.id, e.user_id as "userId", e.state, e.state_before_cancel as "stateBeforeCancel",
           u.first_name as "firstName", u.last_name as "lastName", u.email, c.name as "companyName",
           e.time_type as "timeType", e.message, e.created_at as "createdAt",
           (select json_agg(json_build_object('startsAt', et.starts_at, 'endsAt', et.ends_at) order by et.starts_at)
              from engagement_timeslots et where et.engagement_id = e.id) as timeslots
    from engagements e
    join users u on u.id = e.user_id
    join companies c on c.id = e.company_id
    where e.mission_id = ${missionId}
    order by e.created_at desc`;
}

export function listSubscribers(sql: Tx, missionId: number) {
  return sql<
    { id: string; timeslotId: number; timeslotStartsAt: Date; firstName: string | null; lastName: string | null; email: string; companyName: string; state: 'waiting' | 'expired'; createdAt: Date }[]
  >`
    select s.id, s.timeslot_id as "timeslotId", t.starts_at as "timeslotStartsAt", u.first_name as "firstName", u.last_name as "lastName",
           u.email, c.name as "companyName", s.state, s.created_at as "createdAt"
    from timeslot_subscribers s
    join timeslots t on t.id = s.timeslot_id
    join users u on u.id = s.user_id
    join companies c on c.id = s.company_id
    where t.mission_id = ${missionId}
    order by t.starts_at, s.created_at`;
}

export function listTestimonies(sql: Tx, missionId: number) {
  return sql<{ engagementId: string; firstName: string | null; lastName: string | null; email: string; testimony: string; finishedAt: Date }[]>`
    select e.id as "engagementId", u.first_name as "firstName", u.last_name as "lastName", u.email, e.testimony,
           coalesce((select max(h.created_at) from engagement_history h where h.engagement_id = e.id and h.to_state = 'finished'), e.updated_at) as "finishedAt"
    from engagements e join users u on u.id = e.user_id
    where e.mission_id = ${missionId} and e.state = 'finished' and length(btrim(coalesce(e.testimony, ''))) > 0
    order by "finishedAt" desc`;
}
