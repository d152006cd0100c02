import type { EngagementTimeslotState, ValidatorType } from '../../../shared/engagements/engagement-timeslot.machine';
import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { CreditKind } from '../../../shared/credits/credit.ledger';
import type { UserState } from '../../../shared/users/user.schema';
import { COMPANY_REFERENT_ROLES } from '../../../shared/permissions/policies';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';
import { type FeatureListsColumns, companyFeatureColumns } from '../companies/companies.service';

type Tx = Sql | TransactionSql;

// ---- The employee and the mission an application is about.

export interface ApplicantRow {
  userId: string;
  userState: UserState;
  firstName: string | null;
  lastName: string | null;
  email: string;
  lang: string | null;
  entityId: number | null;
  inIntermission: boolean;
  managerEmail: string | null;
  companyId: number;
  companyName: string;
  companyActive: boolean;
  managerValidation: boolean;
  /** Who decides on work-time dates awaiting validation: the employee's manager (asked by mail) or a company admin. */
  workTimeValidator: 'manager' | 'company_admin';
  yearlyCreditHours: number;
}

/** An applicant with their company's feature lists, read in the same statement (`featureListsOf()` reads them). */
export type ApplicantWithFeatures = ApplicantRow & FeatureListsColumns;

/** The columns of an `ApplicantRow`, from the membership `m`, its user `u` and its company `c`. */
const applicantColumns = (tx: Tx) => tx`
  u.id as "userId", u.state as "userState", u.first_name as "firstName", u.last_name as "lastName", u.email, u.lang,
  m.entity_id as "entityId", m.in_intermission as "inIntermission", m.manager_email as "managerEmail",
  c.id as "companyId", c.name as "companyName", c.is_active as "companyActive", c.manager_validation as "managerValidation",
  c.yearly_credit_hours as "yearlyCreditHours", c.work_time_validator as "workTimeValidator"`;

/** The membership of one employee in one company, locked so one person's applications run one after the other. */
export async function lockApplicant(tx: Tx, companyId: number, userId: string): Promise<ApplicantRow | undefined> {
  const [row] = await tx<ApplicantRow[]>`
    select ${applicantColumns(tx)}
    from company_members m
    join users u on u.id = m.user_id
    join companies c on c.id = m.company_id
    where m.company_id = ${companyId} and m.user_id = ${userId}
    for no key update of m`;
  return row;
}

export interface MissionForApplyRow {
  id: number;
  title: string;
  state: 'draft' | 'published' | 'republished' | 'unpublished' | 'archived';
  publisherType: 'PUBLISHER_TYPE_ADMIN' | 'PUBLISHER_TYPE_ASSOCIATION' | 'PUBLISHER_TYPE_COMPANY';
  companyId: number | null;
  associationId: number | null;
  supervisorId: string | null;
  availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT' | 'MISSION_AVAILABILITY_TYPE_TIMESLOTS';
  timeType: 'work' | 'personal' | 'both';
  deductsCredit: boolean;
  expiresOn: string | null;
  registrationDeadlineDays: number | null;
  bookingRestriction: 'none' | 'companies' | 'entities' | 'intermission';
  restrictedCompanyIds: number[];
  targetedForEntityIds: number[];
  validatedByCompany: boolean;
  lastTimeslotEndsAt: Date | null;
}

/** The columns of a `MissionForApplyRow` (`m` is the mission), as `companyId`'s employee sees it. */
const missionForApplyColumns = (tx: Tx, companyId: number) => tx`
  m.id, m.title, m.state, m.publisher_type as "publisherType", m.company_id as "companyId", m.association_id as "associationId",
  m.supervisor_id as "supervisorId", m.availability_type as "availabilityType", m.time_type as "timeType",
  m.deducts_credit as "deductsCredit", to_char(m.expires_on, 'YYYY-MM-DD') as "expiresOn",
  m.registration_deadline_days as "registrationDeadlineDays", m.booking_restriction as "bookingRestriction",
  coalesce((select array_agg(r.company_id) from mission_restricted_companies r where r.mission_id = m.id), '{}') as "restrictedCompanyIds",
  coalesce((select array_agg(te.entity_id) from mission_targeted_entities te where te.mission_id = m.id), '{}') as "targetedForEntityIds",
  (m.company_id = ${companyId} or exists (select 1 from mission_company_validations v where v.mission_id = m.id and v.company_id = ${companyId})) as "validatedByCompany",
  (select max(t.ends_at) from timeslots t where t.mission_id = m.id) as "lastTimeslotEndsAt"`;

/** Another company's own missions are out of reach (`m` is the mission). */
const reachableBy = (tx: Tx, companyId: number) => tx`(m.publisher_type <> 'PUBLISHER_TYPE_COMPANY' or m.company_id = ${companyId})`;

/**
 * A mission as one company's employee may reach it: any association or
 * platform mission, or a mission this company published (another company's own
 * missions are not found). A company's own mission counts as validated by it.
 */
export async function findMissionForApply(tx: Tx, missionId: number, companyId: number): Promise<MissionForApplyRow | undefined> {
  const [row] = await tx<MissionForApplyRow[]>`
    select ${missionForApplyColumns(tx, companyId)}
    from missions m
    where m.id = ${missionId} and ${reachableBy(tx, companyId)}`;
  return row;
}

/** What opening a new application's conversation reads from its mission (the messenger's `ConversationOpening`). */
export interface ApplicationOpeningColumns {
  registrationMessage: string | null;
  autoReply: string | null;
  associationSlug: string | null;
  organiserCompanyId: number | null;
  organiserSlug: string | null;
}

export interface ApplyFacts {
  /** The employee's membership in the company (not locked) with its feature lists, or undefined when they are none of its employees. */
  applicant: ApplicantWithFeatures | undefined;
  /** The application already holding the engagement id (a replay), whoever it belongs to. */
  existing: { userId: string; companyId: number; missionId: number } | undefined;
  /** The employee's live application to the mission, if any. */
  liveId: string | null;
  mission: (MissionForApplyRow & ApplicationOpeningColumns) | undefined;
  /** The slots asked for, among the mission's. */
  requested: MissionTimeslotRow[];
  /** The mission's future slots with a place left (the other slots offered on a full one). */
  open: MissionTimeslotRow[];
}

/**
 * Everything the apply rule reads, in one statement: the employee's
 * membership (as `lockApplicant` reads it, without the lock), the application
 * holding the id, the live application to the mission, the mission as
 * `findMissionForApply` reads it with what its conversation opens with, and
 * the slots asked for and the open ones.
 */
export async function findApplyFacts(
  tx: Tx,
  input: { engagementId: string; userId: string; companyId: number; missionId: number; timeslotIds: readonly number[] },
): Promise<ApplyFacts> {
  type SlotJson = Omit<MissionTimeslotRow, 'startsAt' | 'endsAt' | 'signupDeadline'> & { startsAt: string; endsAt: string; signupDeadline: string | null; requested: boolean; open: boolean };
  const [row] = await tx<
    Array<Partial<MissionForApplyRow & ApplicationOpeningColumns> & {
      applicant: ApplicantWithFeatures | null;
      existingUserId: string | null;
      existingCompanyId: number | null;
      existingMissionId: number | null;
      liveId: string | null;
      timeslots: SlotJson[];
    }>
  >`
    select ${missionForApplyColumns(tx, input.companyId)},
           m.registration_message as "registrationMessage", m.auto_reply as "autoReply", a.slug as "associationSlug",
           pc.id as "organiserCompanyId", pc.slug as "organiserSlug",
           x.user_id as "existingUserId", x.company_id as "existingCompanyId", x.mission_id as "existingMissionId",
           (select l.id from engagements l where l.user_id = ${input.userId} and l.mission_id = ${input.missionId} and l.state <> 'canceled') as "liveId",
           coalesce((select json_agg(json_build_object('id', t.id, 'startsAt', t.starts_at, 'endsAt', t.ends_at, 'places', t.places, 'taken', t.taken,
                                                       'signupDeadline', t.signup_deadline, 'requested', t.id = any(${input.timeslotIds as number[]}::int[]),
                                                       'open', t.taken < t.places and t.starts_at > now())
                                     order by t.starts_at, t.id)
                     from timeslots t
                     where t.mission_id = m.id and (t.id = any(${input.timeslotIds as number[]}::int[]) or (t.taken < t.places and t.starts_at > now()))), '[]') as timeslots,
           (select to_json(applicant) from (
              select ${applicantColumns(tx)}, ${companyFeatureColumns(tx, 'c')}
              from company_members m join users u on u.id = m.user_id join companies c on c.id = m.company_id
              where m.company_id = ${input.companyId} and m.user_id = ${input.userId}) as applicant) as applicant
    from (select) as one
    left join missions m on m.id = ${input.missionId} and ${reachableBy(tx, input.companyId)}
    left join associations a on a.id = m.association_id
    left join companies pc on pc.id = m.company_id and m.publisher_type = 'PUBLISHER_TYPE_COMPANY'
    left join engagements x on x.id = ${input.engagementId}`;
  const { applicant, existingUserId, existingCompanyId, existingMissionId, liveId, timeslots, ...mission } = row!;
  const slots = timeslots.map(({ requested, open, ...slot }) => ({
    requested,
    open,
    slot: { ...slot, startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt), signupDeadline: slot.signupDeadline === null ? null : new Date(slot.signupDeadline) },
  }));
  return {
    applicant: applicant ?? undefined,
    existing: existingUserId === null ? undefined : { userId: existingUserId, companyId: existingCompanyId!, missionId: existingMissionId! },
    liveId,
    mission: mission.id == null ? undefined : (mission as MissionForApplyRow & ApplicationOpeningColumns),
    requested: slots.filter((entry) => entry.requested).map((entry) => entry.slot),
    open: slots.filter((entry) => entry.open).map((entry) => entry.slot),
  };
}

export interface MissionTimeslotRow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  places: number;
  taken: number;
  signupDeadline: Date | null;
}

export function findMissionTimeslots(tx: Tx, missionId: number, ids: readonly number[]) {
  return tx<MissionTimeslotRow[]>`
    select id, starts_at as "startsAt", ends_at as "endsAt", places, taken, signup_deadline as "signupDeadline"
    from timeslots where mission_id = ${missionId} and id = any(${ids as number[]}::int[])
    order by starts_at, id`;
}

/** The future slots of a mission that still have a place (the other slots offered on a full one). */
export function listOpenTimeslots(tx: Tx, missionId: number) {
  return tx<MissionTimeslotRow[]>`
    select id, starts_at as "startsAt", ends_at as "endsAt", places, taken, signup_deadline as "signupDeadline"
    from timeslots where mission_id = ${missionId} and taken < places and starts_at > now()
    order by starts_at, id`;
}

// ---- Places: handed out only by the conditional update (sync.md principle 4).

/** One place on a slot, or nothing when it is full: arrival order at the database decides. */
export async function takePlace(tx: Tx, timeslotId: number): Promise<boolean> {
  const rows = await tx`
    update timeslots set taken = taken + 1, updated_at = now()
    where id = ${timeslotId} and taken < places
    returning id, taken, places`;
  return rows.length > 0;
}

export async function releasePlace(tx: Tx, timeslotId: number): Promise<void> {
  await tx`update timeslots set taken = taken - 1, updated_at = now() where id = ${timeslotId} and taken > 0`;
}

/** Locks the slots whose `taken` a transition changes, in id order (no deadlock between two transitions). */
export async function lockTimeslots(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx`select id from timeslots where id = any(${ids as number[]}::int[]) order by id for update`;
}

// ---- Engagements.

export interface EngagementRow {
  id: string;
  missionId: number;
  userId: string;
  companyId: number;
  associationId: number | null;
  state: EngagementState;
  stateBeforeCancel: EngagementState | null;
  timeType: 'work' | 'personal';
  revisedDurationHours: number | null;
  surveyCompletedAt: Date | null;
  lastActivityAt: Date;
  supervisorId: string | null;
  deductsCredit: boolean;
  missionTitle: string;
}

const engagementColumns = (tx: Tx) => tx`
  e.id, e.mission_id as "missionId", e.user_id as "userId", e.company_id as "companyId", e.association_id as "associationId",
  e.state, e.state_before_cancel as "stateBeforeCancel", e.time_type as "timeType",
  e.revised_duration_hours::float8 as "revisedDurationHours", e.survey_completed_at as "surveyCompletedAt",
  e.last_activity_at as "lastActivityAt", m.supervisor_id as "supervisorId", m.deducts_credit as "deductsCredit", m.title as "missionTitle"`;

export async function findEngagement(tx: Tx, id: string): Promise<EngagementRow | undefined> {
  const [row] = await tx<EngagementRow[]>`select ${engagementColumns(tx)} from engagements e join missions m on m.id = e.mission_id where e.id = ${id}`;
  return row;
}

/**
 * Who may touch an application: its employee in their company, the association
 * that runs the mission (never a mission a company published, even one naming
 * the association), or the company that published the mission itself.
 */
export type EngagementScope =
  | { kind: 'employee'; companyId: number; userId: string }
  | { kind: 'company'; companyId: number }
  | { kind: 'association'; associationId: number }
  | { kind: 'publishingCompany'; companyId: number }
  | { kind: 'system' };

function scopeFilter(tx: Tx, scope: EngagementScope) {
  switch (scope.kind) {
    case 'employee':
      return tx`and e.company_id = ${scope.companyId} and e.user_id = ${scope.userId}`;
    case 'company':
      return tx`and e.company_id = ${scope.companyId}`;
    case 'association':
      return tx`and e.association_id = ${scope.associationId} and m.publisher_type <> 'PUBLISHER_TYPE_COMPANY'`;
    case 'publishingCompany':
      return tx`and m.publisher_type = 'PUBLISHER_TYPE_COMPANY' and m.company_id = ${scope.companyId}`;
    case 'system':
      return tx``;
  }
}

export interface PublishingCompanyRow {
  id: number;
  holdingId: number | null;
  supervisorId: string | null;
  /** The referent is one of the company's possible referents (as `listCompanyReferents` of the missions module lists them). */
  referentIsMember: boolean;
}

/**
 * The company that published the mission of these applications (one row per
 * application, only those of missions it published), with what
 * `canManageEngagement` needs about its referent.
 */
export function listPublishingCompanyFacts(tx: Tx, companyId: number, engagementIds: readonly string[]) {
  return tx<(PublishingCompanyRow & { engagementId: string })[]>`
    select e.id as "engagementId", c.id, c.holding_id as "holdingId", m.supervisor_id as "supervisorId",
           exists (select 1 from company_members cm join users u on u.id = cm.user_id
                   where cm.company_id = c.id and cm.user_id = m.supervisor_id and u.state <> 'disabled'
                     and cm.role = any(${[...COMPANY_REFERENT_ROLES]}::text[])) as "referentIsMember"
    from engagements e
    join missions m on m.id = e.mission_id
    join companies c on c.id = m.company_id
    where e.id = any(${engagementIds as string[]}::uuid[]) and m.publisher_type = 'PUBLISHER_TYPE_COMPANY' and m.company_id = ${companyId}`;
}

/** The application, locked for a state change; another tenant's application is not found. */
export async function lockEngagement(tx: Tx, id: string, scope: EngagementScope): Promise<EngagementRow | undefined> {
  const [row] = await tx<EngagementRow[]>`
    select ${engagementColumns(tx)} from engagements e join missions m on m.id = e.mission_id
    where e.id = ${id} ${scopeFilter(tx, scope)}
    for update of e`;
  return row;
}

export interface ApplicationRow {
  id: string;
  missionId: number;
  userId: string;
  companyId: number;
  timeType: 'work' | 'personal';
  message: string | null;
  approximateDurationHours: number;
  tokenHash: string | null;
  /** The slots to take a place on, each becoming a date of the application in `dateState`. */
  timeslotIds: readonly number[];
  dateState: EngagementTimeslotState;
  managerEmail: string | null;
  /** The history row's details. */
  details: Record<string, unknown>;
  /** The ledger entry the application holds (work time on a mission that deducts it), or none. */
  credit: { kind: CreditKind; hours: number } | null;
  /** The messages that open its conversation, in order. */
  messages: ReadonlyArray<{ authorKind: 'volunteer' | 'system'; authorUserId: string | null; body: string }>;
}

/**
 * A new application in one statement: the conditional update takes one place
 * on each slot (sync.md principle 4) and only when it took them all are the
 * application, its dates, its history row, its credit entry and the opening
 * messages of its conversation written. `placed` says how many places were
 * taken, `created` whether the application was written: placed < slots with
 * nothing created is a full slot and nothing was written; created false with
 * every place taken is an id that exists already (a twin, or another's), and
 * the places taken must be rolled back. `view` is the new application as its
 * screens show it (read from what the statement wrote). Slots of one application are taken in
 * one statement: with more than one, the caller locks them first (in id order,
 * `lockTimeslots`), so two applications never wait on each other's slots.
 */
export async function insertApplication(tx: Tx, row: ApplicationRow): Promise<{ placed: number; created: boolean; view: EngagementViewRow | undefined }> {
  const decided = row.dateState === 'validated' || row.dateState === 'rejected';
  const [written] = await tx<Array<{ placed: number; created: boolean } & (EngagementViewRow | { [K in keyof EngagementViewRow]: null })>>`
    with place as (
      update timeslots set taken = taken + 1, updated_at = now()
      where id = any(${row.timeslotIds as number[]}::int[]) and taken < places
      returning id, starts_at, ends_at
    ), engagement as (
      insert into engagements (id, mission_id, user_id, company_id, time_type, message, approximate_duration_hours, validation_token_hash, validation_token_expires_at)
      select ${row.id}, ${row.missionId}, ${row.userId}, ${row.companyId}, ${row.timeType}, ${row.message}, ${row.approximateDurationHours},
             ${row.tokenHash}, ${row.tokenHash ? tx`now() + interval '30 days'` : null}
      where (select count(*) from place) = ${row.timeslotIds.length}
      on conflict (id) do nothing
      returning *
    ), dates as (
      insert into engagement_timeslots (engagement_id, company_id, timeslot_id, starts_at, ends_at, state, manager_email, decided_at)
      select e.id, e.company_id, p.id, p.starts_at, p.ends_at, ${row.dateState}, ${row.managerEmail}, ${decided ? tx`now()` : null}
      from engagement e cross join place p
      order by p.starts_at, p.id
      returning *
    ), history as (
      insert into engagement_history (engagement_id, action, from_state, to_state, actor_user_id, actor_kind, details)
      select e.id, 'apply', null, 'created', ${row.userId}, 'user', ${tx.json(row.details as never)} from engagement e
    ), credit as (
      insert into credit_entries (company_id, user_id, engagement_id, kind, hours)
      select e.company_id, ${row.userId}, e.id, ${row.credit?.kind ?? null}, ${row.credit?.hours ?? 0} from engagement e
      where ${row.credit !== null}
    ), messages as (
      insert into engagement_messages (engagement_id, company_id, association_id, author_user_id, author_kind, body)
      select e.id, e.company_id, e.association_id, message.author_user_id, message.author_kind, message.body
      from engagement e
      cross join unnest(${row.messages.map((message) => message.authorUserId) as string[]}::uuid[],
                        ${row.messages.map((message) => message.authorKind)}::text[],
                        ${row.messages.map((message) => message.body)}::text[]) with ordinality as message(author_user_id, author_kind, body, position)
      order by message.position
    )
    select (select count(*)::int from place) as placed, exists (select 1 from engagement) as created, view.*
    from (select) as one
    left join (${engagementViewSource(tx, { engagements: tx`engagement`, dates: tx`dates` })}) as view on true`;
  const { placed, created, ...view } = written!;
  return { placed, created, view: view.id === null ? undefined : (view as EngagementViewRow) };
}

type StateChange = {
  state: EngagementState;
  cancel?: { reason: string; otherReason: string | null; message: string | null; stateBefore: EngagementState } | null;
};

/** The `set` list of an application's state change (and of its cancellation). */
function stateChangeSet(tx: Tx, change: StateChange) {
  const cancel = change.cancel ?? null;
  return tx`
    state = ${change.state},
    cancel_reason = ${cancel?.reason ?? null}, cancel_other_reason = ${cancel?.otherReason ?? null},
    cancel_message = ${cancel?.message ?? null}, state_before_cancel = ${cancel?.stateBefore ?? null},
    last_activity_at = now(), updated_at = now()`;
}

export async function setEngagementState(tx: Tx, id: string, change: StateChange): Promise<void> {
  await tx`update engagements set ${stateChangeSet(tx, change)} where id = ${id}`;
}

/** What the employee writes when finishing: the survey or a testimony, and the revised duration. */
export async function saveReview(
  tx: Tx,
  id: string,
  review: { survey: Record<string, unknown> | null; testimony: string | null; revisedDurationHours: number | null },
): Promise<void> {
  const answered = review.survey !== null || review.testimony !== null;
  await tx`
    update engagements set
      survey = coalesce(${review.survey === null ? null : tx.json(review.survey as never)}::jsonb, survey),
      testimony = coalesce(${review.testimony}, testimony),
      revised_duration_hours = coalesce(${review.revisedDurationHours}, revised_duration_hours),
      survey_completed_at = case when ${answered} then coalesce(survey_completed_at, now()) else survey_completed_at end,
      last_activity_at = now(), updated_at = now()
    where id = ${id}`;
}

export async function setValidationToken(tx: Tx, id: string, tokenHash: string): Promise<void> {
  await tx`update engagements set validation_token_hash = ${tokenHash}, validation_token_expires_at = now() + interval '30 days', updated_at = now() where id = ${id}`;
}

// ---- Dates of an application.

export interface EngagementDateRow {
  id: number;
  timeslotId: number | null;
  startsAt: Date;
  endsAt: Date;
  state: EngagementTimeslotState;
  managerEmail: string | null;
}

export function listEngagementDates(tx: Tx, engagementId: string) {
  return tx<EngagementDateRow[]>`
    select id, timeslot_id as "timeslotId", starts_at as "startsAt", ends_at as "endsAt", state, manager_email as "managerEmail"
    from engagement_timeslots where engagement_id = ${engagementId} order by starts_at, id`;
}

export async function insertEngagementDate(
  tx: Tx,
  row: { engagementId: string; companyId: number; timeslotId: number; startsAt: Date; endsAt: Date; state: EngagementTimeslotState; managerEmail: string | null },
): Promise<void> {
  const decided = row.state === 'validated' || row.state === 'rejected';
  await tx`
    insert into engagement_timeslots (engagement_id, company_id, timeslot_id, starts_at, ends_at, state, manager_email, decided_at)
    values (${row.engagementId}, ${row.companyId}, ${row.timeslotId}, ${row.startsAt}, ${row.endsAt}, ${row.state}, ${row.managerEmail},
            ${decided ? tx`now()` : null})`;
}

type DateStateChange = { state: EngagementTimeslotState; validatorType?: ValidatorType | null; validatedBy?: string | null };

/** The `set` list of a date's state change. */
function dateStateChangeSet(tx: Tx, change: DateStateChange) {
  const decided = change.state === 'validated' || change.state === 'rejected';
  return tx`
    state = ${change.state},
    validator_type = ${change.validatorType ?? null}, validated_by = ${change.validatedBy ?? null},
    decided_at = ${decided ? tx`coalesce(decided_at, now())` : null}, updated_at = now()`;
}

export async function setEngagementDateState(tx: Tx, id: number, change: DateStateChange): Promise<void> {
  await tx`update engagement_timeslots set ${dateStateChangeSet(tx, change)} where id = ${id}`;
}

// ---- History and credits.

export interface HistoryRow {
  engagementId: string;
  action: string;
  fromState: EngagementState | null;
  toState: EngagementState;
  actorUserId: string | null;
  actorKind: 'user' | 'manager' | 'system';
  details?: Record<string, unknown>;
}

/** The columns and values of a history row, after `insert into engagement_history`. */
function historyValues(tx: Tx, row: HistoryRow) {
  return tx`
    (engagement_id, action, from_state, to_state, actor_user_id, actor_kind, details)
    values (${row.engagementId}, ${row.action}, ${row.fromState}, ${row.toState}, ${row.actorUserId}, ${row.actorKind},
            ${row.details ? tx.json(row.details as never) : null})`;
}

export async function insertHistory(tx: Tx, row: HistoryRow): Promise<void> {
  await tx`insert into engagement_history ${historyValues(tx, row)}`;
}

/**
 * One state change of an application in one statement: its dates that leave
 * (all to one state: canceled or rejected) and the places of their slots given
 * back, the application's state (and its cancellation), and its history row;
 * answers the application as its screens then show it (`EngagementViewRow`,
 * read from what the statement wrote and the dates it left alone). With more
 * than one place to give back, the caller locks the slots first
 * (`lockTimeslots`, in id order). The dates are named with their application,
 * and the slots through the dates moved rather than as a list: PostgreSQL
 * then keeps one plan for the statement instead of planning it at each call.
 */
export async function writeTransition(
  tx: Tx,
  change: StateChange & { dates: { ids: readonly number[]; change: DateStateChange } | null; history: HistoryRow },
): Promise<EngagementViewRow> {
  const engagementId = change.history.engagementId;
  const dates = change.dates;
  const [view] = await tx<EngagementViewRow[]>`
    with ${dates ? tx`moved as (
           update engagement_timeslots set ${dateStateChangeSet(tx, dates.change)}
           where engagement_id = ${engagementId} and id = any(${dates.ids as number[]}::int[])
           returning *
         ), places as (
           update timeslots t set taken = t.taken - 1, updated_at = now()
           from moved d where t.id = d.timeslot_id and t.taken > 0
         ),` : tx``}
         engagement as (update engagements set ${stateChangeSet(tx, change)} where id = ${engagementId} returning *),
         history as (insert into engagement_history ${historyValues(tx, change.history)})
    ${engagementViewSource(tx, {
      engagements: tx`engagement`,
      dates: dates
        ? tx`(select * from moved union all select * from engagement_timeslots where engagement_id = ${engagementId} and id <> all(${dates.ids as number[]}::int[]))`
        : tx`engagement_timeslots`,
    })}`;
  return view!;
}

/** The details of the last cancellation: the dates it canceled and the state each had. */
export async function lastCancellation(tx: Tx, engagementId: string): Promise<Record<string, unknown> | null> {
  const [row] = await tx<{ details: Record<string, unknown> | null }[]>`
    select details from engagement_history where engagement_id = ${engagementId} and to_state = 'canceled'
    order by created_at desc, id desc limit 1`;
  return row?.details ?? null;
}

/** The one ledger entry a work-time application holds: its kind follows the state, its hours the dates. */
export async function setEngagementCredit(
  tx: Tx,
  row: { engagementId: string; companyId: number; userId: string; kind: CreditKind | null; hours: number },
): Promise<void> {
  if (row.kind === null) {
    await tx`delete from credit_entries where engagement_id = ${row.engagementId}`;
    return;
  }
  await tx`
    insert into credit_entries (company_id, user_id, engagement_id, kind, hours)
    values (${row.companyId}, ${row.userId}, ${row.engagementId}, ${row.kind}, ${row.hours})
    on conflict (engagement_id) do update set kind = excluded.kind, hours = excluded.hours, updated_at = now()`;
}

export function listCreditEntries(tx: Tx, companyId: number, userId: string) {
  return tx<{ kind: CreditKind; hours: number }[]>`select kind, hours from credit_entries where company_id = ${companyId} and user_id = ${userId}`;
}

// ---- Waiting list.

/** A waiting-list alert; nothing when the user already waits on that slot. */
export async function insertSubscriber(tx: Tx, row: { id: string; timeslotId: number; userId: string; companyId: number }): Promise<boolean> {
  const inserted = await tx`
    insert into timeslot_subscribers (id, timeslot_id, user_id, company_id) values (${row.id}, ${row.timeslotId}, ${row.userId}, ${row.companyId})
    on conflict do nothing returning id`;
  return inserted.length > 0;
}

/** The user's place in the slot's waiting list (1 = next), or null when not waiting. */
export async function waitingListPosition(tx: Tx, timeslotId: number, userId: string): Promise<number | null> {
  const [row] = await tx<{ position: number | null }[]>`
    select (select count(*)::int from timeslot_subscribers o
            where o.timeslot_id = s.timeslot_id and o.state = 'waiting' and (o.created_at, o.id) <= (s.created_at, s.id)) as position
    from timeslot_subscribers s where s.timeslot_id = ${timeslotId} and s.user_id = ${userId} and s.state = 'waiting'`;
  return row?.position ?? null;
}

// ---- Reading applications.

export interface EngagementViewRow {
  id: string;
  state: EngagementState;
  stateBeforeCancel: EngagementState | null;
  missionId: number;
  userId: string;
  companyId: number;
  companyName: string;
  timeType: 'work' | 'personal';
  message: string | null;
  cancelReason: string | null;
  cancelOtherReason: string | null;
  cancelMessage: string | null;
  survey: Record<string, unknown> | null;
  testimony: string | null;
  surveyCompletedAt: Date | null;
  externalRegistrationDone: boolean;
  approximateDurationHours: number | null;
  revisedDurationHours: number | null;
  lastActivityAt: Date;
  /** When the manager was last asked (a link lives 30 days from its sending); null without a link. */
  managerRequestedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  missionSlug: string;
  missionTitle: string;
  availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT' | 'MISSION_AVAILABILITY_TYPE_TIMESLOTS';
  externalUrl: string | null;
  supervisorId: string | null;
  associationId: number | null;
  associationSlug: string | null;
  associationName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  dates: Array<{
    id: number;
    timeslotId: number | null;
    startsAt: string;
    endsAt: string;
    state: EngagementTimeslotState;
    validatorType: ValidatorType | null;
    managerEmail: string | null;
    reviewStatus: 'to_validate' | 'validated' | 'challenged' | 'challenge_processed' | 'canceled';
    /** A tax receipt covers the date: its time spent is locked (spec §4). */
    coveredByTaxReceipt: boolean;
  }>;
}

/**
 * The columns and joins of an `EngagementViewRow` (`e` is the engagement): the screens' lists and the sync pull
 * read the same. `sources` names where the applications and their dates are read from when not from their tables:
 * the rows a statement has just written (its RETURNING), which the statement's own reads would not see.
 */
export function engagementViewSource(tx: Tx, sources: { engagements: SqlFragment; dates: SqlFragment } = { engagements: tx`engagements`, dates: tx`engagement_timeslots` }) {
  return tx`
    select e.id, e.state, e.state_before_cancel as "stateBeforeCancel", e.mission_id as "missionId", e.user_id as "userId",
           e.company_id as "companyId", c.name as "companyName", e.time_type as "timeType", e.message,
           e.cancel_reason as "cancelReason", e.cancel_other_reason as "cancelOtherReason", e.cancel_message as "cancelMessage",
           e.survey, e.testimony, e.survey_completed_at as "surveyCompletedAt", e.external_registration_done as "externalRegistrationDone",
           e.approximate_duration_hours::float8 as "approximateDurationHours", e.revised_duration_hours::float8 as "revisedDurationHours",
           e.last_activity_at as "lastActivityAt", e.validation_token_expires_at - interval '30 days' as "managerRequestedAt", e.created_at as "createdAt", e.updated_at as "updatedAt",
           m.slug as "missionSlug", m.title as "missionTitle", m.availability_type as "availabilityType", m.external_url as "externalUrl",
           m.supervisor_id as "supervisorId", a.id as "associationId", a.slug as "associationSlug", a.name as "associationName",
           u.first_name as "firstName", u.last_name as "lastName", u.email,
           coalesce((select json_agg(json_build_object('id', et.id, 'timeslotId', et.timeslot_id, 'startsAt', et.starts_at, 'endsAt', et.ends_at,
                                                       'state', et.state, 'validatorType', et.validator_type, 'managerEmail', et.manager_email,
                                                       'reviewStatus', et.review_status,
                                                       'coveredByTaxReceipt', exists (select 1 from tax_exemption_lines l join tax_receipt_lines rl on rl.tax_exemption_line_id = l.id join tax_receipts r on r.id = rl.tax_receipt_id where l.engagement_timeslot_id = et.id and r.state <> 'archived'))
                              order by et.starts_at, et.id)
                     from ${sources.dates} et where et.engagement_id = e.id), '[]') as dates
    from ${sources.engagements} e
    join missions m on m.id = e.mission_id
    join companies c on c.id = e.company_id
    join users u on u.id = e.user_id
    left join associations a on a.id = e.association_id`;
}

/** Applications with what their screens show, in one tenant's scope; newest first. */
export function listEngagementViews(tx: Tx, scope: EngagementScope, id?: string) {
  return tx<EngagementViewRow[]>`
    ${engagementViewSource(tx)}
    where true ${scopeFilter(tx, scope)} ${id ? tx`and e.id = ${id}` : tx``}
    order by e.created_at desc, e.id`;
}

// ---- Auto-expiry.

/** Pending applications whose last activity is older than the cutoff (at most `limit`). */
export function listExpiredPendingIds(tx: Tx, cutoff: Date, limit: number) {
  return tx<{ id: string }[]>`
    select id from engagements where state = 'created' and last_activity_at <= ${cutoff}
    order by last_activity_at, id limit ${limit}`;
}

/** The employee says they completed the mission's external registration. */
export async function markExternalRegistrationDone(tx: Tx, id: string): Promise<void> {
  await tx`update engagements set external_registration_done = true, last_activity_at = now(), updated_at = now() where id = ${id}`;
}

/**
 * Applications whose dates still await the manager and whose link is older
 * than `olderThanDays` (a link lives 30 days and is renewed by each reminder,
 * so this also spaces reminders out).
 */
export function listStaleManagerValidations(tx: Tx, olderThanDays: number, limit: number) {
  return tx<{ id: string; companyId: number }[]>`
    select e.id, e.company_id as "companyId" from engagements e
    where e.state in ('created', 'validated') and e.validation_token_expires_at is not null
      and e.validation_token_expires_at <= now() + make_interval(days => 30 - ${olderThanDays}::int)
      and exists (select 1 from engagement_timeslots et where et.engagement_id = e.id and et.state = 'toValidate')
      -- A company whose admins decide on work-time dates asks no manager.
      and exists (select 1 from companies c where c.id = e.company_id and c.work_time_validator = 'manager')
    order by e.validation_token_expires_at, e.id limit ${limit}`;
}
