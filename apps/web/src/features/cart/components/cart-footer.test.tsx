// @vitest-environment jsdom
/** Decision 0093: lines of two shops make two orders, each with its own 70 % deposit; the cart says so. */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { CartFooter } from './cart-footer.tsx';

afterEach(cleanup);

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
