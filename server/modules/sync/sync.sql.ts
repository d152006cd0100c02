import postgres from 'postgres';
import type { SyncChangeEntity, SyncEntity } from '../../../shared/sync/sync.schema';
import type { UserState } from '../../../shared/users/user.schema';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';
import type { EngagementViewRow } from '../engagements/read.service';
import type { MissionPageRow } from '../missions/search.service';
import { type FeatureListsColumns, companyFeatureColumns } from '../companies/companies.service';

type Tx = Sql | TransactionSql;

// ---------------------------------------------------------------------------
// Push: the client's last mutation id and the stored results.
// ---------------------------------------------------------------------------

/**
 * Creates the client on first use and locks its row for this mutation's
 * transaction, in one statement (ON CONFLICT DO UPDATE locks the existing row
 * like FOR UPDATE: two pushes of one client run one after the other).
 */
export async function lockClient(tx: TransactionSql, clientId: string, userId: string): Promise<{ userId: string; lastMutationId: number }> {
  const [row] = await tx<{ userId: string; lastMutationId: number }[]>`
    insert into sync_clients (client_id, user_id) values (${clientId}, ${userId})
    on conflict (client_id) do update set updated_at = sync_clients.updated_at
    returning user_id as "userId", last_mutation_id as "lastMutationId"`;
  return row!;
}

/** The client's owner and last id, without creating it (undefined for an unknown client). */
export async function findClient(sql: Tx, clientId: string): Promise<{ userId: string; lastMutationId: number } | undefined> {
  const [row] = await sql<{ userId: string; lastMutationId: number }[]>`
    select user_id as "userId", last_mutation_id as "lastMutationId" from sync_clients where client_id = ${clientId}`;
  return row;
}

/**
 * What a push starts from, in one statement: the client's owner and last id
 * (undefined for an unknown client), the stored results it already applied
 * from the first pushed id to the last (a replay answers them without a
 * transaction: a stored result never changes; a range rather than a list keeps
 * one plan for the statement), and the acknowledgement of every result up to
 * `acknowledgedThrough` (the client sends its outbox from its first
 * unacknowledged intent), for the owner only.
 */
export async function openPush(
  sql: Tx,
  clientId: string,
  userId: string,
  acknowledgedThrough: number,
  mutationIds: readonly number[],
): Promise<{ userId: string; lastMutationId: number; stored: Array<Record<string, unknown> & { id: number }> } | undefined> {
  const [row] = await sql<{ userId: string; lastMutationId: number; stored: Array<Record<string, unknown> & { id: number }> }[]>`
    with acknowledged as (
      update sync_clients set acknowledged_through = greatest(acknowledged_through, least(last_mutation_id, ${acknowledgedThrough}))
      where client_id = ${clientId} and user_id = ${userId} and acknowledged_through < least(last_mutation_id, ${acknowledgedThrough})
    )
    select c.user_id as "userId", c.last_mutation_id as "lastMutationId",
           coalesce((select json_agg(m.result order by m.mutation_id) from sync_mutations m
                     where m.client_id = c.client_id and m.mutation_id between ${Math.min(...mutationIds)} and least(${Math.max(...mutationIds)}, c.last_mutation_id)), '[]') as stored
    from sync_clients c where c.client_id = ${clientId}`;
  return row;
}

/** Retention: drops the stored results clients acknowledged, once older than the cutoff. */
export async function pruneAcknowledgedResults(sql: Sql, cutoff: Date): Promise<number> {
  const rows = await sql`
    delete from sync_mutations m using sync_clients c
    where m.client_id = c.client_id and m.mutation_id <= c.acknowledged_through and m.created_at < ${cutoff}`;
  return rows.count;
}

export async function findStoredResult(tx: TransactionSql, clientId: string, mutationId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx<{ result: Record<string, unknown> }[]>`
    select result from sync_mutations where client_id = ${clientId} and mutation_id = ${mutationId}`;
  return row?.result;
}

/**
 * Records a mutation's result and moves the client's last id on, in the
 * mutation's transaction. Returns the result as stored (jsonb orders keys its
 * own way), so the first answer and every replay are byte for byte the same.
 */
export async function recordMutation(
  tx: TransactionSql,
  input: { clientId: string; mutationId: number; name: string; result: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const [row] = await tx<{ result: Record<string, unknown> }[]>`
    with bumped as (
      update sync_clients set last_mutation_id = ${input.mutationId}, updated_at = now() where client_id = ${input.clientId}
    )
    insert into sync_mutations (client_id, mutation_id, name, result)
    values (${input.clientId}, ${input.mutationId}, ${input.name}, ${tx.json(input.result as Parameters<typeof tx.json>[0])})
    returning result`;
  return row!.result;
}

/**
 * Records the results of the client's next mutations (consecutive ids from
 * the one after its last id), in one statement: the client's row (created
 * with them for a new client) moves its last id on from the one before the
 * first, for its owner only, and the result rows take the client id that move
 * returns. When the row did not move (another push recorded one of them
 * first, or the client is another user's), that client id is null and the
 * result rows' NOT NULL fails the statement, so the transaction cannot commit:
 * `isNotNextMutation` tells that failure. Its rows are the results as stored
 * (jsonb orders keys its own way), like `recordMutation`'s. Not started: the
 * caller sends it (with a commit behind it, or alone).
 */
export function recordNextMutations(
  sql: Tx,
  input: { clientId: string; userId: string; mutations: ReadonlyArray<{ id: number; name: string; result: Record<string, unknown> }> },
) {
  const first = input.mutations[0]!.id;
  const last = input.mutations.at(-1)!.id;
  return sql<{ id: number; result: Record<string, unknown> }[]>`
    with bumped as (
      insert into sync_clients as c (client_id, user_id, last_mutation_id) values (${input.clientId}, ${input.userId}, ${last})
      on conflict (client_id) do update set last_mutation_id = excluded.last_mutation_id, updated_at = now()
        where c.user_id = excluded.user_id and c.last_mutation_id = ${first - 1}
      returning client_id
    )
    insert into sync_mutations (client_id, mutation_id, name, result)
    select (select client_id from bumped), m.id, m.name, m.result
    from jsonb_to_recordset(${sql.json(input.mutations as never)}) as m(id int, name text, result jsonb)
    returning mutation_id as id, result`;
}

/** The failure of `recordNextMutations` when the mutations were not the client's next ones. */
export function isNotNextMutation(error: unknown): boolean {
  return error instanceof postgres.PostgresError && error.code === '23502' && error.table_name === 'sync_mutations' && error.column_name === 'client_id';
}

/** Who an application belongs to (from which side a mutation on it acts) and its company's feature lists, in one statement. */
export async function findEngagementTenants(tx: TransactionSql, engagementId: string) {
  const [row] = await tx<
    ({ userId: string; companyId: number; associationId: number | null } & FeatureListsColumns)[]
  >`
    select e.user_id as "userId", e.company_id as "companyId", e.association_id as "associationId", ${companyFeatureColumns(tx, 'c')}
    from engagements e join companies c on c.id = e.company_id
    where e.id = ${engagementId}`;
  return row;
}

// ---------------------------------------------------------------------------
// Pull: watermarks and the change log.
// ---------------------------------------------------------------------------

/** Every transaction below this id has ended (committed or aborted): the pull's upper bound. */
export async function currentWatermark(sql: Tx, atLeast = '0'): Promise<string> {
  // Never below the cursor's own watermark: a snapshot's xmin leaves out the xid of a backend running VACUUM
  // (or logical decoding), so a later snapshot's xmin can be lower than an earlier one's. Such a backend writes
  // no change rows; stepping back would only read a window twice.
  const [row] = await sql<{ xmin: string }[]>`select greatest(pg_snapshot_xmin(pg_current_snapshot()), ${atLeast}::xid8)::text as xmin`;
  return row!.xmin;
}

/** The highest txid pruned by retention: a cursor at or below it may have missed changes. */
export async function prunedThrough(sql: Tx): Promise<string> {
  const [row] = await sql<{ txid: string }[]>`select pruned_through::text as txid from sync_retention`;
  return row?.txid ?? '0';
}

/** Whether txid `a` < `b` (xid8 compared by the database, no 64-bit arithmetic in JS). */
export async function txidBelowOrEqual(sql: Tx, a: string, b: string): Promise<boolean> {
  const [row] = await sql<{ below: boolean }[]>`select ${a}::xid8 <= ${b}::xid8 as below`;
  return row!.below;
}

export interface PullMemberRow {
  entityId: number | null;
  inIntermission: boolean;
  companyActive: boolean;
  userState: UserState;
  /** The txid of the last change of this member's audience (migration 0013), or null if none was recorded. */
  audienceStamp: string | null;
}

/**
 * The employee's membership as a pull builds its audience from, with its audience stamp, in one statement: both
 * come from the same snapshot, so the stamp names exactly the audience read (undefined: not a member).
 */
export async function findPullMember(sql: Tx, companyId: number, userId: string): Promise<PullMemberRow | undefined> {
  const [row] = await sql<PullMemberRow[]>`
    select cm.entity_id as "entityId", cm.in_intermission as "inIntermission", c.is_active as "companyActive",
           u.state as "userState", r.txid::text as "audienceStamp"
    from company_members cm
    join companies c on c.id = cm.company_id
    join users u on u.id = cm.user_id
    left join sync_member_resets r on r.company_id = cm.company_id and r.user_id = cm.user_id
    where cm.company_id = ${companyId} and cm.user_id = ${userId}`;
  return row;
}

export type SyncSpace = { kind: 'employee'; companyId: number; userId: string } | { kind: 'association'; associationId: number };

export interface ChangeRow {
  id: string;
  entity: SyncChangeEntity;
  entityId: string;
  op: 'upsert' | 'delete';
  companyId: number | null;
}

/**
 * The change rows this space may care about, in a closed window of txids (all ended), after a change id: one page,
 * in id order. The order names the table's column: a bare `order by id` would
 * sort by the `id::text` of the select list, '1000' before '999', and the next page (`id > '999'`) would read
 * 1000 and the rest again (a window read twice in CI when ids crossed a power of ten under a held-back watermark).
 */
export function listChanges(sql: Tx, space: SyncSpace, window: { from: string; to: string; afterId: string }, limit: number) {
  const relevant =
    space.kind === 'employee'
      ? sql`(entity in ('mission', 'timeslot', 'association')
             or (entity in ('quest', 'level', 'program', 'highlight') and company_id = ${space.companyId})
             or (entity in ('engagement', 'credit', 'level_answer') and company_id = ${space.companyId} and user_id = ${space.userId}))`
      : sql`(entity in ('mission', 'timeslot', 'association', 'roster_engagement') and association_id = ${space.associationId})`;
  return sql<ChangeRow[]>`
    select id::text as id, entity, entity_id as "entityId", op, company_id as "companyId"
    from sync_changes
    where txid >= ${window.from}::xid8 and txid < ${window.to}::xid8 and id > ${window.afterId}::bigint and ${relevant}
    order by sync_changes.id
    limit ${limit}`;
}

/** Retention: drops changes older than the cutoff and remembers the highest txid dropped. */
export async function pruneChanges(sql: Sql, cutoff: Date): Promise<number> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ count: number; maxTxid: string | null }[]>`
      with gone as (delete from sync_changes where created_at < ${cutoff} returning txid)
      select count(*)::int as count, max(txid::text::numeric)::text as "maxTxid" from gone`;
    if (row && row.count > 0 && row.maxTxid) {
      await tx`update sync_retention set pruned_through = greatest(pruned_through, ${row.maxTxid}::xid8), updated_at = now()`;
    }
    return row?.count ?? 0;
  });
}

// ---------------------------------------------------------------------------
// Pull: the entities as the space may see them, by id list or by page (id order).
// ---------------------------------------------------------------------------

/** Which rows to read: those ids, or the next page after a key. */
export type Selection = { ids: string[] } | { after: string | null; limit: number };

export const intIds = (ids: string[]) => ids.map(Number).filter((id) => Number.isSafeInteger(id));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidIds = (ids: string[]) => ids.filter((id) => UUID.test(id));

function byInt(sql: Tx, column: string, selection: Selection) {
  if ('ids' in selection) return sql`and ${sql(column)} = any(${intIds(selection.ids)}::int[])`;
  return selection.after === null ? sql`` : sql`and ${sql(column)} > ${Number(selection.after)}`;
}
function byUuid(sql: Tx, column: string, selection: Selection) {
  if ('ids' in selection) return sql`and ${sql(column)} = any(${uuidIds(selection.ids)}::uuid[])`;
  return selection.after === null ? sql`` : sql`and ${sql(column)} > ${selection.after}::uuid`;
}
const limitOf = (sql: Tx, selection: Selection) => ('ids' in selection ? sql`` : sql`limit ${selection.limit}`);

export interface SyncMissionRow extends MissionPageRow {
  validatedByCompany: boolean;
  deductsCredit: boolean;
  country: string | null;
}

/**
 * An association space receives the missions it manages (as its mission list does): a mission a company published
 * and named the association on stays the company's, with its timeslots and applications (`m` is the mission).
 */
const associationOwns = (sql: Tx, associationId: number) => sql`m.association_id = ${associationId} and m.publisher_type <> 'PUBLISHER_TYPE_COMPANY'`;

/**
 * Whose missions a pull reads: an employee's, through the missions module's discovery rule for their audience (a
 * condition on `m`, built by the pull service), or an association's own.
 */
export type MissionReach = { visibleMissions: SqlFragment } | { associationId: number };

/** Employees: the live missions open to them (the discovery rule); association members: all of their association's. */
export function listMissions(sql: Tx, scope: { visibleMissions: SqlFragment; companyId: number } | { associationId: number }, now: Date, selection: Selection) {
  const where = 'visibleMissions' in scope ? scope.visibleMissions : associationOwns(sql, scope.associationId);
  const validated =
    'visibleMissions' in scope
      ? sql`exists (select 1 from mission_company_validations v where v.mission_id = m.id and v.company_id = ${scope.companyId})`
      : sql`false`;
  return sql<SyncMissionRow[]>`
    select m.id, m.slug, m.title, m.state, m.mission_type as "missionType", m.availability_type as "availabilityType",
           m.required_availability as "requiredAvailability", m.time_type as "timeType", m.is_remote as "isRemote",
           m.is_tax_exempt as "isTaxExempt", m.is_pinned as "isPinned", m.pinned_until as "pinnedUntil", m.images, m.thematics, m.skills,
           m.location_kind as "locationKind", m.location_label as "locationLabel", m.city, m.latitude, m.longitude,
           to_char(m.expires_on, 'YYYY-MM-DD') as "expiresOn", m.last_timeslot_ends_at as "lastTimeslotEndsAt",
           a.id as "associationId", a.slug as "associationSlug", a.name as "associationName", a.logo_path as "associationLogo",
           (select min(t.starts_at) from timeslots t
             where t.mission_id = m.id and t.starts_at > ${now}
               and coalesce(t.signup_deadline, t.starts_at - make_interval(days => coalesce(m.registration_deadline_days, 0))) > ${now}) as "nextTimeslotAt",
           null::float8 as "distanceKm",
           m.description, m.video_url as "videoUrl", m.sdgs, m.is_group as "isGroup", m.practical_info as "practicalInfo",
           m.external_url as "externalUrl", m.published_at as "publishedAt", m.registration_deadline_days as "registrationDeadlineDays",
           m.publisher_type as "publisherType", m.company_id as "companyId", m.booking_restriction as "bookingRestriction",
           a.description as "associationDescription", ${validated} as "validatedByCompany", m.deducts_credit as "deductsCredit",
           m.country::text as country
    from missions m
    left join associations a on a.id = m.association_id
    where ${where} ${byInt(sql, 'm.id', selection)}
    order by m.id
    ${limitOf(sql, selection)}`;
}

export interface SyncTimeslotRow {
  id: number;
  missionId: number;
  kind: 'slot' | 'range';
  startsAt: Date;
  endsAt: Date;
  places: number;
  taken: number;
  signupDeadline: Date | null;
  registrationDeadlineDays: number | null;
}

/** The timeslots not yet over of the missions the space receives (a change of the log: by id). */
export function listTimeslots(sql: Tx, scope: MissionReach, now: Date, selection: Selection) {
  const where = 'visibleMissions' in scope ? scope.visibleMissions : associationOwns(sql, scope.associationId);
  return sql<SyncTimeslotRow[]>`
    select t.id, t.mission_id as "missionId", t.kind, t.starts_at as "startsAt", t.ends_at as "endsAt", t.places, t.taken,
           t.signup_deadline as "signupDeadline", m.registration_deadline_days as "registrationDeadlineDays"
    from timeslots t join missions m on m.id = t.mission_id
    where t.ends_at > ${now} and ${where} ${byInt(sql, 't.id', selection)}
    order by t.id
    ${limitOf(sql, selection)}`;
}

/** The timeslots not yet over of these missions (already chosen by the space's rule), soonest first: a mission row holds them. */
export function listTimeslotsOfMissions(sql: Tx, missionIds: number[], now: Date) {
  return sql<SyncTimeslotRow[]>`
    select t.id, t.mission_id as "missionId", t.kind, t.starts_at as "startsAt", t.ends_at as "endsAt", t.places, t.taken,
           t.signup_deadline as "signupDeadline", m.registration_deadline_days as "registrationDeadlineDays"
    from timeslots t join missions m on m.id = t.mission_id
    where t.mission_id = any(${missionIds}::int[]) and t.ends_at > ${now}
    order by t.starts_at, t.id`;
}

export interface SyncAssociationRow {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  description: string | null;
}

/** Employees: the associations of the missions open to them; association members: their own. */
export function listAssociations(sql: Tx, scope: MissionReach, selection: Selection) {
  const where =
    'visibleMissions' in scope
      ? sql`a.id in (select m.association_id from missions m where m.association_id is not null and ${scope.visibleMissions})`
      : sql`a.id = ${scope.associationId}`;
  return sql<SyncAssociationRow[]>`
    select a.id, a.slug, a.name, a.logo_path as logo, a.description
    from associations a
    where ${where} ${byInt(sql, 'a.id', selection)}
    order by a.id
    ${limitOf(sql, selection)}`;
}

export interface SyncQuestRow {
  id: number;
  companyId: number | null;
  slug: string;
  title: string;
  description: string | null;
  coverImage: string | null;
  thematics: string[];
  goals: string[];
  points: number;
  participantsCount: number;
  levelIds: number[];
  partners: Array<{ name: string; link: string | null; image: string | null }>;
  state: string;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The company's published quests. */
export function listQuests(sql: Tx, companyId: number, selection: Selection) {
  return sql<SyncQuestRow[]>`
    select q.id, q.company_id as "companyId", q.slug, q.title, q.description, q.cover_image as "coverImage", q.thematics, q.goals,
           coalesce((select sum(l.reward_points)::int from levels l where l.quest_id = q.id), 0) as points,
           (select count(distinct la.user_id)::int from level_answers la join levels l on l.id = la.level_id where l.quest_id = q.id) as "participantsCount",
           coalesce((select array_agg(l.id order by l.position, l.id) from levels l where l.quest_id = q.id), '{}') as "levelIds",
           coalesce((select json_agg(json_build_object('name', p.name, 'link', p.link, 'image', p.image) order by p.position, p.id)
                     from quest_partners p where p.quest_id = q.id), '[]') as partners,
           q.state, q.published_at as "publishedAt", q.created_at as "createdAt", q.updated_at as "updatedAt"
    from quests q
    where q.company_id = ${companyId} and q.state = 'published' ${byInt(sql, 'q.id', selection)}
    order by q.id
    ${limitOf(sql, selection)}`;
}

export interface SyncLevelRow {
  id: number;
  questId: number;
  position: number;
  title: string;
  steps: string[];
  description: string | null;
  instructions: string | null;
  durationMinutes: number | null;
  rewardPoints: number;
  question: string | null;
  answerType: 'checkbox' | 'select' | 'text' | null;
  options: string[];
  quizUrl: string | null;
  surveyUrl: string | null;
  onlineEventAt: Date | null;
  answersCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The levels of the company's published quests, without their right answer. */
export function listLevels(sql: Tx, companyId: number, selection: Selection) {
  return sql<SyncLevelRow[]>`
    select l.id, l.quest_id as "questId", l.position, l.title, l.steps, l.description, l.instructions, l.duration_minutes as "durationMinutes",
           l.reward_points as "rewardPoints", l.question, l.answer_type as "answerType", l.options, l.quiz_url as "quizUrl",
           l.survey_url as "surveyUrl", l.online_event_at as "onlineEventAt",
           (select count(*)::int from level_answers la where la.level_id = l.id) as "answersCount",
           l.created_at as "createdAt", l.updated_at as "updatedAt"
    from levels l join quests q on q.id = l.quest_id
    where l.company_id = ${companyId} and q.state = 'published' ${byInt(sql, 'l.id', selection)}
    order by l.id
    ${limitOf(sql, selection)}`;
}

export interface SyncLevelAnswerRow {
  id: string;
  levelId: number;
  userId: string;
  companyId: number;
  answers: string[];
  isCorrect: boolean;
  pointsEarned: number;
  answeredAt: Date;
}

/** The member's own answers in this company. */
export function listLevelAnswers(sql: Tx, companyId: number, userId: string, selection: Selection) {
  return sql<SyncLevelAnswerRow[]>`
    select id, level_id as "levelId", user_id as "userId", company_id as "companyId", answers, is_correct as "isCorrect",
           points_earned as "pointsEarned", answered_at as "answeredAt"
    from level_answers
    where company_id = ${companyId} and user_id = ${userId} ${byUuid(sql, 'id', selection)}
    order by id
    ${limitOf(sql, selection)}`;
}

/**
 * Applications as `EngagementViewRow`s (`engagementView`: the engagements service's `engagementViewQuery`),
 * by id list or page: the employee's own in their
 * company, or those of the association's missions (the roster).
 */
export function listEngagementRows(
  sql: Tx,
  engagementView: SqlFragment,
  scope: { companyId: number; userId: string } | { associationId: number },
  selection: Selection,
) {
  const where = 'associationId' in scope ? associationOwns(sql, scope.associationId) : sql`e.company_id = ${scope.companyId} and e.user_id = ${scope.userId}`;
  return sql<EngagementViewRow[]>`
    ${engagementView}
    where ${where} ${byUuid(sql, 'e.id', selection)}
    order by e.id
    ${limitOf(sql, selection)}`;
}
