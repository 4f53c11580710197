// @vitest-environment jsdom
/**
 * Waiting for staff to approve a recharge (decision 0037): while one is pending the list is checked again
 * every few seconds and when the customer comes back to the tab; when it turns approved she is told
 * with the amount, and the balance is reloaded (CurrentUser).
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user.ts';
import { RechargeArrivals } from '../components/recharge-arrivals.tsx';
import { creditedVnd, PENDING_POLL_MS, pendingPollMs, useRechargeWatch } from './recharge-watch.ts';

const recharge = (status: Recharge['status'], over: Partial<Recharge> = {}): Recharge => ({
  id: 11,
  code: 'NT2611-000011',
  memo: 'NAP ABC123',
  amountVnd: 500_000,
  receivedVnd: status === 'approved' ? 500_000 : null,
  note: '',
  status,
  bankAccount: {
    bankBin: '970436',
    bankShortName: 'Vietcombank',
    bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    accountNumber: '0011004455667',
    accountName: 'CONG TY TNHH HANG TRUNG QUOC',
  },
  vietQrPayload: '000201',
  createdAt: '2026-11-22T07:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2026-11-22T07:03:00.000Z',
  ...over,
});

/** The server as the page sees it: the recharge's status and the wallet balance, changed by "staff". */
let server: { status: Recharge['status']; balance: number };
let calls: string[];

beforeEach(() => {
  server = { status: 'pending', balance: 0 };
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const body = url.includes('/Wallet/Recharge')
        ? { items: [recharge(server.status)], page: 1, pageSize: 10, total: 1 }
        : {
            id: 3,
            fullName: 'Lê Thị Hồng',
            email: 'hong@example.vn',
            phone: '0987654321',
            roles: ['customer'],
            walletBalanceVnd: server.balance,
            createdAt: '2026-11-20T07:00:00.000Z',
          };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Screen(props: { onArrive: (r: Recharge) => void }) {
  const { arrived, latest } = useRechargeWatch(props.onArrive);
  const user = useQuery(currentUserQuery());
  return (
    <>
      <RechargeArrivals arrived={arrived} />
      <span data-testid="balance">{user.data ? formatVnd(user.data.walletBalanceVnd) : ''}</span>
      <span data-testid="shown-status">{latest(recharge('pending')).status}</span>
    </>
  );
}

function renderScreen() {
  const client = new QueryClient({
    // As lib/query-client.ts: no refetch on focus by default, data fresh for 30 s.
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  const onArrive = vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      <Screen onArrive={onArrive} />
    </QueryClientProvider>,
  );
  return { view, onArrive };
}

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ') ?? null;
const rechargeCalls = () => calls.filter((u) => u.includes('/Wallet/Recharge')).length;

describe('useRechargeWatch', () => {
  it('checks again when she comes back to the tab, tells her the money arrived and reloads the balance', async () => {
    const { view, onArrive } = renderScreen();
    await waitFor(() => expect(text(view.getByTestId('balance'))).toBe('0 ₫'));
    await waitFor(() => expect(rechargeCalls()).toBe(1));
    expect(view.queryByTestId('recharge-arrived')).toBeNull();

    // Staff approve while she is in her banking app; she comes back to the tab.
    // (Preact runs the effect that listens a frame after the list renders: she may switch back
    // before it listens, so she comes back until the page notices, as she would.)
    server = { status: 'approved', balance: 500_000 };
    await waitFor(() => {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(view.queryByTestId('recharge-arrived')).not.toBeNull();
    });
    expect(text(view.getByTestId('recharge-arrived'))).toBe(
      'Đã nhận 500.000 ₫ (NAP ABC123). Ví của bạn đã được cộng tiền.',
    );
    expect(onArrive).toHaveBeenCalledWith(expect.objectContaining({ id: 11, status: 'approved' }));
    await waitFor(() => expect(text(view.getByTestId('balance'))).toBe('500.000 ₫'));
    expect(text(view.getByTestId('shown-status'))).toBe('approved');
  });

  it('also checks on window focus, and stops checking once nothing is pending', async () => {
    const { view } = renderScreen();
    await waitFor(() => expect(rechargeCalls()).toBe(1));
    server = { status: 'approved', balance: 500_000 };
    await waitFor(() => {
      act(() => void window.dispatchEvent(new Event('focus')));
      expect(view.queryByTestId('recharge-arrived')).not.toBeNull();
    });
    const after = rechargeCalls();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void window.dispatchEvent(new Event('focus')));
    await new Promise((r) => setTimeout(r, 50));
    expect(rechargeCalls()).toBe(after);
  });

  it('does not announce a recharge that was already approved when the page opened', async () => {
    server = { status: 'approved', balance: 500_000 };
    const { view, onArrive } = renderScreen();
    await waitFor(() => expect(rechargeCalls()).toBe(1));
    await waitFor(() => expect(text(view.getByTestId('balance'))).toBe('500.000 ₫'));
    expect(view.queryByTestId('recharge-arrived')).toBeNull();
    expect(onArrive).not.toHaveBeenCalled();
  });
});

describe('pendingPollMs', () => {
  const pages = (...statuses: Recharge['status'][]) => ({
    pages: [{ items: statuses.map((s, i) => recharge(s, { id: i + 1 })) }],
    pageParams: [1],
  });
  it('polls every few seconds only while a recharge is pending', () => {
    expect(PENDING_POLL_MS).toBeLessThanOrEqual(10_000);
    expect(pendingPollMs(pages('approved', 'pending'))).toBe(PENDING_POLL_MS);
    expect(pendingPollMs(pages('approved', 'cancelled'))).toBe(false);
    expect(pendingPollMs(undefined)).toBe(false);
  });
});

describe('creditedVnd', () => {
  it('announces what the wallet received, which staff may have approved for less than asked', () => {
    expect(creditedVnd(recharge('approved', { receivedVnd: 450_000 }))).toBe(450_000);
    expect(creditedVnd(recharge('approved'))).toBe(500_000);
  });
});
