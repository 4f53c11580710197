/**
 * The staff console (decisions 0045, 0046): on a laptop (1366×768) the menu counts what waits
 * for the staff member and follows changes when the tab regains focus; a recharge whose transfer
 * arrived short is approved for the amount received, only with a note; lists and the order timeline
 * name who did each approval and status change. On a phone (390×844 and 360×640) the customer then
 * sees both amounts and the note. SCREENSHOTS=1 saves docs/screenshots/7d-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi } from './support/api.ts';
import { launch, phoneContext, shot } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const ADMIN = { userName: 'admin@demo.vn', password: 'Admin@12345' };
const ADMIN_NAME = 'Quản trị viên Demo';

/** A JSON call to the API (preparing state only, never instead of a screen under test). */
async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown; key?: string } = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A customer's order placed from one cart line (awaiting the deposit), and a wallet funded to pay it. */
async function orderAwaitingDeposit(token: string, adminToken: string) {
  await api('/ShoppingCart', {
    method: 'POST',
    token,
    body: {
      site: 'taobao',
      productId: '691541677564',
      url: 'https://item.taobao.com/item.htm?id=691541677564',
      title: 'Bàn học gỗ thông',
      shopName: 'Cửa hàng Gỗ Thông',
      skuProperties: { 'Màu sắc': 'Nâu' },
      unitPriceFen: 12_345,
      quantity: 1,
      imageUrl: null,
      note: '',
    },
  });
  const cart = await api<{ shops: { items: { id: number }[] }[] }>('/ShoppingCart', { token });
  const address = await api<{ id: number }>('/Address', {
    method: 'POST',
    token,
    body: { receiverName: 'Lê Thị Hồng', phone: '0987654321', provinceCode: '01', wardCode: '00004', street: 'Số 12' },
  });
  const houses = await api<{ id: number; name: string }[]>('/Warehouse', { token });
  const [order] = await api<{ id: number; code: string; totals: { depositDueVnd: number } }[]>('/OrderOrdering', {
    method: 'POST',
    token,
    body: {
      cartItemIds: cart.shops.flatMap((s) => s.items.map((i) => i.id)),
      addressId: address.id,
      vnWarehouseId: houses.find((w) => w.name === 'Kho Hà Nội')!.id,
    },
  });
  const funding = await api<{ id: number }>('/Wallet/Recharge', {
    method: 'POST',
    token,
    body: { amountVnd: Math.max(10_000, order!.totals.depositDueVnd) },
  });
  await api(`/Admin/Recharge/${funding.id}/Approve`, { method: 'POST', token: adminToken });
  return order!;
}

/** The staff console in a laptop-sized page, signed in as the seeded admin. */
async function staffPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 768 },
    locale: 'vi-VN',
  });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Email hoặc số điện thoại').fill(ADMIN.userName);
  await page.getByLabel('Mật khẩu').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('staff-name').waitFor();
  return page;
}

/** The count a menu entry's badge says (its link's accessible name: `Nạp tiền, 3 yêu cầu nạp tiền chờ duyệt`), 0 without. */
async function menuCount(page: Page, label: 'Nạp tiền' | 'Đơn mua hộ'): Promise<number> {
  const name = await page.locator('.ant-menu').getByRole('link', { name: label }).getAttribute('aria-label');
  return Number(name?.match(/, (\d+) /)?.[1] ?? 0);
}

/** What the browser does when the person comes back to the tab. */
async function regainFocus(page: Page) {
  // TanStack Query's focus manager listens for `visibilitychange` on window.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('staff console: what waits, who did it, the amount received', () => {
  it('counts, approves 450.000 ₫ of 500.000 ₫ with a note, names the staff; the customer sees both amounts', async () => {
    const customer = await registerViaApi(baseUrl);
    const { token: adminToken } = await api<{ token: string }>('/auth/login', { method: 'POST', body: ADMIN });
    const order = await orderAwaitingDeposit(customer.token, adminToken);
    const recharge = await api<{ id: number; memo: string }>('/Wallet/Recharge', {
      method: 'POST',
      token: customer.token,
      body: { amountVnd: 500_000 },
    });

    // The menu counts what waits: at least this recharge.
    const staff = await staffPage();
    await expect.poll(() => menuCount(staff, 'Nạp tiền')).toBeGreaterThanOrEqual(1);
    const pendingBefore = await menuCount(staff, 'Nạp tiền');
    const ordersBefore = await menuCount(staff, 'Đơn mua hộ');

    // The customer pays the deposit meanwhile: the order now waits for staff. Coming back to the tab
    // refreshes the badge at once (no reload, no 30 s wait).
    await api(`/OrderOrdering/${order.id}/Deposit`, {
      method: 'POST',
      token: customer.token,
      key: `e2e-${order.id}-dep`,
    });
    await regainFocus(staff);
    await expect.poll(() => menuCount(staff, 'Đơn mua hộ')).toBe(ordersBefore + 1);

    // Approve for the amount received: a different amount needs a note.
    await staff.locator('.ant-menu').getByRole('link', { name: 'Nạp tiền' }).click();
    const row = staff.locator(`[data-testid="recharge-row"][data-memo="${recharge.memo}"]`);
    await row.waitFor();
    await row.getByTestId('recharge-approve-other').click();
    const amount = staff.getByTestId('received-amount');
    await amount.fill('450000');
    await staff.getByTestId('received-difference').waitFor();
    expect(await staff.getByTestId('received-difference').textContent()).toContain('−50.000');
    await staff.getByTestId('received-submit').click();
    await staff.getByText('Vui lòng ghi chú lý do khi số tiền đã nhận khác số tiền yêu cầu').waitFor();
    await shot(staff, '7d-duyet-so-tien-khac-thieu-ghi-chu');
    await staff.getByLabel('Ghi chú cho khách').fill('Khách chuyển thiếu 50.000 ₫, đã cộng đúng số tiền nhận được');
    await staff.getByTestId('received-submit').click();
    await staff.getByText('Đã duyệt, ví khách được cộng 450.000 ₫').waitFor();
    await expect.poll(() => menuCount(staff, 'Nạp tiền')).toBe(pendingBefore - 1);
    await row.waitFor({ state: 'detached' }); // it leaves the 'Chờ duyệt' list

    // The approved list says who approved, both amounts and the note.
    await staff.getByTestId('recharge-status-filter').getByText('Đã duyệt').click();
    await row.waitFor();
    expect(await row.getByTestId('recharge-decision').textContent()).toContain(`Duyệt bởi ${ADMIN_NAME}`);
    expect(await row.getByTestId('recharge-decision').textContent()).toContain('Khách chuyển thiếu 50.000 ₫');
    expect((await row.getByTestId('recharge-amounts').textContent())?.replace(/\s/g, ' ')).toBe(
      'Yêu cầu 500.000 ₫Đã nhận 450.000 ₫',
    );
    await staff.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await shot(staff, '7d-nap-tien-nguoi-duyet');

    // Orders: the list names who made each order's latest change; the filter counts the member's queue.
    await staff.locator('.ant-menu').getByRole('link', { name: 'Đơn mua hộ' }).click();
    const orderRow = staff.locator(`[data-testid="order-row"][data-code="${order.code}"]`);
    await orderRow.waitFor();
    // The list was loaded before the deposit; the badge's change refreshed it.
    await expect.poll(() => orderRow.getByTestId('order-status').textContent()).toBe('Đã đặt cọc');
    expect(await orderRow.getByTestId('order-last-change').textContent()).toContain(`bởi ${customer.fullName}`);
    await staff.getByText('Đã duyệt, ví khách được cộng 450.000 ₫').waitFor({ state: 'hidden' });
    await staff.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await shot(staff, '7d-don-mua-ho-nguoi-xu-ly');
    await staff.getByTestId('order-status-filter').click();
    await staff.getByTitle(/^Đã đặt cọc \(\d+\)$/).waitFor();
    await staff.waitForTimeout(400); // the dropdown's opening animation, for the screenshot
    await shot(staff, '7d-don-mua-ho-loc-dem-cho-xu-ly');
    await staff.keyboard.press('Escape');

    // A recorded purchase (the status form cannot set it: decision 0085): the timeline and then the
    // list name the staff member.
    await orderRow.getByRole('link', { name: order.code }).click();
    const purchase = staff.getByTestId('purchase-card');
    await purchase.getByTestId('purchase-shop-order').fill('2983746510293847');
    await purchase.getByTestId('purchase-submit').click();
    await staff.getByText('Đã ghi nhận đơn shop').waitFor();
    const timeline = staff.getByTestId('order-timeline');
    await expect.poll(() => timeline.textContent()).toContain('Đã đặt cọc → Đang mua hàng');
    const newest = staff.getByTestId('order-timeline').locator('.ant-timeline-item').first();
    expect(await newest.textContent()).toContain(`bởi ${ADMIN_NAME}`);
    expect(await timeline.textContent()).toContain(`bởi ${customer.fullName}`);
    await timeline.scrollIntoViewIfNeeded();
    await shot(staff, '7d-don-lich-su-nguoi-xu-ly');
    await staff.getByRole('link', { name: /Danh sách đơn/ }).click();
    await orderRow.waitFor();
    await expect.poll(() => orderRow.getByTestId('order-last-change').textContent()).toContain(`bởi ${ADMIN_NAME}`);
    // deposited → purchasing → purchased: still the admin's to do next; the badge did not move.
    await regainFocus(staff);
    expect(await menuCount(staff, 'Đơn mua hộ')).toBe(ordersBefore + 1);
    await staff.context().close();

    // The customer, on two phones: both amounts and the note, in the list and on the request.
    for (const [viewport, name] of [
      [{ width: 390, height: 844 }, '7d-khach-nap-tien-390'],
      [{ width: 360, height: 640 }, '7d-khach-nap-tien-360'],
    ] as const) {
      const context = await phoneContext(browser, baseUrl);
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto('/auth/login');
      await page.evaluate((t) => localStorage.setItem('jwt_token', t), customer.token);
      await page.goto('/wallet/recharge');
      const mine = page.getByTestId('recharge-row').filter({ hasText: recharge.memo });
      await mine.waitFor();
      expect((await mine.getByTestId('recharge-row-amount').textContent())?.replace(/\s/g, ' ')).toBe(
        'Yêu cầu 500.000 ₫ · Đã nhận 450.000 ₫',
      );
      expect(await mine.getByTestId('recharge-row-note').textContent()).toBe(
        'Ghi chú: Khách chuyển thiếu 50.000 ₫, đã cộng đúng số tiền nhận được',
      );
      expect(await noSideScroll(page)).toBe(true);
      // Nothing sticks out of its card (the quick amounts once pushed the form out at 360 px).
      expect(await page.getByTestId('recharge-form').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await mine.scrollIntoViewIfNeeded();
      await shot(page, name);
      await mine.click();
      await page.getByTestId('recharge-received').waitFor();
      expect((await page.getByTestId('recharge-received').textContent())?.replace(/\s/g, ' ')).toBe('450.000 ₫');
      expect(await page.getByTestId('recharge-note').textContent()).toContain('Khách chuyển thiếu 50.000 ₫');
      expect(await noSideScroll(page)).toBe(true);
      await page.getByTestId('recharge-received').scrollIntoViewIfNeeded();
      await shot(page, `${name}-chi-tiet`);
      await context.close();
    }
  });
});
