// @vitest-environment jsdom
/**
 * Decision 0093: a consignment order just created showed "Tổng 0 ₫ · Còn lại 0 ₫" although 3 % of the
 * declared value is known. It shows what is known (Tạm tính), marks what waits for weighing, and never a
 * total of 0 that is not true; the list card too.
 */
import type { ConsignmentOrder, ConsignmentSummary } from '@app/shared/contracts/consignment';
import { cleanup, render } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsignmentCard } from './consignment-card.tsx';
import { ConsignmentMoney } from './consignment-overview.tsx';

afterEach(cleanup);

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ') ?? '';

const order = {
  id: 5,
  code: 'KG2611-000005',
  status: 'created',
  shippingType: 'normal',
  options: { woodenCrate: false, insurance: true },
  fees: [
    { kind: 'international_shipping', label: 'Phí vận chuyển TQ – VN', amountVnd: null, note: 'Tính khi cân hàng' },
    { kind: 'insurance', label: 'Phí bảo hiểm', amountVnd: 45_000, note: '3% × 1.500.000 ₫ giá trị khai báo' },
  ],
  totals: {
    declaredValueVnd: 1_500_000,
    totalVnd: 0,
    paidVnd: 0,
    remainingVnd: 0,
    knownVnd: 45_000,
    awaitingWeighing: 2,
  },
} as unknown as ConsignmentOrder;

describe('consignment money before weighing', () => {
  it('shows Tạm tính with the known insurance, says shipping is added after weighing, no "Tổng 0 ₫"', () => {
    const view = render(<ConsignmentMoney order={order} />);
    const all = text(view.getByTestId('consignment-money'));
    expect(all).toContain('Phí bảo hiểm3% × 1.500.000 ₫ giá trị khai báo45.000 ₫');
    expect(all).toContain('Tính khi cân hàng');
    expect(text(view.getByTestId('known'))).toBe('45.000 ₫');
    expect(all).toContain('Tạm tính');
    expect(text(view.getByTestId('awaiting-weighing-note'))).toBe(
      'Chưa gồm phí vận chuyển của 2 kiện chờ cân: phí được cộng khi kho Trung Quốc cân hàng.',
    );
    expect(view.queryByTestId('total')).toBeNull();
    expect(view.queryByTestId('remaining')).toBeNull();
  });

  it('once every parcel is weighed: Tổng / Đã thanh toán / Còn lại', () => {
    const weighed = {
      ...order,
      totals: { ...order.totals, totalVnd: 157_000, remainingVnd: 157_000, knownVnd: 157_000, awaitingWeighing: 0 },
    };
    const view = render(<ConsignmentMoney order={weighed} />);
    expect(text(view.getByTestId('total'))).toBe('157.000 ₫');
    expect(text(view.getByTestId('remaining'))).toBe('157.000 ₫');
    expect(view.queryByTestId('awaiting-weighing-note')).toBeNull();
  });

  it('the list card: Tạm tính and the parcels waiting, not "Tổng 0 ₫ · Còn lại 0 ₫"', () => {
    const summary: ConsignmentSummary = {
      id: 5,
      code: 'KG2611-000005',
      status: 'created',
      shippingType: 'normal',
      vnWarehouse: { id: 2, name: 'Kho Hà Nội' },
      parcelCount: 2,
      trackingCodes: ['SF1234567890', 'SF1234567891'],
      totalVnd: 0,
      paidVnd: 0,
      remainingVnd: 0,
      knownVnd: 45_000,
      awaitingWeighing: 2,
      createdAt: '2026-11-22T07:05:00.000Z',
    };
    const view = render(
      <MemoryRouter>
        <ConsignmentCard order={summary} />
      </MemoryRouter>,
    );
    const card = text(view.getByTestId('consignment-card'));
    expect(card).toContain('Tạm tính: 45.000 ₫ · phí vận chuyển tính khi cân hàng');
    expect(card).not.toContain('Tổng: 0 ₫');
  });
});
