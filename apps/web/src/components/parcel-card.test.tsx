// @vitest-environment jsdom
/**
 * A parcel's place follows its status (decision 0094): a delivered parcel said "Vị trí: Đang trên
 * đường" because only a warehouse was ever named.
 */
import type { ParcelSummary } from '@app/shared/contracts/parcel';
import type { ParcelStatus } from '@app/shared/machines/parcel';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelCard } from './parcel-card.tsx';

afterEach(cleanup);

const parcel = (status: ParcelStatus, warehouse: ParcelSummary['warehouse']): ParcelSummary => ({
  id: 5,
  code: 'KH2611-000005',
  trackingCode: 'YT7512345678904321',
  status,
  order: { id: 7, code: 'MH2611-000007', kind: 'purchase' },
  warehouse,
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
  createdAt: '2026-11-22T07:00:00.000Z',
  updatedAt: '2026-11-22T07:00:00.000Z',
});

function placeOf(p: ParcelSummary): string {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ParcelCard parcel={p} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const text = screen.getByTestId('parcel-place').textContent ?? '';
  cleanup();
  return text;
}

describe('ParcelCard place', () => {
  it.each([
    ['expected', null, 'Đang đến kho Trung Quốc'],
    ['at_cn_warehouse', { id: 1, name: 'Kho Quảng Châu' }, 'Kho Quảng Châu'],
    ['in_transit', null, 'Trên đường về Việt Nam'],
    ['at_vn_warehouse', { id: 2, name: 'Kho Hà Nội' }, 'Kho Hà Nội'],
    ['delivering', null, 'Đang giao đến bạn'],
    ['delivering', { id: 2, name: 'Kho Hà Nội' }, 'Đang giao đến bạn'],
    ['delivered', null, 'Đã giao đến bạn'],
    ['lost', null, 'Thất lạc, nhân viên đang tìm'],
  ] as const)('%s (warehouse %j) is at "%s"', (status, warehouse, place) => {
    expect(placeOf(parcel(status, warehouse))).toBe(place);
  });
});

describe('ParcelCard weights', () => {
  it('says "Cân thực" and "Cân tính phí" side by side, with the rule (decision 0093)', () => {
    const weighed: ParcelSummary = {
      ...parcel('at_vn_warehouse', { id: 2, name: 'Kho Hà Nội' }),
      weightGrams: 1_900,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 40,
      volumetricKg10: 80,
      chargeableKg10: 80,
      measuredAt: '2026-11-22T07:00:00.000Z',
    };
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ParcelCard parcel={weighed} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const text = view.getByTestId('parcel-card').textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Cân thực1,9 kg');
    expect(text).toContain('Cân tính phí8 kg');
    expect(view.getByTestId('parcel-weight-rule').textContent).toContain('số lớn hơn giữa cân thực và cân quy đổi');
  });
});
