// @vitest-environment jsdom
/**
 * The 'Nhật ký' page (decision 0096): each row shows the time, the staff member (a link filtering the
 * log to them), the address, the Vietnamese action (an unknown one as its code in a tag), the subject
 * (a link to its page) and the changes; "Xem thêm" asks for the next page with the cursor; filtering
 * asks the API with the filter.
 */
import '../../test/dom.ts';
import type { AuditLogItem } from '@app/shared/contracts/audit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { AuditLogPage } from './audit-log-page.tsx';

const row = (id: number, over: Partial<AuditLogItem> = {}): AuditLogItem => ({
  id,
  at: '2026-11-27T03:05:00.000Z',
  actorId: 7,
  actorName: 'Lê Văn Kế',
  ip: '203.0.113.4',
  action: 'exchange_rate.set',
  actionLabel: 'Đặt tỷ giá',
  subjectType: 'exchange_rate',
  subjectId: String(100 + id),
  before: { rate: 3650 },
  after: { rate: 3700 },
  ...over,
});

let urls: URL[];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(String(url), 'http://console.test');
      urls.push(u);
      const body = u.searchParams.get('cursor')
        ? { items: [row(3, { action: 'made_up.thing', actionLabel: null })], nextCursor: null }
        : {
            items: [
              row(1),
              row(2, {
                action: 'purchase_order.status',
                actionLabel: 'Đổi trạng thái đơn mua hộ',
                subjectType: 'purchase_order',
                subjectId: '55',
                before: { status: 'deposited' },
                after: { status: 'cancelled', note: 'Khách gọi hủy' },
              }),
            ],
            nextCursor: 'abc',
          };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(entry = '/auditLog') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/auditLog" element={<AuditLogPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('the audit log page', () => {
  it('shows who, from where, what in Vietnamese, on what, and the change', async () => {
    renderPage();
    const table = await screen.findByTestId('audit-log');
    await within(table).findByText('Đặt tỷ giá');
    expect(within(table).getAllByText('203.0.113.4')).toHaveLength(2);
    expect(within(table).getAllByRole('link', { name: 'Lê Văn Kế' })[0]!.getAttribute('href')).toBe(
      '/auditLog?actorId=7',
    );
    expect(within(table).getByRole('link', { name: 'Đơn mua hộ #55' }).getAttribute('href')).toBe('/orderOrdering/55');
    const changes = within(table).getAllByTestId('audit-changes');
    expect(changes[0]!.textContent).toBe('Tỷ giá: 3650 → 3700');
    expect(changes[1]!.textContent).toContain('Trạng thái: Đã đặt cọc → Đã hủy');
    expect(changes[1]!.textContent).toContain('Ghi chú: Khách gọi hủy');
  }, 30_000); // antd's first render in jsdom takes seconds on a loaded machine

  it('"Xem thêm" loads the next page by cursor; an unknown action shows its code in a tag', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('audit-more'));
    expect((await screen.findByTestId('audit-raw-action')).textContent).toBe('made_up.thing');
    expect(urls.at(-1)!.searchParams.get('cursor')).toBe('abc');
    expect(screen.queryByTestId('audit-more')).toBeNull();
    expect(screen.getByText('Đã hiển thị hết nhật ký phù hợp.')).toBeTruthy();
  });

  it('asks the API with the filter of the URL', async () => {
    renderPage('/auditLog?actorId=7&subjectType=bag&from=2026-11-01&to=2026-11-27');
    await screen.findByTestId('audit-log');
    await waitFor(() => expect(urls.length).toBeGreaterThan(0));
    const q = urls[0]!.searchParams;
    expect([q.get('actorId'), q.get('subjectType'), q.get('from'), q.get('to')]).toEqual([
      '7',
      'bag',
      '2026-11-01',
      '2026-11-27',
    ]);
    expect(screen.getByTestId('csv-export').textContent).toBe('Tải CSV');
  });

  it('keeps what is typed in a filter while the list loads more, and asks with it on "Lọc"', async () => {
    renderPage();
    const id = screen.getByPlaceholderText('Mã đối tượng') as HTMLInputElement;
    fireEvent.change(id, { target: { value: '55' } });
    fireEvent.click(await screen.findByTestId('audit-more'));
    await screen.findByTestId('audit-raw-action');
    expect(id.value).toBe('55');
    fireEvent.click(screen.getByTestId('audit-apply'));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('subjectId')).toBe('55'));
  });
});
