// @vitest-environment jsdom
import '../../test/dom.ts';
import type { Recharge } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Table } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rechargeColumns } from './recharge-columns.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: Recharge = {
  id: 7,
  code: 'K7Q2M9',
  memo: 'NAP K7Q2M9',
  amountVnd: 500_000,
  receivedVnd: null,
  note: '',
  status: 'pending',
  bankAccount: {
    bankBin: '970436',
    bankShortName: 'VCB',
    bankName: 'Vietcombank',
    accountNumber: '1',
    accountName: 'A',
  },
  vietQrPayload: '',
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
  customer: { id: 3, fullName: 'Lê Thị Hồng', phone: '0987654321', email: 'hong@example.vn' },
  decidedBy: null,
};

function renderRows(rows: Recharge[]) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <Table<Recharge>
          rowKey="id"
          columns={rechargeColumns}
          dataSource={rows}
          pagination={false}
          onRow={(r) => ({ 'data-testid': `row-${r.id}` }) as object}
        />
      </App>
    </QueryClientProvider>,
  );
}

/** A fetch that answers every call with `recharge` and records the bodies sent. */
function stubApprove(answer: Recharge) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(init.body ? JSON.parse(String(init.body)) : undefined);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

describe('recharge list', () => {
  it('shows who approved or cancelled each request, when, with the note; both amounts when they differ', () => {
    renderRows([
      {
        ...base,
        id: 1,
        status: 'approved',
        receivedVnd: 450_000,
        note: 'Khách chuyển thiếu 50.000 ₫',
        decidedAt: '2026-11-20T09:05:00.000Z',
        decidedBy: { id: 9, fullName: 'Phạm Thu Hà' },
      },
      {
        ...base,
        id: 2,
        status: 'cancelled',
        note: 'Không thấy tiền về',
        decidedAt: '2026-11-20T10:00:00.000Z',
        decidedBy: { id: 4, fullName: 'Quản trị viên Demo' },
      },
      { ...base, id: 3, status: 'approved', receivedVnd: 500_000, decidedBy: { id: 9, fullName: 'Phạm Thu Hà' } },
    ]);
    const approved = within(screen.getByTestId('row-1'));
    expect(approved.getByTestId('recharge-decision').textContent).toContain('Duyệt bởi Phạm Thu Hà');
    expect(approved.getByTestId('recharge-decision').textContent).toContain('Khách chuyển thiếu 50.000 ₫');
    expect(approved.getByTestId('recharge-amounts').textContent).toBe(
      `Yêu cầu ${formatVnd(500_000)}Đã nhận ${formatVnd(450_000)}`,
    );
    const cancelled = within(screen.getByTestId('row-2'));
    expect(cancelled.getByTestId('recharge-decision').textContent).toContain('Hủy bởi Quản trị viên Demo');
    expect(cancelled.getByTestId('recharge-decision').textContent).toContain('Không thấy tiền về');
    // The same amount received: one amount, no "Đã nhận".
    const full = within(screen.getByTestId('row-3'));
    expect(full.queryByTestId('recharge-amounts')).toBeNull();
    expect(screen.getByTestId('row-3').textContent).toContain(formatVnd(500_000));
  }, 30_000);

  it('approves another amount only with a note, in Vietnamese, then sends it', async () => {
    const bodies = stubApprove({ ...base, status: 'approved', receivedVnd: 450_000, note: 'Thiếu 50.000 ₫' });
    renderRows([base]);
    fireEvent.click(screen.getByTestId('recharge-approve-other'));
    const amount = (await screen.findByTestId('received-amount')) as HTMLInputElement;
    expect(amount.value).toBe('500.000'); // starts at the requested amount
    fireEvent.change(amount, { target: { value: '450.000' } });
    expect((await screen.findByTestId('received-difference')).textContent).toBe(
      `Chênh lệch so với yêu cầu: −${formatVnd(50_000)}`,
    );
    fireEvent.click(screen.getByTestId('received-submit'));
    expect(await screen.findByText('Vui lòng ghi chú lý do khi số tiền đã nhận khác số tiền yêu cầu')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByLabelText('Ghi chú cho khách'), { target: { value: 'Thiếu 50.000 ₫' } });
    fireEvent.click(screen.getByTestId('received-submit'));
    await waitFor(() => expect(bodies).toEqual([{ receivedVnd: 450_000, note: 'Thiếu 50.000 ₫' }]));
    // antd's message toast (a portal under body).
    await waitFor(
      () => expect(document.body.textContent).toContain(`Đã duyệt, ví khách được cộng ${formatVnd(450_000)}`),
      { timeout: 5_000 },
    );
  }, 30_000);

  it('says an amount above the member’s limit waits for a second member, and shows the waiting proposal', async () => {
    const proposal = {
      receivedVnd: 50_000_000,
      note: 'Theo sao kê',
      proposedBy: { id: 9, fullName: 'Phạm Thu Hà' },
      proposedAt: '2026-11-20T09:00:00.000Z',
    };
    const bodies = stubApprove({ ...base, proposal });
    renderRows([base]);
    fireEvent.click(screen.getByTestId('recharge-approve-other'));
    const amount = await screen.findByTestId('received-amount');
    fireEvent.change(amount, { target: { value: '50.000.000' } });
    fireEvent.change(screen.getByLabelText('Ghi chú cho khách'), { target: { value: 'Theo sao kê' } });
    fireEvent.click(screen.getByTestId('received-submit'));
    await waitFor(() => expect(bodies).toEqual([{ receivedVnd: 50_000_000, note: 'Theo sao kê' }]));
    await waitFor(
      () => expect(document.body.textContent).toContain('vượt hạn mức của bạn: đã ghi đề xuất, ví chưa được cộng'),
      { timeout: 5_000 },
    );
    cleanup();

    renderRows([{ ...base, proposal }]);
    expect(screen.getByTestId('recharge-waiting-second').textContent).toContain(
      `Chờ nhân viên thứ hai duyệt ${formatVnd(50_000_000)} (đề xuất bởi Phạm Thu Hà)`,
    );
    fireEvent.click(screen.getByTestId('recharge-approve-other'));
    expect(((await screen.findByTestId('received-amount')) as HTMLInputElement).value).toBe('50.000.000');
    expect(screen.getByTestId('received-waiting').textContent).toContain('“Theo sao kê”');
  }, 30_000);

  it('refuses an empty or zero amount with the contract messages', async () => {
    const bodies = stubApprove(base);
    renderRows([base]);
    fireEvent.click(screen.getByTestId('recharge-approve-other'));
    const amount = await screen.findByTestId('received-amount');
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('received-submit'));
    expect(await screen.findByText('Vui lòng nhập số tiền đã nhận')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '600.000.000' } });
    fireEvent.click(screen.getByTestId('received-submit'));
    expect(await screen.findByText('Số tiền đã nhận tối đa 500.000.000 ₫')).toBeTruthy();
    expect(bodies).toEqual([]);
  }, 30_000);
});
