// @vitest-environment jsdom
/**
 * The "Mua hàng" page (decision 0051): tabs with their counts, the queue in the API's order (longest wait
 * first) with rows waiting over 24 h marked, and each filter and the search sent to the API and kept in
 * the URL.
 */
import '../../test/dom.ts';
import type { PurchaseQueue, PurchaseQueueRow } from '@app/shared/contracts/buying';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { PurchasingPage } from './purchasing-page.tsx';

// antd's Table and Tabs measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const row = (over: Partial<PurchaseQueueRow>): PurchaseQueueRow => ({
  id: 1,
  code: 'MH2611-000001',
  status: 'deposited',
  site: 'taobao',
  shopName: 'Cửa hàng Len Mềm',
  customer: { id: 9, fullName: 'Lê Thị Hồng', phone: '0987654321' },
  lineCount: 2,
  itemCount: 5,
  boughtLineCount: 0,
  totalVnd: 1_500_000,
  paidVnd: 1_047_550,
  waitingSince: hoursAgo(1),
  overdue: false,
  assignee: null,
  shopOrderNumbers: [],
  ...over,
});
const queue: PurchaseQueue = {
  items: [
    row({ id: 1, code: 'MH2611-000001', waitingSince: hoursAgo(50), overdue: true }),
    row({
      id: 2,
      code: 'MH2611-000002',
      status: 'purchasing',
      waitingSince: hoursAgo(3),
      boughtLineCount: 1,
      shopOrderNumbers: ['3390012877'],
      assignee: { id: 5, fullName: 'Đỗ Thu Mua' },
    }),
  ],
  page: 1,
  pageSize: 20,
  total: 2,
  counts: { buying: 2, quote: 4, confirmation: 1 },
};

let urls: URL[];

beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://console.test');
      urls.push(u);
      const body = u.pathname.endsWith('/Purchasers') ? [{ id: 5, fullName: 'Đỗ Thu Mua' }] : queue;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let location = '';
function Where() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}

function renderPage(entry = '/purchasing') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="/purchasing"
              element={
                <>
                  <PurchasingPage />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const queueCalls = () => urls.filter((u) => u.pathname === '/api/Admin/OrderOrdering/PurchaseQueue');

// antd renders slowly in jsdom on two busy cores.
describe('Mua hàng page', { timeout: 30_000 }, () => {
  it('lists the queue as the API orders it, marks rows waiting over 24 h, and counts each tab', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('queue-row');
    expect(rows.map((r) => r.getAttribute('data-code'))).toEqual(['MH2611-000001', 'MH2611-000002']);
    expect(rows.map((r) => r.getAttribute('data-overdue'))).toEqual(['true', 'false']);
    expect(within(rows[0]!).getByTestId('queue-overdue').textContent).toBe('Quá 24 giờ');
    expect(within(rows[0]!).getByTestId('queue-waited').textContent).toBe('2 ngày 2 giờ');
    expect(within(rows[1]!).queryByTestId('queue-overdue')).toBeNull();
    expect(within(rows[1]!).getByTestId('queue-progress').textContent).toBe('1/2 sản phẩm');
    expect(within(rows[1]!).getByText('3390012877')).toBeTruthy();
    expect(within(rows[1]!).getByText('Đỗ Thu Mua')).toBeTruthy();
    expect(screen.getByTestId('queue-tab-quote').textContent).toContain('4');
    expect(queueCalls()[0]!.searchParams.get('tab')).toBe('buying');
  });

  it('sends the search and the filters to the API and keeps them in the URL', async () => {
    renderPage('/purchasing?tab=quote&age=24&assignee=me&site=1688');
    await screen.findAllByTestId('queue-row');
    const first = queueCalls()[0]!.searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ tab: 'quote', minAgeHours: '24', assignee: 'me', site: '1688' });

    const search = within(screen.getByTestId('queue-search')).getByRole('searchbox');
    await act(async () => {
      fireEvent.change(search, { target: { value: ' 0987654321 ' } });
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await waitFor(() => expect(queueCalls().at(-1)!.searchParams.get('q')).toBe('0987654321'));
    expect(location).toContain('q=0987654321');
    expect(location).toContain('tab=quote');

    // A tab change keeps the filters and starts again from page 1.
    await act(async () => fireEvent.click(screen.getByTestId('queue-tab-confirmation')));
    await waitFor(() => expect(queueCalls().at(-1)!.searchParams.get('tab')).toBe('confirmation'));
    expect(queueCalls().at(-1)!.searchParams.get('q')).toBe('0987654321');
  });
});
