// @vitest-environment jsdom
/**
 * The delivery request pays the orders' remaining amounts from the wallet: asked first, like the
 * deposit (decision 0094: it was taken in one tap).
 */
import '../../../lib/antd-setup.ts';
import type { Address } from '@app/shared/contracts/address';
import type { DeliveryAvailable } from '@app/shared/contracts/delivery';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { Dialog } from 'antd-mobile';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryForm } from './delivery-form.tsx';

const mutate = vi.fn();
vi.mock('../api/delivery.ts', () => ({
  useCreateDelivery: () => ({ mutate, isPending: false, isError: false, error: null }),
}));

const parcel = (id: number) => ({
  id,
  code: `KH2611-00000${id}`,
  trackingCode: `YT75123456789043${id}`,
  weightGrams: 1900,
  chargeableKg10: 80,
  status: 'at_vn_warehouse',
  order: { type: 'purchase_order' as const, id: 7, code: 'MH2611-000007' },
  scannedOutAt: null,
});

const available = (remainingVnd: number): DeliveryAvailable => ({
  warehouses: [
    {
      id: 2,
      name: 'Kho Hà Nội',
      address: 'Số 5 ngõ 12 Phạm Hùng, Hà Nội',
      weightGrams: 1900,
      chargeableKg10: 80,
      remainingVnd,
      orders: [
        {
          type: 'purchase_order',
          id: 7,
          code: 'MH2611-000007',
          status: 'at_vn_warehouse',
          totalVnd: 1_214_000,
          paidVnd: 1_214_000 - remainingVnd,
          remainingVnd,
          parcels: [parcel(1)],
        },
      ],
    },
  ],
  remainingVnd,
  balanceVnd: 1_000_000,
  inRequestCount: 0,
  unweighedCount: 0,
});

const address: Address = {
  id: 3,
  receiverName: 'Lê Thị Hồng',
  phone: '0987654321',
  provinceCode: '01',
  provinceName: 'Thành phố Hà Nội',
  wardCode: '00004',
  wardName: 'Phường Ba Đình',
  street: 'Số 12 ngõ 34 phố Đội Cấn',
  fullAddress: 'Số 12 ngõ 34 phố Đội Cấn, Phường Ba Đình, Thành phố Hà Nội',
  isDefault: true,
  latitude: null,
  longitude: null,
};

const renderForm = (remaining: number) =>
  render(
    <MemoryRouter>
      <DeliveryForm available={available(remaining)} addresses={[address]} />
    </MemoryRouter>,
  );
const dialog = () => document.querySelector('.adm-dialog') as HTMLElement | null;
const clean = (s: string | null | undefined) => s?.replace(/\s+/g, ' ').trim();

beforeEach(() => mutate.mockReset());
afterEach(async () => {
  cleanup();
  Dialog.clear();
  await waitFor(() => expect(dialog()).toBeNull());
});

describe('DeliveryForm payment', () => {
  it('asks "Thanh toán 742.745 ₫?" before paying, and pays only on "Xác nhận"', async () => {
    renderForm(742_745);
    fireEvent.click(screen.getByTestId('delivery-submit'));
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(mutate).not.toHaveBeenCalled();
    expect(clean(dialog()!.querySelector('.adm-dialog-title')?.textContent)).toBe('Thanh toán 742.745 ₫?');
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]![0].input).toMatchObject({ parcelIds: [1], addressId: 3, method: 'carrier' });
  });

  it('"Hủy" pays nothing', async () => {
    renderForm(742_745);
    fireEvent.click(screen.getByTestId('delivery-submit'));
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(mutate).not.toHaveBeenCalled();
  });

  it('with nothing left to pay, makes the request at once', () => {
    renderForm(0);
    fireEvent.click(screen.getByTestId('delivery-submit'));
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});
