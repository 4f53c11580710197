// @vitest-environment jsdom
/**
 * The product pages against a stubbed API (decision 0126): the search page's grid, paging, empty
 * and not-enabled messages; the product page's provider view or manual form by `providerStatus`.
 */
import type { ProductDraft, ProductSearchItem } from '@app/shared/contracts/product';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/antd-setup.ts';
import { manualDraft, taobaoDraft } from '../test/drafts.ts';
import { Component as ProductPage } from './product-page.tsx';
import { Component as SearchPage } from './product-search-page.tsx';

// The pages load api/cart-item.ts through their forms: replaced as in the other product tests
// (add-to-cart-mock.ts), so a worker's module cache is the same whichever file runs first.
vi.mock('../api/cart-item.ts', async () => (await import('../test/add-to-cart-mock.ts')).cartItemModuleMock());

type Answer = { status?: number; body: unknown };
function stubApi(route: (url: URL) => Answer) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const { status = 200, body } = route(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const cart = { exchangeRate: 3650, shops: [], itemCount: 0, amountFen: 0, estimatedVnd: 0 };
const item = (n: number): ProductSearchItem => ({
  site: 'taobao',
  productId: String(690000000000 + n),
  url: `https://item.taobao.com/item.htm?id=${690000000000 + n}`,
  title: `针织开衫 ${n}`,
  imageUrl: n === 1 ? 'https://img.alicdn.com/broken.jpg' : `https://img.alicdn.com/${n}.jpg`,
  priceFen: 5900,
  promotionPriceFen: n === 1 ? 4900 : null,
  sales: 1200,
  shopName: `Shop ${n}`,
});

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/chinaWebProduct" element={<SearchPage />} />
          <Route path="/chinaWebProduct/:siteId" element={<ProductPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('search page', () => {
  it('puts the keyword in the URL, shows a grid, pages with "Xem thêm" and opens a result', async () => {
    const fetch = stubApi((url) => {
      if (url.pathname === '/api/ShoppingCart') return { body: cart };
      const page = Number(url.searchParams.get('page'));
      const items = page === 1 ? [1, 2, 3, 4].map(item) : [item(5)];
      return { body: { items, page, hasMore: page === 1, fetchedAt: '2026-11-27T08:00:00.000Z' } };
    });
    renderAt('/chinaWebProduct');
    fireEvent.input(screen.getByLabelText('Tìm theo từ khóa'), { target: { value: ' áo len ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(screen.getByTestId('location').textContent).toBe('/chinaWebProduct?q=%C3%A1o+len&site=taobao');
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(4));
    const first = screen.getAllByTestId('search-result')[0] as HTMLElement;
    expect(first.textContent?.replace(/\s+/g, ' ')).toBe('针织开衫 1¥49,00≈ 178.850 ₫Shop 1 · Đã bán 1.200');
    fireEvent.error(first.querySelector('img') as HTMLImageElement);
    expect(first.querySelector('[data-testid="image-placeholder"]')).toBeTruthy();
    const asked = fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/Search'));
    expect(asked).toEqual([expect.stringContaining('q=%C3%A1o+len&site=taobao&page=1')]);

    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }));
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
    fireEvent.click(screen.getAllByTestId('search-result')[4] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/chinaWebProduct/taobao-690000000005'),
    );
  });

  it('says plainly when search is not enabled and keeps the paste box', async () => {
    stubApi((url) =>
      url.pathname === '/api/ShoppingCart'
        ? { body: cart }
        : { status: 404, body: { Message: 'Chưa bật tìm kiếm', code: 'product-search-not-enabled' } },
    );
    renderAt('/chinaWebProduct?q=%E9%92%88%E7%BB%87');
    expect((screen.getByLabelText('Tìm theo từ khóa') as HTMLInputElement).value).toBe('针织');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Tìm kiếm theo từ khóa chưa được bật. Bạn dán link sản phẩm để đặt hàng.',
      ),
    );
    expect(screen.getByTestId('paste-link-box')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });

  it('says when the provider does not answer and when nothing matched', async () => {
    stubApi((url) =>
      url.pathname === '/api/ShoppingCart'
        ? { body: cart }
        : url.searchParams.get('q') === 'x'
          ? { status: 503, body: { Message: 'Lỗi', code: 'product-provider-unavailable' } }
          : { body: { items: [], page: 1, hasMore: false, fetchedAt: '2026-11-27T08:00:00.000Z' } },
    );
    renderAt('/chinaWebProduct?q=x');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Chưa tìm được lúc này. Bạn thử lại sau ít phút hoặc dán link sản phẩm.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Tìm theo từ khóa'), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() =>
      expect(screen.getByTestId('search-empty').textContent).toContain('Không tìm thấy sản phẩm nào cho "zzz"'),
    );
  });
});

describe('product page', () => {
  const at = '/chinaWebProduct/taobao-691541677564';
  const serve = (draft: ProductDraft) =>
    stubApi((url) => (url.pathname === '/api/ShoppingCart' ? { body: cart } : { body: draft }));

  it('says what it is doing while the provider is asked, then shows the provider view', async () => {
    serve(taobaoDraft);
    renderAt(at);
    expect(screen.getByTestId('product-loading').textContent).toContain('Đang lấy thông tin sản phẩm từ shop…');
    await waitFor(() => expect(screen.getByTestId('provider-product')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('女士针织开衫 秋冬');
    expect(screen.getAllByTestId('variant-option')).toHaveLength(4);
    expect(screen.queryByTestId('product-form')).toBeNull();
  });

  it.each([
    ['unavailable', 'Chưa lấy được thông tin tự động, bạn nhập giúp theo trang của shop'],
    ['not_found', 'Không tìm thấy sản phẩm này trên shop, bạn nhập giúp theo trang của shop'],
    ['not_configured', null],
  ] as const)('shows the manual form when the provider is %s', async (providerStatus, note) => {
    serve({ ...manualDraft, providerStatus });
    renderAt(at);
    await waitFor(() => expect(screen.getByTestId('product-form')).toBeTruthy());
    expect(screen.queryByTestId('provider-note')?.textContent ?? null).toBe(note);
    expect(screen.queryByTestId('provider-product')).toBeNull();
  });
});
