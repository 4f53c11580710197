// @vitest-environment jsdom
import '../../../lib/antd-setup.ts';
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderCard } from './order-card.tsx';

afterEach(cleanup);

const summary = (over: Partial<PurchaseOrderSummary> = {}): PurchaseOrderSummary => ({
  id: 7,
  code: 'MH2611-000007',
  status: 'awaiting_deposit',
  site: 'taobao',
  shopName: 'Cửa hàng Len Mềm',
  itemCount: 6,
  lineCount: 3,
  imageUrl: 'https://img.alicdn.com/imgextra/ao-len.jpg',
  firstLineTitle: 'Áo len nữ dáng rộng cổ tròn',
  totalVnd: 853_944,
  depositDueVnd: 597_761,
  paidVnd: 0,
  refundedVnd: 0,
  createdAt: '2026-11-22T07:05:00.000Z',
  ...over,
});

/** The card's text as a person reads it (formatVnd puts a no-break space before ₫). */
function card(order: PurchaseOrderSummary) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderCard order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const text = (id: string) => view.queryByTestId(id)?.textContent?.replace(/\s+/g, ' ') ?? null;
  return { view, text };
}

describe('OrderCard', () => {
  it("shows the first product's picture and name and how many others follow", () => {
    const { view, text } = card(summary());
    expect(text('order-card-title')).toBe('Áo len nữ dáng rộng cổ tròn');
    expect(view.getByTestId('order-card-image').getAttribute('src')).toBe('https://img.alicdn.com/imgextra/ao-len.jpg');
    expect(text('order-card-more')).toBe('+ 2 sản phẩm khác');
    expect(text('order-card-count')).toBe('3 sản phẩm · 6 cái');
    expect(view.getByRole('link').getAttribute('href')).toBe('/orderOrdering/7');
  });

  it('counts products, not units: one product × 2 is "1 sản phẩm", with no "+ … khác"', () => {
    const { text } = card(summary({ lineCount: 1, itemCount: 2, firstLineTitle: 'Bàn học gỗ' }));
    expect(text('order-card-count')).toBe('1 sản phẩm · 2 cái');
    expect(text('order-card-more')).toBeNull();
    expect(text('order-card-title')).toBe('Bàn học gỗ');
  });

  it('says a cancelled order\'s deposit went back to the wallet instead of "Đã thanh toán 0 ₫"', () => {
    const { text } = card(summary({ status: 'cancelled', refundedVnd: 597_761 }));
    expect(text('order-card-money')).toBe('Đã hoàn 597.761 ₫ tiền cọc về ví');
    const unpaid = card(summary({ id: 8, status: 'cancelled', refundedVnd: 0 }));
    expect(unpaid.view.getAllByTestId('order-card-money')[1]?.textContent).toBe('Đơn đã hủy, không cần thanh toán');
  });

  it('asks for an answer when the shop changed the price', () => {
    const { text } = card(summary({ status: 'awaiting_customer_confirmation', paidVnd: 597_761 }));
    expect(text('order-card-confirm')).toBe('Shop đổi giá: vui lòng xác nhận');
    const bought = card(summary({ id: 9, status: 'purchased' })).view.container;
    expect(bought.querySelector('[data-testid="order-card-confirm"]')).toBeNull();
  });

  it('before the deposit: what to pay as the deposit', () => {
    const { text } = card(summary());
    expect(text('order-card-money')).toBe('Cần đặt cọc: 597.761 ₫');
  });

  it('once deposited: what is paid and what remains, not the deposit again', () => {
    const { text } = card(summary({ status: 'deposited', paidVnd: 597_761 }));
    expect(text('order-card-money')).toBe('Đã thanh toán: 597.761 ₫ · Còn lại: 256.183 ₫');
  });

  it('after a price change the customer accepted: no recomputed 70 % that reads as underpaid (decision 0093)', () => {
    const { text } = card(
      summary({ status: 'purchased', totalVnd: 718_066, depositDueVnd: 502_646, paidVnd: 471_066 }),
    );
    expect(text('order-card-money')).toBe('Đã thanh toán: 471.066 ₫ · Còn lại: 247.000 ₫');
    expect(text('order-card-money')).not.toContain('502.646');
  });

  it('counts products and units apart: one product × 10 is "1 sản phẩm · 10 cái"', () => {
    const { text } = card(summary({ lineCount: 1, itemCount: 10 }));
    expect(text('order-card-count')).toBe('1 sản phẩm · 10 cái');
  });

  it('offers "Đặt cọc" on an unpaid card, confirmed with the amount like on the order page (decision 0094)', () => {
    const { view } = card(summary());
    const pay = view.getByTestId('order-card-deposit');
    expect(pay.textContent).toBe('Đặt cọc');
    expect(pay.closest('a')).toBeNull(); // a button inside the card's link would open the order instead
    fireEvent.click(pay);
    expect(screen.getByRole('dialog').textContent?.replace(/\s+/g, ' ')).toContain('597.761 ₫');
    expect(screen.getByTestId('deposit-confirm')).toBeTruthy();
  });

  it('has no pay button once the deposit is paid, or while a quote is awaited', () => {
    for (const over of [
      { status: 'deposited', paidVnd: 597_761 },
      { status: 'awaiting_quote' },
      { status: 'cancelled' },
    ] as const) {
      const { view } = card(summary(over));
      expect(view.queryByTestId('order-card-deposit')).toBeNull();
      cleanup();
    }
  });
});
