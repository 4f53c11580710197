/**
 * Mail adapter. With SMTP_URL set, mail goes through nodemailer's SMTP client; otherwise (development)
 * it is written to the server log. Either way a copy lands in the `mail_outbox` table.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: (msg: string) => void }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(m) {
      if (transport) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
      } else {
        opts.log(`[mail] to=${m.to} subject=${m.subject}\n${m.text}`);
      }
      await opts.db
        .insert(mailOutbox)
        .values({ to: m.to, subject: m.subject, body: m.text, transport: transport ? 'smtp' : 'log' });
    },
  };
}
