import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages(): ReceivedMail[];
  /** Waits for a message to this address (newer than `since`), as the mail arrives after the HTTP answer. */
  waitFor(to: string, options?: { since?: number; timeoutMs?: number; subject?: RegExp }): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server for tests: the app sends through nodemailer exactly as in production. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              receivedAt: Date.now(),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: () => [...received],
    async waitFor(to, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      for (;;) {
        const mail = [...received]
          .reverse()
          .find((m) => m.to.includes(to.toLowerCase()) && m.receivedAt >= (options.since ?? 0) && (!options.subject || options.subject.test(m.subject)));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${options.timeoutMs ?? 10_000} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a verification or reset e-mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in e-mail "${mail.subject}"`);
  return code;
}

/** The first link of an e-mail (invitations). */
export function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in e-mail "${mail.subject}"`);
  return link;
}
