// @vitest-environment jsdom
/**
 * The pay-on-behalf order form: each line's problem shown on its field before anything is sent;
 * the quote's rate, fee apart, total and countdown; editing a line asks for a new quote; a balance
 * too small shows what is missing and a way to recharge, and the order is sent with the quote's id,
 * exactly the lines it priced and one Idempotency-Key.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PobOrderForm } from './pob-order-form.tsx';

const quote = {
  quoteId: '6f1c2b9e-3d4a-4e5f-8a7b-1c2d3e4f5a6b',
  totalFen: 15_000,
  rate: 3_700,
  amountVnd: 555_000,
  feeVnd: 5_550,
  totalVnd: 560_550,
  tariffVersionId: 1,
  expiresAt: '',
  hints: [],
};
let quoteBodies: unknown[] = [];

beforeEach(() => {
  quoteBodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).includes('/OrderPob/Quote')) {
        quoteBodies.push(JSON.parse(String(init?.body)));
        return Response.json({ ...quote, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() });
      }
      return new Response('{}', { status: 503 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

function renderForm(availableVnd: number, onSubmit = vi.fn(async () => undefined)) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PobOrderForm submitLabel="Xác nhận thanh toán" availableVnd={availableVnd} onSubmit={onSubmit} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSubmit;
}

function fillLine(reference: string, amount: string) {
  const line = screen.getAllByTestId('pob-line').at(-1)!;
  fireEvent.input(within(line).getByTestId('pob-reference'), { target: { value: reference } });
  fireEvent.input(within(line).getByTestId('pob-amount').querySelector('input')!, { target: { value: amount } });
}

describe('the pay-on-behalf order form', () => {
  it('shows what each line lacks before asking for a quote', async () => {
    renderForm(1_000_000);
    fireEvent.click(screen.getByTestId('pob-quote'));
    await settle();
    const line = screen.getByTestId('pob-line');
    expect(line.textContent).toContain('Vui lòng nhập link, tài khoản hoặc mã đơn');
    expect(line.textContent).toContain('Vui lòng nhập số tiền');
    expect(quoteBodies).toHaveLength(0);
  });

  it('quotes, counts down, and sends the quoted lines with one key', async () => {
    const onSubmit = renderForm(1_000_000);
    fillLine('https://m.tb.cn/h.abc', '150');
    expect(screen.getByTestId('pob-draft-total').textContent).toBe('¥150,00');
    fireEvent.click(screen.getByTestId('pob-quote'));
    await settle();
    expect(quoteBodies).toEqual([
      { lines: [{ channel: 'alipay_daifu', reference: 'https://m.tb.cn/h.abc', amountFen: 15_000, note: '' }] },
    ]);
    const box = screen.getByTestId('pob-quote-box');
    expect(within(box).getByTestId('pob-rate').textContent?.replace(/\s/g, ' ')).toBe('3.700 ₫/¥');
    expect(within(box).getByTestId('pob-fee').textContent?.replace(/\s/g, ' ')).toBe('5.550 ₫');
    expect(within(box).getByTestId('pob-total-vnd').textContent?.replace(/\s/g, ' ')).toBe('560.550 ₫');
    expect(screen.getByTestId('pob-countdown').textContent).toMatch(/^(30:00|29:5\d)$/);
    fireEvent.click(screen.getByTestId('pob-submit'));
    await settle();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [input, key] = onSubmit.mock.calls[0] as unknown as [unknown, string];
    expect(input).toEqual({
      quoteId: quote.quoteId,
      lines: [{ channel: 'alipay_daifu', reference: 'https://m.tb.cn/h.abc', amountFen: 15_000, note: '' }],
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for a new quote once a line is edited', async () => {
    renderForm(1_000_000);
    fillLine('https://m.tb.cn/h.abc', '150');
    fireEvent.click(screen.getByTestId('pob-quote'));
    await settle();
    expect(screen.getByTestId('pob-submit')).toBeTruthy();
    fillLine('https://m.tb.cn/h.abc', '151');
    expect(screen.queryByTestId('pob-submit')).toBeNull();
    expect(screen.getByTestId('pob-quote').textContent).toBe('Báo giá lại');
    expect(screen.getByTestId('pob-quote-box').textContent).toContain('Bạn đã sửa các khoản, vui lòng báo giá lại.');
  });

  it('shows the missing money and a way to recharge when the balance is short', async () => {
    const onSubmit = renderForm(200_000);
    fillLine('8888 1234 5678', '150');
    fireEvent.click(screen.getByTestId('pob-quote'));
    await settle();
    const missing = screen.getByTestId('pob-missing');
    expect(missing.textContent?.replace(/\s/g, ' ')).toContain('còn thiếu 360.550 ₫');
    expect(missing.querySelector('a')?.getAttribute('href')).toBe('/wallet/recharge?amount=360550');
    expect((screen.getByTestId('pob-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
