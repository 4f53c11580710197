/**
 * Withdrawing money (DESIGN.md §3.8), on two phones (390×844 and 360×640) and the console on a
 * laptop: the customer adds a bank account (it must wait, then the admin shortens the wait by the
 * setting), asks to withdraw and sees the amount held; staff approve and pay by the payout VietQR
 * with a bank reference and a proof image; the customer's open page turns to "Đã chuyển" by itself.
 * SCREENSHOTS=1 saves docs/screenshots/rut-tien-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerViaApi, saveSettings, TINY_PNG } from './support/api.ts';
import { launch, shot, signedInPhone } from './support/browser.ts';
import { consolePage, DEMO_ADMIN, statusOrRefusal } from './support/console.ts';
import { serverUrl } from './support/server.ts';
import { expectVietnamese } from './support/vietnamese-text.ts';

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
  await setWaitHours(24);
  await browser?.close();
});

/** The admin saves the waiting hours of a new bank account (the other settings unchanged). */
const setWaitHours = (hours: number) => saveSettings(baseUrl, adminToken, { withdrawAccountWaitHours: hours });

/** A customer with 1.000.000 ₫ in the wallet (a recharge the admin approved). */
async function fundedCustomer() {
  const customer = await registerViaApi(baseUrl);
  const r = await apiCall<{ id: number }>(baseUrl, '/Wallet/Recharge', {
    method: 'POST',
    token: customer.token,
    body: { amountVnd: 1_000_000 },
  });
  await apiCall(baseUrl, `/Admin/Recharge/${r.id}/Approve`, { method: 'POST', token: adminToken });
  return customer;
}

/** Waits for the toast to go (it covers the screenshot). */
const toastGone = (page: Page) => page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.replace(/\s/g, ' ');

describe('withdrawing money', () => {
  for (const [viewport, tag] of [
    [{ width: 390, height: 844 }, '390'],
    [{ width: 360, height: 640 }, '360'],
  ] as const) {
    it(`adds an account, waits, requests, sees the hold, and sees it paid by staff (${tag})`, async () => {
      await setWaitHours(24);
      const customer = await fundedCustomer();
      const { context, page } = await signedInPhone(browser, baseUrl, customer.token, viewport);
      await page.goto('/wallet/withdraw');
      await page.getByTestId('withdraw-money').waitFor();
      expect(await text(page, 'available-vnd')).toBe('1.000.000 ₫');
      expect(await text(page, 'held-vnd')).toBe('0 ₫');

      // A new account: picked from the VietQR bank list; the name is written the bank's way.
      await page.getByTestId('add-bank-account').click();
      await page
        .getByTestId('bank-select')
        .selectOption({ label: 'Vietcombank – Ngân hàng TMCP Ngoại Thương Việt Nam' });
      await page.getByTestId('account-number').fill('0451000123456');
      await page.getByTestId('account-name').fill('Lê Thị Hồng');
      await page.getByTestId('save-account').click();
      const row = page.getByTestId('bank-account-row');
      await row.waitFor();
      expect(await row.textContent()).toContain('LE THI HONG');
      expect(await row.getByTestId('bank-account-usable').textContent()).toMatch(/^Dùng được từ \d{2}\/\d{2}\/\d{4}/);
      await page.getByText('Chưa có tài khoản nào dùng được để rút tiền.').waitFor();
      expect(await page.getByTestId('withdraw-wait-note').textContent()).toContain('cần chờ 24 giờ');
      expect(await noSideScroll(page)).toBe(true);
      await toastGone(page);
      await shot(page, `rut-tien-tai-khoan-cho-${tag}`);

      // The admin shortens the wait by the setting: the account is usable at once.
      await setWaitHours(0);
      await page.reload();
      await expect.poll(() => row.getByTestId('bank-account-usable').textContent()).toBe('Sẵn sàng nhận tiền rút');

      // The request: the amount is held at once.
      await page.getByTestId('withdraw-amount').locator('input').fill('300000');
      await page.getByTestId('withdraw-submit').click();
      const request = page.getByTestId('withdraw-row').first();
      await request.waitFor();
      await expect.poll(() => text(page, 'held-vnd')).toBe('300.000 ₫');
      expect(await text(page, 'available-vnd')).toBe('700.000 ₫');
      expect(await request.getByTestId('withdraw-status').textContent()).toBe('Chờ duyệt');
      const code = (await request.getAttribute('data-code'))!;
      expect(await noSideScroll(page)).toBe(true);
      await toastGone(page);
      await request.scrollIntoViewIfNeeded();
      await shot(page, `rut-tien-cho-duyet-${tag}`);

      // Staff, on a laptop: the queue, the detail with the payout QR, approve, pay with proof.
      const staff = await consolePage(browser, baseUrl);
      await staff.locator('.ant-menu').getByRole('link', { name: 'Rút tiền' }).click();
      const staffRow = staff.locator(`[data-testid="withdrawal-row"][data-code="${code}"]`);
      await staffRow.waitFor();
      await staffRow.getByTestId('withdrawal-open').click();
      const qr = staff.getByTestId('payout-qr');
      await qr.waitFor();
      expect((await qr.getAttribute('alt'))?.replace(/\s/g, ' ')).toContain(
        `300.000 ₫ tới Vietcombank 0451000123456, nội dung RUT ${code}`,
      );
      expect(await staff.getByTestId('payout-memo').textContent()).toBe(`RUT ${code}`);
      await shot(staff, 'rut-tien-console-qr');
      await staff.getByTestId('withdrawal-approve').click();
      await staff.getByRole('button', { name: 'Đồng ý' }).click();
      await expect.poll(() => statusOrRefusal(staff, 'withdrawal-status')).toBe('Đã duyệt');
      await staff.getByTestId('withdrawal-pay').click();
      await staff.getByTestId('withdrawal-bank-reference').fill('FT26331987654');
      await staff
        .getByTestId('withdrawal-proof-input')
        .setInputFiles({ name: 'chung-tu.png', mimeType: 'image/png', buffer: TINY_PNG });
      await staff.locator('.ant-modal img').waitFor();
      await staff.getByTestId('withdrawal-pay-submit').click();
      await expect.poll(() => statusOrRefusal(staff, 'withdrawal-status')).toBe('Đã chuyển');
      await staff.context().close();

      // The customer's page, left open, follows by itself.
      await expect
        .poll(() => request.getByTestId('withdraw-status').textContent(), { timeout: 20_000 })
        .toBe('Đã chuyển');
      await expect.poll(() => text(page, 'held-vnd'), { timeout: 20_000 }).toBe('0 ₫');
      expect(await text(page, 'available-vnd')).toBe('700.000 ₫');
      expect(await request.textContent()).toContain('FT26331987654');
      // Bank names and codes are data, not the app's words.
      await expectVietnamese(page, '/wallet/withdraw', ['Vietcombank', code, 'FT26331987654']);
      expect(await noSideScroll(page)).toBe(true);
      await request.scrollIntoViewIfNeeded();
      await shot(page, `rut-tien-da-chuyen-${tag}`);
      await context.close();
    });
  }
});
