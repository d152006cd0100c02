import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface CompletionReminderRow {
  id: string;
  email: string;
  lang: string | null;
  firstName: string | null;
  companySlug: string;
  missionTitle: string;
  organiserName: string;
}

/**
 * Confirmed applications whose last live date ended before `cutoff` and whose
 * employee was not reminded yet; each row locked and skipped by a concurrent
 * run (`skip locked`), so two runners never mail twice.
 */
export function lockCompletionRemindersDue(tx: Tx, cutoff: Date, limit: number) {
  return tx<CompletionReminderRow[]>`
    select e.id, u.email, u.lang, u.first_name as "firstName", c.slug as "companySlug", m.title as "missionTitle",
           coalesce(a.name, pc.name, '') as "organiserName"
    from engagements e
    join users u on u.id = e.user_id
    join companies c on c.id = e.company_id
    join missions m on m.id = e.mission_id
    left join associations a on a.id = m.association_id
    left join companies pc on pc.id = m.company_id
    where e.state = 'validated' and e.completion_reminded_at is null
      and exists (select 1 from engagement_timeslots et where et.engagement_id = e.id and et.state not in ('canceled', 'rejected'))
      and (select max(et.ends_at) from engagement_timeslots et where et.engagement_id = e.id and et.state not in ('canceled', 'rejected')) <= ${cutoff}
    order by e.id
    limit ${limit}
    for update of e skip locked`;
}

export async function markCompletionReminded(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx`update engagements set completion_reminded_at = now() where id = any(${ids as string[]}::uuid[])`;
}
