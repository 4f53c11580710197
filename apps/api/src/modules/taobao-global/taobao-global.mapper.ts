/** Rows → the wire shapes of @app/shared/contracts/taobao-global (never a token). */
import type { TaobaoGlobalOrder, TaobaoRefundStatus, TaobaoToken } from '@app/shared/contracts/taobao-global';
import { taobaoRefundStatus } from '@app/shared/contracts/taobao-global';
import { parcelMachine } from '@app/shared/machines/parcel';
import { payOnBehalfMachine } from '@app/shared/machines/pay-on-behalf';
import { taobaoGlobalOrderMachine } from '@app/shared/machines/taobao-global';
import type { OrderWithCustomer, SubOrderRow, TokenRow, TrackingRow } from './taobao-global.repository.ts';

export type Names = Map<number, string>;

const warehouse = (names: Names, id: number) => ({ id, name: names.get(id) ?? '' });

export function mapToken(t: TokenRow, orderCount: number, names: Names): TaobaoToken {
  return {
    id: t.id,
    nick: t.nick,
    providerAccountId: t.providerAccountId,
    status: t.status,
    expiresAt: t.expiresAt.toISOString(),
    lastSyncAt: t.lastSyncAt?.toISOString() ?? null,
    lastSyncError: t.lastSyncError,
    cnWarehouse: warehouse(names, t.cnWarehouseId),
    vnWarehouse: warehouse(names, t.vnWarehouseId),
    orderCount,
    createdAt: t.createdAt.toISOString(),
  };
}

const refundOf = (s: string): TaobaoRefundStatus => {
  const parsed = taobaoRefundStatus.safeParse(s);
  return parsed.success ? parsed.data : 'NO_REFUND';
};

export interface ParcelOfOrder {
  id: number;
  orderId: number | null;
  code: string;
  trackingCode: string;
  status: string;
}

export function mapOrder(
  r: OrderWithCustomer,
  lines: SubOrderRow[],
  trackings: TrackingRow[],
  parcels: ParcelOfOrder[],
  names: Names,
  staff: boolean,
): TaobaoGlobalOrder {
  const o = r.order;
  return {
    id: o.id,
    platformOrderId: o.platformOrderId,
    account: { id: o.tokenId, nick: r.nick },
    status: o.status,
    statusLabel: taobaoGlobalOrderMachine.label(o.status),
    sellerNick: o.sellerNick,
    totalFen: o.totalFen,
    postFeeFen: o.postFeeFen,
    paymentFen: o.paymentFen,
    subOrders: lines.map((l) => ({
      id: l.id,
      platformSubOrderId: l.platformSubOrderId,
      title: l.title,
      skuProperties: l.skuProperties,
      quantity: l.quantity,
      priceFen: l.priceFen,
      paymentFen: l.paymentFen,
      imageUrl: l.imageUrl,
      refundStatus: refundOf(l.refundStatus),
    })),
    trackings: trackings.map((t) => {
      const p = parcels.find((x) => x.trackingCode === t.trackingCode);
      return {
        trackingCode: t.trackingCode,
        company: t.company,
        parcel: p
          ? {
              id: p.id,
              code: p.code,
              status: p.status,
              statusLabel: parcelMachine.is(p.status) ? parcelMachine.label(p.status) : p.status,
            }
          : null,
      };
    }),
    cnWarehouse: warehouse(names, o.cnWarehouseId),
    vnWarehouse: warehouse(names, o.vnWarehouseId),
    shippingVnd: o.totalVnd,
    paidVnd: o.paidVnd,
    createdOnPlatformAt: o.createdOnPlatformAt.toISOString(),
    paidOnPlatformAt: o.paidOnPlatformAt?.toISOString() ?? null,
    importedAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    payOnBehalf: r.payOnBehalf
      ? {
          id: r.payOnBehalf.id,
          code: r.payOnBehalf.code,
          status: r.payOnBehalf.status,
          statusLabel: payOnBehalfMachine.label(r.payOnBehalf.status),
          alipayTradeNo: null,
          proofPhotos: [],
        }
      : null,
    ...(staff && r.customer
      ? {
          customer: {
            id: r.customer.id,
            fullName: r.customer.fullName,
            phone: r.customer.phone ?? '',
            email: r.customer.email ?? '',
          },
        }
      : {}),
  };
}
