/**
 * The admin changes the timed rules on the console's "Cài đặt" page (decision 0071) on a
 * laptop (1366×768): the defaults of DESIGN.md §4, a day count out of bounds refused in Vietnamese
 * before sending, a saved value kept after a reload with who saved it. Restores the defaults.
 * SCREENSHOTS=1 saves the page as docs/screenshots/9c-cai-dat.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { launch, shot } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
const defaults = { deliveredCompleteDays: 15, unpaidCancelDays: 7, confirmationReminderDays: 3 };
let browser: Browser;

async function adminPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 768 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Email hoặc số điện thoại').fill('admin@demo.vn');
  await page.getByLabel('Mật khẩu').fill('Admin@12345');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('staff-name').waitFor();
  return page;
}

const field = (page: Page, name: keyof typeof defaults) => page.getByTestId(`setting-${name}`);

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  const admin = await apiCall<{ token: string }>(baseUrl, '/auth/login', {
    method: 'POST',
    body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
  });
  await apiCall(baseUrl, '/Admin/Settings', { method: 'PUT', token: admin.token, body: defaults });
});

describe('console: Cài đặt', () => {
  it('shows the timed rules, refuses a day count out of bounds, saves one that fits', async () => {
    const page = await adminPage();
    await page.getByRole('menuitem', { name: 'Cài đặt' }).click();
    await page.waitForURL('**/admin/settings');
    await expect.poll(() => field(page, 'deliveredCompleteDays').inputValue()).toBe('15');
    expect(await field(page, 'unpaidCancelDays').inputValue()).toBe('7');
    expect(await field(page, 'confirmationReminderDays').inputValue()).toBe('3');
    // Another test on this worker's server may have saved settings before (the withdrawal journey
    // shortens the bank account's wait): the page says whichever is true.
    const { token } = await apiCall<{ token: string }>(baseUrl, '/auth/login', {
      method: 'POST',
      body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
    });
    const saved = await apiCall<{ updatedAt: string | null }>(baseUrl, '/Admin/Settings', { token });
    await expect
      .poll(() => page.getByTestId('settings-updated').textContent())
      .toMatch(saved.updatedAt === null ? /^Đang dùng giá trị mặc định\.$/ : /^Cập nhật lần cuối lúc .+ bởi .+\.$/);

    // Out of bounds: refused in the browser with the contract's message, nothing sent.
    await field(page, 'unpaidCancelDays').fill('0');
    await page.getByTestId('settings-save').click();
    await page.getByText('Số ngày tự hủy đơn chưa đặt cọc phải từ 1 đến 60 ngày').waitFor();

    await field(page, 'unpaidCancelDays').fill('5');
    await field(page, 'deliveredCompleteDays').fill('10');
    await page.getByTestId('settings-save').click();
    await page.getByText('Đã lưu cài đặt').waitFor();
    await expect
      .poll(() => page.getByTestId('settings-updated').textContent())
      .toMatch(/^Cập nhật lần cuối lúc .+ bởi Quản trị viên Demo\.$/);

    await page.reload();
    await expect.poll(() => field(page, 'deliveredCompleteDays').inputValue()).toBe('10');
    expect(await field(page, 'unpaidCancelDays').inputValue()).toBe('5');
    await page.mouse.move(0, 0);
    await shot(page, '9c-cai-dat');
  });
});
