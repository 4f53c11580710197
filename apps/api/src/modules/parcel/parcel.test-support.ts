/**
 * What the parcel test files share: staff of each warehouse role, the seeded warehouses, orders at a
 * status with their tracking codes, and the station's calls.
 */
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { expect } from 'vitest';
import { type CartItemSpec, makeCustomer, makePurchaseOrder, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, listWarehouses } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/helpers.ts';

let codeCounter = 0;

/** A fresh courier tracking code (`YT` + 13 digits), unique in the file. */
export function newTrackingCode(prefix = 'YT'): string {
  codeCounter += 1;
  return `${prefix}${String(Date.now() % 1e9).padStart(9, '0')}${String(codeCounter).padStart(4, '0')}`;
}

export interface ScanJson {
  id: number;
  code: string;
  outcome: string;
  message: string;
  parcel: ParcelJson | null;
  bag: { id: number; code: string; status: string; parcelCount: number } | null;
}

export interface ParcelJson {
  id: number;
  code: string;
  trackingCode: string;
  status: string;
  order: { id: number; code: string } | null;
  customer?: { id: number; code: string; fullName: string } | null;
  warehouse: { id: number; name: string } | null;
  weightGrams: number | null;
  volumetricKg10: number | null;
  chargeableKg10: number | null;
  fees: { kind: string; amountVnd: number | null; note: string | null }[];
  feeVnd: number | null;
  events?: { fromStatus: string | null; toStatus: string; note: string; actorName: string }[];
  bag?: { id: number; code: string; status: string } | null;
}

/** The helpers bound to the file's app and database. */
export function parcelKit(ctx: TestContext) {
  async function warehouses(auth: Auth) {
    return listWarehouses(ctx.app, auth);
  }

  async function staff() {
    const [cn, vn, purchaser, sales] = await Promise.all([
      makeStaff(ctx, 'warehouse_cn', { fullName: 'Lý Kho Trung' }),
      makeStaff(ctx, 'warehouse_vn', { fullName: 'Phạm Kho Việt' }),
      makeStaff(ctx, 'purchaser', { fullName: 'Đỗ Mua Hàng' }),
      makeStaff(ctx, 'sales', { fullName: 'Vũ Chăm Sóc' }),
    ]);
    return { cn, vn, purchaser, sales };
  }

  async function addCodes(auth: Auth, orderId: number, trackingCodes: unknown) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/OrderOrdering/${orderId}/TrackingCodes`,
      headers: auth,
      payload: { trackingCodes },
    });
  }

  /** A fresh customer's order at `status` (default `purchased`), and, when given, its tracking codes added by `by`. */
  async function orderWithCodes(
    by: Auth,
    codes: string[],
    opts: {
      status?: PurchaseOrderStatus;
      customer?: TestUser;
      items?: CartItemSpec[];
      options?: { counting: boolean; woodenCrate: boolean; insurance: boolean };
      vnWarehouse?: string;
    } = {},
  ) {
    const user = opts.customer ?? (await makeCustomer(ctx));
    const order = await makePurchaseOrder(ctx, {
      customer: user,
      status: opts.status ?? 'purchased',
      items: opts.items,
      options: opts.options,
      vnWarehouse: opts.vnWarehouse,
    });
    let parcels: ParcelJson[] = [];
    if (codes.length > 0) {
      const res = await addCodes(by, order.id, codes);
      expect(res.statusCode, res.body).toBe(200);
      parcels = res.json();
    }
    return { user, order, parcels };
  }

  async function scan(auth: Auth, warehouseId: number, code: unknown) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Warehouse/${warehouseId}/Scan`,
      headers: auth,
      payload: { code },
    });
  }

  async function scanOk(auth: Auth, warehouseId: number, code: string): Promise<ScanJson> {
    const res = await scan(auth, warehouseId, code);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function measure(auth: Auth, parcelId: number, body: Record<string, unknown>) {
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/Admin/Parcel/${parcelId}/Measure`,
      headers: auth,
      payload: body,
    });
  }

  async function customerParcel(auth: Auth, id: number) {
    return ctx.app.inject({ method: 'GET', url: `/api/Package/${id}`, headers: auth });
  }

  async function getOrder(auth: Auth, id: number) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      status: string;
      fees: { kind: string; amountVnd: number | null; note: string | null }[];
      totals: { feesVnd: number; totalVnd: number; paidVnd: number; remainingVnd: number };
      events: { fromStatus: string | null; toStatus: string; note: string; actorName: string }[];
    };
  }

  return { warehouses, staff, addCodes, orderWithCodes, scan, scanOk, measure, customerParcel, getOrder };
}
