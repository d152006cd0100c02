import type { ChallengeInput } from '../../../shared/challenges/challenge.schema';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/** An event of a company as its queries read it: the Paris day and times as text (YYYY-MM-DD, HH:MM). */
export interface ChallengeRow {
  id: number;
  companyId: number;
  name: string;
  description: string | null;
  date: string;
  startTime: string;
  endTime: string;
  landingPageUrl: string | null;
  webinarKey: string | null;
  rewardPoints: number;
  coverImage: string | null;
  thumbnailImage: string | null;
  isActive: boolean;
  participantsCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The reader's own participation beside an event (null when they did not register). */
export interface EmployeeChallengeRow extends ChallengeRow {
  registeredAt: Date | null;
  attended: boolean | null;
  pointsEarned: number | null;
}

const columns = (sql: Tx) => sql`
  ch.id, ch.company_id as "companyId", ch.name, ch.description,
  to_char(ch.event_date, 'YYYY-MM-DD') as date, to_char(ch.start_time, 'HH24:MI') as "startTime",
  to_char(ch.end_time, 'HH24:MI') as "endTime", ch.landing_page_url as "landingPageUrl", ch.webinar_key as "webinarKey",
  ch.reward_points as "rewardPoints", ch.cover_image as "coverImage", ch.thumbnail_image as "thumbnailImage",
  ch.is_active as "isActive", ch.created_at as "createdAt", ch.updated_at as "updatedAt",
  (select count(*)::int from challenge_participations p where p.challenge_id = ch.id) as "participantsCount"`;

/** Every event of the company, latest first. */
export function listCompanyChallenges(sql: Tx, companyId: number) {
  return sql<ChallengeRow[]>`
    select ${columns(sql)} from challenges ch
    where ch.company_id = ${companyId}
    order by ch.event_date desc, ch.start_time desc, ch.id desc`;
}

/** One event, only if it belongs to the company of the request. */
export async function findCompanyChallenge(sql: Tx, companyId: number, challengeId: number, options: { lock?: boolean } = {}) {
  const [row] = options.lock
    ? await sql<ChallengeRow[]>`select ${columns(sql)} from challenges ch where ch.id = ${challengeId} and ch.company_id = ${companyId} for share`
    : await sql<ChallengeRow[]>`select ${columns(sql)} from challenges ch where ch.id = ${challengeId} and ch.company_id = ${companyId}`;
  return row;
}

const inputValues = (input: ChallengeInput) => ({
  name: input.name,
  description: input.description,
  event_date: input.date,
  start_time: input.startTime,
  end_time: input.endTime,
  landing_page_url: input.landingPageUrl,
  webinar_key: input.webinarKey,
  reward_points: input.rewardPoints,
  cover_image: input.coverImage,
  thumbnail_image: input.thumbnailImage,
  is_active: input.isActive,
});

export async function insertChallenge(sql: Tx, companyId: number, createdBy: string | null, input: ChallengeInput): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into challenges ${sql({ ...inputValues(input), company_id: companyId, created_by: createdBy })} returning id`;
  return row!.id;
}

/** Saves the form; false when the event is not the company's. */
export async function updateChallenge(sql: Tx, companyId: number, challengeId: number, input: ChallengeInput): Promise<boolean> {
  const rows = await sql`
    update challenges set ${sql(inputValues(input))}, updated_at = now()
    where id = ${challengeId} and company_id = ${companyId} returning id`;
  return rows.length === 1;
}

export async function setChallengeActive(sql: Tx, companyId: number, challengeId: number, isActive: boolean): Promise<boolean> {
  const rows = await sql`
    update challenges set is_active = ${isActive}, updated_at = now()
    where id = ${challengeId} and company_id = ${companyId} returning id`;
  return rows.length === 1;
}

const employeeColumns = (sql: Tx) => sql`
  ${columns(sql)}, mine.registered_at as "registeredAt", mine.attended, mine.points_earned as "pointsEarned"`;

/**
 * The company's active events that end no earlier than `since` (the shared rule then keeps what the employee sees),
 * with the employee's own participation, soonest first.
 */
export function listEmployeeChallenges(sql: Tx, companyId: number, userId: string, since: string) {
  return sql<EmployeeChallengeRow[]>`
    select ${employeeColumns(sql)} from challenges ch
    left join challenge_participations mine on mine.challenge_id = ch.id and mine.user_id = ${userId}
    where ch.company_id = ${companyId} and ch.is_active and ch.event_date >= ${since}::date
    order by ch.event_date, ch.start_time, ch.id`;
}

export async function findEmployeeChallenge(sql: Tx, companyId: number, userId: string, challengeId: number) {
  const [row] = await sql<EmployeeChallengeRow[]>`
    select ${employeeColumns(sql)} from challenges ch
    left join challenge_participations mine on mine.challenge_id = ch.id and mine.user_id = ${userId}
    where ch.id = ${challengeId} and ch.company_id = ${companyId}`;
  return row;
}

/** Registers the member; a second registration changes nothing (the primary key holds one row per member and event). */
export async function insertParticipation(sql: Tx, companyId: number, challengeId: number, userId: string): Promise<void> {
  await sql`
    insert into challenge_participations (challenge_id, user_id, company_id) values (${challengeId}, ${userId}, ${companyId})
    on conflict (challenge_id, user_id) do nothing`;
}

export async function deleteParticipation(sql: Tx, companyId: number, challengeId: number, userId: string): Promise<void> {
  await sql`delete from challenge_participations where challenge_id = ${challengeId} and user_id = ${userId} and company_id = ${companyId}`;
}

/** Whether the user is a member of the company (a participation's foreign key needs it). */
export async function isMember(sql: Tx, companyId: number, userId: string): Promise<boolean> {
  const rows = await sql`select 1 from company_members where company_id = ${companyId} and user_id = ${userId}`;
  return rows.length === 1;
}

/** Attendance, and the event's points with it (or none), for one participant of the company's event. */
export async function updateAttendance(sql: Tx, companyId: number, challengeId: number, userId: string, attended: boolean): Promise<boolean> {
  const rows = await sql`
    update challenge_participations p set attended = ${attended},
      points_earned = case when ${attended} then ch.reward_points end,
      points_awarded_at = case when ${attended} then now() end
    from challenges ch
    where ch.id = p.challenge_id and p.challenge_id = ${challengeId} and p.user_id = ${userId} and p.company_id = ${companyId}
      and ch.company_id = ${companyId}
    returning p.user_id`;
  return rows.length === 1;
}

export interface ParticipationExportRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  registeredAt: Date;
  attended: boolean;
  pointsEarned: number | null;
}

/** The participants of one event of the company, in order of registration (the admins' list and its download). */
export function listParticipants(sql: Tx, companyId: number, challengeId: number) {
  return sql<ParticipationExportRow[]>`
    select p.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, p.registered_at as "registeredAt",
           p.attended, p.points_earned as "pointsEarned"
    from challenge_participations p
    join challenges ch on ch.id = p.challenge_id and ch.company_id = ${companyId}
    join users u on u.id = p.user_id
    where p.challenge_id = ${challengeId} and p.company_id = ${companyId}
    order by p.registered_at, u.last_name, u.first_name`;
}
