/**
 * Imported Taobao Global orders as the customer (`GET /TaobaoIntOrder`) and staff
 * (`GET /Admin/TaobaoIntOrder`) read them (decision 0117): each with its sub-orders, tracking
 * numbers and the parcel each became. Reads are cut by the actor's scope (404 for another's).
 */
import type { TaobaoGlobalOrder } from '@app/shared/contracts/taobao-global';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { parcelsOfOrders } from '../parcel/order-parcels.service.ts';
import { loadOrder as loadPayOnBehalfOrder } from '../pay-on-behalf/pay-on-behalf.service.ts';
import { warehouseNames } from '../warehouse/warehouse.service.ts';
import { mapOrder } from './taobao-global.mapper.ts';
import * as repo from './taobao-global.repository.ts';

async function mapMany(db: Executor, actor: Actor, rows: repo.OrderWithCustomer[]): Promise<TaobaoGlobalOrder[]> {
  const ids = rows.map((r) => r.order.id);
  const [lines, trackings, parcels, names] = await Promise.all([
    repo.subOrdersOf(db, ids),
    repo.trackingsOf(db, ids),
    parcelsOfOrders(db, 'taobao_global_order', ids),
    warehouseNames(db),
  ]);
  const staff = actor.scope === 'staff';
  return rows.map((r) =>
    mapOrder(
      r,
      lines.filter((l) => l.orderId === r.order.id),
      trackings.filter((t) => t.orderId === r.order.id),
      parcels.filter((p) => p.orderId === r.order.id),
      names,
      staff,
    ),
  );
}

/** A page of the orders the actor may see (filters: state, account; staff also customer and search). */
export async function listTaobaoOrders(db: Executor, actor: Actor, f: repo.OrderFilter) {
  const { rows, total } = await repo.listOrders(db, actor, f);
  return { items: await mapMany(db, actor, rows), page: f.page, pageSize: f.pageSize, total };
}

/**
 * One order the actor may see, with its pay-on-behalf order's Alipay trade number and proof photos
 * once paid (decision 0120); 404 `taobao-order-not-found` otherwise.
 */
export async function loadTaobaoOrder(db: Executor, actor: Actor, id: number): Promise<TaobaoGlobalOrder> {
  const row = await repo.findOrder(db, actor, id);
  if (!row) throw new AppError('taobao-order-not-found');
  const [mapped] = await mapMany(db, actor, [row]);
  if (mapped?.payOnBehalf) {
    const pob = await loadPayOnBehalfOrder(db, actor, mapped.payOnBehalf.id).catch(() => null);
    if (pob)
      mapped.payOnBehalf = { ...mapped.payOnBehalf, alipayTradeNo: pob.alipayTradeNo, proofPhotos: pob.proofPhotos };
  }
  return mapped!;
}
