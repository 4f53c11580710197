// @vitest-environment jsdom
/**
 * Tracking codes on the order's buying panel (decision 0091): staff paste several courier codes at once
 * (lines, spaces or commas), our own PK…/BA… codes are refused in Vietnamese before sending, the
 * API's refusal shows as it says it, and a wrong code is removed while its parcel is still expected.
 */
import '../../test/dom.ts';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { TrackingCodes } from './tracking-codes.tsx';

const at = '2026-11-24T03:00:00.000Z';
const parcel = (id: number, trackingCode: string, status: string) => ({
  id,
  code: `PK${String(id).padStart(8, '0')}`,
  trackingCode,
  status,
  order: { id: 7, code: 'MH2611-000007', kind: 'purchase' },
  warehouse: null,
  destination: { id: 2, name: 'Kho Hà Nội' },
  weightGrams: null,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  volumetricKg10: null,
  chargeableKg10: null,
  fees: [],
  feeVnd: null,
  measuredAt: null,
  createdAt: at,
  updatedAt: at,
  customer: { id: 9, code: 'KH00009', fullName: 'Lê Thị Hồng' },
  bag: null,
});
const order = { id: 7, code: 'MH2611-000007', status: 'seller_shipped' } as unknown as AdminPurchaseOrder;

let calls: { method: string; url: string; body: unknown }[];
let answer: (method: string, url: string) => { status: number; body: unknown };
beforeEach(() => {
  calls = [];
  const parcels = [parcel(11, 'YT0001112223334', 'at_cn_warehouse'), parcel(12, 'YT9998887776665', 'expected')];
  answer = (method) => {
    if (method === 'GET') return { status: 200, body: parcels };
    if (method === 'DELETE') return { status: 200, body: [parcels[0]] };
    return { status: 200, body: [...parcels, parcel(13, 'SF1234567890', 'expected')] };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const { status, body } = answer(method, url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const client = createQueryClient();
  client.setQueryData(queryKeys.currentUser, { id: 3, roles: ['purchaser'] });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <TrackingCodes order={order} />
      </App>
    </QueryClientProvider>,
  );
}
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const sent = (method: string) => calls.filter((c) => c.method === method);

describe('tracking codes on the buying panel', { timeout: 30_000 }, () => {
  it('lists the codes, refuses our own codes in Vietnamese, then posts a pasted list', async () => {
    renderPanel();
    const rows = await screen.findAllByTestId('tracking-code');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('YT0001112223334'),
      expect.stringContaining('YT9998887776665'),
    ]);
    type(screen.getByTestId('tracking-input'), 'sf1234567890\nJT5555666677, yt0001112223334  PK00001234');
    await act(async () => fireEvent.click(screen.getByTestId('tracking-submit')));
    expect((await screen.findByTestId('tracking-error')).textContent).toContain(
      'PK00001234: Đây là mã kiện hoặc mã bao của công ty',
    );
    expect(sent('POST')).toEqual([]);

    type(screen.getByTestId('tracking-input'), 'sf1234567890\nJT5555666677, sf1234567890');
    await act(async () => fireEvent.click(screen.getByTestId('tracking-submit')));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({
      url: '/api/Admin/OrderOrdering/7/TrackingCodes',
      body: { trackingCodes: ['SF1234567890', 'JT5555666677'] },
    });
    expect(await screen.findByText('SF1234567890')).toBeTruthy();
    expect((screen.getByTestId('tracking-input') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the API’s refusal as it says it', async () => {
    answer = (method) =>
      method === 'GET'
        ? { status: 200, body: [] }
        : {
            status: 409,
            body: {
              Message: 'Mã vận đơn YT1234512345 đã thuộc kiện PK00000001 của đơn khác',
              code: 'tracking-code-taken',
            },
          };
    renderPanel();
    expect(await screen.findByText('Chưa có mã vận đơn nào')).toBeTruthy();
    type(screen.getByTestId('tracking-input'), 'YT1234512345');
    await act(async () => fireEvent.click(screen.getByTestId('tracking-submit')));
    expect((await screen.findByTestId('tracking-error')).textContent).toContain(
      'Mã vận đơn YT1234512345 đã thuộc kiện PK00000001 của đơn khác',
    );
  });

  it('removes a wrong code only while its parcel is expected, after a confirmation', async () => {
    renderPanel();
    const rows = await screen.findAllByTestId('tracking-code');
    expect(within(rows[0]!).queryByTestId('tracking-remove')).toBeNull();
    await act(async () => fireEvent.click(within(rows[1]!).getByTestId('tracking-remove')));
    expect(await screen.findByText('Xóa mã vận đơn YT9998887776665?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Xóa mã' })));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(sent('DELETE')[0]!.url).toBe('/api/Admin/OrderOrdering/7/TrackingCodes/12');
    await waitFor(() => expect(screen.getAllByTestId('tracking-code')).toHaveLength(1));
  });
});
