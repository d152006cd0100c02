import { buildExternalUrl } from '../../../shared/routes';
import type { TransactionSql } from '../../db/connect';
import type { Env } from '../../env';
import type { MailMessage, Mailer } from '../../mail/mailer';
import type { Db } from '../../http/mutation';
import { lockCompletionRemindersDue, markCompletionReminded } from './reminders.sql';

/** Issue 6 jobs: a confirmed engagement is reminded this long after its last date. */
export const COMPLETION_REMINDER_DELAY_DAYS = 2;

/**
 * For the job runner: mails the employee of every confirmed engagement whose
 * last date ended more than two days ago and that is not finished, once (the
 * reminder is remembered in `completion_reminded_at`, in the same transaction
 * that picks the rows). Mails go out after the commit; a failed send is
 * recorded by the mailer and not retried.
 */
export async function remindEngagementsToComplete(
  deps: { sql: Db; env: Pick<Env, 'baseUrl'>; mailer: Mailer },
  now: Date = new Date(),
  limit = 500,
): Promise<{ reminded: string[] }> {
  const cutoff = new Date(now.getTime() - COMPLETION_REMINDER_DELAY_DAYS * 24 * 3600 * 1000);
  const run = async (tx: TransactionSql) => {
    const due = await lockCompletionRemindersDue(tx, cutoff, limit);
    await markCompletionReminded(tx, due.map((row) => row.id));
    return due;
  };
  const due = 'savepoint' in deps.sql ? await deps.sql.savepoint(run) : await deps.sql.begin(run);
  const mails: MailMessage[] = due.map((row) => ({
    to: row.email,
    lang: row.lang,
    template: 'engagement_completion_reminder',
    params: {
      ...(row.firstName ? { name: row.firstName } : {}),
      mission: row.missionTitle,
      association: row.organiserName,
      url: buildExternalUrl(deps.env.baseUrl, 'engagement.show', { type: 'employee', companySlug: row.companySlug }, { engagementId: row.id }),
    },
  }));
  for (const mail of mails) await deps.mailer.send(mail).catch(() => undefined);
  return { reminded: due.map((row) => row.id) };
}
