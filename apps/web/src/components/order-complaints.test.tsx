// @vitest-environment jsdom
/**
 * The order page's complaint block: "Khiếu nại" only while the order may be complained about, with
 * the deadline; the order's complaints with their status either way; nothing before delivery.
 */
import '../lib/antd-setup.ts';
import type { ComplaintSummary, OrderComplaints as State } from '@app/shared/contracts/complaint';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../lib/query-keys.ts';
import { OrderComplaints } from './order-complaints.tsx';

afterEach(cleanup);
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const at = '2026-11-27T03:00:00.000Z';
const summary: ComplaintSummary = {
  id: 3,
  code: 'KN48213907',
  orderType: 'purchase',
  orderId: 7,
  orderCode: 'MH2611-000007',
  reason: 'damaged',
  status: 'offered',
  requestedVnd: 100_000,
  offerVnd: 70_000,
  refundedVnd: null,
  dueAt: at,
  overdue: false,
  offerAwaitingApproval: false,
  createdAt: at,
  updatedAt: at,
};

function renderBlock(status: string, state: State | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (state) client.setQueryData(queryKeys.orderComplaints('purchase', 7), state);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderComplaints orderType="purchase" orderId={7} status={status} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrderComplaints', () => {
  it('offers "Khiếu nại" with the deadline on an eligible order, and lists its complaints', () => {
    renderBlock('delivered', { eligible: true, windowEndsAt: '2026-11-29T03:00:00.000Z', complaints: [summary] });
    expect(screen.getByTestId('order-complain').textContent).toBe('Khiếu nại');
    expect(screen.getByTestId('order-complaints').textContent).toContain('Có thể khiếu nại đến 29/11/2026');
    const row = screen.getByTestId('order-complaint');
    expect(row.getAttribute('href')).toBe('/orderComplaint/3');
    expect(row.textContent).toContain('Đề xuất hoàn tiền');
  });

  it('after the window keeps the complaints without the button; nothing at all without any', () => {
    renderBlock('completed', { eligible: false, windowEndsAt: at, complaints: [summary] });
    expect(screen.queryByTestId('order-complain')).toBeNull();
    expect(screen.getByTestId('order-complaint')).toBeTruthy();
    cleanup();
    renderBlock('completed', { eligible: false, windowEndsAt: at, complaints: [] });
    expect(screen.queryByTestId('order-complaints')).toBeNull();
  });

  it('shows nothing on an order not delivered yet', () => {
    renderBlock('at_vn_warehouse', { eligible: true, windowEndsAt: null, complaints: [] });
    expect(screen.queryByTestId('order-complaints')).toBeNull();
  });
});
