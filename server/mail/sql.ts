import type { Sql } from '../db/connect';

export interface OutgoingEmailRow {
  id: number;
  toAddress: string;
  template: string;
  lang: string;
  subject: string;
  textBody: string;
  transport: 'smtp' | 'outbox';
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

export async function insertOutgoingEmail(
  sql: Sql,
  email: { to: string; template: string; lang: string; subject: string; text: string; html: string; transport: 'smtp' | 'outbox' },
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into outgoing_emails (to_address, template, lang, subject, text_body, html_body, transport)
    values (${email.to}, ${email.template}, ${email.lang}, ${email.subject}, ${email.text}, ${email.html}, ${email.transport})
    returning id`;
  return row!.id;
}

export async function markEmailSent(sql: Sql, id: number) {
  await sql`update outgoing_emails set sent_at = now(), error = null where id = ${id}`;
}

export async function markEmailFailed(sql: Sql, id: number, error: string) {
  await sql`update outgoing_emails set error = ${error} where id = ${id}`;
}

/** The mailbox page: newest first, optionally for one address. */
export function listOutgoingEmails(sql: Sql, filters: { to?: string; limit: number; offset: number }) {
  return sql<OutgoingEmailRow[]>`
    select id, to_address as "toAddress", template, lang, subject, text_body as "textBody", transport,
           created_at as "createdAt", sent_at as "sentAt", error
    from outgoing_emails
    where ${filters.to ? sql`to_address = ${filters.to.toLowerCase()}` : sql`true`}
    order by created_at desc, id desc
    limit ${filters.limit} offset ${filters.offset}`;
}
