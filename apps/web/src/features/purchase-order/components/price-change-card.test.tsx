// @vitest-environment jsdom
/**
 * The price-change card (decision 0052): old prices struck through next to the new ones, totals now and
 * if accepted, and each answer confirmed in plain Vietnamese before ConfirmPriceChange is posted with
 * one Idempotency-Key per dialog (a retry reuses it).
 */
import '../../../lib/antd-setup.ts';
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatVnd } from '@app/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceChangeCard } from './price-change-card.tsx';

afterEach(cleanup);

const at = '2026-11-24T03:00:00.000Z';
const order: PurchaseOrder = {
  id: 7,
  code: 'MH2611-000007',
  status: 'awaiting_customer_confirmation',
  site: 'taobao',
  shopName: 'Cửa hàng Len Mềm',
  exchangeRate: 3650,
  options: { counting: false, woodenCrate: false, insurance: false },
  receiver: { name: 'Lê Thị Hồng', phone: '0987654321', address: 'Phường Ba Đình, Thành phố Hà Nội' },
  cnWarehouse: { id: 1, name: 'Kho Quảng Châu' },
  vnWarehouse: { id: 2, name: 'Kho Hà Nội' },
  lines: [],
  fees: [],
  totals: {
    goodsFen: 30_000,
    goodsVnd: 1_095_000,
    feesVnd: 56_575,
    totalVnd: 1_151_575,
    depositDueVnd: 785_663,
    paidVnd: 673_425,
    remainingVnd: 478_150,
    refundedVnd: 0,
  },
  events: [],
  needsQuote: false,
  shopOrders: [],
  refunds: [],
  priceChange: {
    lines: [{ lineId: 3, title: 'Áo len cổ lọ', quantity: 2, oldUnitPriceFen: 10_000, newUnitPriceFen: 12_000 }],
    before: { goodsFen: 30_000, goodsVnd: 1_095_000, feesVnd: 56_575, totalVnd: 1_151_575, depositDueVnd: 785_663 },
    after: {
      goodsFen: 34_000,
      goodsVnd: 1_241_000,
      feesVnd: 59_225,
      totalVnd: 1_300_225,
      depositDueVnd: 890_423,
      fees: [],
    },
  },
  canCancel: false,
  canDeposit: false,
  createdAt: at,
  updatedAt: at,
};

let requests: { url: string; method: string; key: string | null; body: unknown }[];
let failFirst: boolean;
let toasts: unknown[];

beforeEach(() => {
  requests = [];
  failFirst = false;
  toasts = [];
  // The toast itself renders outside the tree (jsdom has no legacy render root); what it says is enough.
  vi.spyOn(Toast, 'show').mockImplementation((p) => {
    toasts.push(typeof p === 'string' ? p : p.content);
    return { close: () => {} };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      requests.push({
        url,
        method: init.method ?? 'GET',
        key: headers.get('idempotency-key'),
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      if (failFirst && requests.length === 1) {
        return new Response(
          JSON.stringify({ Message: 'Hệ thống đang tạm thời gián đoạn', code: 'service-unavailable' }),
          {
            status: 503,
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      const answer = { ...order, status: 'purchased', priceChange: null };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

function view(o: PurchaseOrder = order) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PriceChangeCard order={o} />
    </QueryClientProvider>,
  );
}

/** The same change, with the shop's China domestic shipping (¥10 = 36.500 ₫) the purchaser entered. */
const withShipping: PurchaseOrder = {
  ...order,
  priceChange: {
    ...order.priceChange!,
    before: { ...order.priceChange!.before, feesVnd: 93_075, totalVnd: 1_188_075 },
    after: {
      ...order.priceChange!.after,
      feesVnd: 95_725,
      totalVnd: 1_336_725,
      fees: [
        {
          kind: 'domestic_shipping',
          label: 'Phí vận chuyển nội địa Trung Quốc',
          amountVnd: 36_500,
          note: 'Đơn shop 3390012877: ¥10,00 × tỷ giá 3.650',
        },
      ],
    },
  },
};
const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('price change card', () => {
  it('shows the old price struck through, the new one, and the totals now and if accepted', () => {
    const v = view();
    expect(text(v.getByTestId('old-price'))).toBe('¥100,00');
    expect(v.getByTestId('old-price').tagName).toBe('S');
    expect(text(v.getByTestId('new-price'))).toBe('¥120,00');
    expect(text(v.getByTestId('price-change-line'))).toContain('× 2');
    expect(text(v.getByTestId('after-goods'))).toBe(text({ textContent: formatVnd(1_241_000) } as Element));
    expect(text(v.getByTestId('after-total'))).toBe(text({ textContent: formatVnd(1_300_225) } as Element));
    // Left to pay if accepted: the new total minus what is already paid.
    expect(text(v.getByTestId('after-remaining'))).toBe(
      text({ textContent: formatVnd(1_300_225 - 673_425) } as Element),
    );
  });

  it('accepting says nothing is debited now, then posts { accept: true } with one key, reused on retry', async () => {
    failFirst = true;
    const v = view();
    fireEvent.click(v.getByTestId('price-change-accept'));
    const said = text(await v.findByTestId('price-change-confirm-text'));
    expect(said).toContain(`Tổng đơn mới là ${text({ textContent: formatVnd(1_300_225) } as Element)}`);
    expect(said).toContain('ví của bạn không bị trừ tiền bây giờ');
    expect(requests).toEqual([]);
    await act(async () => void fireEvent.click(v.getByTestId('price-change-confirm')));
    await waitFor(() => expect(v.getByRole('alert').textContent).toContain('gián đoạn'));
    await act(async () => void fireEvent.click(v.getByTestId('price-change-confirm')));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/OrderOrdering/7/ConfirmPriceChange', { accept: true }],
      ['POST', '/api/OrderOrdering/7/ConfirmPriceChange', { accept: true }],
    ]);
    expect(requests[0]!.key).toMatch(/^[\w-]{8,}$/);
    expect(requests[1]!.key).toBe(requests[0]!.key);
    await waitFor(() => expect(toasts).toEqual(['Đã đồng ý giá mới, đơn tiếp tục được xử lý']));
  });

  it('declining names the order and the amount that comes back, and posts { accept: false }', async () => {
    const v = view();
    fireEvent.click(v.getByTestId('price-change-decline'));
    const said = text(await v.findByTestId('price-change-confirm-text'));
    expect(said).toBe(
      `Đơn MH2611-000007 sẽ bị hủy và ${text({ textContent: formatVnd(673_425) } as Element)} bạn đã thanh toán được hoàn ngay về ví. Không thể hoàn tác.`,
    );
    await act(async () => void fireEvent.click(v.getByTestId('price-change-confirm')));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'POST', body: { accept: false } });
  });

  it('shows the China domestic shipping the purchaser entered against the total the customer agreed to (decision 0093)', async () => {
    const v = view(withShipping);
    const vnd = (n: number) => text({ textContent: formatVnd(n) } as Element);
    // Agreed: 1.151.575 ₫ with no domestic shipping; if accepted: 1.336.725 ₫ with 36.500 ₫ of it.
    expect(text(v.getByTestId('before-domestic'))).toBe(vnd(0));
    expect(text(v.getByTestId('after-domestic'))).toBe(vnd(36_500));
    expect(text(v.getByTestId('before-total'))).toBe(vnd(1_151_575));
    expect(text(v.getByTestId('price-change-totals'))).toContain('Phí vận chuyển nội địa Trung Quốc');
    fireEvent.click(v.getByTestId('price-change-accept'));
    const said = text(await v.findByTestId('price-change-confirm-text'));
    expect(said).toContain(
      `Tổng đơn mới là ${vnd(1_336_725)} (tăng ${vnd(185_150)}, gồm ${vnd(36_500)} phí vận chuyển nội địa Trung Quốc)`,
    );
  });
});
