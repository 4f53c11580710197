// @vitest-environment jsdom
/** Issue 19 item 9: a parcel shows actual and chargeable weight in the delivery screens' words, with the rule. */
import type { ParcelSummary } from '@app/shared/contracts/parcel';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelCard } from './parcel-card.tsx';

afterEach(cleanup);

const parcel = {
  id: 9,
  code: 'PK2611-000009',
  trackingCode: 'YT7712345678',
  status: 'at_vn_warehouse',
  order: null,
  warehouse: { id: 2, name: 'Kho Hà Nội' },
  destination: null,
  weightGrams: 1_900,
  lengthCm: 40,
  widthCm: 30,
  heightCm: 40,
  volumetricKg10: 80,
  chargeableKg10: 80,
  fees: [],
  feeTotalVnd: null,
} as unknown as ParcelSummary;

describe('ParcelCard weights', () => {
  it('says "Cân thực" and "Cân tính phí" side by side, with the rule', () => {
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ParcelCard parcel={parcel} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const text = view.getByTestId('parcel-card').textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Cân thực1,9 kg');
    expect(text).toContain('Cân tính phí8 kg');
    expect(view.getByTestId('parcel-weight-rule').textContent).toContain('số lớn hơn giữa cân thực và cân quy đổi');
  });
});
