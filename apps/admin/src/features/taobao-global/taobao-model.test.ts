import { describe, expect, it } from 'vitest';
import { linkedPobPath, parcelsArrived, parseTaobaoFilter } from './taobao-model.ts';

describe('Taobao Global page model', () => {
  it('reads the state filter, every state by default', () => {
    expect(parseTaobaoFilter(null)).toBe('all');
    expect(parseTaobaoFilter('WAIT_BUYER_PAY')).toBe('WAIT_BUYER_PAY');
    expect(parseTaobaoFilter('wait_buyer_pay')).toBe('all');
  });

  it('links the pay-on-behalf order the Taobao order was sent in, none before', () => {
    const pob = { id: 7, code: 'TT2611-000007', status: 'paid' as const, statusLabel: 'Đã thanh toán' };
    expect(linkedPobPath({ payOnBehalf: { ...pob, alipayTradeNo: '2026', proofPhotos: [] } })).toBe('/orderPob/7');
    expect(linkedPobPath({ payOnBehalf: null })).toBeNull();
  });

  it('counts the tracking numbers that reached the warehouse', () => {
    const parcel = { id: 1, code: 'K1', status: 'at_cn_warehouse', statusLabel: 'Tại kho Trung Quốc' };
    expect(
      parcelsArrived({
        trackings: [
          { trackingCode: 'YT1', company: 'YTO', parcel },
          { trackingCode: 'YT2', company: 'YTO', parcel: null },
        ],
      }),
    ).toEqual({ arrived: 1, total: 2 });
  });
});
