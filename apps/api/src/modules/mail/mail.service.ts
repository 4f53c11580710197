/**
 * Mail through an outbox (decision 0019). `queue(on, message)` writes the mail to `mail_outbox`
 * through `on`, so it joins the caller's transaction and commits or rolls back with it (a
 * transaction never waits for a second pool connection, nor for an SMTP exchange, while it holds
 * locks); after the commit the mailer sends what is due. Sending goes through nodemailer's SMTP
 * client when SMTP_URL is set, otherwise to the server log (development). A sent row keeps who,
 * what subject and when, never the body (it may hold a reset code). A failed send is retried with a
 * doubling delay (30 s … 1 h), at most `MAX_ATTEMPTS` times; then the body is dropped too.
 */
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { afterCommit, inTransaction } from '../../lib/transaction.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Writes `message` to the outbox through `on` (a transaction opened by lib/transaction.ts: the
   * mail is sent only once it commits; the database: sent right away, in the background).
   */
  queue(on: Executor, message: MailMessage): Promise<void>;
  /** Sends every due unsent mail (a pass that starts after this call); resolves with how many were sent. */
  flush(): Promise<number>;
  /** Starts the periodic retry of unsent mail (the app calls it when ready). */
  start(): void;
  /** Stops retrying and waits for the pass under way. */
  close(): Promise<void>;
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
  /** How often unsent mail is looked for besides the after-commit wake-up; default 30 s. */
  retryIntervalMs?: number;
}

/** Sends attempted before a mail is given up (its body dropped). */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** A claimed row is left alone by other passes and instances for this long. */
const CLAIM_SECONDS = 120;

/** Delay before attempt `attempts + 1`: 30 s doubling, at most 1 h. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const transportName = transport ? 'smtp' : 'log';
  let running: Promise<number> | null = null;
  let pending: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(m: MailMessage): Promise<void> {
    if (transport) {
      await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
    } else {
      opts.log(`[mail] to=${m.to} subject=${m.subject}${opts.logBodies ? `\n${m.text}` : ' (nội dung không ghi log)'}`);
    }
  }

  /** Claims due rows (skipping rows another pass holds), sends each, records the outcome. */
  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await opts.db.execute<{
        id: number;
        to: string;
        subject: string;
        body: string;
        attempts: number;
      }>(sql`
        update ${mailOutbox} set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
        where id in (
          select id from ${mailOutbox}
          where sent_at is null and body is not null and next_attempt_at <= now()
          order by id limit ${BATCH} for update skip locked)
        returning id, "to", subject, body, attempts`);
      for (const row of claimed.rows) {
        const message = { to: row.to, subject: row.subject, text: row.body };
        try {
          await deliver(message);
          await opts.db.execute(
            sql`update ${mailOutbox} set sent_at = now(), body = null, last_error = null, transport = ${transportName} where id = ${row.id}`,
          );
          sent += 1;
          opts.onSent?.(message);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const giveUp = row.attempts >= MAX_ATTEMPTS;
          opts.log(`[mail] gửi thư #${row.id} thất bại (lần ${row.attempts}): ${reason}${giveUp ? ' — bỏ qua' : ''}`);
          await opts.db.execute(
            giveUp
              ? sql`update ${mailOutbox} set body = null, last_error = ${reason} where id = ${row.id}`
              : sql`update ${mailOutbox} set last_error = ${reason},
                  next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)}) where id = ${row.id}`,
          );
        }
      }
      if (claimed.rows.length < BATCH) return sent;
    }
  }

  function flush(): Promise<number> {
    if (!running) {
      running = pass().finally(() => {
        running = null;
      });
      return running;
    }
    pending ??= running.then(
      () => {
        pending = null;
        return flush();
      },
      () => {
        pending = null;
        return flush();
      },
    );
    return pending;
  }

  /** A background pass: failures (database down) are logged, the next wake-up retries. */
  function kick(): void {
    flush().catch((error: unknown) =>
      opts.log(`[mail] không gửi được thư: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  return {
    async queue(on, m) {
      await on.insert(mailOutbox).values({ to: m.to, subject: m.subject, body: m.text, transport: transportName });
      if (inTransaction(on)) afterCommit(on, kick);
      else kick();
    },
    flush,
    start() {
      if (timer) return;
      timer = setInterval(kick, opts.retryIntervalMs ?? 30_000);
      timer.unref();
      kick();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([running, pending]);
    },
  };
}
