/**
 * Delivery staff actions in the audit log (decision 0096): a request created for a customer (the new
 * row), its moves by staff, each parcel scanned out once; a refused scan writes none.
 */
import { describe, expect, it } from 'vitest';
import { auditCount, auditRows } from '../../test/audit-rows.ts';
import { creditWallet, makeCustomer, makeStaff } from '../../test/factories.ts';
import { expectError, newKey } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { deliveryKit } from './delivery.test-support.ts';

const ctx = useTestApp();
const kit = deliveryKit(ctx);
const ip = '127.0.0.1';

describe('delivery actions in the audit log', () => {
  it('a request created by staff, taken to processing, scanned out and shipped', async () => {
    const sales = await makeStaff(ctx, 'sales', { fullName: 'Vũ Bán Hàng' });
    const vn = await makeStaff(ctx, 'warehouse_vn', { fullName: 'Phạm Kho Việt' });
    const customer = await makeCustomer(ctx);
    const { parcels } = await kit.purchaseOrderAtVn(customer, { parcels: [{ weightGrams: 1200 }] });
    const address = await kit.address(customer);
    await creditWallet(ctx, customer.id, 5_000_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Delivery',
      headers: { ...sales.auth, 'idempotency-key': newKey() },
      payload: {
        customerId: customer.id,
        parcelIds: parcels.map((p) => p.id),
        addressId: address.id,
        method: 'pickup',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    await kit.setStatusOk(vn.auth, id, { status: 'processing' });
    const count = await auditCount(ctx);
    expectError(await kit.scanOut(vn.auth, id, 'KHONGCO123'), 404);
    expect(await auditCount(ctx)).toBe(count);
    const parcel = parcels[0]!;
    for (let i = 0; i < 2; i += 1) expect((await kit.scanOut(vn.auth, id, parcel.code)).statusCode).toBe(200);
    await kit.setStatusOk(vn.auth, id, { status: 'shipped' });
    const rows = await auditRows(ctx, 'delivery_request.%', id);
    expect(rows.map((r) => [r.action, r.actorId, r.ip, r.before])).toEqual([
      ['delivery_request.create', sales.id, ip, null],
      ['delivery_request.status', vn.id, ip, { status: 'requested' }],
      ['delivery_request.scan_out', vn.id, ip, null],
      ['delivery_request.status', vn.id, ip, { status: 'processing' }],
    ]);
    expect(rows[0]!.after).toMatchObject({ id, status: 'requested', user_id: customer.id, method: 'pickup' });
    expect(rows[2]!.after).toEqual({ parcelId: parcel.id, parcelCode: parcel.code });
    expect(rows[3]!.after).toMatchObject({ status: 'shipped' });
  });
});
