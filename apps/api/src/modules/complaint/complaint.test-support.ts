/**
 * Delivered orders for complaint tests, built with the factories and the status writer (as
 * customer-level.test.ts does): a purchase order paid in full and moved to `delivered`, a consignment
 * order created over HTTP, paid and moved to `delivered`, delivery moved into the past, and the HTTP
 * helpers the complaint test files share (`complaintKit`).
 */
import type { Complaint, ComplaintSummary } from '@app/shared/contracts/complaint';
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { consignmentMachine } from '@app/shared/machines/consignment';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { consignmentOrders } from '../../db/schema/consignment.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { warehouses } from '../../db/schema/warehouse.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { transition } from '../../lib/status/transition.ts';
import {
  type CartItemSpec,
  creditWallet,
  makeAddress,
  makeCustomer,
  makePurchaseOrder,
  payPurchaseOrder,
  seededAdmin,
  type TestUser,
} from '../../test/factories.ts';
import { type Auth, newKey, query } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/helpers.ts';
import { newTrackingCode } from '../../test/parcel-kit.ts';
import { post, postings } from '../wallet/ledger.service.ts';

async function adminActor(ctx: TestContext): Promise<Actor> {
  const admin = await seededAdmin(ctx);
  return { userId: admin.id, name: admin.fullName, roles: ['admin'], scope: 'staff' };
}

/** A purchase order of `customer` with `items`, paid in full and delivered now. Returns its row. */
export async function deliveredPurchaseOrder(ctx: TestContext, customer: TestUser, items?: CartItemSpec[]) {
  const row = await makePurchaseOrder(ctx, { customer, status: 'at_vn_warehouse', ...(items ? { items } : {}) });
  await payPurchaseOrder(ctx, row.id);
  const staff = await adminActor(ctx);
  for (const to of ['delivering', 'delivered'] as const) {
    await transaction(ctx.database.db, async (tx) => {
      const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, row.id)).for('update');
      await transition(tx, purchaseOrderMachine, order!, to, staff);
    });
  }
  const [order] = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, row.id));
  return order!;
}

/** A consignment order of `customer` with `paidVnd` paid from the wallet, delivered now. Returns its id and code. */
export async function deliveredConsignment(ctx: TestContext, customer: TestUser, paidVnd: number) {
  const address = await makeAddress(ctx, customer.id);
  const [hanoi] = await ctx.database.db.select().from(warehouses).where(eq(warehouses.name, 'Kho Hà Nội'));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/OrderShipping',
    headers: { ...customer.auth, 'idempotency-key': newKey() },
    payload: {
      vnWarehouseId: hanoi!.id,
      shippingType: 'normal',
      addressId: address.id,
      parcels: [
        { trackingCode: newTrackingCode('SF'), description: 'Quần áo', quantity: 2, declaredValueVnd: 500_000 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id, code } = res.json() as { id: number; code: string };
  const staff = await adminActor(ctx);
  if (paidVnd > 0) await creditWallet(ctx, customer.id, paidVnd);
  await transaction(ctx.database.db, async (tx) => {
    let [order] = await tx.select().from(consignmentOrders).where(eq(consignmentOrders.id, id)).for('update');
    for (const to of ['at_cn_warehouse', 'in_transit', 'at_vn_warehouse', 'delivering', 'delivered'] as const) {
      order = await transition(tx, consignmentMachine, order!, to, staff);
    }
    if (paidVnd > 0) {
      await post(
        tx,
        postings.orderPayment({
          order: { ...order!, subjectType: 'consignment_order' },
          amountVnd: paidVnd,
          deliveryRequestId: 0,
          actor: { userId: customer.id },
        }),
      );
      await tx.update(consignmentOrders).set({ paidVnd, totalVnd: paidVnd }).where(eq(consignmentOrders.id, id));
    }
  });
  return { id, code };
}

/** Moves the order's delivery `hours` into the past (its `delivered` status events). */
export async function deliveredHoursAgo(
  ctx: TestContext,
  type: 'purchase_order' | 'consignment_order',
  id: number,
  hours: number,
) {
  await query(
    ctx,
    `update status_events set created_at = now() - make_interval(hours => $3) where subject_type = $1 and subject_id = $2 and to_status = 'delivered'`,
    [type, id, hours],
  );
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export type ComplaintPage = { items: ComplaintSummary[]; total: number };
type Line = PurchaseOrder['lines'][number];

/** The HTTP helpers of the complaint test files, bound to the file's app. */
export function complaintKit(ctx: TestContext) {
  const call = (
    auth: Auth | Record<string, never>,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The 200 answer's body (a complaint unless said otherwise). */
  async function ok<T = Complaint>(res: Awaited<ReturnType<typeof call>>): Promise<T> {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }

  /** A PNG uploaded by `user` at POST /api/Upload/Image; its id. */
  async function uploadPhoto(user: TestUser): Promise<number> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Upload/Image',
      headers: { ...user.auth, 'content-type': 'image/png' },
      payload: png,
    });
    const body = await ok<{ id: number; url: string }>(res);
    expect(body.url).toMatch(/^\/api\/Image\/[0-9a-f-]{36}\.png$/);
    return body.id;
  }

  const file = (user: TestUser, payload: unknown, key = newKey()) =>
    call(user.auth, 'POST', '/api/Complaint', payload, { 'idempotency-key': key });

  async function orderOf(user: TestUser, id: number): Promise<PurchaseOrder> {
    return ok<PurchaseOrder>(await call(user.auth, 'GET', `/api/OrderOrdering/${id}`));
  }

  /** A customer with a delivered two-line purchase order (2 desks, 3 chairs). */
  async function customerWithOrder() {
    const user = await makeCustomer(ctx);
    const row = await deliveredPurchaseOrder(ctx, user, [
      { title: 'Bàn học gỗ', quantity: 2, unitPriceFen: 12_345 },
      { title: 'Ghế xoay', quantity: 3, unitPriceFen: 5_000 },
    ]);
    const order = await orderOf(user, row.id);
    return { user, order, lines: order.lines };
  }

  return { call, ok, uploadPhoto, file, orderOf, customerWithOrder };
}

/** What the customer paid for `qty` of `line` (goods at the order's rate, fees shared by value). */
export function paidFor(order: PurchaseOrder, line: Line, qty: number): number {
  const goods = order.lines.reduce((s, l) => s + l.amountVnd, 0);
  const linePaid = Math.floor(line.amountVnd * (order.totals.totalVnd / goods));
  return Math.floor((linePaid * qty) / line.quantity);
}
