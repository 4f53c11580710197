/**
 * A recharge credited by a bank notification while the customer looks (DESIGN.md §3.8, decision
 * 0105), on a phone at 390×844 and 360×640: she opens the recharge page with a pending request; the
 * bank notification service (SePay, signed) reports her transfer with the memo as her bank app
 * mangled it; without a reload the page says the money arrived, the request shows "Đã duyệt" and the
 * balance shows the new amount. On a laptop, an accountant settles in "Đối soát ngân hàng" what did
 * not match: a transfer of another amount assigned to its recharge, a stray transfer ignored.
 */
import { formatVnd } from '@app/shared/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerViaApi } from './support/api.ts';
import { postSepayNotification } from './support/bank-webhook.ts';
import { launch, shot, signedInPhone } from './support/browser.ts';
import { consolePage } from './support/console.ts';
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

    const { context, page } = await signedInPhone(browser, baseUrl, customer.token, viewport);
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

describe('the console review queue "Đối soát ngân hàng"', () => {
  it('assigns a transfer of another amount to its recharge and ignores a stray one', async () => {
    const customer = await registerViaApi(baseUrl);
    const recharge = await apiCall<{ id: number; code: string; memo: string }>(baseUrl, '/Wallet/Recharge', {
      method: 'POST',
      token: customer.token,
      body: { amountVnd: 300_000 },
    });
    const short = `${recharge.memo} chuyen thieu`;
    const stray = `Chuyen tien noi bo ${Date.now()}`;
    for (const [amountVnd, content] of [
      [290_000, short],
      [50_000, stray],
    ] as const) {
      expect((await postSepayNotification(baseUrl, { amountVnd, content })).status).toBe(200);
    }

    const page = await consolePage(browser, baseUrl);
    await page.locator('.ant-menu').getByRole('link', { name: 'Đối soát ngân hàng' }).click();
    await page.waitForURL('**/admin/bankTransfer**');
    const row = page.getByTestId('bank-transfer-row').filter({ hasText: short });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('khác số tiền yêu cầu');

    await row.getByTestId('bank-transfer-assign').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('bank-transfer-recharge-select').click();
    await page.keyboard.type(recharge.code);
    await page.locator('.ant-select-item-option').filter({ hasText: recharge.code }).click();
    await expect.poll(() => dialog.getByTestId('bank-transfer-difference').textContent()).toContain(formatVnd(290_000));
    await shot(page, 'console-bank-transfer-assign');
    await dialog.getByTestId('bank-transfer-assign-submit').click();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
    const wallet = await apiCall<{ walletBalanceVnd: number }>(baseUrl, '/CurrentUser', { token: customer.token });
    expect(wallet.walletBalanceVnd).toBe(290_000);

    const strayRow = page.getByTestId('bank-transfer-row').filter({ hasText: stray });
    await strayRow.getByTestId('bank-transfer-ignore').click();
    await page.getByTestId('bank-transfer-ignore-reason').fill('Tiền công ty chuyển giữa hai tài khoản');
    await page.getByTestId('bank-transfer-ignore-submit').click();
    await expect.poll(() => strayRow.count(), { timeout: 15_000 }).toBe(0);

    await page.getByTestId('bank-transfer-status-filter').getByText('Đã khớp').click();
    const matched = page.getByTestId('bank-transfer-row').filter({ hasText: short });
    await expect.poll(() => matched.textContent(), { timeout: 15_000 }).toContain(`Nạp tiền ${recharge.code}`);
    await shot(page, 'console-bank-transfer-matched');
    await page.context().close();
  });

  it("opens on the reconciliation's link: the day's outgoing transfers of every status, filters removable", async () => {
    const payout = `Chi tien khong ma ${Date.now()}`;
    const res = await postSepayNotification(baseUrl, { amountVnd: 61_000, content: payout, transferType: 'out' });
    expect(res.status).toBe(200);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const [y, m, d] = today.split('-');

    const page = await consolePage(browser, baseUrl);
    await page.goto(`/admin/bankTransfer?direction=out&date=${today}`);
    const row = page.getByTestId('bank-transfer-row').filter({ hasText: payout });
    await expect
      .poll(() => row.getByTestId('bank-transfer-status').textContent(), { timeout: 15_000 })
      .toBe('Chưa khớp');
    const tabs = page.getByTestId('bank-transfer-status-filter');
    expect(await tabs.locator('.ant-segmented-item-selected').textContent()).toBe('Tất cả');
    const dayTag = page.getByTestId('bank-transfer-date-filter');
    expect(await dayTag.textContent()).toBe(`Ngày ${d}/${m}/${y}`);
    expect(await page.getByTestId('bank-transfer-direction-filter').textContent()).toBe('Chỉ tiền ra');
    expect(await page.getByTestId('bank-transfer-row').filter({ hasText: 'Tiền vào' }).count()).toBe(0);
    await shot(page, 'console-bank-transfer-day-outgoing');

    await dayTag.getByRole('button', { name: 'Bỏ lọc' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?direction=out');
    await page.getByTestId('bank-transfer-direction-filter').getByRole('button', { name: 'Bỏ lọc' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=unmatched');
    await expect.poll(() => page.getByTestId('bank-transfer-filters').count()).toBe(0);
    expect(await tabs.locator('.ant-segmented-item-selected').textContent()).toBe('Chưa khớp');
    await page.context().close();
  });
});
