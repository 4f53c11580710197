/**
 * What the delivery test files share: a purchase order and a consignment order whose parcels stand
 * at a VN warehouse (built directly, as the warehouse chain would have left them; the consignment
 * module is not needed), and the delivery calls.
 */
import { parcelCode } from '@app/shared/customer-code';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { consignmentOrders } from '../../db/schema/consignment.ts';
import { parcels } from '../../db/schema/parcel.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { shippingRoutes, warehouses } from '../../db/schema/warehouse.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { makeAddress, makePurchaseOrder, type TestUser, writeStatusEvent } from '../../test/factories.ts';
import { type Auth, newKey } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/helpers.ts';
import { parcelKit } from '../parcel/parcel.test-support.ts';

let codeCounter = 0;

/** A fresh courier tracking code (`DL` + 13 digits), unique in the file. */
function newTrackingCode(): string {
  codeCounter += 1;
  return `DL${String(Date.now() % 1e9).padStart(9, '0')}${String(codeCounter).padStart(4, '0')}`;
}

export interface ParcelSpec {
  weightGrams?: number;
  /** False: the parcel was never weighed (no weight, no measured time). */
  measured?: boolean;
}

async function vnWarehouse(ctx: TestContext, name = 'Kho Hà Nội') {
  const [vn] = await ctx.database.db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.name, name), eq(warehouses.country, 'VN')));
  if (!vn) throw new Error(`no VN warehouse ${name}`);
  const [route] = await ctx.database.db
    .select()
    .from(shippingRoutes)
    .where(eq(shippingRoutes.vnWarehouseId, vn.id))
    .limit(1);
  return { vn, cnWarehouseId: route!.cnWarehouseId };
}

async function insertParcels(
  ctx: TestContext,
  owner: { userId: number; orderId?: number; consignmentOrderId?: number },
  house: { vnId: number; cnId: number },
  specs: ParcelSpec[],
) {
  return transaction(ctx.database.db, async (tx) => {
    const rows = [];
    for (const spec of specs) {
      const n = (await tx.execute<{ n: number }>(sql`select nextval('parcel_code_seq')::int as n`)).rows[0]!.n;
      const [row] = await tx
        .insert(parcels)
        .values({
          code: parcelCode(n),
          trackingCode: newTrackingCode(),
          // One order reference (decision 0089).
          orderType: owner.orderId ? 'purchase_order' : owner.consignmentOrderId ? 'consignment_order' : null,
          orderId: owner.orderId ?? owner.consignmentOrderId ?? null,
          userId: owner.userId,
          status: 'at_vn_warehouse',
          cnWarehouseId: house.cnId,
          vnWarehouseId: house.vnId,
          warehouseId: house.vnId,
          ...(spec.measured === false
            ? {}
            : {
                weightGrams: spec.weightGrams ?? 1500,
                chargeableKg10: Math.ceil((spec.weightGrams ?? 1500) / 100),
                measuredAt: new Date(),
              }),
        })
        .returning();
      await writeStatusEvent(tx, {
        subjectType: 'parcel',
        subjectId: row!.id,
        fromStatus: null,
        toStatus: 'at_vn_warehouse',
        actor: null,
        note: 'Đã về kho Việt Nam',
        userId: owner.userId,
      });
      rows.push(row!);
    }
    return rows;
  });
}

/** The helpers bound to the file's app and database. */
export function deliveryKit(ctx: TestContext) {
  /**
   * A purchase order of `customer` at `at_vn_warehouse` (deposit paid), its parcels standing at the
   * VN warehouse, and a shipping fee line of `shippingVnd` added to its total (as weighing does).
   */
  async function purchaseOrderAtVn(
    customer: TestUser,
    opts: { parcels?: ParcelSpec[]; shippingVnd?: number; vnWarehouse?: string } = {},
  ) {
    const order = await makePurchaseOrder(ctx, {
      customer,
      status: 'at_vn_warehouse',
      vnWarehouse: opts.vnWarehouse,
    });
    const shipping = opts.shippingVnd ?? 84_000;
    const [updated] = await ctx.database.db
      .update(purchaseOrders)
      .set({
        feesVnd: order.feesVnd + shipping,
        totalVnd: order.totalVnd + shipping,
        // The order's one shipping line (placing wrote it as "Tính khi hàng về kho") gets the amount.
        feeLines: [
          ...(order.feeLines as { kind: string }[]).filter((l) => l.kind !== 'international_shipping'),
          { kind: 'international_shipping', label: 'Phí vận chuyển TQ – VN', amountVnd: shipping, note: null },
        ],
      })
      .where(eq(purchaseOrders.id, order.id))
      .returning();
    const { vn } = await vnWarehouse(ctx, opts.vnWarehouse);
    const rows = await insertParcels(
      ctx,
      { userId: customer.id, orderId: order.id },
      { vnId: vn.id, cnId: order.cnWarehouseId },
      opts.parcels ?? [{}],
    );
    return { order: updated!, parcels: rows };
  }

  /** A consignment order of `customer` at `at_vn_warehouse` with `totalVnd` to pay and its parcels at the warehouse. */
  async function consignmentOrderAtVn(
    customer: TestUser,
    opts: { parcels?: ParcelSpec[]; totalVnd?: number; paidVnd?: number; vnWarehouse?: string } = {},
  ) {
    const { vn, cnWarehouseId } = await vnWarehouse(ctx, opts.vnWarehouse);
    const order = await transaction(ctx.database.db, async (tx) => {
      const n = (await tx.execute<{ n: number }>(sql`select nextval('consignment_order_code_seq')::int as n`)).rows[0]!
        .n;
      const [row] = await tx
        .insert(consignmentOrders)
        .values({
          code: `KG2611-${String(n).padStart(6, '0')}`,
          userId: customer.id,
          status: 'at_vn_warehouse',
          shippingType: 'normal',
          options: { woodenCrate: false, insurance: false },
          receiver: { name: customer.fullName, phone: customer.phone, address: 'Hà Nội' },
          cnWarehouseId,
          vnWarehouseId: vn.id,
          exchangeRate: 3650,
          feeLines: [
            {
              kind: 'international_shipping',
              label: 'Phí vận chuyển TQ – VN',
              amountVnd: opts.totalVnd ?? 56_000,
              note: null,
            },
          ],
          totalVnd: opts.totalVnd ?? 56_000,
          paidVnd: opts.paidVnd ?? 0,
        })
        .returning();
      await writeStatusEvent(tx, {
        subjectType: 'consignment_order',
        subjectId: row!.id,
        fromStatus: 'in_transit',
        toStatus: 'at_vn_warehouse',
        actor: null,
        note: 'Cả kiện đã về kho Việt Nam',
        userId: customer.id,
      });
      return row!;
    });
    const rows = await insertParcels(
      ctx,
      { userId: customer.id, consignmentOrderId: order.id },
      { vnId: vn.id, cnId: cnWarehouseId },
      opts.parcels ?? [{}],
    );
    return { order, parcels: rows };
  }

  async function address(customer: TestUser) {
    return makeAddress(ctx, customer.id);
  }

  async function create(auth: Auth, body: Record<string, unknown>, key: string = newKey()) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/Delivery',
      headers: { ...auth, 'idempotency-key': key },
      payload: body,
    });
  }

  async function createOk(auth: Auth, body: Record<string, unknown>, key?: string) {
    const res = await create(auth, body, key);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DeliveryJson;
  }

  async function setStatus(auth: Auth, id: number, body: Record<string, unknown>) {
    return ctx.app.inject({ method: 'POST', url: `/api/Admin/Delivery/${id}/Status`, headers: auth, payload: body });
  }

  async function setStatusOk(auth: Auth, id: number, body: Record<string, unknown>) {
    const res = await setStatus(auth, id, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DeliveryJson;
  }

  async function scanOut(auth: Auth, id: number, code: unknown) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Delivery/${id}/ScanOut`,
      headers: auth,
      payload: { code },
    });
  }

  async function get(auth: Auth, url: string) {
    return ctx.app.inject({ method: 'GET', url, headers: auth });
  }

  async function purchaseOrderRow(id: number) {
    const [row] = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    return row!;
  }

  async function consignmentOrderRow(id: number) {
    const [row] = await ctx.database.db.select().from(consignmentOrders).where(eq(consignmentOrders.id, id));
    return row!;
  }

  async function cancel(auth: Auth, id: number, reason = '') {
    return ctx.app.inject({ method: 'POST', url: `/api/Delivery/${id}/Cancel`, headers: auth, payload: { reason } });
  }

  /** PUT /Admin/Parcel/{id}/Measure as `auth` (a warehouse member of the parcel's country): the parcel kit's. */
  const { measure } = parcelKit(ctx);

  /** Staff take the request to `processing` and scan every live parcel of it out against the slip. */
  async function processAndScan(auth: Auth, id: number) {
    const d = await setStatusOk(auth, id, { status: 'processing' });
    for (const p of d.parcels) {
      const res = await scanOut(auth, id, p.code);
      expect(res.statusCode, res.body).toBe(200);
    }
    return d;
  }

  /**
   * What the ledger holds on an order: the sum of the wallet lines of every posting keyed on it
   * (deposit, payments, refunds), as paid (a debit of the wallet counts positive). `paid_vnd` must
   * always equal it.
   */
  async function postedOnOrder(type: 'purchase_order' | 'consignment_order', id: number): Promise<number> {
    const subject = type === 'purchase_order' ? `${id}` : `${type}:${id}`;
    const res = await ctx.database.pool.query(
      `select coalesce(-sum(l.amount_vnd), 0)::int as n
         from journal_entries e join journal_lines l on l.entry_id = e.id
        where l.balance_after_vnd is not null
          and (e.idempotency_key in ($1, $2, $3)
               or e.idempotency_key like $4 or e.idempotency_key like $5)`,
      [
        `order-deposit:${subject}`,
        `order-refund:${subject}`,
        `order-payment:${subject}`,
        `order-payment:${subject}:%`,
        `order-refund:${subject}:%`,
      ],
    );
    return (res.rows[0] as { n: number }).n;
  }

  return {
    cancel,
    measure,
    processAndScan,
    postedOnOrder,
    purchaseOrderAtVn,
    consignmentOrderAtVn,
    address,
    create,
    createOk,
    setStatus,
    setStatusOk,
    scanOut,
    get,
    purchaseOrderRow,
    consignmentOrderRow,
  };
}

export interface DeliveryJson {
  id: number;
  code: string;
  status: string;
  method: string;
  paidVnd: number;
  codVnd: number;
  exportSlipCode: string | null;
  carrier: string | null;
  trackingCode: string | null;
  /** The coach's phone (method `coach`). */
  carrierPhone?: string | null;
  parcels: {
    id: number;
    code: string;
    trackingCode: string;
    status: string;
    scannedOutAt: string | null;
    order: { type: string; id: number; code: string } | null;
  }[];
  payments: { type: string; orderId: number; orderCode: string; amountVnd: number; refunded: boolean }[];
  events: { fromStatus: string | null; toStatus: string; note: string; actorName: string }[];
  canCancel: boolean;
  overdue?: boolean;
}
