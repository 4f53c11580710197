/**
 * A recharge credited by a bank notification while the customer looks (DESIGN.md §3.8, decision
 * 0105), on a phone at 390×844 and 360×640: she opens the recharge page with a pending request; the
 * bank notification service (SePay, signed) reports her transfer with the memo as her bank app
 * mangled it; without a reload the page says the money arrived, the request shows "Đã duyệt" and the
 * balance shows the new amount.
 */
import { formatVnd } from '@app/shared/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerViaApi } from './support/api.ts';
import { postSepayNotification } from './support/bank-webhook.ts';
import { launch, shot } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const phones = [
  { name: '390×844', viewport: { width: 390, height: 844 }, suffix: '' },
  { name: '360×640', viewport: { width: 360, height: 640 }, suffix: '-360' },
] as const;

describe.each(phones)('a recharge credited by a bank notification at $name', ({ viewport, suffix }) => {
  it('shows Đã duyệt and the new balance without a reload', async () => {
    const customer = await registerViaApi(baseUrl);
    const amountVnd = 275_000;
    const recharge = await apiCall<{ id: number; code: string; memo: string }>(baseUrl, '/Wallet/Recharge', {
      method: 'POST',
      token: customer.token,
      body: { amountVnd },
    });

    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.evaluate((t) => localStorage.setItem('jwt_token', t), customer.token);
    await page.goto('/wallet/recharge');
    const row = page.getByTestId('recharge-row').filter({ hasText: recharge.memo });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Chờ duyệt');
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toContain(formatVnd(0));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    // Her bank app glued the memo into its own reference, as MB and Vietcombank do.
    const res = await postSepayNotification(baseUrl, {
      amountVnd,
      content: `MBVCB.8812345.NAP${recharge.code}.CT tu 0987654321 LE THI HONG`,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });

    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Đã duyệt');
    await expect
      .poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 20_000 })
      .toContain(formatVnd(amountVnd));
    expect(await page.getByTestId('recharge-arrived').textContent()).toContain(`Đã nhận ${formatVnd(amountVnd)}`);
    expect(navigations).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `bank-notification-credited${suffix}`);
    await context.close();
  });
});
