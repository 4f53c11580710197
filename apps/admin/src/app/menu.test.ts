import { describe, expect, it } from 'vitest';
import { badgeOf, menuFor, menuItems } from './menu.ts';

const keys = (roles: string[]) => menuFor(roles).map((item) => item.key);

describe('menuFor', () => {
  it.each([
    [
      ['admin'],
      [
        '/orderOrdering',
        '/orderShipping',
        '/purchasing',
        '/orderPob',
        '/orderPob/refund',
        '/taobaoIntOrder',
        '/recharge',
        '/bankTransfer',
        '/withdraw',
        '/customer',
        '/exchangeRate',
        '/tariff',
        '/warehouse',
        '/bag',
        '/unclaimed',
        '/delivery',
        '/warehouses',
        '/bankAccount',
        '/staff',
        '/commissionRule',
        '/customerLevel',
        '/article',
        '/staticPage',
        '/settings',
        '/auditLog',
        '/adjustment',
        '/reconciliation',
        '/complaint',
        '/chat',
      ],
    ],
    [
      ['sales'],
      [
        '/orderOrdering',
        '/orderShipping',
        '/orderPob',
        '/orderPob/refund',
        '/taobaoIntOrder',
        '/customer',
        '/delivery',
        '/article',
        '/staticPage',
        '/complaint',
        '/chat',
      ],
    ],
    [
      ['accountant'],
      [
        '/orderOrdering',
        '/orderShipping',
        '/orderPob',
        '/orderPob/refund',
        '/taobaoIntOrder',
        '/recharge',
        '/bankTransfer',
        '/withdraw',
        '/customer',
        '/exchangeRate',
        '/tariff',
        '/adjustment',
        '/reconciliation',
        '/complaint',
      ],
    ],
    [['warehouse_cn'], ['/orderOrdering', '/orderShipping', '/warehouse', '/bag', '/unclaimed']],
    [['warehouse_vn'], ['/orderOrdering', '/orderShipping', '/warehouse', '/bag', '/unclaimed', '/delivery']],
    [
      ['customer', 'purchaser'],
      ['/orderOrdering', '/orderShipping', '/purchasing', '/orderPob', '/orderPob/refund', '/taobaoIntOrder'],
    ],
    [['customer'], []],
    [[], []],
  ])('%j sees %j', (roles, expected) => {
    expect(keys(roles)).toEqual(expected);
  });
});

describe('badgeOf', () => {
  const item = (key: string) => menuItems.find((i) => i.key === key)!;
  const counts = { ordersAwaitingStaff: 12, pendingRecharges: 3 };

  it('puts the orders waiting for the member on Đơn mua hộ and the pending recharges on Nạp tiền', () => {
    expect(badgeOf(item('/orderOrdering'), counts)).toEqual({ count: 12, title: '12 đơn đang chờ bạn xử lý' });
    expect(badgeOf(item('/recharge'), counts)).toEqual({ count: 3, title: '3 yêu cầu nạp tiền chờ duyệt' });
  });

  it('puts the pay-on-behalf orders to take and the refund requests to decide on their pages', () => {
    const pob = { pendingPayOnBehalf: 4, pendingPobRefunds: 2 };
    expect(badgeOf(item('/orderPob'), pob)).toEqual({ count: 4, title: '4 đơn thanh toán hộ chờ nhận' });
    expect(badgeOf(item('/orderPob/refund'), pob)).toEqual({
      count: 2,
      title: '2 yêu cầu hoàn tiền thanh toán hộ chờ duyệt',
    });
    expect(badgeOf(item('/orderPob'), { pendingPayOnBehalf: null })).toBeNull();
  });

  it('shows none before the counts arrive, where a page has none, or when the member may not see it', () => {
    expect(badgeOf(item('/orderOrdering'), undefined)).toBeNull();
    expect(badgeOf(item('/exchangeRate'), counts)).toBeNull();
    expect(badgeOf(item('/recharge'), { ordersAwaitingStaff: 1, pendingRecharges: null })).toBeNull();
  });

  it('puts each money queue on its page, with a Vietnamese name saying what waits', () => {
    const money = {
      ...counts,
      pendingWithdrawals: 3,
      unmatchedBankTransfers: 2,
      complaintsAwaitingStaff: 4,
      pendingAdjustments: 1,
    };
    expect(badgeOf(item('/withdraw'), money)).toEqual({ count: 3, title: '3 yêu cầu rút tiền đang chờ' });
    expect(badgeOf(item('/bankTransfer'), money)).toEqual({ count: 2, title: '2 giao dịch ngân hàng chưa khớp' });
    expect(badgeOf(item('/complaint'), money)).toEqual({ count: 4, title: '4 khiếu nại đang chờ xử lý' });
    expect(badgeOf(item('/adjustment'), money)).toEqual({ count: 1, title: '1 điều chỉnh số dư chờ duyệt' });
    expect(badgeOf(item('/reconciliation'), money)).toBeNull();
  });

  it('shows no money queue badge to a member who does not act on it', () => {
    const none = {
      ...counts,
      pendingWithdrawals: null,
      unmatchedBankTransfers: null,
      complaintsAwaitingStaff: null,
      pendingAdjustments: null,
    };
    for (const key of ['/withdraw', '/bankTransfer', '/complaint', '/adjustment']) {
      expect(badgeOf(item(key), none)).toBeNull();
    }
  });
});
