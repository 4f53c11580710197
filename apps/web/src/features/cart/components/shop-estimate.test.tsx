// @vitest-environment jsdom
/**
 * A shop group's landed-cost estimate as the customer reads it: the total, the weight it assumed,
 * every line with its rule; the shop's China domestic shipping typed in ¥ and saved in fen; a line's
 * weight and where it came from.
 */
import '../../../lib/antd-setup.ts';
import type { Cart, CartItem } from '@app/shared/contracts/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LineWeight } from './line-weight.tsx';
import { ShopEstimate } from './shop-estimate.tsx';

let sent: { url: string; method: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(url),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return new Response('{}', { status: 503 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const item: CartItem = {
  id: 7,
  site: 'taobao',
  productId: '691541677564',
  url: 'https://item.taobao.com/item.htm?id=691541677564',
  title: 'Giày thể thao',
  shopName: 'Cửa hàng Giày',
  skuProperties: { 'Kích thước': '40' },
  unitPriceFen: 12_000,
  quantity: 2,
  imageUrl: null,
  note: '',
  needsQuote: false,
  amountFen: 24_000,
  estimatedVnd: 876_000,
  createdAt: '2026-11-22T07:00:00.000Z',
  skuId: null,
  propertyIds: null,
  snapshot: null,
  weightGrams: null,
  weightCategory: 'shoes',
};

const shop: Cart['shops'][number] = {
  site: 'taobao',
  shopName: 'Cửa hàng Giày',
  items: [item],
  amountFen: 24_000,
  estimatedVnd: 876_000,
  domesticShippingFen: 800,
  estimate: {
    routeId: 1,
    routeName: 'Kho Quảng Châu → Kho Hà Nội',
    weightGrams: 1_800,
    weightSource: 'category',
    lines: [
      { kind: 'goods', label: 'Tiền hàng', amountVnd: 876_000, note: '¥240,00 × tỷ giá 3.650' },
      { kind: 'service', label: 'Phí mua hàng', amountVnd: 26_280, note: '3% giá trị hàng, tối thiểu 10.000 ₫' },
      {
        kind: 'domestic_shipping',
        label: 'Phí vận chuyển nội địa Trung Quốc',
        amountVnd: 29_200,
        note: 'Theo trang shop: ¥8,00 × tỷ giá 3.650',
      },
      {
        kind: 'international_shipping',
        label: 'Phí vận chuyển TQ – VN',
        amountVnd: 50_400,
        note: 'Ước tính 1,8 kg × 28.000 ₫/kg, tuyến Kho Quảng Châu → Kho Hà Nội',
      },
    ],
    totalVnd: 981_880,
  },
};

const text = (s: string) => s.replace(/\s/g, ' ');

describe('shop estimate', () => {
  it('shows the total, the weight assumed and every line with its rule', () => {
    wrap(<ShopEstimate shop={shop} />);
    expect(text(screen.getByTestId('cart-estimate-total').textContent!)).toBe('981.880 ₫');
    expect(screen.getByText('Khối lượng ước tính 1,8 kg (theo loại hàng)')).toBeTruthy();
    const lines = text(screen.getByTestId('cart-estimate-lines').textContent!);
    expect(lines).toContain('Phí mua hàng26.280 ₫3% giá trị hàng, tối thiểu 10.000 ₫');
    expect(lines).toContain('Ước tính 1,8 kg × 28.000 ₫/kg, tuyến Kho Quảng Châu → Kho Hà Nội');
    expect((screen.getByLabelText('Phí vận chuyển nội địa Trung Quốc (¥)') as HTMLInputElement).value).toBe('8,00');
  });

  it('says there is no estimate yet when the API has none', () => {
    wrap(<ShopEstimate shop={{ ...shop, estimate: null }} />);
    expect(screen.getByText('Chưa ước tính được chi phí: chưa có tỷ giá hoặc biểu phí.')).toBeTruthy();
    expect(screen.queryByTestId('cart-estimate-total')).toBeNull();
  });

  it('saves the domestic shipping typed in ¥ as fen, and refuses what is not an amount', async () => {
    wrap(<ShopEstimate shop={shop} />);
    const input = screen.getByLabelText('Phí vận chuyển nội địa Trung Quốc (¥)') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '12,5' } });
    await waitFor(() => expect(input.value).toBe('12,5'));
    fireEvent.click(screen.getByText('Lưu'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.url).toMatch(/\/api\/ShoppingCart\/Shop$/);
    expect(put.body).toEqual({ site: 'taobao', shopName: 'Cửa hàng Giày', domesticShippingFen: 1_250 });

    fireEvent.input(input, { target: { value: '12.50-15' } });
    await waitFor(() => expect(input.value).toBe('12.50-15'));
    fireEvent.click(screen.getByText('Lưu'));
    expect((await screen.findByRole('alert')).textContent).toBe('Nhập số tiền ¥ hợp lệ, ví dụ 12,50');
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1);
  });
});

describe('line weight', () => {
  it("names the grams used and whose they are; the customer's grams are saved", async () => {
    wrap(<LineWeight item={item} />);
    expect(screen.getByText('Khối lượng: 900 g mỗi sản phẩm (theo loại hàng)')).toBeTruthy();
    expect((screen.getByLabelText('Loại hàng của Giày thể thao') as HTMLSelectElement).value).toBe('shoes');
    const grams = screen.getByLabelText('Khối lượng (g)') as HTMLInputElement;
    fireEvent.input(grams, { target: { value: '750' } });
    await waitFor(() => expect(grams.value).toBe('750'));
    fireEvent.keyDown(grams, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ weightGrams: 750 }));
  });

  it("prefers the product data's weight to the category, and the customer's to both", () => {
    const snapshot = {
      source: 'provider' as const,
      fetchedAt: null,
      addedAt: '2026-11-22T07:00:00.000Z',
      unitPriceFen: 12_000,
      listPriceFen: null,
      skuId: null,
      propertyIds: null,
      skuProperties: {},
      stock: null,
      weightGrams: 640,
    };
    const { unmount } = wrap(<LineWeight item={{ ...item, snapshot }} />);
    expect(screen.getByText('Khối lượng: 640 g mỗi sản phẩm (theo dữ liệu sản phẩm)')).toBeTruthy();
    unmount();
    wrap(<LineWeight item={{ ...item, snapshot, weightGrams: 1_100 }} />);
    expect(screen.getByText('Khối lượng: 1.100 g mỗi sản phẩm (bạn nhập)')).toBeTruthy();
  });
});
