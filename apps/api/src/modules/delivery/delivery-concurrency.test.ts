/**
 * Issue 9 §5: 20 concurrent delivery requests over the same parcels create one, pay once, and the
 * other 19 are refused with 409 `parcel-in-delivery` (row locks, and the partial unique index as the
 * last word). Also 20 concurrent replays of one key answer the same request. Run on real PostgreSQL
 * too (TEST_DATABASE_URL), where races show.
 */
import { describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer } from '../../test/factories.ts';
import { countRows, expectLedgerBalanced, newKey, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { deliveryKit } from './delivery.test-support.ts';

const ctx = useTestApp();
const kit = deliveryKit(ctx);

async function setup() {
  const customer = await makeCustomer(ctx);
  const purchase = await kit.purchaseOrderAtVn(customer, { parcels: [{}, {}] });
  const consignment = await kit.consignmentOrderAtVn(customer, { totalVnd: 70_000 });
  const address = await kit.address(customer);
  await creditWallet(ctx, customer.id, 20_000_000);
  const due = purchase.order.totalVnd - purchase.order.paidVnd + 70_000;
  const parcelIds = [...purchase.parcels, ...consignment.parcels].map((p) => p.id);
  return { customer, address, due, parcelIds };
}

describe('concurrent delivery requests', () => {
  it('20 requests over the same parcels with different keys create one and pay once', async () => {
    const s = await setup();
    const body = { parcelIds: s.parcelIds, addressId: s.address.id, method: 'carrier' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => kit.create(s.customer.auth, body, newKey())));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().code).toBe('parcel-in-delivery');
    expect(await countRows(ctx, 'delivery_requests', 'user_id = $1', [s.customer.id])).toBe(1);
    expect(
      await countRows(
        ctx,
        'delivery_request_parcels dp join delivery_requests d on d.id = dp.request_id',
        'd.user_id = $1',
        [s.customer.id],
      ),
    ).toBe(3);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(20_000_000 - s.due);
    await expectLedgerBalanced(ctx);
  });

  it('20 replays of one key answer the same request', async () => {
    const s = await setup();
    const key = newKey();
    const body = { parcelIds: s.parcelIds, addressId: s.address.id, method: 'pickup' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => kit.create(s.customer.auth, body, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await countRows(ctx, 'delivery_requests', 'user_id = $1', [s.customer.id])).toBe(1);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(20_000_000 - s.due);
  });

  it('overlapping requests (different parcel sets sharing one) create one', async () => {
    const s = await setup();
    const [a, b, c] = s.parcelIds as [number, number, number];
    const answers = await Promise.all([
      kit.create(s.customer.auth, { parcelIds: [a, b], addressId: s.address.id, method: 'pickup' }),
      kit.create(s.customer.auth, { parcelIds: [b, c], addressId: s.address.id, method: 'pickup' }),
      kit.create(s.customer.auth, { parcelIds: [c, a], addressId: s.address.id, method: 'pickup' }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
    await expectLedgerBalanced(ctx);
  });
});
