/**
 * Parcels and their orders follow a delivery request (decision 0065): when it is `shipped` its
 * parcels leave the warehouse (`delivering`), when `delivered` they are `delivered`. An order
 * (purchase or consignment) moves to `delivering` once every live parcel of it (not lost) is
 * delivering or delivered, and to `delivered` once every one is delivered, so an order split over
 * two requests waits for the second. Runs in the caller's transaction, orders locked first (kind by kind, in id
 * order), then parcels, as every writer of both does.
 */
import { parcelMachine } from '@app/shared/machines/parcel';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { transition } from '../../lib/status/transition.ts';
import { lockOrders, orderType } from '../order/order-types.service.ts';
import * as parcelService from '../parcel/parcel.service.ts';
import { warehouseMap } from '../warehouse/warehouse.service.ts';
import { orderOf } from './delivery.mapper.ts';
import * as repo from './delivery.repository.ts';

type Step = 'shipped' | 'delivered';

const parcelTarget = { shipped: 'delivering', delivered: 'delivered' } as const;
const orderFrom = { shipped: 'at_vn_warehouse', delivered: 'delivering' } as const;

/** Moves the request's live parcels and the orders they complete along `step`, as `actor`. */
export async function followRequest(tx: Tx, actor: Actor, request: repo.DeliveryRow, step: Step): Promise<void> {
  const links = (await repo.requestParcels(tx, [request.id])).filter((l) => l.active);
  const orders = await lockOrders(
    tx,
    links.flatMap((l) => orderOf(l.parcel) ?? []),
  );
  const locked = await parcelService.lockParcelsForDelivery(
    tx,
    links.map((l) => l.parcel.id),
  );
  const house = (await warehouseMap(tx)).get(request.vnWarehouseId)?.name ?? 'kho';
  const to = parcelTarget[step];
  const note =
    step === 'shipped'
      ? `Xuất ${house} theo phiếu ${request.exportSlipCode ?? request.code}`
      : `Đã giao cho khách (yêu cầu ${request.code})`;
  for (const { parcel } of locked) {
    if (parcel.status === to) continue;
    await transition(tx, parcelMachine, parcel, to, actor, {
      note,
      ...(step === 'shipped' ? { set: { warehouseId: null } } : {}),
    });
  }
  const orderNote =
    step === 'shipped'
      ? `Hàng đã xuất kho giao cho khách (${request.code})`
      : `Đã giao hàng cho khách (${request.code})`;
  const target = step === 'shipped' ? ('delivering' as const) : ('delivered' as const);
  for (const order of orders) {
    if (order.status !== orderFrom[step]) continue;
    if (!allAt(await parcelService.parcelsOfOrder(tx, order), step)) continue;
    await orderType(order.type).move(tx, order, target, actor, orderNote);
  }
}

/** True when every live parcel has reached the step (lost ones do not hold the order back). */
function allAt(parcels: repo.ParcelRow[], step: Step): boolean {
  const live = parcels.filter((p) => p.status !== 'lost');
  const done = step === 'shipped' ? ['delivering', 'delivered'] : ['delivered'];
  return live.length > 0 && live.every((p) => done.includes(p.status));
}
