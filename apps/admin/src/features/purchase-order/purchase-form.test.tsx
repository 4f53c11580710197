// @vitest-environment jsdom
/**
 * The purchase form on the console's order page (decision 0050): it says before sending what a short
 * line and a higher price will do, refuses what the contract refuses in Vietnamese, and posts the shop
 * order exactly (fen, bought quantities, 0 for out of stock).
 */
import '../../test/dom.ts';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { PurchaseForm } from './purchase-form.tsx';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const at = '2026-11-24T03:00:00.000Z';
const line = (id: number, title: string, unitPriceFen: number, quantity: number) => ({
  id,
  site: 'taobao' as const,
  productId: '691541677564',
  url: 'https://item.taobao.com/item.htm?id=691541677564',
  title,
  skuProperties: {},
  imageUrl: null,
  unitPriceFen,
  quantity,
  amountFen: unitPriceFen * quantity,
  amountVnd: 0,
  note: '',
  needsQuote: false,
  boughtQuantity: null,
  boughtUnitPriceFen: null,
  shopOrderNumber: null,
});
const order = {
  id: 7,
  code: 'MH2611-000007',
  status: 'deposited',
  lines: [line(31, 'Áo len cổ lọ', 10_000, 3), line(32, 'Khăn quàng', 5_000, 2)],
  createdAt: at,
} as unknown as AdminPurchaseOrder;

let sent: unknown[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ ...order, status: 'purchased' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <PurchaseForm order={order} />
      </App>
    </QueryClientProvider>,
  );
}
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('purchase form', { timeout: 30_000 }, () => {
  it('warns of the refund and the price rise, then posts the shop order in fen', async () => {
    renderForm();
    type(screen.getByTestId('purchase-shop-order'), '2983746510293847');
    type(screen.getByTestId('purchase-shipping'), '8.5');
    const [sweaterQty] = screen.getAllByTestId('purchase-quantity').map((el) => el.querySelector('input') ?? el);
    type(sweaterQty!, '2');
    type(screen.getAllByTestId('purchase-price')[0]!, '120');
    fireEvent.click(screen.getAllByTestId('purchase-out-of-stock')[1]!);
    expect((await screen.findByTestId('purchase-summary-short')).textContent).toContain('Thiếu 3 sản phẩm');
    expect(screen.getByTestId('purchase-summary-up').textContent).toContain('Giá tăng ¥40,00');
    await act(async () => fireEvent.click(screen.getByTestId('purchase-submit')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      shopOrderNumber: '2983746510293847',
      domesticShippingFen: 850,
      lines: [
        { lineId: 31, boughtQuantity: 2, unitPriceFen: 12_000 },
        { lineId: 32, boughtQuantity: 0, unitPriceFen: 0 },
      ],
    });
  });

  it('records part of the order in one shop order, and refuses a bad number or price in Vietnamese', async () => {
    renderForm();
    fireEvent.click(screen.getAllByTestId('purchase-include')[1]!);
    type(screen.getByTestId('purchase-shop-order'), 'TB 12/3');
    await act(async () => fireEvent.click(screen.getByTestId('purchase-submit')));
    expect(await screen.findByText('Mã đơn shop chỉ gồm chữ, số và dấu gạch ngang')).toBeTruthy();
    type(screen.getByTestId('purchase-shop-order'), 'TB-2001');
    type(screen.getAllByTestId('purchase-price')[0]!, 'một trăm');
    await act(async () => fireEvent.click(screen.getByTestId('purchase-submit')));
    expect((await screen.findByTestId('purchase-error')).textContent).toContain('Đơn giá không hợp lệ');
    expect(sent).toEqual([]);
    type(screen.getAllByTestId('purchase-price')[0]!, '100');
    await act(async () => fireEvent.click(screen.getByTestId('purchase-submit')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      shopOrderNumber: 'TB-2001',
      domesticShippingFen: 0,
      lines: [{ lineId: 31, boughtQuantity: 3, unitPriceFen: 10_000 }],
    });
  });

  it('refuses a bought quantity of 2,5 in Vietnamese instead of reading 25 or rounding it (decision 0095)', async () => {
    renderForm();
    type(screen.getByTestId('purchase-shop-order'), 'TB-2002');
    type(screen.getByTestId('purchase-shipping'), '8,5');
    const [sweaterQty] = screen.getAllByTestId('purchase-quantity').map((el) => el.querySelector('input') ?? el);
    type(sweaterQty!, '2,5');
    fireEvent.blur(sweaterQty!);
    expect((sweaterQty as HTMLInputElement).value).toBe('2,5');
    await act(async () => fireEvent.click(screen.getByTestId('purchase-submit')));
    expect((await screen.findByTestId('purchase-error')).textContent).toContain('Số lượng mua phải là số nguyên');
    expect(sent).toEqual([]);
    type(sweaterQty!, '2');
    await act(async () => fireEvent.click(screen.getByTestId('purchase-submit')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      domesticShippingFen: 850,
      lines: [{ lineId: 31, boughtQuantity: 2 }, { lineId: 32 }],
    });
  });
});
