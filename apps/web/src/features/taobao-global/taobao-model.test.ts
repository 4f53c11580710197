import type { TaobaoGlobalOrder } from '@app/shared/contracts/taobao-global';
import { describe, expect, it } from 'vitest';
import { isPayable, payLines, refundTypesFor, timeLeft } from './taobao-model.ts';

function order(over: Partial<TaobaoGlobalOrder> = {}): TaobaoGlobalOrder {
  return {
    id: 1,
    platformOrderId: '3100000000001',
    account: { id: 1, nick: 'tb' },
    status: 'WAIT_BUYER_PAY',
    statusLabel: 'Chờ thanh toán',
    sellerNick: 'shop',
    totalFen: 2_500,
    postFeeFen: 800,
    paymentFen: 3_300,
    subOrders: [],
    trackings: [],
    cnWarehouse: { id: 1, name: 'Quảng Châu' },
    vnWarehouse: { id: 2, name: 'Hà Nội' },
    shippingVnd: 0,
    paidVnd: 0,
    createdOnPlatformAt: '2026-11-27T00:00:00.000Z',
    paidOnPlatformAt: null,
    importedAt: '2026-11-27T00:00:00.000Z',
    updatedAt: '2026-11-27T00:00:00.000Z',
    payOnBehalf: null,
    ...over,
  };
}

const pob = (status: NonNullable<TaobaoGlobalOrder['payOnBehalf']>['status']) => ({
  id: 9,
  code: 'TT2611-000009',
  status,
  statusLabel: '',
  alipayTradeNo: null,
  proofPhotos: [],
});

describe('Taobao order rules of the pages', () => {
  it('pays an unpaid order unless an open pay-on-behalf order holds it', () => {
    expect(isPayable(order())).toBe(true);
    expect(isPayable(order({ payOnBehalf: pob('pending') }))).toBe(false);
    expect(isPayable(order({ payOnBehalf: pob('processing') }))).toBe(false);
    expect(isPayable(order({ payOnBehalf: pob('cancelled') }))).toBe(true);
    expect(isPayable(order({ payOnBehalf: pob('failed') }))).toBe(true);
    expect(isPayable(order({ status: 'WAIT_SELLER_SEND_GOODS' }))).toBe(false);
  });

  it('builds one 代付 line per order with what the buyer pays', () => {
    expect(payLines([order(), order({ id: 2, platformOrderId: '3100000000002', paymentFen: 1_000 })])).toEqual([
      {
        channel: 'alipay_daifu',
        reference: '3100000000001',
        amountFen: 3_300,
        note: 'Đơn Taobao Global 3100000000001',
      },
      {
        channel: 'alipay_daifu',
        reference: '3100000000002',
        amountFen: 1_000,
        note: 'Đơn Taobao Global 3100000000002',
      },
    ]);
  });

  it('allows refund only before shipping, return and refund after, and only once paid through us', () => {
    expect(refundTypesFor(order({ status: 'WAIT_SELLER_SEND_GOODS' }))).toEqual([]);
    expect(refundTypesFor(order({ status: 'WAIT_SELLER_SEND_GOODS', payOnBehalf: pob('processing') }))).toEqual([]);
    expect(refundTypesFor(order({ status: 'WAIT_SELLER_SEND_GOODS', payOnBehalf: pob('paid') }))).toEqual([
      'only_refund',
    ]);
    expect(refundTypesFor(order({ status: 'TRADE_FINISHED', payOnBehalf: pob('completed') }))).toEqual([
      'return_refund',
    ]);
    expect(refundTypesFor(order({ status: 'SELLER_CONSIGNED_PART', payOnBehalf: pob('paid') }))).toEqual([]);
  });

  it('counts down in days, hours and minutes, and stops once passed', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(timeLeft('2026-11-29T03:30:00Z', now)).toBe('2 ngày 3 giờ');
    expect(timeLeft('2026-11-27T05:12:30Z', now)).toBe('5 giờ 12 phút');
    expect(timeLeft('2026-11-27T00:00:20Z', now)).toBe('1 phút');
    expect(timeLeft('2026-11-26T23:00:00Z', now)).toBeNull();
  });
});
