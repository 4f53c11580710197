/**
 * 'Điều chỉnh số dư' in the console (decision 0107), on a laptop (1366×768): the admin proposes a
 * credit for a customer found by phone, with a reason and an evidence photo; the proposal waits and
 * its proposer is offered no 'Duyệt'; a second member approves it and the customer's wallet holds
 * the amount, and the day's reconciliation shows the credit and lists its entry. The second member is the demo China-warehouse account made an accountant for the test
 * (its roles are put back afterwards). SCREENSHOTS=1 saves docs/screenshots/adjustment-page.png and
 * reconciliation-page.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerViaApi, TINY_PNG } from './support/api.ts';
import { launch, shot } from './support/browser.ts';
import { consolePage } from './support/console.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
const SECOND = { userName: 'kho.tq@demo.vn', password: 'Kho@12345' };

type Member = { id: number; name: string; phone: string; email: string; roles: string[]; warehouseIds: number[] };

let browser: Browser;
let adminToken: string;
let second: Member;

const restore = (m: Member) =>
  apiCall(baseUrl, `/Admin/Staff/${m.id}`, {
    method: 'PUT',
    token: adminToken,
    body: { name: m.name, phone: m.phone, email: m.email, roles: m.roles, warehouseIds: m.warehouseIds },
  });

beforeAll(async () => {
  browser = await launch();
  ({ token: adminToken } = await apiCall<{ token: string }>(baseUrl, '/auth/login', {
    method: 'POST',
    body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
  }));
  const staff = await apiCall<{ items: Member[] }>(baseUrl, `/Admin/Staff?q=${SECOND.userName}`, { token: adminToken });
  second = staff.items[0]!;
  await restore({ ...second, roles: ['accountant'], warehouseIds: [] });
});
afterAll(async () => {
  if (second) await restore(second);
  await browser?.close();
});

const row = (page: Page, code: string) => page.locator(`[data-testid="adjustment-row"][data-code="${code}"]`);

describe('adjustments in the console', () => {
  it('one member proposes with evidence, another approves, the wallet moves once', async () => {
    const customer = await registerViaApi(baseUrl);
    const admin = await consolePage(browser, baseUrl);
    await admin.getByRole('menuitem', { name: 'Điều chỉnh số dư' }).click();
    await admin.getByRole('heading', { name: 'Điều chỉnh số dư' }).waitFor();

    await admin.getByTestId('adjustment-propose').click();
    await admin.getByTestId('adjustment-customer').click();
    await admin.getByTestId('adjustment-customer').locator('input').fill(customer.phone);
    await admin.locator('.ant-select-item-option', { hasText: customer.phone }).click();
    await admin.getByTestId('adjustment-amount').fill('150000');
    await admin.getByTestId('adjustment-reason').fill('Hoàn phí vận chuyển tính nhầm');
    await admin
      .getByTestId('adjustment-photo-input')
      .setInputFiles({ name: 'bien-lai.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect.poll(() => admin.getByText('1 ảnh').count()).toBe(1);
    await admin.getByTestId('adjustment-submit').click();
    const notice = admin.locator('.ant-message-notice', { hasText: 'Đã gửi đề xuất' });
    await notice.waitFor();
    const code = /DC[2-9A-Z]{6}/.exec((await notice.textContent()) ?? '')?.[0];
    expect(code).toBeTruthy();
    const mine = row(admin, code!);
    await mine.waitFor();
    expect(await mine.textContent()).toMatch(/\+150\.000\s₫/);
    expect(await mine.textContent()).toContain('Đề xuất của bạn');
    expect(await mine.getByTestId('adjustment-approve').count()).toBe(0);
    expect(await mine.locator('img').count()).toBe(1);
    await shot(admin, 'adjustment-page');

    const other = await consolePage(browser, baseUrl, SECOND);
    await other.goto('/admin/adjustment');
    const waiting = row(other, code!);
    await waiting.waitFor();
    await waiting.getByTestId('adjustment-approve').click();
    await other.locator('.ant-popconfirm').getByRole('button', { name: 'Duyệt' }).click();
    await other.locator('.ant-message-notice', { hasText: 'Đã duyệt' }).waitFor();
    await expect.poll(() => row(other, code!).count()).toBe(0);

    await other.getByTestId('adjustment-status-filter').getByText('Đã duyệt').click();
    const done = row(other, code!);
    await done.waitFor();
    expect(await done.textContent()).toMatch(/Người xử lý: .*Giao dịch GD/);
    const me = await apiCall<{ walletBalanceVnd: number }>(baseUrl, '/CurrentUser', { token: customer.token });
    expect(me.walletBalanceVnd).toBe(150_000);

    // The day's reconciliation shows the credit and lists its entry.
    await other.getByRole('menuitem', { name: 'Đối soát', exact: true }).click();
    const adjustments = other.getByTestId('reconciliation-adjustments');
    await adjustments.waitFor();
    const credits = adjustments.locator('tr', { hasText: 'Cộng vào ví' });
    await expect.poll(async () => /150\.000\s₫/.test((await credits.textContent()) ?? '')).toBe(true);
    expect(await other.getByTestId('ledger-check').textContent()).toMatch(/kiểm tra/i);
    await shot(other, 'reconciliation-page');
    await credits.getByRole('link', { name: 'Xem' }).click();
    const entry = other.getByTestId('reconciliation-entry').filter({ hasText: 'Hoàn phí vận chuyển tính nhầm' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(customer.fullName);
    await admin.context().close();
    await other.context().close();
  });
});
