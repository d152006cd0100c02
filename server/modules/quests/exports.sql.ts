import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/** The quest, only if the company of the request runs it (a deleted quest is gone for its admins too). */
export async function findCompanyQuestForExport(sql: Tx, companyId: number, questId: number) {
  const [row] = await sql<{ id: number; slug: string; levelsCount: number }[]>`
    select q.id, q.slug, (select count(*)::int from levels l where l.quest_id = q.id) as "levelsCount"
    from quests q where q.id = ${questId} and q.company_id = ${companyId} and q.state <> 'deleted'`;
  return row;
}

/** The level, only if it belongs to a (not deleted) quest of the company. */
export async function findCompanyLevelForExport(sql: Tx, companyId: number, levelId: number) {
  const [row] = await sql<{ id: number; questSlug: string; position: number }[]>`
    select l.id, q.slug as "questSlug", l.position
    from levels l join quests q on q.id = l.quest_id
    where l.id = ${levelId} and l.company_id = ${companyId} and q.state <> 'deleted'`;
  return row;
}

export interface QuestAchievementRow {
  firstName: string | null;
  lastName: string | null;
  email: string;
  levelsDone: number;
  pointsEarned: number;
  lastAnsweredAt: Date;
}

/** One row per member of the company who answered a level of the quest, by name. */
export function listQuestAchievements(sql: Tx, companyId: number, questId: number) {
  return sql<QuestAchievementRow[]>`
    select u.first_name as "firstName", u.last_name as "lastName", u.email,
           count(*)::int as "levelsDone", coalesce(sum(la.points_earned), 0)::int as "pointsEarned", max(la.answered_at) as "lastAnsweredAt"
    from level_answers la
    join levels l on l.id = la.level_id
    join users u on u.id = la.user_id
    where l.quest_id = ${questId} and la.company_id = ${companyId}
    group by u.id, u.first_name, u.last_name, u.email
    order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.email`;
}

export interface LevelAchievementRow {
  firstName: string | null;
  lastName: string | null;
  email: string;
  answers: string[];
  isCorrect: boolean;
  pointsEarned: number;
  answeredAt: Date;
}

/** One row per answer of the company's members to the level, oldest first. */
export function listLevelAchievements(sql: Tx, companyId: number, levelId: number) {
  return sql<LevelAchievementRow[]>`
    select u.first_name as "firstName", u.last_name as "lastName", u.email, la.answers, la.is_correct as "isCorrect",
           la.points_earned as "pointsEarned", la.answered_at as "answeredAt"
    from level_answers la join users u on u.id = la.user_id
    where la.level_id = ${levelId} and la.company_id = ${companyId}
    order by la.answered_at, la.id`;
}
