// @vitest-environment jsdom
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderTotals } from './order-totals.tsx';

afterEach(cleanup);

const at = (minute: number) => `2026-11-22T07:${String(minute).padStart(2, '0')}:00.000Z`;

/** A deposited order the customer then cancelled: as the API answers it (refund read from the ledger). */
const cancelled: PurchaseOrder = {
  id: 7,
  code: 'MH2611-000007',
  status: 'cancelled',
  site: 'taobao',
  shopName: 'Cửa hàng Len Mềm',
  exchangeRate: 3650,
  options: { counting: false, woodenCrate: false, insurance: false },
  receiver: { name: 'Lê Thị Hồng', phone: '0987654321', address: 'Phường Ba Đình, Thành phố Hà Nội' },
  cnWarehouse: { id: 1, name: 'Kho Quảng Châu' },
  vnWarehouse: { id: 2, name: 'Kho Hà Nội' },
  lines: [],
  fees: [],
  totals: {
    goodsFen: 22_500,
    goodsVnd: 821_250,
    feesVnd: 32_694,
    totalVnd: 853_944,
    depositDueVnd: 597_761,
    paidVnd: 0,
    remainingVnd: 0,
    refundedVnd: 597_761,
  },
  events: [
    {
      id: 1,
      fromStatus: null,
      toStatus: 'awaiting_deposit',
      note: 'Khách hàng đặt đơn',
      actorName: 'Hồng',
      createdAt: at(1),
    },
    { id: 2, fromStatus: 'awaiting_deposit', toStatus: 'deposited', note: '', actorName: 'Hồng', createdAt: at(2) },
    {
      id: 3,
      fromStatus: 'deposited',
      toStatus: 'cancelled',
      note: 'Khách hàng hủy đơn',
      actorName: 'Hồng',
      createdAt: at(3),
    },
  ],
  needsQuote: false,
  shopOrders: [],
  refunds: [
    { code: 'GD7K2M9Q4X', description: 'Hoàn tiền đơn MH2611-000007 (hủy đơn)', amountVnd: 597_761, createdAt: at(3) },
  ],
  priceChange: null,
  canCancel: false,
  canDeposit: false,
  createdAt: at(1),
  updatedAt: at(3),
};

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ') ?? null;

describe('a cancelled order whose deposit was refunded', () => {
  it('owes nothing: Còn lại 0 ₫, the refund instead of "Đã thanh toán 0 ₫", said in words', () => {
    const view = render(<OrderTotals order={cancelled} />);
    expect(text(view.getByTestId('total-remaining'))).toBe('0 ₫');
    expect(text(view.getByTestId('total-refunded'))).toBe('597.761 ₫');
    expect(view.queryByTestId('total-paid')).toBeNull();
    expect(view.queryByTestId('total-deposit-due')).toBeNull();
    expect(text(view.getByTestId('order-totals'))).toContain('Đã hoàn về ví');
    expect(text(view.getByTestId('cancelled-note'))).toBe('Đơn đã hủy: tiền cọc 597.761 ₫ đã được hoàn về ví của bạn.');
  });

  it('shows the refund with its amount on the cancellation step of the timeline', () => {
    const view = render(<OrderTimeline order={cancelled} />);
    const steps = view.getAllByTestId('timeline-status').map((s) => s.textContent);
    expect(steps[0]).toBe('Đã hủy');
    const refund = view.getByTestId('timeline-refund');
    expect(text(refund)).toBe('Đã hoàn 597.761 ₫ tiền cọc về ví');
    // It sits in the newest (cancellation) step, next to the customer's note.
    expect(text(refund.closest('.adm-step'))).toContain('Khách hàng hủy đơn');
  });

  it('a cancelled order that was never paid says only that nothing is owed', () => {
    const unpaid = { ...cancelled, refunds: [], totals: { ...cancelled.totals, refundedVnd: 0 } };
    const totals = render(<OrderTotals order={unpaid} />);
    expect(totals.queryByTestId('total-refunded')).toBeNull();
    expect(text(totals.getByTestId('cancelled-note'))).toBe('Đơn đã hủy: bạn không cần thanh toán thêm.');
    const timeline = render(<OrderTimeline order={unpaid} />);
    expect(timeline.queryByTestId('timeline-refund')).toBeNull();
  });

  it('an open order keeps Cần đặt cọc / Đã thanh toán / Còn lại', () => {
    const open: PurchaseOrder = {
      ...cancelled,
      status: 'deposited',
      totals: { ...cancelled.totals, paidVnd: 597_761, remainingVnd: 256_183, refundedVnd: 0 },
    };
    const view = render(<OrderTotals order={open} />);
    expect(text(view.getByTestId('total-paid'))).toBe('597.761 ₫');
    expect(text(view.getByTestId('total-remaining'))).toBe('256.183 ₫');
    expect(view.queryByTestId('cancelled-note')).toBeNull();
    // Paid already: no "Cần đặt cọc" that would read as owed now.
    expect(view.queryByTestId('total-deposit-due')).toBeNull();
    const waiting = render(<OrderTotals order={{ ...open, status: 'awaiting_deposit' }} />);
    expect(text(waiting.getAllByTestId('total-deposit-due')[0]!)).toBe('597.761 ₫');
  });

  it('lists what was refunded for short lines and says the paid amount is net of it', () => {
    const bought: PurchaseOrder = {
      ...cancelled,
      status: 'purchased',
      totals: { ...cancelled.totals, paidVnd: 223_636, remainingVnd: 630_308, refundedVnd: 0 },
      refunds: [
        {
          code: 'GD2',
          description: 'Hoàn tiền đơn MH2611-000007 (thiếu 1 sản phẩm khi mua hàng)',
          amountVnd: 374_125,
          createdAt: at(3),
        },
      ],
    };
    const view = render(<OrderTotals order={bought} />);
    expect(text(view.getByTestId('order-refund'))).toBe(
      'Hoàn tiền đơn MH2611-000007 (thiếu 1 sản phẩm khi mua hàng)+374.125 ₫',
    );
    expect(text(view.getByTestId('order-refunds'))).toContain('Đã trừ các khoản đã hoàn về ví');
    expect(text(view.getByTestId('total-paid'))).toBe('223.636 ₫');
  });

  it('tells the customer about the China domestic shipping the purchaser entered (decision 0093)', () => {
    const bought: PurchaseOrder = {
      ...cancelled,
      status: 'purchased',
      refunds: [],
      fees: [
        {
          kind: 'domestic_shipping',
          label: 'Phí vận chuyển nội địa Trung Quốc',
          amountVnd: 36_500,
          note: 'Đơn shop 3390012877: ¥10,00 × tỷ giá 3.650',
        },
      ],
      totals: { ...cancelled.totals, paidVnd: 597_761, remainingVnd: 292_683, totalVnd: 890_444, refundedVnd: 0 },
    };
    const view = render(<OrderTotals order={bought} />);
    expect(text(view.getByTestId('fee-lines'))).toContain('Phí vận chuyển nội địa Trung Quốc');
    expect(text(view.getByTestId('domestic-shipping-note'))).toBe(
      'Shop tính phí vận chuyển nội địa Trung Quốc 36.500 ₫ (Đơn shop 3390012877: ¥10,00 × tỷ giá 3.650). Phí này đã được cộng vào tổng đơn và thanh toán cùng phần còn lại khi giao hàng.',
    );
    const none = render(<OrderTotals order={{ ...bought, fees: [] }} />);
    expect(none.queryAllByTestId('domestic-shipping-note')).toHaveLength(1);
  });
});
