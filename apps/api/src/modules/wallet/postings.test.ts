/**
 * The postings catalogue (postings.ts): every entry type of DESIGN.md §3.8 has a builder whose lines
 * balance, whose wallet moves the right way against its system account, and whose idempotency key
 * and description keep the formats customers and retries already depend on.
 */
import { formatVnd } from '@app/shared/money';
import { ledgerEntryTypes } from '@app/shared/statuses';
import { describe, expect, it } from 'vitest';
import type { Posting } from './postings.ts';
import * as postings from './postings.ts';

const actor = { userId: 7 };
const po = { subjectType: 'purchase_order' as const, id: 12, code: 'MH2611-000012', userId: 42 };
const consignment = { subjectType: 'consignment_order' as const, id: 12, code: 'KG2611-000012', userId: 42 };
const pob = { subjectType: 'pay_on_behalf_order' as const, id: 5, code: 'TTH-5', userId: 42 };
const withdrawal = { id: 3, code: 'RT3', userId: 42, amountVnd: 200_000 };

/** The wallet's change and the other account's, e.g. `{ wallet: -100, orderPrepayments: 100 }`. */
function moves(p: Posting): Record<string, number> {
  expect(p.lines.reduce((s, l) => s + l.amountVnd, 0)).toBe(0);
  return Object.fromEntries(p.lines.map((l) => ['wallet' in l.account ? 'wallet' : l.account.system, l.amountVnd]));
}

const every: Posting[] = [
  postings.recharge({ recharge: { id: 1, code: 'K7Q2M9', userId: 42, amountVnd: 500_000 }, actor }),
  postings.withdrawal({ withdrawal, actor }),
  postings.withdrawalPaid({ withdrawal, actor }),
  postings.withdrawalCancelled({ withdrawal, reason: 'rejected', actor }),
  postings.orderDeposit({ order: po, amountVnd: 100, actor }),
  postings.orderPayment({ order: po, amountVnd: 100, deliveryRequestId: 9, actor }),
  postings.orderRefund({ order: po, amountVnd: 100, cause: { kind: 'cancelled' }, actor }),
  postings.pobPayment({ order: pob, amountVnd: 100, feeVnd: 0, actor }),
  postings.pobRefund({ order: pob, amountVnd: 100, cause: { kind: 'failed' }, actor }),
  postings.complaintRefund({
    complaint: { id: 4, code: 'KN4', userId: 42, orderCode: po.code },
    amountVnd: 100,
    actor,
  }),
  postings.commission({ entryId: 5, agentUserId: 43, order: po, amountVnd: 100, actor }),
  postings.adjustment({ userId: 42, amountVnd: -100, reason: 'Sửa sai', requestKey: 'k-1', actor }),
];

describe('postings catalogue', () => {
  it('has a builder for every ledger entry type, each balanced, with the actor as author', () => {
    expect(new Set(every.map((p) => p.type))).toEqual(new Set(ledgerEntryTypes));
    for (const p of every) {
      expect(p.lines.length).toBe(2);
      expect(p.createdBy).toBe(7);
      moves(p);
    }
    expect(new Set(every.map((p) => p.idempotencyKey)).size).toBe(every.length);
  });

  it('keeps the first keys and descriptions exactly', () => {
    const r = postings.recharge({ recharge: { id: 31, code: 'K7Q2M9', userId: 42, amountVnd: 1_250_000 }, actor });
    expect(r.idempotencyKey).toBe('recharge:31');
    expect(r.description).toBe(`Nạp tiền ${formatVnd(1_250_000)} (NAP K7Q2M9)`);
    expect(moves(r)).toEqual({ wallet: 1_250_000, bankClearing: -1_250_000 });
    // The same amount given as received changes nothing.
    expect(
      postings.recharge({
        recharge: { id: 31, code: 'K7Q2M9', userId: 42, amountVnd: 1_250_000 },
        receivedVnd: 1_250_000,
        actor,
      }),
    ).toEqual(r);

    const d = postings.orderDeposit({ order: po, amountVnd: 70_000, actor });
    expect(d).toMatchObject({ idempotencyKey: 'order-deposit:12', description: 'Đặt cọc đơn MH2611-000012' });
    expect(moves(d)).toEqual({ wallet: -70_000, orderPrepayments: 70_000 });
    expect('wallet' in d.lines[0]!.account).toBe(true); // the wallet line first, as before

    const c = postings.orderRefund({ order: po, amountVnd: 70_000, cause: { kind: 'cancelled' }, actor });
    expect(c).toMatchObject({
      idempotencyKey: 'order-refund:12',
      description: 'Hoàn tiền đơn MH2611-000012 (hủy đơn)',
    });
    expect(moves(c)).toEqual({ wallet: 70_000, orderPrepayments: -70_000 });
  });

  it('credits a recharge with what the bank received, under the same key, naming the request', () => {
    const r = postings.recharge({
      recharge: { id: 31, code: 'K7Q2M9', userId: 42, amountVnd: 500_000 },
      receivedVnd: 450_000,
      actor,
    });
    expect(r.idempotencyKey).toBe('recharge:31');
    expect(r.description).toBe(`Nạp tiền ${formatVnd(450_000)} (NAP K7Q2M9, yêu cầu ${formatVnd(500_000)})`);
    expect(moves(r)).toEqual({ wallet: 450_000, bankClearing: -450_000 });
    expect(() =>
      postings.recharge({
        recharge: { id: 31, code: 'K7Q2M9', userId: 42, amountVnd: 500_000 },
        receivedVnd: 0,
        actor,
      }),
    ).toThrow();
  });

  it('gives each partial refund of a line its own key, and other order types their own namespace', () => {
    const short = (stage: 'bought' | 'received', quantity: number, totalShort: number) =>
      postings.orderRefund({
        order: po,
        amountVnd: 1_000 * quantity,
        cause: { kind: 'line-short', lineId: 8, stage, quantity, totalShort },
        actor,
      });
    const keys = [short('bought', 2, 2), short('bought', 1, 3), short('received', 1, 1)].map((p) => p.idempotencyKey);
    expect(keys).toEqual([
      'order-refund:12:line:8:bought-short:2',
      'order-refund:12:line:8:bought-short:3',
      'order-refund:12:line:8:received-short:1',
    ]);
    expect(short('bought', 2, 2).description).toBe('Hoàn tiền đơn MH2611-000012 (thiếu 2 sản phẩm khi mua hàng)');
    expect(() => short('bought', 3, 2)).toThrow();

    const cancelled = postings.orderRefund({ order: consignment, amountVnd: 5, cause: { kind: 'cancelled' }, actor });
    expect(cancelled.idempotencyKey).toBe('order-refund:consignment_order:12');
    const pay = (order: postings.PayableOrder, deliveryRequestId: number) =>
      postings.orderPayment({ order, amountVnd: 5, deliveryRequestId, actor }).idempotencyKey;
    expect([pay(po, 9), pay(consignment, 9), pay(po, 10)]).toEqual([
      'order-payment:12:delivery-request:9',
      'order-payment:consignment_order:12:delivery-request:9',
      'order-payment:12:delivery-request:10',
    ]);
    const reversed = postings.orderRefund({
      order: consignment,
      amountVnd: 5,
      cause: { kind: 'delivery-cancelled', deliveryRequestId: 9 },
      actor,
    });
    expect(reversed.idempotencyKey).toBe('order-refund:consignment_order:12:delivery-request:9');
    expect(moves(reversed)).toEqual({ wallet: 5, orderPrepayments: -5 });

    // Bought for less than a quoted order paid up front: the excess, once per order.
    const lower = postings.orderRefund({ order: po, amountVnd: 7, cause: { kind: 'price-lower' }, actor });
    expect(lower).toMatchObject({
      idempotencyKey: 'order-refund:12:price-lower',
      description: 'Hoàn tiền đơn MH2611-000012 (giá mua thấp hơn, đã trả dư)',
    });
    expect(moves(lower)).toEqual({ wallet: 7, orderPrepayments: -7 });
  });

  it('moves money between the wallet and the account each type names', () => {
    const [, held, paid, released, , payment, , pobPaid, pobBack, complaint, commission, adjustment] = every;
    expect(moves(held!)).toEqual({ wallet: -200_000, withdrawalsPayable: 200_000 });
    expect(moves(paid!)).toEqual({ withdrawalsPayable: -200_000, bankClearing: 200_000 });
    expect(moves(released!)).toEqual({ wallet: 200_000, withdrawalsPayable: -200_000 });
    expect(moves(payment!)).toEqual({ wallet: -100, orderPrepayments: 100 });
    expect(moves(pobPaid!)).toEqual({ wallet: -100, supplierPayables: 100 });
    expect(moves(pobBack!)).toEqual({ wallet: 100, supplierPayables: -100 });
    expect(moves(complaint!)).toEqual({ wallet: 100, complaintRefunds: -100 });
    expect(commission!.lines.find((l) => 'wallet' in l.account)).toEqual({ account: { wallet: 43 }, amountVnd: 100 });
    expect(moves(commission!)).toEqual({ wallet: 100, commissions: -100 });
    expect(moves(adjustment!)).toEqual({ wallet: -100, adjustments: 100 });
    const credit = postings.adjustment({ userId: 42, amountVnd: 100, reason: 'Bù', requestKey: 'k-2', actor });
    expect(moves(credit)).toEqual({ wallet: 100, adjustments: -100 });
    expect(credit.idempotencyKey).toBe('adjustment:7:k-2');
    // An approved proposal: one key per proposal, whoever approves it.
    const byA = postings.adjustment({ userId: 42, amountVnd: 100, reason: 'Bù', adjustmentId: 9, actor });
    const byB = postings.adjustment({
      userId: 42,
      amountVnd: 100,
      reason: 'Bù',
      adjustmentId: 9,
      actor: { userId: 8 },
    });
    expect([byA.idempotencyKey, byB.idempotencyKey]).toEqual(['adjustment:proposal:9', 'adjustment:proposal:9']);
    expect(byB.createdBy).toBe(8);
    const request = postings.pobRefund({
      order: pob,
      amountVnd: 1,
      cause: { kind: 'refund-request', refundRequestId: 2 },
      actor,
    });
    expect(request.idempotencyKey).toBe('pob-refund:pay_on_behalf_order:5:refund-request:2');
    // The fee goes to fee revenue and comes back from it (decision 0114).
    const withFee = postings.pobPayment({ order: pob, amountVnd: 370_000, feeVnd: 5_000, actor });
    expect(moves(withFee)).toEqual({ wallet: -375_000, supplierPayables: 370_000, feeRevenue: 5_000 });
    const back = postings.pobRefund({
      order: pob,
      amountVnd: 370_000,
      feeVnd: 5_000,
      cause: { kind: 'cancelled' },
      actor,
    });
    expect(moves(back)).toEqual({ wallet: 375_000, supplierPayables: -370_000, feeRevenue: -5_000 });
    expect(back.idempotencyKey).toBe('pob-refund:pay_on_behalf_order:5');
  });

  it('refuses amounts that are not positive integers of đồng', () => {
    for (const amountVnd of [0, -1, 1.5, Number.NaN]) {
      expect(() => postings.orderDeposit({ order: po, amountVnd, actor })).toThrow(/positive integer/);
    }
    expect(() => postings.adjustment({ userId: 1, amountVnd: 0, reason: 'x', requestKey: 'k', actor })).toThrow();
  });
});
