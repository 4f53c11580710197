// @vitest-environment jsdom
/**
 * The delivery page's next step (decision 0091): handing over asks only what the method needs (nothing
 * for the company courier, carrier and tracking code for a carrier, the coach's name and phone for a
 * coach) with specific Vietnamese messages, never antd's "Hãy nhập…"; "Xác nhận đã giao đến khách"
 * asks for confirmation before it is sent.
 */
import '../../test/dom.ts';
import type { AdminDelivery, DeliveryMethod } from '@app/shared/contracts/delivery';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { DeliveryDetailPage } from './delivery-detail-page.tsx';

const at = '2026-11-24T03:00:00.000Z';
const delivery = (method: DeliveryMethod, status: AdminDelivery['status']): AdminDelivery => ({
  id: 5,
  code: 'GH2611-000005',
  status,
  method,
  warehouse: { id: 2, name: 'Kho Hà Nội' },
  parcelCount: 1,
  weightGrams: 1200,
  chargeableKg10: 12,
  paidVnd: 120_000,
  codVnd: 0,
  receiver: { name: 'Lê Thị Hồng', phone: '0987654321', address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội' },
  carrier: null,
  trackingCode: null,
  carrierPhone: null,
  createdAt: at,
  updatedAt: at,
  addressId: 3,
  note: '',
  exportSlipCode: 'PX2611-000005',
  parcels: [
    {
      id: 11,
      code: 'PK00000011',
      trackingCode: 'YT0001112223334',
      weightGrams: 1200,
      chargeableKg10: 12,
      status: 'at_vn_warehouse',
      order: { type: 'purchase_order', id: 7, code: 'MH2611-000007' },
      scannedOutAt: at,
    },
  ],
  payments: [],
  events: [],
  canCancel: false,
  refundOnCancelVnd: 0,
  customer: { id: 9, code: 'KH00009', fullName: 'Lê Thị Hồng', phone: '0987654321' },
  overdue: false,
});

let current: AdminDelivery;
let posted: unknown[];
beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') posted.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(current), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPage(d: AdminDelivery) {
  current = d;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/delivery/5']}>
          <Routes>
            <Route path="/delivery/:id" element={<DeliveryDetailPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  await screen.findByTestId('delivery-code');
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const ship = () => act(async () => fireEvent.click(screen.getByTestId('delivery-ship')));

describe('handing a delivery over', { timeout: 30_000 }, () => {
  it('the company courier asks for no carrier and no tracking code', async () => {
    await renderPage(delivery('company_courier', 'processing'));
    expect(screen.queryByTestId('ship-carrier')).toBeNull();
    expect(screen.queryByTestId('ship-tracking')).toBeNull();
    await ship();
    await waitFor(() => expect(posted).toEqual([{ status: 'shipped', note: '' }]));
  });

  it('a carrier needs its name and tracking code, said in Vietnamese', async () => {
    await renderPage(delivery('carrier', 'processing'));
    await ship();
    expect(await screen.findByText('Vui lòng nhập đơn vị vận chuyển')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mã vận đơn của đơn vị vận chuyển')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Hãy nhập|Please enter/);
    expect(posted).toEqual([]);
    type('ship-carrier', 'GHTK');
    type('ship-tracking', 'S123456');
    await ship();
    await waitFor(() =>
      expect(posted).toEqual([{ status: 'shipped', carrier: 'GHTK', trackingCode: 'S123456', note: '' }]),
    );
  });

  it('a coach needs its name and phone, a wrong phone said in Vietnamese', async () => {
    await renderPage(delivery('coach', 'processing'));
    expect(screen.queryByTestId('ship-tracking')).toBeNull();
    await ship();
    expect(await screen.findByText('Vui lòng nhập tên nhà xe')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập số điện thoại nhà xe')).toBeTruthy();
    type('ship-carrier', 'Nhà xe Phương Trang');
    type('ship-phone', 'gọi tôi');
    await ship();
    expect(await screen.findByText('Số điện thoại nhà xe không hợp lệ')).toBeTruthy();
    expect(posted).toEqual([]);
    type('ship-phone', '0909 123 456');
    await ship();
    await waitFor(() =>
      expect(posted).toEqual([
        { status: 'shipped', carrier: 'Nhà xe Phương Trang', carrierPhone: '0909 123 456', note: '' },
      ]),
    );
  });
});

describe('confirming delivery to the customer', { timeout: 30_000 }, () => {
  it('asks before it marks the request delivered', async () => {
    await renderPage(delivery('company_courier', 'shipped'));
    await act(async () => fireEvent.click(screen.getByTestId('delivery-deliver')));
    expect(posted).toEqual([]);
    expect(await screen.findByText('Xác nhận khách đã nhận hàng của yêu cầu GH2611-000005?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Đã giao' })));
    await waitFor(() => expect(posted).toEqual([{ status: 'delivered', note: '' }]));
  });
});
