import { describe, expect, it } from 'vitest';
import { customerPobSearch, parcelsArrived, parseTaobaoFilter } from './taobao-model.ts';

describe('Taobao Global page model', () => {
  it('reads the state filter, every state by default', () => {
    expect(parseTaobaoFilter(null)).toBe('all');
    expect(parseTaobaoFilter('WAIT_BUYER_PAY')).toBe('WAIT_BUYER_PAY');
    expect(parseTaobaoFilter('wait_buyer_pay')).toBe('all');
  });

  it('searches the pay-on-behalf queue by the customer phone', () => {
    expect(
      customerPobSearch({ customer: { id: 1, fullName: 'Lê Thị Hồng', phone: '0912345678', email: 'h@x.vn' } }),
    ).toBe('/orderPob?status=all&q=0912345678');
    expect(customerPobSearch({})).toBeNull();
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
