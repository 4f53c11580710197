// @vitest-environment jsdom
/**
 * Decision 0093: the delivery request said "1,9 kg" while the customer pays for 8 kg chargeable.
 * Every weight the delivery screens show is actual and chargeable side by side, in one wording.
 */
import type { DeliveryAvailable, DeliverySummary } from '@app/shared/contracts/delivery';
import { cleanup, render } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryCard } from './delivery-card.tsx';
import { ParcelPicker } from './parcel-picker.tsx';

afterEach(cleanup);

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ') ?? '';

const warehouse: DeliveryAvailable['warehouses'][number] = {
  id: 2,
  name: 'Kho Hà Nội',
  address: 'Hà Nội',
  weightGrams: 1_900,
  chargeableKg10: 80,
  remainingVnd: 224_000,
  orders: [
    {
      type: 'consignment_order',
      id: 5,
      code: 'KG2611-000005',
      status: 'at_vn_warehouse',
      totalVnd: 224_000,
      paidVnd: 0,
      remainingVnd: 224_000,
      parcels: [
        {
          id: 9,
          code: 'PK2611-000009',
          trackingCode: 'YT7712345678',
          weightGrams: 1_900,
          chargeableKg10: 80,
          status: 'at_vn_warehouse',
          order: { type: 'consignment_order', id: 5, code: 'KG2611-000005' },
          scannedOutAt: null,
        },
      ],
    },
  ],
};

describe('weights on the delivery screens', () => {
  it('a parcel to pick shows actual and chargeable weight', () => {
    const view = render(<ParcelPicker warehouse={warehouse} selected={new Set([9])} onChange={() => {}} />);
    expect(text(view.getByTestId('delivery-parcel'))).toContain('PK2611-000009 · Cân thực 1,9 kg · Cân tính phí 8 kg');
  });

  it('a request in the list shows both sums', () => {
    const d: DeliverySummary = {
      id: 3,
      code: 'GH2611-000003',
      status: 'requested',
      method: 'pickup',
      warehouse: { id: 2, name: 'Kho Hà Nội' },
      parcelCount: 1,
      weightGrams: 1_900,
      chargeableKg10: 80,
      paidVnd: 224_000,
      codVnd: 0,
      receiver: { name: 'Lê Thị Hồng', phone: '0987654321', address: 'Hà Nội' },
      carrier: null,
      carrierPhone: null,
      trackingCode: null,
      createdAt: '2026-11-22T07:05:00.000Z',
      updatedAt: '2026-11-22T07:05:00.000Z',
    };
    const view = render(
      <MemoryRouter>
        <DeliveryCard delivery={d} />
      </MemoryRouter>,
    );
    expect(text(view.getByTestId('delivery-card'))).toContain('1 kiện · Cân thực 1,9 kg · Cân tính phí 8 kg');
  });
});
