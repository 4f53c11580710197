// @vitest-environment jsdom
/**
 * The order page's next steps (decision 0094): the customer's parcels and delivery requests are one tap
 * away (item 15), and a delivered order says "Đã giao" once, with "Xác nhận đã nhận hàng" as its
 * button (item 16: "Đã nhận hàng" read twice, as a status and as a button).
 */
import '../../../lib/antd-setup.ts';
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { Component as OrderDetailPage } from './order-detail-page.tsx';

afterEach(cleanup);

const at = '2026-11-24T03:00:00.000Z';
const order = (over: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  id: 7,
  code: 'MH2611-000007',
  status: 'delivered',
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
    goodsFen: 30_000,
    goodsVnd: 1_095_000,
    feesVnd: 56_575,
    totalVnd: 1_151_575,
    depositDueVnd: 785_663,
    paidVnd: 1_151_575,
    remainingVnd: 0,
    refundedVnd: 0,
  },
  events: [],
  needsQuote: false,
  shopOrders: [],
  refunds: [],
  priceChange: null,
  canCancel: false,
  canDeposit: false,
  createdAt: at,
  updatedAt: at,
  ...over,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const body = { items: [], page: 1, pageSize: 100, total: 0 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(o: PurchaseOrder) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.order(o.id), o);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/orderOrdering/${o.id}`]}>
        <Routes>
          <Route path="/orderOrdering/:id" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('order page next steps', () => {
  it('links to the parcels and the delivery requests', async () => {
    renderPage(order({ status: 'purchased' }));
    await screen.findByTestId('order-detail');
    const links = screen.getByTestId('order-links');
    expect(links.querySelector('a[href="/package"]')?.textContent).toBe('Kiện hàng của tôi');
    expect(links.querySelector('a[href="/delivery"]')?.textContent).toBe('Yêu cầu giao hàng');
  });

  it('says "Đã giao" as the status and "Xác nhận đã nhận hàng" on the button, never "Đã nhận hàng" twice', async () => {
    renderPage(order());
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Đã giao'));
    expect(screen.getByTestId('confirm-received').textContent).toBe('Xác nhận đã nhận hàng');
    const page = screen.getByTestId('order-detail').textContent ?? '';
    expect(page.split('Đã nhận hàng').length - 1).toBe(0);
  });
});
