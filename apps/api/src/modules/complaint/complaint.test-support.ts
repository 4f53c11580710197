/**
 * Delivered orders for complaint tests, built with the factories and the status writer (as
 * customer-level.test.ts does): a purchase order paid in full and moved to `delivered`, a consignment
 * order created over HTTP, paid and moved to `delivered`, and delivery moved into the past.
 */
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
  makePurchaseOrder,
  payPurchaseOrder,
  seededAdmin,
  type TestUser,
} from '../../test/factories.ts';
import { newKey, query } from '../../test/fixtures.ts';
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
