// @vitest-environment jsdom
import type { CustomerBankAccount, Withdrawal } from '@app/shared/contracts/withdrawal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WAITING_POLL_MS, waitingPollMs, withdrawalsQuery } from '../api/withdraw.ts';
import { BankAccounts } from './bank-accounts.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawHistory } from './withdraw-history.tsx';

afterEach(cleanup);

const account: CustomerBankAccount = {
  id: 1,
  bankBin: '970436',
  bankShortName: 'Vietcombank',
  bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
  accountNumber: '0451000123456',
  accountName: 'LE THI HONG',
  createdAt: '2026-11-20T08:00:00.000Z',
  usableFrom: '2026-11-21T08:00:00.000Z',
  usable: false,
};

const request: Withdrawal = {
  id: 7,
  code: 'K7Q2M9',
  memo: 'RUT K7Q2M9',
  amountVnd: 300_000,
  note: '',
  status: 'pending',
  bankAccount: {
    id: 1,
    bankBin: '970436',
    bankShortName: 'Vietcombank',
    accountNumber: '0451000123456',
    accountName: 'LE THI HONG',
  },
  bankReference: null,
  proofPhotos: [],
  rejectReason: '',
  createdAt: '2026-11-21T09:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  decidedAt: null,
  overdue: false,
};

function withClient(children: ReactNode, client = new QueryClient()) {
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('the withdraw page', () => {
  it('says from when a new account is usable, and how long new accounts wait', () => {
    withClient(
      <>
        <BankAccounts accounts={[account]} />
        <WithdrawForm accounts={[account]} availableVnd={1_000_000} />
      </>,
    );
    expect(screen.getByTestId('bank-account-usable').textContent).toMatch(/^Dùng được từ 21\/11\/2026 15:00/);
    expect(screen.getByText('Chưa có tài khoản nào dùng được để rút tiền.')).toBeTruthy();
    expect(screen.getByTestId('withdraw-wait-note').textContent).toContain('cần chờ 24 giờ');
  });

  it('refuses more than the available money before sending anything', () => {
    withClient(<WithdrawForm accounts={[{ ...account, usable: true }]} availableVnd={200_000} />);
    const input = within(screen.getByTestId('withdraw-form')).getByPlaceholderText('Ví dụ 500.000');
    fireEvent.input(input, { target: { value: '300000' } });
    fireEvent.submit(screen.getByTestId('withdraw-form'));
    expect(screen.getByTestId('withdraw-error').textContent).toBe('Số tiền rút lớn hơn số dư khả dụng');
  });

  it('lists requests with their status, a cancel button while pending, the reason of a rejection', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const rejected = { ...request, id: 8, status: 'rejected' as const, rejectReason: 'Tên chủ tài khoản không khớp' };
    const paid = { ...request, id: 9, status: 'paid' as const, bankReference: 'FT26331987654' };
    client.setQueryData(withdrawalsQuery.queryKey, {
      pages: [{ items: [request, rejected, paid], page: 1, pageSize: 10, total: 3 }],
      pageParams: [1],
    });
    withClient(<WithdrawHistory onStatusChange={() => {}} />, client);
    const [first, second, third] = screen.getAllByTestId('withdraw-row');
    expect(within(first!).getByTestId('withdraw-status').textContent).toBe('Chờ duyệt');
    expect(within(first!).queryByTestId('withdraw-cancel')).toBeTruthy();
    expect(second!.textContent).toContain('Lý do từ chối: Tên chủ tài khoản không khớp');
    expect(within(second!).queryByTestId('withdraw-cancel')).toBeNull();
    expect(within(third!).getByTestId('withdraw-status').textContent).toBe('Đã chuyển');
    expect(third!.textContent).toContain('Mã giao dịch: FT26331987654');
  });

  it('polls while a request waits on staff, and stops once none does', () => {
    const pages = (statuses: Withdrawal['status'][]) => ({
      pages: [{ items: statuses.map((status, i) => ({ ...request, id: i, status })) }],
      pageParams: [1],
    });
    expect(waitingPollMs(pages(['paid', 'approved']))).toBe(WAITING_POLL_MS);
    expect(waitingPollMs(pages(['pending']))).toBe(WAITING_POLL_MS);
    expect(waitingPollMs(pages(['paid', 'rejected', 'cancelled']))).toBe(false);
  });
});
