/**
 * Pay on behalf in the console (DESIGN.md §3.2, decision 0114), on a laptop: a customer's order
 * created through the API (funded wallet, quote, order) waits in "Thanh toán hộ"; a member takes it,
 * uploads a proof and marks it paid with the Alipay trade number, and the customer's answer then
 * carries the proof; a refund the customer asks for is approved in "Hoàn tiền thanh toán hộ" and the
 * wallet is credited at the order's rate.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerViaApi, TINY_PNG } from './support/api.ts';
import { launch, shot } from './support/browser.ts';
import { consolePage, DEMO_ADMIN, statusOrRefusal } from './support/console.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  browser = await launch();
  ({ token: adminToken } = await apiCall<{ token: string }>(baseUrl, '/auth/login', {
    method: 'POST',
    body: DEMO_ADMIN,
  }));
});
afterAll(async () => {
  await browser?.close();
});

interface PobOrder {
  id: number;
  code: string;
  status: string;
  rate: number;
  totalVnd: number;
  alipayTradeNo: string | null;
  proofPhotos: { id: number; url: string }[];
}

const balance = async (token: string) =>
  (await apiCall<{ walletBalanceVnd: number }>(baseUrl, '/CurrentUser', { token })).walletBalanceVnd;

describe('pay on behalf in the console', () => {
  it('a purchaser takes the order, marks it paid with a proof; a refund is approved and credited', async () => {
    // The customer: 1.000.000 ₫ in the wallet, then an order of ¥100 paid from it at once.
    const customer = await registerViaApi(baseUrl);
    const recharge = await apiCall<{ id: number }>(baseUrl, '/Wallet/Recharge', {
      method: 'POST',
      token: customer.token,
      body: { amountVnd: 1_000_000 },
    });
    await apiCall(baseUrl, `/Admin/Recharge/${recharge.id}/Approve`, { method: 'POST', token: adminToken });
    const lines = [
      {
        channel: 'alipay_daifu',
        reference: `https://qr.alipay.com/e2e${randomUUID().slice(0, 8)}`,
        amountFen: 10_000,
        note: '',
      },
    ];
    const quote = await apiCall<{ quoteId: string }>(baseUrl, '/OrderPob/Quote', {
      method: 'POST',
      token: customer.token,
      body: { lines },
    });
    const order = await apiCall<PobOrder>(baseUrl, '/OrderPob', {
      method: 'POST',
      token: customer.token,
      body: { quoteId: quote.quoteId, lines },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(order.status).toBe('pending');
    const afterOrder = await balance(customer.token);
    expect(afterOrder).toBe(1_000_000 - order.totalVnd);

    // The console: the queue shows it pending; the member takes it.
    const staff = await consolePage(browser, baseUrl);
    await staff
      .locator('.ant-menu')
      .getByRole('link', { name: /^Thanh toán hộ/ })
      .click();
    // Searched by its code: other journeys may leave older orders pending ahead of it.
    await staff.getByTestId('pob-search').getByRole('searchbox').fill(order.code);
    await staff.getByTestId('pob-search').getByRole('searchbox').press('Enter');
    const row = staff.locator(`[data-testid="pob-row"][data-code="${order.code}"]`);
    await row.waitFor({ timeout: 15_000 });
    await shot(staff, 'thanh-toan-ho-console-hang-cho');
    await row.getByTestId('pob-open').click();
    const link = staff.getByTestId('pob-reference-link');
    await link.waitFor({ timeout: 15_000 });
    expect(await link.getAttribute('href')).toBe(lines[0]!.reference);
    await staff.getByTestId('pob-take').click();
    await staff.locator('.ant-popconfirm').getByRole('button', { name: 'Nhận xử lý' }).click();
    await expect.poll(() => statusOrRefusal(staff, 'pob-status'), { timeout: 15_000 }).toBe('Đang thanh toán');
    expect(await staff.getByTestId('pob-taken-by').textContent()).not.toBe('Chưa có người nhận');

    // Paid: the trade number and a proof uploaded in the dialog.
    await staff.getByTestId('pob-paid').click();
    await staff.getByTestId('pob-trade-no').fill('2026112722001499887766');
    await staff
      .getByTestId('pob-proof-input')
      .setInputFiles({ name: 'chung-tu.png', mimeType: 'image/png', buffer: TINY_PNG });
    await staff.locator('.ant-modal img').waitFor({ timeout: 15_000 });
    await staff.getByTestId('pob-paid-submit').click();
    await expect.poll(() => statusOrRefusal(staff, 'pob-status'), { timeout: 15_000 }).toBe('Đã thanh toán');
    await staff.getByTestId('pob-proofs').waitFor({ timeout: 15_000 });
    await staff.locator('.ant-modal').waitFor({ state: 'hidden', timeout: 15_000 });
    await shot(staff, 'thanh-toan-ho-console-da-thanh-toan');

    // The customer's answer carries the trade number and the proof.
    const seen = await apiCall<PobOrder>(baseUrl, `/OrderPob/${order.id}`, { token: customer.token });
    expect(seen.status).toBe('paid');
    expect(seen.alipayTradeNo).toBe('2026112722001499887766');
    expect(seen.proofPhotos).toHaveLength(1);

    // A refund of ¥50 the customer asks for, approved in the console (the seller at fault: no fee back).
    await apiCall(baseUrl, `/OrderPob/${order.id}/Refund`, {
      method: 'POST',
      token: customer.token,
      body: { amountFen: 5_000, reason: 'Người bán hết hàng, đã hoàn ¥50 vào Alipay' },
    });
    await staff.locator('.ant-menu').getByRole('link', { name: 'Hoàn tiền thanh toán hộ' }).click();
    await staff.getByTestId('pob-refund-search').getByRole('searchbox').fill(order.code);
    await staff.getByTestId('pob-refund-search').getByRole('searchbox').press('Enter');
    const refundRow = staff.locator(`[data-testid="pob-refund-row"][data-code="${order.code}"]`);
    await refundRow.waitFor({ timeout: 15_000 });
    await shot(staff, 'thanh-toan-ho-console-hoan-tien');
    await refundRow.getByTestId('pob-refund-approve').click();
    await staff.getByTestId('pob-refund-approve-submit').click();
    // Approved: the request leaves the pending list (or the refusal is named).
    const refused = staff.locator('.ant-message-error');
    await expect
      .poll(
        async () =>
          (await refused.count())
            ? `refused: ${await refused.first().textContent()}`
            : (await refundRow.count()) === 0
              ? 'approved'
              : 'waiting',
        { timeout: 15_000 },
      )
      .toBe('approved');
    await staff.getByTestId('pob-refund-status-filter').getByText('Đã hoàn tiền').click();
    await expect
      .poll(() => refundRow.getByTestId('pob-refund-status').textContent(), { timeout: 15_000 })
      .toBe('Đã hoàn tiền');
    await staff.context().close();

    expect(await balance(customer.token)).toBe(afterOrder + 50 * order.rate);
  });
});
