// @vitest-environment jsdom
/** Decision 0093: lines of two shops make two orders, each with its own 70 % deposit; the cart says so. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartFooter } from './cart-footer.tsx';

afterEach(cleanup);

/** A fresh query client: the price list is not fetched here, so the hints name §4's defaults. */
const withQueries = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
      {children}
    </QueryClientProvider>
  ),
};

const footer = (orders: number) =>
  render(
    <CartFooter
      total={3}
      selectedCount={3}
      selectedVnd={1_095_000}
      orderCount={orders}
      onSelectAll={() => {}}
      onOrder={() => {}}
    />,
    withQueries,
  );

describe('CartFooter', () => {
  it('says two shops make two orders, each deposited', () => {
    const view = footer(2);
    expect(view.getByTestId('cart-orders').textContent).toBe('2 đơn hàng, mỗi đơn đặt cọc 70%');
  });

  it('one shop: one order, its deposit', () => {
    const view = footer(1);
    expect(view.getByTestId('cart-orders').textContent).toBe('1 đơn hàng, đặt cọc 70%');
  });
});
