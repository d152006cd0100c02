import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface ColleagueRow {
  id: string;
  name: string;
  jobTitle: string | null;
}

/** The display name of a user: first and last name, else the account's name. */
const displayName = (alias: string) => `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.name)`;

/**
 * Registered, not banned employees of the company (never the searcher) whose
 * name contains the words typed, accents and case aside; `limit` at most.
 */
export function searchColleagues(sql: Tx, companyId: number, searcherId: string, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<ColleagueRow[]>`
    select u.id, ${sql.unsafe(displayName('u'))} as name, u.job_title as "jobTitle"
    from company_members cm
    join users u on u.id = cm.user_id
    where cm.company_id = ${companyId} and u.id <> ${searcherId}
      and u.state = 'registered' and coalesce(u.banned, false) = false
      and search_unaccent(${sql.unsafe(displayName('u'))}) ilike search_unaccent(${pattern})
    order by name, u.id
    limit ${limit}`;
}

export interface InviteeRow {
  id: string;
  email: string;
  firstName: string | null;
  lang: string | null;
}

/** Those of the users who are registered employees of the company: the others are not theirs to invite. */
export function findInvitees(sql: Tx, companyId: number, userIds: readonly string[]) {
  return sql<InviteeRow[]>`
    select u.id, u.email, u.first_name as "firstName", u.lang
    from company_members cm
    join users u on u.id = cm.user_id
    where cm.company_id = ${companyId} and u.id = any(${userIds}::uuid[])
      and u.state = 'registered' and coalesce(u.banned, false) = false`;
}
