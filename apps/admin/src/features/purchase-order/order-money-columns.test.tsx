// @vitest-environment jsdom
/**
 * Decision 0093 (the console's lists): after the deposit (and after a price change the
 * customer accepted) the order list shows what was paid and what remains, not a recomputed 70 % under
 * "Cần đặt cọc" that reads as underpaid; counts say "sản phẩm" for products and "cái" for units.
 */
import '../../test/dom.ts';
import type { PurchaseQueueRow } from '@app/shared/contracts/buying';
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { Table } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { orderColumns } from './order-columns.tsx';
import { queueColumns } from './queue-columns.tsx';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);

const summary = (over: Partial<PurchaseOrderSummary>): PurchaseOrderSummary => ({
  id: 7,
  code: 'MH2611-000007',
  status: 'purchased',
  site: 'taobao',
  shopName: 'Cửa hàng Len Mềm',
  itemCount: 10,
  lineCount: 1,
  imageUrl: null,
  firstLineTitle: 'Áo len',
  totalVnd: 718_066,
  // 70 % of the new price, after the customer accepted it: 471.066 ₫ was paid as the deposit.
  depositDueVnd: 502_646,
  paidVnd: 471_066,
  refundedVnd: 0,
  createdAt: '2026-11-22T07:05:00.000Z',
  lastChange: null,
  ...over,
});

function rowsText(node: React.ReactNode) {
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  return [...view.container.querySelectorAll('tbody tr')].map((tr) => tr.textContent?.replace(/\s+/g, ' ') ?? '');
}

describe('order list (console)', () => {
  it('after the deposit: paid and remaining, no recomputed "Cần đặt cọc" figure', () => {
    const [text] = rowsText(<Table rowKey="id" columns={orderColumns} dataSource={[summary({})]} pagination={false} />);
    expect(text).not.toContain('502.646');
    expect(text).toContain('471.066 ₫');
    expect(text).toContain('Còn lại 247.000 ₫');
  });

  it('before the deposit: the deposit due', () => {
    const [text] = rowsText(
      <Table
        rowKey="id"
        columns={orderColumns}
        dataSource={[summary({ status: 'awaiting_deposit', paidVnd: 0, depositDueVnd: 502_646 })]}
        pagination={false}
      />,
    );
    expect(text).toContain('502.646 ₫');
  });

  it('counts products and units apart: "1 sản phẩm · 10 cái"', () => {
    const [text] = rowsText(<Table rowKey="id" columns={orderColumns} dataSource={[summary({})]} pagination={false} />);
    expect(text).toContain('1 sản phẩm · 10 cái');
    expect(text).not.toContain('10 sản phẩm');
  });
});

describe('buying queue (console)', () => {
  const row: PurchaseQueueRow = {
    id: 1,
    code: 'MH2611-000001',
    status: 'deposited',
    site: 'taobao',
    shopName: 'Cửa hàng Len Mềm',
    customer: { id: 9, fullName: 'Lê Thị Hồng', phone: '0987654321' },
    lineCount: 1,
    itemCount: 10,
    boughtLineCount: 0,
    totalVnd: 1_500_000,
    paidVnd: 1_047_550,
    waitingSince: new Date().toISOString(),
    overdue: false,
    assignee: null,
    shopOrderNumbers: [],
  };

  it('"0/1 sản phẩm" bought sits beside "1 sản phẩm · 10 cái", never "10 sản phẩm"', () => {
    const [text] = rowsText(
      <Table rowKey="id" columns={queueColumns(Date.now())} dataSource={[row]} pagination={false} />,
    );
    expect(text).toContain('1 sản phẩm · 10 cái');
    expect(text).toContain('0/1 sản phẩm');
    expect(text).not.toContain('10 sản phẩm');
  });
});
