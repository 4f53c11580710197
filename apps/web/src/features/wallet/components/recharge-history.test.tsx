// @vitest-environment jsdom
import type { Recharge } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { rechargesQuery } from '../api/wallet.ts';
import { amountLine, RechargeHistory } from './recharge-history.tsx';
import { RechargeInstructions } from './recharge-instructions.tsx';

afterEach(cleanup);

const base: Recharge = {
  id: 1,
  code: 'K7Q2M9',
  memo: 'NAP K7Q2M9',
  amountVnd: 500_000,
  receivedVnd: null,
  note: '',
  status: 'pending',
  bankAccount: {
    bankBin: '970436',
    bankShortName: 'Vietcombank',
    bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    accountNumber: '0011004567890',
    accountName: 'CONG TY TNHH DAT HANG TRUNG QUOC',
  },
  vietQrPayload: '',
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
};

const short: Recharge = {
  ...base,
  status: 'approved',
  receivedVnd: 450_000,
  note: 'Khách chuyển thiếu 50.000 ₫, đã cộng đúng số tiền nhận được',
  decidedAt: '2026-11-20T09:00:00.000Z',
};

describe("the customer's recharges", () => {
  it('say both amounts when the bank received another amount, else the one', () => {
    expect(amountLine(short)).toBe(`Yêu cầu ${formatVnd(500_000)} · Đã nhận ${formatVnd(450_000)}`);
    expect(amountLine({ amountVnd: 500_000, receivedVnd: 500_000 })).toBe(formatVnd(500_000));
    expect(amountLine(base)).toBe(formatVnd(500_000));
  });

  it("list both amounts and the staff's note, and a cancellation's reason", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const cancelled = { ...base, id: 2, status: 'cancelled' as const, note: 'Không thấy tiền về' };
    client.setQueryData(rechargesQuery.queryKey, {
      pages: [{ items: [short, cancelled, { ...base, id: 3 }], page: 1, pageSize: 10, total: 3 }],
      pageParams: [1],
    });
    render(
      <QueryClientProvider client={client}>
        <RechargeHistory onShow={() => {}} />
      </QueryClientProvider>,
    );
    const [first, second, third] = screen.getAllByTestId('recharge-row').map((row) => within(row));
    expect(first!.getByTestId('recharge-row-amount').textContent).toBe(
      `Yêu cầu ${formatVnd(500_000)} · Đã nhận ${formatVnd(450_000)}`,
    );
    expect(first!.getByTestId('recharge-row-note').textContent).toBe(
      'Ghi chú: Khách chuyển thiếu 50.000 ₫, đã cộng đúng số tiền nhận được',
    );
    expect(second!.getByTestId('recharge-row-note').textContent).toBe('Lý do hủy: Không thấy tiền về');
    expect(third!.getByTestId('recharge-row-amount').textContent).toBe(formatVnd(500_000));
    expect(third!.queryByTestId('recharge-row-note')).toBeNull();
  });

  it('show what was received and the note on the request itself', () => {
    render(<RechargeInstructions recharge={short} />);
    expect(screen.getByTestId('recharge-amount').textContent).toBe(formatVnd(500_000));
    expect(screen.getByText('Số tiền yêu cầu')).toBeTruthy();
    expect(screen.getByTestId('recharge-received').textContent).toBe(formatVnd(450_000));
    expect(screen.getByTestId('recharge-note').textContent).toBe(short.note);
    cleanup();
    render(<RechargeInstructions recharge={base} />);
    expect(screen.queryByTestId('recharge-received')).toBeNull();
    expect(screen.queryByTestId('recharge-note')).toBeNull();
  });
});
