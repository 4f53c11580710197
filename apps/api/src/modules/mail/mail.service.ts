/**
 * Mail as a job (decision 0086, replacing the outbox loop of decision 0019). `queue(on, message)`
 * writes the mail to `mail_outbox` and enqueues its `send_mail` job through `on`, so both join the
 * caller's transaction and commit or roll back with it (a transaction never waits for an SMTP
 * exchange while it holds locks). The job runner (lib/events/job-queue.ts) sends it after the commit, on
 * whichever instance takes the job; a failed send is retried by graphile-worker with its exponential
 * back-off, `MAX_ATTEMPTS` tries in all (about 3.5 hours from the first to the last).
 *
 * Sending goes through nodemailer's SMTP client when SMTP_URL is set, otherwise to the server log
 * (development). A sent row keeps who, what subject and when, never the body (it may hold a reset
 * code); the last failed try drops the body too. At least once: a process dying between the SMTP
 * exchange and the row's update sends the mail again when the job is retried.
 */
import { sql } from 'drizzle-orm';
import type { JobHelpers } from 'graphile-worker';
import nodemailer from 'nodemailer';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { inTransaction, transaction } from '../../lib/db/transaction.ts';
import { enqueue, runDueJobs } from '../../lib/events/job-queue.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The job that sends one mail row. */
export const SEND_MAIL_TASK = 'send_mail';
/** Tries of a mail before it is given up (its body dropped). */
export const MAX_ATTEMPTS = 10;

export interface Mailer {
  /**
   * Writes `message` and its sending job through `on` (a transaction opened by lib/db/transaction.ts:
   * sent only once it commits; the database: both in a transaction of their own).
   */
  queue(on: Executor, message: MailMessage): Promise<void>;
  /** The job runner's task that sends mail (modules/jobs/jobs.service.ts registers it). */
  readonly tasks: { [SEND_MAIL_TASK]: (payload: unknown, helpers: JobHelpers) => Promise<void> };
  /**
   * Runs the mail jobs due now in this process, without a runner (tests, scripts); resolves with how
   * many mails this process sent meanwhile.
   */
  flush(): Promise<number>;
}

export interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: (msg: string) => void;
  /** Print mail bodies in the log adapter (development only: a body may hold a reset code). Default false. */
  logBodies?: boolean;
  /** Called with each mail once it has been sent (tests read codes here). */
  onSent?: (message: MailMessage) => void;
}

export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const transportName = transport ? 'smtp' : 'log';
  let sent = 0;
  let flushing: Promise<unknown> = Promise.resolve();

  async function deliver(m: MailMessage): Promise<void> {
    if (transport) {
      await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
    } else {
      opts.log(`[mail] to=${m.to} subject=${m.subject}${opts.logBodies ? `\n${m.text}` : ' (nội dung không ghi log)'}`);
    }
  }

  /** Sends mail row `id` unless it was sent or given up; records the outcome; throws to be retried. */
  async function send(id: number, attempt: number, maxAttempts: number): Promise<void> {
    const found = await opts.db.execute<{ to: string; subject: string; body: string }>(
      sql`select "to", subject, body from ${mailOutbox} where id = ${id} and sent_at is null and body is not null`,
    );
    const row = found.rows[0];
    if (!row) return;
    const message = { to: row.to, subject: row.subject, text: row.body };
    try {
      await deliver(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = attempt >= maxAttempts;
      opts.log(`[mail] gửi thư #${id} thất bại (lần ${attempt}): ${reason}${giveUp ? ' — bỏ qua' : ''}`);
      await opts.db.execute(sql`update ${mailOutbox} set attempts = ${attempt}, last_error = ${reason}
        ${giveUp ? sql`, body = null` : sql``} where id = ${id}`);
      throw error;
    }
    await opts.db.execute(sql`update ${mailOutbox} set sent_at = now(), body = null, last_error = null,
      attempts = ${attempt}, transport = ${transportName} where id = ${id}`);
    sent += 1;
    opts.onSent?.(message);
  }

  const tasks = {
    [SEND_MAIL_TASK]: async (payload: unknown, helpers: JobHelpers) => {
      const id = (payload as { mailId?: unknown }).mailId;
      if (typeof id !== 'number') return;
      await send(id, helpers.job.attempts, helpers.job.max_attempts);
    },
  };

  async function write(tx: Tx, m: MailMessage): Promise<void> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ to: m.to, subject: m.subject, body: m.text, transport: transportName })
      .returning({ id: mailOutbox.id });
    await enqueue(tx, SEND_MAIL_TASK, { mailId: row!.id }, { maxAttempts: MAX_ATTEMPTS });
  }

  return {
    async queue(on, m) {
      if (inTransaction(on)) await write(on as Tx, m);
      else await transaction(on, (tx) => write(tx, m));
    },
    tasks,
    flush() {
      // One pass at a time, each starting after the previous: a flush covers what was queued before it.
      const pass = flushing.then(async () => {
        const before = sent;
        await runDueJobs(opts.db, tasks);
        return sent - before;
      });
      flushing = pass.catch(() => {});
      return pass;
    },
  };
}
