import type { LevelAnswerType } from '../../../shared/levels/level.schema';
import type { Thematic } from '../../../shared/missions/taxonomy';
import type { QuestState } from '../../../shared/quests/quest.machine';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';
import type { presentLevelAnswer } from '../levels/answers.service';

type Tx = Sql | TransactionSql;

/**
 * Quests and their levels. Every query names the company of the request (a quest of another company, or of the
 * platform catalogue, is not found); the SELECTs mirror the replica's (server/modules/sync/sync.sql.ts listQuests,
 * listLevels), so a quest reads the same online and offline.
 */

export interface QuestRow {
  id: number;
  companyId: number | null;
  slug: string;
  title: string;
  description: string | null;
  coverImage: string | null;
  thematics: Thematic[];
  goals: string[];
  points: number;
  participantsCount: number;
  levelIds: number[];
  partners: Array<{ name: string; link: string | null; image: string | null }>;
  state: QuestState;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function selectQuests(sql: Tx, where: SqlFragment) {
  return sql<QuestRow[]>`
    select q.id, q.company_id as "companyId", q.slug, q.title, q.description, q.cover_image as "coverImage", q.thematics, q.goals,
           coalesce((select sum(l.reward_points)::int from levels l where l.quest_id = q.id), 0) as points,
           (select count(distinct la.user_id)::int from level_answers la join levels l on l.id = la.level_id where l.quest_id = q.id) as "participantsCount",
           coalesce((select array_agg(l.id order by l.position, l.id) from levels l where l.quest_id = q.id), '{}') as "levelIds",
           coalesce((select json_agg(json_build_object('name', p.name, 'link', p.link, 'image', p.image) order by p.position, p.id)
                     from quest_partners p where p.quest_id = q.id), '[]') as partners,
           q.state, q.published_at as "publishedAt", q.created_at as "createdAt", q.updated_at as "updatedAt"
    from quests q
    where ${where}
    order by q.updated_at desc, q.id desc`;
}

/** The company's quests as its admins manage them: every state but deleted, the last changed first. */
export function listCompanyQuests(sql: Tx, companyId: number) {
  return selectQuests(sql, sql`q.company_id = ${companyId} and q.state <> 'deleted'`);
}

/** One quest of the company, unless deleted (`includeDeleted`: as a deletion just left it). */
export async function findCompanyQuest(sql: Tx, companyId: number, questId: number, options: { includeDeleted?: boolean } = {}): Promise<QuestRow | undefined> {
  const live = options.includeDeleted ? sql`` : sql`and q.state <> 'deleted'`;
  const [row] = await selectQuests(sql, sql`q.company_id = ${companyId} and q.id = ${questId} ${live}`);
  return row;
}

/** Locks the company's quest (unless deleted) for a change: its levels and state change one writer at a time. */
export async function lockCompanyQuest(tx: Tx, companyId: number, questId: number): Promise<boolean> {
  const rows = await tx`select 1 from quests where company_id = ${companyId} and id = ${questId} and state <> 'deleted' for update`;
  return rows.length > 0;
}

/** The company's published quests (what its employees play), the most recently published first. */
export function listPublishedCompanyQuests(sql: Tx, companyId: number) {
  return sql<QuestRow[]>`
    select * from (${selectQuests(sql, sql`q.company_id = ${companyId} and q.state = 'published'`)}) quests
    order by "publishedAt" desc nulls last, id desc`;
}

/** A published quest of the company. */
export async function findPublishedCompanyQuest(sql: Tx, companyId: number, questId: number): Promise<QuestRow | undefined> {
  const [row] = await selectQuests(sql, sql`q.company_id = ${companyId} and q.id = ${questId} and q.state = 'published'`);
  return row;
}

/** A published quest, whoever runs it, with its company's slug (null for a catalogue quest). */
export async function findPublishedQuest(sql: Tx, questId: number): Promise<(QuestRow & { companySlug: string | null }) | undefined> {
  const [row] = await sql<(QuestRow & { companySlug: string | null })[]>`
    select quest.*, c.slug as "companySlug"
    from (${selectQuests(sql, sql`q.id = ${questId} and q.state = 'published'`)}) quest
    left join companies c on c.id = quest."companyId"`;
  return row;
}

/** A level of a published quest, with where it is played (its quest and the quest's company). */
export async function findPublishedLevelLink(sql: Tx, levelId: number): Promise<{ levelId: number; questId: number; questSlug: string; companySlug: string | null } | undefined> {
  const [row] = await sql<{ levelId: number; questId: number; questSlug: string; companySlug: string | null }[]>`
    select l.id as "levelId", q.id as "questId", q.slug as "questSlug", c.slug as "companySlug"
    from levels l
    join quests q on q.id = l.quest_id and q.state = 'published'
    left join companies c on c.id = q.company_id
    where l.id = ${levelId}`;
  return row;
}

/** The quest's own columns, as the service prepares them from the form. */
export type QuestValues = Pick<QuestRow, 'slug' | 'title' | 'description' | 'coverImage' | 'thematics' | 'goals'>;

export async function insertQuest(tx: Tx, companyId: number, createdBy: string, v: QuestValues): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into quests (company_id, slug, title, description, cover_image, thematics, goals, created_by)
    values (${companyId}, ${v.slug}, ${v.title}, ${v.description}, ${v.coverImage}, ${v.thematics}::text[], ${v.goals}::text[], ${createdBy})
    returning id`;
  return row!.id;
}

export async function updateQuest(tx: Tx, companyId: number, questId: number, v: QuestValues): Promise<void> {
  await tx`
    update quests set slug = ${v.slug}, title = ${v.title}, description = ${v.description}, cover_image = ${v.coverImage},
           thematics = ${v.thematics}::text[], goals = ${v.goals}::text[], updated_at = now()
    where company_id = ${companyId} and id = ${questId}`;
}

/** A change to one of its levels changes the quest as shown (its points, its level order). */
export async function touchQuest(tx: Tx, companyId: number, questId: number): Promise<void> {
  await tx`update quests set updated_at = now() where company_id = ${companyId} and id = ${questId}`;
}

/** The partners, replaced as a list (their order is their position). */
export async function replacePartners(tx: Tx, questId: number, partners: ReadonlyArray<{ name: string; link: string | null; image: string | null }>): Promise<void> {
  await tx`delete from quest_partners where quest_id = ${questId}`;
  if (partners.length === 0) return;
  const rows = partners.map((partner, position) => ({ quest_id: questId, position, name: partner.name, link: partner.link, image: partner.image }));
  await tx`insert into quest_partners ${tx(rows, 'quest_id', 'position', 'name', 'link', 'image')}`;
}

/** The quest's new state; the first publication is dated, a deletion too (soft: the row stays for the points' history). */
export async function setQuestState(tx: Tx, companyId: number, questId: number, state: QuestState): Promise<void> {
  await tx`
    update quests set state = ${state},
           published_at = case when ${state} = 'published' then coalesce(published_at, now()) else published_at end,
           deleted_at = case when ${state} = 'deleted' then now() else null end,
           updated_at = now()
    where company_id = ${companyId} and id = ${questId}`;
}

// ---- Levels

export interface LevelRow {
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
  answerType: LevelAnswerType | null;
  options: string[];
  rightAnswer: string[];
  quizUrl: string | null;
  surveyUrl: string | null;
  onlineEventAt: Date | null;
  answersCount: number;
  createdAt: Date;
  updatedAt: Date;
}

function selectLevels(sql: Tx, where: SqlFragment) {
  return sql<LevelRow[]>`
    select l.id, l.quest_id as "questId", l.position, l.title, l.steps, l.description, l.instructions, l.duration_minutes as "durationMinutes",
           l.reward_points as "rewardPoints", l.question, l.answer_type as "answerType", l.options, l.right_answer as "rightAnswer",
           l.quiz_url as "quizUrl", l.survey_url as "surveyUrl", l.online_event_at as "onlineEventAt",
           (select count(*)::int from level_answers la where la.level_id = l.id) as "answersCount",
           l.created_at as "createdAt", l.updated_at as "updatedAt"
    from levels l
    where ${where}
    order by l.position, l.id`;
}

/** The levels of a quest found by the caller (a catalogue quest's too), in play order. */
export function listLevelsOfQuest(sql: Tx, questId: number) {
  return selectLevels(sql, sql`l.quest_id = ${questId}`);
}

/** The quest's levels in play order (the company's quest only). */
export function listQuestLevels(sql: Tx, companyId: number, questId: number) {
  return selectLevels(sql, sql`l.company_id = ${companyId} and l.quest_id = ${questId}`);
}

/** One level of the company's quest. */
export async function findQuestLevel(sql: Tx, companyId: number, questId: number, levelId: number): Promise<LevelRow | undefined> {
  const [row] = await selectLevels(sql, sql`l.company_id = ${companyId} and l.quest_id = ${questId} and l.id = ${levelId}`);
  return row;
}

/** The level's own columns, as the service prepares them from the form. */
export type LevelValues = Omit<LevelRow, 'id' | 'questId' | 'position' | 'answersCount' | 'createdAt' | 'updatedAt' | 'onlineEventAt'> & {
  onlineEventAt: string | null;
  coverImage: string | null;
};

/** A new level after the quest's last one (the quest is locked by the caller, so two adds never take one position). */
export async function insertLevel(tx: Tx, questId: number, v: LevelValues): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into levels (quest_id, position, title, steps, description, instructions, duration_minutes, reward_points, question, answer_type,
                        options, right_answer, quiz_url, survey_url, online_event_at, cover_image)
    values (${questId}, (select coalesce(max(position) + 1, 0) from levels where quest_id = ${questId}), ${v.title}, ${v.steps}::text[],
            ${v.description}, ${v.instructions}, ${v.durationMinutes}, ${v.rewardPoints}, ${v.question}, ${v.answerType},
            ${v.options}::text[], ${v.rightAnswer}::text[], ${v.quizUrl}, ${v.surveyUrl}, ${v.onlineEventAt}, ${v.coverImage})
    returning id`;
  return row!.id;
}

export async function updateLevel(tx: Tx, companyId: number, questId: number, levelId: number, v: LevelValues): Promise<void> {
  await tx`
    update levels set title = ${v.title}, steps = ${v.steps}::text[], description = ${v.description}, instructions = ${v.instructions},
           duration_minutes = ${v.durationMinutes}, reward_points = ${v.rewardPoints}, question = ${v.question}, answer_type = ${v.answerType},
           options = ${v.options}::text[], right_answer = ${v.rightAnswer}::text[], quiz_url = ${v.quizUrl}, survey_url = ${v.surveyUrl},
           online_event_at = ${v.onlineEventAt}, cover_image = ${v.coverImage}, updated_at = now()
    where company_id = ${companyId} and quest_id = ${questId} and id = ${levelId}`;
}

export async function deleteLevel(tx: Tx, companyId: number, questId: number, levelId: number): Promise<void> {
  await tx`delete from levels where company_id = ${companyId} and quest_id = ${questId} and id = ${levelId}`;
}

/**
 * The levels in the given order (positions 0, 1, 2...). Only the levels whose position moves are written (and
 * dated); the unique (quest, position) constraint is checked at commit, so positions can swap.
 */
export async function reorderLevels(tx: Tx, companyId: number, questId: number, levelIds: readonly number[]): Promise<void> {
  if (levelIds.length === 0) return;
  await tx`
    update levels l set position = o.ordinality - 1, updated_at = now()
    from unnest(${levelIds}::int[]) with ordinality as o(id, ordinality)
    where l.id = o.id and l.company_id = ${companyId} and l.quest_id = ${questId} and l.position <> o.ordinality - 1`;
}

// ---- Employees

/** An answer as the levels module presents it. */
type MemberAnswerRow = Parameters<typeof presentLevelAnswer>[0];

export interface QuestProgressRow {
  questId: number;
  levelsDone: number;
  pointsEarned: number;
}

/** What the member answered in each of the given quests of the company. */
export function listMemberProgress(sql: Tx, companyId: number, userId: string, questIds: readonly number[]) {
  return sql<QuestProgressRow[]>`
    select l.quest_id as "questId", count(*)::int as "levelsDone", coalesce(sum(la.points_earned), 0)::int as "pointsEarned"
    from level_answers la join levels l on l.id = la.level_id
    where la.company_id = ${companyId} and la.user_id = ${userId} and l.quest_id = any(${questIds}::int[])
    group by l.quest_id`;
}

/** Every point the member earned in the company's quests, whatever their state since. */
export async function memberPointsEarned(sql: Tx, companyId: number, userId: string): Promise<number> {
  const [row] = await sql<{ points: number }[]>`
    select coalesce(sum(points_earned), 0)::int as points from level_answers where company_id = ${companyId} and user_id = ${userId}`;
  return row!.points;
}

/** The member's own answers to the levels of one quest of the company, in play order. */
export function listMemberQuestAnswers(sql: Tx, companyId: number, userId: string, questId: number) {
  return sql<MemberAnswerRow[]>`
    select la.id, la.level_id as "levelId", la.user_id as "userId", la.company_id as "companyId", la.answers, la.is_correct as "isCorrect",
           la.points_earned as "pointsEarned", la.answered_at as "answeredAt"
    from level_answers la join levels l on l.id = la.level_id
    where la.company_id = ${companyId} and la.user_id = ${userId} and l.quest_id = ${questId}
    order by l.position, l.id`;
}
