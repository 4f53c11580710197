/**
 * /api/Admin/AuditLog (decision 0096): an admin reads who did what, newest first, filtered and paged
 * by a keyset cursor; the CSV holds the same rows and its download is itself a row. Other staff and
 * customers get 403; bad filters a Vietnamese 400. No endpoint changes a row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { makeStaff } from '../../test/factories.ts';
import { type Auth, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;
let adminId: number;
let clerk: Actor;

const list = (qs = '', auth: Auth = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/Admin/AuditLog${qs}`, headers: auth });

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  const [row] = await query<{ id: number }>(ctx, "select id from users where email = 'admin@demo.vn'");
  adminId = row!.id;
  const staff = await makeStaff(ctx, 'accountant', { fullName: 'Lê Văn Kế' });
  clerk = { userId: staff.id, name: 'Lê Văn Kế', roles: ['accountant'], scope: 'staff', ip: '203.0.113.4' };
  for (let i = 1; i <= 5; i += 1) {
    await transaction(ctx.database.db, (tx) =>
      writeAudit(tx, clerk, {
        action: i === 5 ? 'made_up.thing' : 'exchange_rate.set',
        subjectType: 'exchange_rate',
        subjectId: 100 + i,
        before: { rate: 3500 + i - 1 },
        after: { rate: 3500 + i },
      }),
    );
  }
});

describe('GET /Admin/AuditLog', () => {
  it('answers newest first with who, address, a Vietnamese label (none for an unknown action) and the change', async () => {
    const res = await list(`?actorId=${clerk.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items, nextCursor } = res.json();
    expect(nextCursor).toBeNull();
    expect(items.map((i: { subjectId: string }) => i.subjectId)).toEqual(['105', '104', '103', '102', '101']);
    expect(items[0]).toMatchObject({ action: 'made_up.thing', actionLabel: null });
    expect(items[1]).toMatchObject({
      actorId: clerk.userId,
      actorName: 'Lê Văn Kế',
      ip: '203.0.113.4',
      action: 'exchange_rate.set',
      actionLabel: 'Đặt tỷ giá',
      subjectType: 'exchange_rate',
      subjectId: '104',
      before: { rate: 3503 },
      after: { rate: 3504 },
    });
  });

  it('pages by the cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await list(`?actorId=${clerk.userId}&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().items.map((i: { subjectId: string }) => i.subjectId));
      cursor = res.json().nextCursor;
    }
    expect(seen).toEqual(['105', '104', '103', '102', '101']);
  });

  it('filters by subject and by period (a day is the day in Vietnam)', async () => {
    const bySubject = await list('?subjectType=exchange_rate&subjectId=103');
    expect(bySubject.json().items.map((i: { subjectId: string }) => i.subjectId)).toEqual(['103']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    expect((await list(`?actorId=${clerk.userId}&from=${today}&to=${today}`)).json().items).toHaveLength(5);
    expect((await list(`?actorId=${clerk.userId}&to=2020-01-01`)).json().items).toHaveLength(0);
    const soon = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await list(`?actorId=${clerk.userId}&from=${soon}`)).json().items).toHaveLength(0);
  });

  it.each([
    ['a bad date', '?from=2026-02-30'],
    ['a bad date-time', '?to=yesterday'],
    ['an actor that is not a number', '?actorId=abc'],
    ['an over-long subject type', `?subjectType=${'a'.repeat(51)}`],
    ['a subject type with odd characters', '?subjectType=user;drop'],
    ['a cursor it never issued', `?cursor=${Buffer.from('x|y').toString('base64url')}`],
    ['a page too large', '?pageSize=1000'],
  ])('refuses %s with a Vietnamese 400', async (_name, qs) => {
    const res = await list(qs);
    expectError(res, 400);
  });

  it('refuses other staff and customers (403), and anyone signed out (401)', async () => {
    const accountant = await makeStaff(ctx, 'accountant');
    expectError(await list('', accountant.auth), 403, 'forbidden');
    const customer = await registerCustomer(ctx.app);
    expectError(await list('', customer.auth), 403, 'forbidden');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/AuditLog/Export', headers: customer.auth }),
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Admin/AuditLog' })).statusCode).toBe(401);
  });

  it('offers no way to change or delete a row', async () => {
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/Admin/AuditLog', headers: admin, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('GET /Admin/AuditLog/Export', () => {
  it('answers the filtered rows as CSV, and records the download with its filters', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/AuditLog/Export?actorId=${clerk.userId}&subjectType=exchange_rate`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Thời gian,Mã nhân viên,Nhân viên,Địa chỉ IP,Thao tác,Mã thao tác,Loại đối tượng,Mã đối tượng,Trước,Sau',
    );
    expect(lines).toHaveLength(6);
    expect(lines[2]).toContain('Lê Văn Kế,203.0.113.4,Đặt tỷ giá,exchange_rate.set,exchange_rate,104');
    const [row] = await auditRows(ctx, 'audit_log.export');
    expect(row).toMatchObject({
      actorId: adminId,
      ip: '127.0.0.1',
      subjectType: 'audit_log',
      before: null,
      after: { actorId: clerk.userId, subjectType: 'exchange_rate' },
    });
  });
});
