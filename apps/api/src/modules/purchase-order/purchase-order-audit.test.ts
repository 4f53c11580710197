/**
 * The purchase-order staff actions each write their audit row with who, from where, before and after
 * (decision 0096): a status move, a quote, a purchase record, an assignment, tracking codes added and
 * removed, the CSV export; a refused action writes none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCount, auditRows } from '../../test/audit-rows.ts';
import { buyingKit, json } from '../../test/buying-kit.ts';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { expectError, setStatus } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { newTrackingCode } from '../../test/parcel-kit.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { placeOrder, orderAt } = purchaseOrderKit(ctx);
const { quote, purchase, assign, customerOrder } = buyingKit(ctx);
let purchaser: TestUser;
let sales: TestUser;
const ip = '127.0.0.1';

beforeAll(async () => {
  purchaser = await makeStaff(ctx, 'purchaser', { fullName: 'Lý Văn Mua' });
  sales = await makeStaff(ctx, 'sales', { fullName: 'Đỗ Thị Bán' });
});

const who = (u: TestUser) => ({ actorId: u.id, actorName: u.fullName, ip });

describe('purchase-order staff actions in the audit log', () => {
  it('a status move by staff: one row with the status before and after and the note', async () => {
    const { order } = await orderAt('deposited');
    expect((await setStatus(ctx.app, sales.auth, order.id, 'cancelled', 'Khách gọi hủy')).statusCode).toBe(200);
    expect(await auditRows(ctx, 'purchase_order.%', order.id)).toEqual([
      {
        ...who(sales),
        action: 'purchase_order.status',
        subjectType: 'purchase_order',
        subjectId: String(order.id),
        before: { status: 'deposited' },
        after: { status: 'cancelled', note: 'Khách gọi hủy' },
      },
    ]);
  });

  it('a quote: one quote row with the prices before and after (beside its status row); a refused quote writes none', async () => {
    const user = await makeCustomer(ctx);
    const [placed] = await placeOrder(user, [{ title: 'Đèn ngủ', unitPriceFen: 5_000, quantity: 2, needsQuote: true }]);
    const lineId = (await customerOrder(user.auth, placed!.id)).lines[0]!.id;
    const before = await auditCount(ctx);
    expectError(await quote(purchaser.auth, placed!.id, { lines: [] }), 400);
    expect(await auditCount(ctx)).toBe(before);
    const quoted = json(await quote(purchaser.auth, placed!.id, { lines: [{ lineId, unitPriceFen: 6_800 }] }));
    const rows = await auditRows(ctx, 'purchase_order.%', placed!.id);
    expect(rows.map((r) => r.action)).toEqual(['purchase_order.status', 'purchase_order.quote']);
    expect(rows[1]).toMatchObject({
      ...who(purchaser),
      before: { lines: [{ lineId, unitPriceFen: 5_000 }] },
      after: { lines: [{ lineId, unitPriceFen: 6_800 }], totalVnd: quoted.totals.totalVnd },
    });
  });

  it('a purchase record and an assignment: one row each', async () => {
    const { user, order } = await orderAt('deposited', undefined, [
      { title: 'Khăn', unitPriceFen: 5_000, quantity: 2 },
    ]);
    const lineId = (await customerOrder(user.auth, order.id)).lines[0]!.id;
    json(await assign(purchaser.auth, order.id, purchaser.id));
    const lines = [{ lineId, boughtQuantity: 2, unitPriceFen: 5_000 }];
    json(await purchase(purchaser.auth, order.id, { shopOrderNumber: 'TB-777', domesticShippingFen: 0, lines }));
    expect(await auditRows(ctx, 'purchase_order.assign', order.id)).toEqual([
      expect.objectContaining({
        ...who(purchaser),
        before: { assigneeId: null },
        after: { assigneeId: purchaser.id, assigneeName: 'Lý Văn Mua' },
      }),
    ]);
    expect(await auditRows(ctx, 'purchase_order.purchase', order.id)).toEqual([
      expect.objectContaining({
        ...who(purchaser),
        after: { shopOrderNumber: 'TB-777', domesticShippingFen: 0, lines, refundedVnd: 0 },
      }),
    ]);
  });

  it('tracking codes added and removed: one row each with the codes', async () => {
    const { order } = await orderAt('purchased');
    const code = newTrackingCode();
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/OrderOrdering/${order.id}/TrackingCodes`,
      headers: purchaser.auth,
      payload: { trackingCodes: [code] },
    });
    const parcel = json<{ id: number; code: string }[]>(added)[0]!;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Admin/OrderOrdering/${order.id}/TrackingCodes/${parcel.id}`,
      headers: purchaser.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await auditRows(ctx, 'purchase_order.tracking_%', order.id)).toEqual([
      expect.objectContaining({
        ...who(purchaser),
        action: 'purchase_order.tracking_add',
        after: { trackingCodes: [code] },
      }),
      expect.objectContaining({
        ...who(purchaser),
        action: 'purchase_order.tracking_delete',
        before: { parcelId: parcel.id, parcelCode: parcel.code, trackingCode: code },
        after: null,
      }),
    ]);
  });

  it('the order CSV records who took it and with which filters', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/OrderOrdering/Export?status=cancelled',
      headers: sales.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await auditRows(ctx, 'purchase_order.export');
    expect(row).toMatchObject({
      ...who(sales),
      subjectType: 'purchase_order',
      subjectId: '*',
      after: { status: 'cancelled', rows: expect.any(Number) },
    });
  });
});
