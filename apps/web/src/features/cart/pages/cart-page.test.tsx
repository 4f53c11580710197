// @vitest-environment jsdom
/**
 * The cart opens with every line selected (decision 0094: it opened on "Đặt hàng (0)"); the
 * customer's later choices hold while she stays on the page.
 */
import '../../../lib/antd-setup.ts';
import type { Cart, CartItem } from '@app/shared/contracts/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { Component as CartPage } from './cart-page.tsx';

afterEach(cleanup);

const line = (id: number, shopName: string, title: string): CartItem => ({
  id,
  site: 'taobao',
  productId: `69154167756${id}`,
  url: `https://item.taobao.com/item.htm?id=69154167756${id}`,
  title,
  shopName,
  skuProperties: {},
  unitPriceFen: 5990,
  quantity: 1,
  imageUrl: null,
  note: '',
  needsQuote: false,
  amountFen: 5990,
  estimatedVnd: 218_635,
  createdAt: '2026-11-22T07:00:00.000Z',
  skuId: null,
  propertyIds: null,
  snapshot: null,
  weightGrams: null,
  weightCategory: null,
});

const cart: Cart = {
  exchangeRate: 3650,
  shops: [
    {
      site: 'taobao',
      shopName: 'Cửa hàng A',
      items: [line(1, 'Cửa hàng A', 'Áo len')],
      amountFen: 5990,
      estimatedVnd: 218_635,
      domesticShippingFen: 0,
      estimate: null,
    },
    {
      site: 'taobao',
      shopName: 'Cửa hàng B',
      items: [line(2, 'Cửa hàng B', 'Khăn quàng'), line(3, 'Cửa hàng B', 'Mũ len')],
      amountFen: 11_980,
      estimatedVnd: 437_270,
      domesticShippingFen: 0,
      estimate: null,
    },
  ],
  itemCount: 3,
  amountFen: 17_970,
  estimatedVnd: 655_905,
};

function renderCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.cart, cart);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('cart page', () => {
  it('opens with every line selected', () => {
    renderCart();
    expect(screen.getByTestId('cart-order').textContent).toBe('Đặt hàng (3)');
    expect((screen.getByTestId('cart-select-all') as HTMLInputElement).checked).toBe(true);
  });

  it("keeps the customer's choices: unselect all, then pick one", () => {
    renderCart();
    fireEvent.click(screen.getByTestId('cart-select-all'));
    expect(screen.getByTestId('cart-order').textContent).toBe('Đặt hàng (0)');
    fireEvent.click(screen.getAllByTestId('cart-item')[0]!.querySelector('input[type="checkbox"]')!);
    expect(screen.getByTestId('cart-order').textContent).toBe('Đặt hàng (1)');
  });
});
