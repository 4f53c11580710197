// @vitest-environment jsdom
/**
 * Decision 0093: a cart with two shops makes two orders, each needing its own deposit (70 % of goods
 * and service fee). The checkout says so: each order's deposit, and the sum due now.
 */
import type { Cart, CartItem } from '@app/shared/contracts/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeePreview } from './fee-preview.tsx';

afterEach(cleanup);

const item = (over: Partial<CartItem>): CartItem => ({
  id: 1,
  site: 'taobao',
  productId: '6512345678',
  url: 'https://item.taobao.com/item.htm?id=6512345678',
  title: 'Áo len nữ',
  shopName: 'Cửa hàng Len Mềm',
  skuProperties: {},
  unitPriceFen: 10_000,
  quantity: 1,
  imageUrl: null,
  note: '',
  needsQuote: false,
  amountFen: 10_000,
  estimatedVnd: 365_000,
  createdAt: '2026-11-22T07:05:00.000Z',
  skuId: null,
  propertyIds: null,
  snapshot: null,
  weightGrams: null,
  weightCategory: null,
  ...over,
});

const shops: Cart['shops'] = [
  {
    site: 'taobao',
    shopName: 'Cửa hàng Len Mềm',
    items: [item({ id: 1 })],
    amountFen: 10_000,
    estimatedVnd: 365_000,
    domesticShippingFen: 0,
    estimate: null,
  },
  {
    site: '1688',
    shopName: 'Xưởng Bàn Ghế',
    items: [item({ id: 2, site: '1688', shopName: 'Xưởng Bàn Ghế', unitPriceFen: 20_000, amountFen: 20_000 })],
    amountFen: 20_000,
    estimatedVnd: 730_000,
    domesticShippingFen: 0,
    estimate: null,
  },
];

/** A fresh query client: the price list is not fetched here, so the hints name §4's defaults. */
const withQueries = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
      {children}
    </QueryClientProvider>
  ),
};

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ') ?? null;

describe('FeePreview with two shops', () => {
  it("lists each order's deposit and the sum due now", () => {
    const view = render(
      <FeePreview
        shops={shops}
        exchangeRate={3650}
        options={{ counting: false, woodenCrate: false, insurance: false }}
      />,
      withQueries,
    );
    // 365.000 ₫ + 3 % service fee 10.950 ₫ → 70 % = 263.165 ₫; 730.000 ₫ + 21.900 ₫ → 526.330 ₫.
    const rows = view.getAllByTestId('preview-order-deposit').map(text);
    expect(rows).toEqual(['Đơn 1: Cửa hàng Len Mềm263.165 ₫', 'Đơn 2: Xưởng Bàn Ghế526.330 ₫']);
    expect(text(view.getByTestId('preview-deposit'))).toBe('789.495 ₫');
    const summary = text(view.getByTestId('fee-summary'));
    expect(summary).toContain('Cần đặt cọc ngay (2 đơn)');
    expect(summary).toContain('Mỗi đơn đặt cọc 70% tiền hàng và phí mua hàng');
  });
});
