/**
 * POST /api/Admin/Warehouse/{id}/Scan (DESIGN.md §3.5b): what a station's scan does and answers, in
 * China and in Vietnam, who may scan where, and what the customer and the order see.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { countRows, expectError, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, parcelKit } from '../parcel/parcel.test-support.ts';

const ctx = useTestApp();
const kit = parcelKit(ctx);
let team: Awaited<ReturnType<typeof kit.staff>>;
let houses: Awaited<ReturnType<typeof kit.warehouses>>;

beforeAll(async () => {
  team = await kit.staff();
  houses = await kit.warehouses(team.cn.auth);
});

const parcelEvents = (id: number) =>
  countRows(ctx, 'status_events', "subject_type = 'parcel' and subject_id = $1", [id]);

describe('scanning in China', () => {
  it('receives expected parcels; the order follows once all are in; a second scan says "đã nhận"', async () => {
    const [a, b] = [newTrackingCode(), newTrackingCode()];
    const { user, order } = await kit.orderWithCodes(team.purchaser.auth, [a, b]);

    const first = await kit.scanOk(team.cn.auth, houses.cn.id, a.toLowerCase());
    expect(first).toMatchObject({
      code: a,
      outcome: 'received',
      parcel: {
        trackingCode: a,
        status: 'at_cn_warehouse',
        order: { id: order.id, code: order.code },
        customer: { id: user.id, fullName: user.fullName },
        warehouse: { id: houses.cn.id, name: 'Kho Quảng Châu' },
      },
    });
    expect(first.message).toContain(order.code);
    expect(first.message).toContain(first.parcel!.customer!.code);
    // One of two parcels in: the order waits.
    expect((await kit.getOrder(user.auth, order.id)).status).toBe('seller_shipped');

    const again = await kit.scanOk(team.cn.auth, houses.cn.id, a);
    expect(again.outcome).toBe('already_received');
    expect(again.message).toMatch(/đã nhận/);
    expect(await parcelEvents(first.parcel!.id)).toBe(2);

    await kit.scanOk(team.cn.auth, houses.cn.id, b);
    const seen = await kit.getOrder(user.auth, order.id);
    expect(seen.status).toBe('at_cn_warehouse');
    expect(seen.events.at(-1)).toMatchObject({
      fromStatus: 'seller_shipped',
      toStatus: 'at_cn_warehouse',
      actorName: 'Lý Kho Trung',
      note: 'Cả 2 kiện đã về kho Trung Quốc',
    });
    const parcel = (await kit.customerParcel(user.auth, first.parcel!.id)).json();
    expect(
      parcel.events.map((e: { toStatus: string; note: string; actorName: string }) => [
        e.toStatus,
        e.note,
        e.actorName,
      ]),
    ).toEqual([
      ['expected', `Shop phát hàng cho đơn ${order.code}`, 'Đỗ Mua Hàng'],
      ['at_cn_warehouse', 'Nhập Kho Quảng Châu', 'Lý Kho Trung'],
    ]);
  });

  it('scanning by our parcel code works as well as by the tracking code', async () => {
    const { parcels } = await kit.orderWithCodes(team.purchaser.auth, [newTrackingCode()]);
    const res = await kit.scanOk(team.cn.auth, houses.cn.id, parcels[0]!.code);
    expect(res).toMatchObject({ outcome: 'received', parcel: { id: parcels[0]!.id } });
  });

  it('an unknown code becomes an unclaimed parcel at this warehouse, once', async () => {
    const code = newTrackingCode('ZZ');
    const res = await kit.scanOk(team.cn.auth, houses.cn.id, code);
    expect(res).toMatchObject({
      outcome: 'unclaimed_created',
      parcel: {
        trackingCode: code,
        status: 'at_cn_warehouse',
        order: null,
        customer: null,
        warehouse: { id: houses.cn.id },
      },
    });
    expect(res.message).toMatch(/kiện trôi nổi/);
    const again = await kit.scanOk(team.cn.auth, houses.cn.id, code);
    expect(again).toMatchObject({ outcome: 'already_received', parcel: { id: res.parcel!.id } });
    expect(await countRows(ctx, 'parcels', 'tracking_code = $1', [code])).toBe(1);
  });

  it('ten stations scanning the same unknown code at once create one parcel', async () => {
    const code = newTrackingCode('XX');
    const results = await Promise.all(Array.from({ length: 10 }, () => kit.scan(team.cn.auth, houses.cn.id, code)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = results.map((r) => r.json().outcome).sort();
    expect(outcomes.filter((o) => o === 'unclaimed_created')).toHaveLength(1);
    expect(await countRows(ctx, 'parcels', 'tracking_code = $1', [code])).toBe(1);
  });

  it('the parcels of one order scanned at once at four stations move the order exactly once', async () => {
    // Each parcel scanned twice at the same moment (as by two stations): one receives, one says "đã nhận".
    for (let round = 0; round < 3; round++) {
      const codes = Array.from({ length: 4 }, () => newTrackingCode('CC'));
      const { order, parcels } = await kit.orderWithCodes(team.purchaser.auth, codes);
      const results = await Promise.all([...codes, ...codes].map((code) => kit.scan(team.cn.auth, houses.cn.id, code)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const outcomes = results.map((r) => r.json().outcome as string);
      expect(outcomes.filter((o) => o === 'received')).toHaveLength(4);
      expect(outcomes.filter((o) => o === 'already_received')).toHaveLength(4);
      for (const p of parcels) expect(await parcelEvents(p.id)).toBe(2);
      const moves = await query<{ to_status: string }>(
        ctx,
        "select to_status from status_events where subject_type = 'purchase_order' and subject_id = $1 and to_status = 'at_cn_warehouse'",
        [order.id],
      );
      expect(moves).toHaveLength(1);
      expect(
        await countRows(
          ctx,
          'domain_events',
          "subject_type = 'purchase_order' and subject_id = $1 and payload->>'to' = 'at_cn_warehouse'",
          [order.id],
        ),
      ).toBe(1);
      const [row] = await query<{ status: string }>(ctx, 'select status from purchase_orders where id = $1', [
        order.id,
      ]);
      expect(row!.status).toBe('at_cn_warehouse');
      // Every scan is a line of its station's history, written after its commit.
      expect(await countRows(ctx, 'warehouse_scans', 'code = any($1::text[])', [codes])).toBe(8);
    }
  });

  it('keeps each staff member’s history at each warehouse, newest first', async () => {
    const code = newTrackingCode('HS');
    await kit.scanOk(team.cn.auth, houses.cn.id, code);
    await kit.scanOk(team.cn.auth, houses.cn.id, code);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Warehouse/${houses.cn.id}/Scans`,
      headers: team.cn.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .slice(0, 2)
        .map((s: { code: string; outcome: string }) => [s.code, s.outcome]),
    ).toEqual([
      [code, 'already_received'],
      [code, 'unclaimed_created'],
    ]);
    const vnHistory = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Warehouse/${houses.hanoi.id}/Scans`,
      headers: team.vn.auth,
    });
    expect(vnHistory.json().some((s: { code: string }) => s.code === code)).toBe(false);
  });
});

describe('scanning in Vietnam', () => {
  it('a parcel still in China is "not ready" and does not move; an unknown code is unclaimed here', async () => {
    const { parcels } = await kit.orderWithCodes(team.purchaser.auth, [newTrackingCode()]);
    const early = await kit.scanOk(team.vn.auth, houses.hanoi.id, parcels[0]!.trackingCode);
    expect(early).toMatchObject({ outcome: 'not_ready', parcel: { status: 'expected' } });
    expect(early.message).toMatch(/chưa rời kho Trung Quốc/);
    const code = newTrackingCode('VN');
    const lone = await kit.scanOk(team.vn.auth, houses.hanoi.id, code);
    expect(lone).toMatchObject({
      outcome: 'unclaimed_created',
      parcel: { status: 'at_vn_warehouse', warehouse: { id: houses.hanoi.id } },
    });
    // Received in Hà Nội, so at TP.HCM it is elsewhere.
    const vnAdmin = team.vn;
    const elsewhere = await kit.scanOk(vnAdmin.auth, houses.hcm.id, code);
    expect(elsewhere.outcome).toBe('wrong_warehouse');
    expect(elsewhere.message).toContain('Kho Hà Nội');
  });
});

describe('who may scan', () => {
  it('a customer cannot scan; each warehouse role only in its country; nothing is written', async () => {
    const code = newTrackingCode('NO');
    const customer = await makeCustomer(ctx);
    const scans = await countRows(ctx, 'warehouse_scans');
    expectError(await kit.scan(customer.auth, houses.cn.id, code), 403, 'forbidden');
    expectError(await kit.scan(team.purchaser.auth, houses.cn.id, code), 403, 'forbidden');
    const wrong = expectError(await kit.scan(team.vn.auth, houses.cn.id, code), 403, 'forbidden');
    expect(wrong.Message).toMatch(/không làm việc tại kho này/);
    expectError(await kit.scan(team.cn.auth, houses.hanoi.id, code), 403, 'forbidden');
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/Admin/Warehouse/${houses.cn.id}/Scans`, headers: team.vn.auth }),
      403,
      'forbidden',
    );
    expect(await countRows(ctx, 'parcels', 'tracking_code = $1', [code])).toBe(0);
    expect(await countRows(ctx, 'warehouse_scans')).toBe(scans);
  });

  it('bad input and an unknown warehouse get a Vietnamese 4xx and write nothing', async () => {
    const scans = await countRows(ctx, 'warehouse_scans');
    const parcels = await countRows(ctx, 'parcels');
    expect(expectError(await kit.scan(team.cn.auth, houses.cn.id, ''), 400, 'validation-error').Message).toMatch(
      /quá ngắn/,
    );
    expectError(await kit.scan(team.cn.auth, houses.cn.id, 'YT 12#45678'), 400, 'validation-error');
    expectError(await kit.scan(team.cn.auth, houses.cn.id, 'Y'.repeat(41)), 400, 'validation-error');
    expectError(await kit.scan(team.cn.auth, houses.cn.id, 12345678), 400, 'validation-error');
    expectError(await kit.scan(team.cn.auth, 999_999, newTrackingCode()), 404, 'not-found');
    expectError(await kit.scan(team.cn.auth, 0, newTrackingCode()), 400, 'validation-error');
    expect(await countRows(ctx, 'warehouse_scans')).toBe(scans);
    expect(await countRows(ctx, 'parcels')).toBe(parcels);
  });
});
