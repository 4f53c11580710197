/**
 * A parcel's order reference (decision 0089) round-trips for both kinds of order: written as
 * `order_type` + `order_id`, read back by the parcel views (the contract's `order` or `consignment`
 * field), locked with its order by the scan statement, and followed through the registry.
 */
import { describe, expect, it } from 'vitest';
import { transaction } from '../../lib/db/transaction.ts';
import { systemActor } from '../../lib/platform/actor.ts';
import { makeCustomer } from '../../test/factories.ts';
import { useTestApp } from '../../test/helpers.ts';
import { deliveryKit } from '../delivery/delivery.test-support.ts';
import { lockOrders, orderType, refOf } from '../order/order-types.service.ts';
import * as repo from './parcel.repository.ts';

const ctx = useTestApp();
const kit = deliveryKit(ctx);

describe('one order reference on parcels', () => {
  it('round-trips a purchase order and a consignment order through the parcel views and locks', async () => {
    const customer = await makeCustomer(ctx);
    const bought = await kit.purchaseOrderAtVn(customer);
    const consigned = await kit.consignmentOrderAtVn(customer);
    const [p1] = bought.parcels;
    const [p2] = consigned.parcels;
    expect(refOf(p1!)).toEqual({ type: 'purchase_order', id: bought.order.id });
    expect(refOf(p2!)).toEqual({ type: 'consignment_order', id: consigned.order.id });

    const db = ctx.database.db;
    const [j1, j2] = await repo.findJoined(db, systemActor, [p1!.id, p2!.id]);
    expect(j1!.order).toMatchObject({ id: bought.order.id, code: bought.order.code, userId: customer.id });
    expect(j1!.consignment).toBeNull();
    expect(j2!.consignment).toMatchObject({ id: consigned.order.id, code: consigned.order.code });
    expect(j2!.order).toBeNull();

    await transaction(db, async (tx) => {
      const locked = await repo.lockByCode(tx, p2!.code);
      expect(locked?.parcel.id).toBe(p2!.id);
      expect(locked?.order).toMatchObject({ id: consigned.order.id, status: consigned.order.status });
      const orders = await lockOrders(tx, [refOf(p2!)!, refOf(p1!)!, refOf(p1!)!]);
      // Kind by kind in the registry's order, duplicates once.
      expect(orders.map((o) => [o.type, o.id])).toEqual([
        ['purchase_order', bought.order.id],
        ['consignment_order', consigned.order.id],
      ]);
      expect((await repo.parcelsOfOrder(tx, refOf(p2!)!)).map((p) => p.id)).toEqual([p2!.id]);
    });
    expect(orderType('consignment_order').noun).toBe('đơn ký gửi');
  });
});
