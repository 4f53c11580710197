/**
 * The admin reads "Nhật ký" (decision 0096) on a laptop (1366×768): a rate set a moment ago is there
 * with who, the address and the rate before → after in Vietnamese; filtering by the staff member
 * keeps it; the filters live in the URL. Restores the seeded rate.
 * SCREENSHOTS=1 saves the page as docs/screenshots/9d-nhat-ky.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { launch, shot } from './support/browser.ts';
import { consolePage } from './support/console.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;
let token: string;

const adminPage = () => consolePage(browser, baseUrl);

beforeAll(async () => {
  browser = await launch();
  token = (
    await apiCall<{ token: string }>(baseUrl, '/auth/login', {
      method: 'POST',
      body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
    })
  ).token;
});
afterAll(async () => {
  await browser?.close();
  await apiCall(baseUrl, '/Admin/ExchangeRate', { method: 'POST', token, body: { rate: 3650 } });
});

describe('console: Nhật ký', () => {
  it('shows who set the rate, from where, and the rate before and after', async () => {
    await apiCall(baseUrl, '/Admin/ExchangeRate', { method: 'POST', token, body: { rate: 3721 } });
    const page = await adminPage();
    await page.getByRole('menuitem', { name: 'Nhật ký' }).click();
    await page.waitForURL('**/admin/auditLog');
    const row = page.getByTestId('audit-log').locator('tr', { hasText: 'Đặt tỷ giá' }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Quản trị viên Demo/);
    expect(await row.textContent()).toMatch(/Tỷ giá: \d+ → 3721/);

    await row.getByRole('link', { name: 'Quản trị viên Demo' }).click();
    await page.waitForURL(/auditLog\?actorId=\d+/);
    await page.getByTestId('audit-log').locator('tr', { hasText: 'Đặt tỷ giá' }).first().waitFor();
    await page.mouse.move(0, 0);
    await shot(page, '9d-nhat-ky');
  });
});
