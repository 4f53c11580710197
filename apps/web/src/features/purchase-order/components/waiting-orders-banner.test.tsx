// @vitest-environment jsdom
/**
 * The home page names every order that waits on the customer (decision 0094): a price change to
 * answer, a deposit to pay; each banner opens its order.
 */
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitingOrdersBanner } from './waiting-orders-banner.tsx';

afterEach(cleanup);

const summary = (over: Partial<PurchaseOrderSummary>): PurchaseOrderSummary => ({
  id: 7,
  code: 'MH2611-000007',
  status: 'awaiting_deposit',
  site: 'taobao',
  shopName: 'Cửa hàng Len Mềm',
  itemCount: 2,
  lineCount: 1,
  imageUrl: null,
  firstLineTitle: 'Áo len',
  totalVnd: 853_944,
  depositDueVnd: 597_761,
  paidVnd: 0,
  refundedVnd: 0,
  createdAt: '2026-11-22T07:05:00.000Z',
  ...over,
});

let lists: Record<string, PurchaseOrderSummary[]>;
beforeEach(() => {
  lists = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const status = new URL(url, 'http://x').searchParams.get('status') ?? '';
      const items = lists[status] ?? [];
      return new Response(JSON.stringify({ items, page: 1, pageSize: 5, total: items.length }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderBanner = () =>
  render(
    <MemoryRouter>
      <WaitingOrdersBanner />
    </MemoryRouter>,
  );
const clean = (s: string | null | undefined) => s?.replace(/\s+/g, ' ').trim();

describe('WaitingOrdersBanner', () => {
  it('shows one banner per order waiting on the customer, each linking to it', async () => {
    lists = {
      awaiting_customer_confirmation: [
        summary({ id: 9, code: 'MH2611-000009', status: 'awaiting_customer_confirmation' }),
      ],
      awaiting_deposit: [summary({}), summary({ id: 8, code: 'MH2611-000008', depositDueVnd: 100_000, paidVnd: 0 })],
    };
    renderBanner();
    await waitFor(() => expect(screen.getAllByTestId('waiting-order-banner')).toHaveLength(3));
    const [price, first, second] = screen.getAllByTestId('waiting-order-banner');
    expect(price!.getAttribute('href')).toBe('/orderOrdering/9');
    expect(clean(price!.textContent)).toContain('Shop đổi giá: vui lòng xác nhận');
    expect(clean(price!.textContent)).toContain('MH2611-000009');
    expect(first!.getAttribute('href')).toBe('/orderOrdering/7');
    expect(clean(first!.textContent)).toContain('Cần đặt cọc 597.761 ₫');
    expect(second!.getAttribute('href')).toBe('/orderOrdering/8');
  });

  it('shows nothing when no order waits on the customer', async () => {
    renderBanner();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('waiting-order-banner')).toBeNull();
  });
});
