// @vitest-environment jsdom
/**
 * An order line's cart snapshot beside the live price (GET /Admin/ChinaWebProduct/:site/:productId,
 * mocked): the variant's SKU found by skuId, else by property ids, else the product price; a higher
 * live price in red; "not available" when the provider did not answer.
 */
import '../../test/dom.ts';
import type { ProductDraft } from '@app/shared/contracts/product';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { LineSnapshot } from './line-snapshot.tsx';

type Line = AdminPurchaseOrder['lines'][number];

const line: Line = {
  id: 1,
  site: 'taobao',
  productId: '691541677564',
  url: 'https://item.taobao.com/item.htm?id=691541677564',
  title: 'Áo khoác',
  skuProperties: { 'Màu sắc': 'Đỏ' },
  imageUrl: null,
  unitPriceFen: 12_500,
  quantity: 2,
  amountFen: 25_000,
  amountVnd: 912_500,
  note: '',
  needsQuote: false,
  boughtQuantity: null,
  boughtUnitPriceFen: null,
  shopOrderNumber: null,
  skuId: '5127384950123',
  propertyIds: '1627207:28320',
  snapshot: {
    source: 'extension',
    fetchedAt: '2026-11-22T06:59:00.000Z',
    addedAt: '2026-11-22T07:05:00.000Z',
    unitPriceFen: 12_500,
    listPriceFen: 15_000,
    skuId: '5127384950123',
    propertyIds: '1627207:28320',
    skuProperties: { 'Màu sắc': 'Đỏ' },
    stock: 37,
    weightGrams: null,
  },
};

const sku = (skuId: string, propertyIds: string, priceFen: number, stock: number) => ({
  skuId,
  propertyIds,
  properties: {},
  priceFen,
  promotionPriceFen: null,
  stock,
});

const draft = (over: Partial<ProductDraft>): ProductDraft => ({
  site: 'taobao',
  productId: '691541677564',
  url: line.url,
  title: 'Áo khoác',
  shopName: 'Shop',
  imageUrl: null,
  unitPriceFen: 11_000,
  skuOptions: [],
  source: 'provider',
  shopId: null,
  images: [],
  promotionPriceFen: null,
  props: [],
  skus: [sku('5127384950123', '1627207:28320', 13_900, 5), sku('999', '1627207:1', 9_000, 1)],
  priceTiers: [],
  minOrderQuantity: 1,
  stock: 100,
  weightGrams: null,
  fetchedAt: '2026-11-27T07:00:00.000Z',
  providerStatus: 'ok',
  ...over,
});

const requested: string[] = [];
function serve(body: ProductDraft | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL) => {
      requested.push(String(url));
      return body ? Response.json(body) : new Response('{}', { status: 503 });
    }),
  );
}

function show(l: Line = line) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LineSnapshot line={l} />
    </QueryClientProvider>,
  );
}

const text = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requested.length = 0;
});

describe('line snapshot and live price', () => {
  it('says what the line was added with, and marks a higher live price of its SKU in red', async () => {
    serve(draft({}));
    show();
    expect(text(screen.getByTestId('line-snapshot').firstElementChild!.textContent)).toBe(
      'Lúc thêm vào giỏ: ¥125,00, phân loại Màu sắc: Đỏ, còn 37 (nguồn: tiện ích), lúc 22/11/2026 14:05',
    );
    const live = await screen.findByTestId('line-live-price');
    expect(text(live.textContent)).toBe('Giá hiện tại: ¥139,00, cao hơn ¥14,00, còn 5');
    expect(live.className).toContain('danger');
    expect(requested[0]).toMatch(/\/Admin\/ChinaWebProduct\/taobao\/691541677564$/);
  });

  it('finds the SKU by property ids without a SKU id, and a lower price is not red', async () => {
    serve(draft({ skus: [sku('1', '1627207:28320', 11_900, 8)] }));
    show({ ...line, skuId: null });
    const live = await screen.findByTestId('line-live-price');
    expect(text(live.textContent)).toBe('Giá hiện tại: ¥119,00, còn 8');
    expect(live.className).not.toContain('danger');
  });

  it("falls back to the product's price when no SKU matches", async () => {
    serve(draft({ skus: [], promotionPriceFen: 10_500 }));
    show({ ...line, skuId: null, propertyIds: null, snapshot: null });
    expect(screen.getByText('Không có dữ liệu lúc thêm vào giỏ (sản phẩm thêm trước khi lưu).')).toBeTruthy();
    expect(text((await screen.findByTestId('line-live-price')).textContent)).toBe('Giá hiện tại: ¥105,00, còn 100');
  });

  it('says the live price is not available when the provider did not answer', async () => {
    serve(draft({ providerStatus: 'unavailable', skus: [], unitPriceFen: null }));
    show();
    expect((await screen.findByTestId('line-live-price')).textContent).toBe(
      'Giá hiện tại: không lấy được (nguồn dữ liệu sản phẩm không sẵn sàng)',
    );
  });
});
