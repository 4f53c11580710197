/**
 * The SMTP mail adapter against a local fake SMTP server on 127.0.0.1 (smtp-server), and the
 * development adapter that writes to the log; both keep a copy in `mail_outbox`.
 */
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { useTestDatabase } from '../../test/helpers.ts';
import { createMailer } from './mail.service.ts';

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
  it('delivers through SMTP when SMTP_URL is set, and keeps a copy in the outbox', async () => {
    const to = `smtp.${Date.now()}@example.vn`;
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Đặt hàng Trung Quốc <no-reply@dathang.local>',
      log: () => {},
    });
    await mailer.send({ to, subject: 'Mã đặt lại mật khẩu', text: 'Mã của bạn là: 123456' });
    const mail = received.find((m) => m.to.includes(to));
    expect(mail?.from).toBe('no-reply@dathang.local');
    expect(mail?.body).toContain('123456');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
    expect(row?.transport).toBe('smtp');
  });

  it('writes to the log without SMTP (development), with the outbox copy', async () => {
    const to = `log.${Date.now()}@example.vn`;
    const lines: string[] = [];
    const mailer = createMailer({ db: database.db, from: 'x@dathang.local', log: (m) => lines.push(m) });
    await mailer.send({ to, subject: 'Mã đặt lại mật khẩu', text: 'Mã của bạn là: 654321' });
    expect(lines.join('\n')).toContain('654321');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row?.transport).toBe('log');
    expect(received.some((m) => m.to.includes(to))).toBe(false);
  });

  it('fails loudly when the SMTP server refuses, writing no outbox copy', async () => {
    const to = `down.${Date.now()}@example.vn`;
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@dathang.local',
      log: () => {},
    });
    await expect(mailer.send({ to, subject: 's', text: 't' })).rejects.toThrow();
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(0);
  });
});
