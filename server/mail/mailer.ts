import nodemailer from 'nodemailer';
import type { Sql } from '../db/connect';
import type { Logger } from '../http/logger';
import { type MailTemplate, renderMail } from './render';
import { insertOutgoingEmail, markEmailFailed, markEmailSent } from './sql';

export interface MailMessage {
  to: string;
  template: MailTemplate;
  /** The recipient's language; French when unknown. */
  lang?: string | null;
  params?: Record<string, string | number>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is recorded in `outgoing_emails`. With SMTP_URL it is also sent
 * through nodemailer; without it the record is the delivery, read by platform
 * admins on the mailbox page (so a newcomer on the embedded default reads their codes).
 */
export function createMailer(options: { sql: Sql; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const to = message.to.trim().toLowerCase();
      const rendered = renderMail(message.template, message.lang, message.params);
      const id = await insertOutgoingEmail(options.sql, { to, template: message.template, ...rendered, transport: transport ? 'smtp' : 'outbox' });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to, subject: rendered.subject, text: rendered.text, html: rendered.html });
        await markEmailSent(options.sql, id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        options.logger.error({ msg: 'mail not sent', template: message.template, error: reason });
        await markEmailFailed(options.sql, id, reason);
        throw error;
      }
    },
  };
}
