/**
 * The Taobao Global order's declaration as a kind of order (decision 0089, order-types.service.ts;
 * decision 0117): its rows carry the route the customer chose when linking the account
 * (`cn_warehouse_id`, `vn_warehouse_id`), its `total_vnd` is its parcels' shipping to Vietnam priced
 * like consignment parcels by weight (decision 0062: normal shipping, no crate or insurance) and paid
 * with the delivery request (`paid_vnd` moves only with that posting). Its status is the platform's
 * trade state, moved only by the sync: the parcel chain is empty, so followParcels leaves it alone
 * (the logistics view is its parcels'). Registered at start (app.ts).
 */
import { taobaoGlobalOrderMachine } from '@app/shared/machines/taobao-global';
import { transition } from '../../lib/status/transition.ts';
import { type OrderType, registerOrderType } from '../order/order-types.service.ts';
import { taobaoGlobalOrderIdsInStatus, taobaoGlobalOrderView } from './taobao-global.refs.ts';
import * as repo from './taobao-global.repository.ts';

type Row = repo.OrderRow;

export const taobaoGlobalOrderType: OrderType<Row> = {
  name: 'taobao_global_order',
  noun: 'đơn Taobao Global',
  machine: taobaoGlobalOrderMachine,
  move: (tx, row, to, actor, note) =>
    transition(tx, taobaoGlobalOrderMachine, row, to as Row['status'], actor, { note }),
  lock: repo.lockOrders,
  addPaid: repo.addPaid,
  parcels: {
    // Shipping is paid with the delivery request (decision 0062): parcels leave China unpaid,
    // unless the platform closed the order (nothing of it should travel).
    mayLeaveChina: (o) => o.status !== 'TRADE_CLOSED',
    // The trade state is the platform's: no parcel moves it.
    chain: [],
    stage: {
      expected: 0,
      at_cn_warehouse: 1,
      in_transit: 2,
      at_vn_warehouse: 3,
      delivering: 3,
      delivered: 3,
      lost: Number.POSITIVE_INFINITY,
    },
    feeKinds: () => [['international_shipping', 'Phí vận chuyển TQ – VN']],
    writeFeeLines: (tx, order, lines) => repo.writeFeeLines(tx, order.id, lines),
    consignmentTerms: (o) => ({
      tariffVersionId: o.tariffVersionId,
      cnWarehouseId: o.cnWarehouseId,
      vnWarehouseId: o.vnWarehouseId,
      shippingType: 'normal',
      options: { woodenCrate: false, insurance: false },
      exchangeRate: o.exchangeRate,
    }),
  },
  refs: { view: taobaoGlobalOrderView, idsInStatus: taobaoGlobalOrderIdsInStatus },
};

/** Registers the declaration (app.ts, at start). */
export function registerTaobaoGlobalOrderType(): void {
  registerOrderType(taobaoGlobalOrderType);
}
