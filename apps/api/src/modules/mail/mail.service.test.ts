/**
 * The SMTP mail adapter against a local fake SMTP server on 127.0.0.1 (smtp-server), and the
 * development adapter that writes to the log; both send a `mail_outbox` row from its `send_mail` job,
 * enqueued with the row and retried by the job runner (decision 0086).
 */
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { query } from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/helpers.ts';
import { createMailer, MAX_ATTEMPTS } from './mail.service.ts';

const file = useTestDatabase(2);
let database: Database;
let server: SMTPServer;
let port: number;
const received: { from: string; to: string[]; body: string }[] = [];

beforeAll(async () => {
  database = file.database;
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mailer', () => {
  it('delivers through SMTP when SMTP_URL is set, then keeps the row without its body', async () => {
    const to = `smtp.${Date.now()}@example.vn`;
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Đặt hàng Trung Quốc <no-reply@dathang.local>',
      log: () => {},
    });
    await mailer.queue(database.db, { to, subject: 'Mã đặt lại mật khẩu', text: 'Mã của bạn là: 123456' });
    await mailer.flush();
    const mail = received.find((m) => m.to.includes(to));
    expect(mail?.from).toBe('no-reply@dathang.local');
    expect(mail?.body).toContain('123456');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
    expect(row?.transport).toBe('smtp');
    expect(row?.sentAt).not.toBeNull();
    expect(row?.body).toBeNull();
  });

  it('writes to the log without SMTP (development), printing the body only when asked', async () => {
    const to = `log.${Date.now()}@example.vn`;
    const lines: string[] = [];
    const mailer = createMailer({
      db: database.db,
      from: 'x@dathang.local',
      log: (m) => lines.push(m),
      logBodies: true,
    });
    await mailer.queue(database.db, { to, subject: 'Mã đặt lại mật khẩu', text: 'Mã của bạn là: 654321' });
    await mailer.flush();
    expect(lines.join('\n')).toContain('654321');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row?.transport).toBe('log');
    expect(row?.body).toBeNull();
    expect(received.some((m) => m.to.includes(to))).toBe(false);
  });

  it('never prints the body by default (production log adapter)', async () => {
    const to = `quiet.${Date.now()}@example.vn`;
    const lines: string[] = [];
    const mailer = createMailer({ db: database.db, from: 'x@dathang.local', log: (m) => lines.push(m) });
    await mailer.queue(database.db, { to, subject: 'Mã đặt lại mật khẩu', text: 'Mã của bạn là: 918273' });
    await mailer.flush();
    expect(lines.join('\n')).toContain(to);
    expect(lines.join('\n')).not.toContain('918273');
  });

  it('sends a mail queued in a transaction only after the commit, and never after a rollback', async () => {
    const to = `tx.${Date.now()}@example.vn`;
    const sent: string[] = [];
    const mailer = createMailer({
      db: database.db,
      from: 'x@dathang.local',
      log: () => {},
      onSent: (m) => sent.push(m.text),
    });
    await transaction(database.db, async (tx) => {
      await mailer.queue(tx, { to, subject: 's', text: 'committed' });
      // Another session (a job runner) sees neither the row nor its job before the commit.
      expect(await query(file, 'select 1 from mail_outbox where "to" = $1', [to])).toEqual([]);
    });
    await expect(
      transaction(database.db, async (tx) => {
        await mailer.queue(tx, { to, subject: 's', text: 'rolled back' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await mailer.flush();
    expect(sent).toEqual(['committed']);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(1);
  });

  it('keeps a mail the SMTP server refused, with the error, for the job runner to retry; drops it after the last try', async () => {
    const to = `down.${Date.now()}@example.vn`;
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@dathang.local',
      log: () => {},
    });
    await mailer.queue(database.db, { to, subject: 's', text: 't' });
    expect(await mailer.flush()).toBe(0);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({ sentAt: null, attempts: 1, body: 't', lastError: expect.any(String) });
    const job = `(payload->>'mailId')::int = ${row!.id} and task_id = (select id from graphile_worker._private_tasks where identifier = 'send_mail')`;
    const [waiting] = await query<{ attempts: number; later: boolean }>(
      file,
      `select attempts, run_at > now() as later from graphile_worker._private_jobs where ${job}`,
    );
    expect(waiting).toEqual({ attempts: 1, later: true }); // graphile-worker backs off
    // Not due yet: another pass leaves it alone.
    await mailer.flush();
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.attempts).toBe(1);
    // The last try fails too: the body (which may hold a code) is dropped, the job given up.
    await query(file, `update graphile_worker._private_jobs set run_at = now(), attempts = $1 where ${job}`, [
      MAX_ATTEMPTS - 1,
    ]);
    expect(await mailer.flush()).toBe(0);
    const [last] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(last).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS, body: null, lastError: expect.any(String) });
    await mailer.flush();
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.attempts).toBe(MAX_ATTEMPTS);
  });
});
