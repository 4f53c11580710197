/**
 * The bell (decision 0110), on a phone at 390×844: staff cancel the customer's order (through the
 * API), the job runner makes the notification, and the customer's tab bar counts it; /notification
 * lists it in Vietnamese, unread; tapping it opens the order and the count drops. The badge follows
 * the count by its own refresh (every 30 s and on focus; the live connection will push it): the
 * test reloads once the API has the notification instead of waiting out the interval.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerViaApi } from './support/api.ts';
import { launch, shot, signedInPhone } from './support/browser.ts';
import { DEMO_ADMIN } from './support/console.ts';
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
  await browser?.close();
});

/** A fresh customer with one order placed to Kho Hà Nội (waiting for its deposit). */
async function customerWithOrder() {
  const customer = await registerViaApi(baseUrl);
  const token = customer.token;
  const item = await apiCall<{ id: number }>(baseUrl, '/ShoppingCart', {
    method: 'POST',
    token,
    body: {
      site: 'taobao',
      productId: '6500000001',
      url: 'https://item.taobao.com/item.htm?id=6500000001',
      title: 'Áo khoác gió',
      shopName: 'Shop Thời Trang',
      skuProperties: {},
      unitPriceFen: 9_900,
      quantity: 1,
      imageUrl: null,
      note: '',
    },
  });
  const address = await apiCall<{ id: number }>(baseUrl, '/Address', {
    method: 'POST',
    token,
    body: {
      receiverName: customer.fullName,
      phone: customer.phone,
      provinceCode: '01',
      wardCode: '00004',
      street: 'Số 12 ngõ 34 phố Đội Cấn',
    },
  });
  const houses = await apiCall<{ id: number; name: string }[]>(baseUrl, '/Warehouse', { token });
  const [order] = await apiCall<{ id: number; code: string }[]>(baseUrl, '/OrderOrdering', {
    method: 'POST',
    token,
    body: {
      cartItemIds: [item.id],
      addressId: address.id,
      vnWarehouseId: houses.find((w) => w.name === 'Kho Hà Nội')!.id,
    },
  });
  return { customer, order: order! };
}

const unreadOf = (token: string) =>
  apiCall<{ count: number }>(baseUrl, '/Notification/UnreadCount', { token }).then((r) => r.count);

describe('the bell', () => {
  it('counts the order staff cancelled, lists it in Vietnamese and opens the order (390)', async () => {
    const { customer, order } = await customerWithOrder();
    const { context, page } = await signedInPhone(browser, baseUrl, customer.token, { width: 390, height: 844 });
    await page.goto('/');
    await page.getByTestId('home-balance').waitFor();
    expect(await page.getByTestId('tab-notifications-badge').count()).toBe(0);

    await apiCall(baseUrl, `/Admin/OrderOrdering/${order.id}/Status`, {
      method: 'POST',
      token: adminToken,
      body: { status: 'cancelled', note: 'Shop hết hàng' },
    });
    // The job runner delivers the event after the commit (it polls every 2 s).
    await expect.poll(() => unreadOf(customer.token)).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByTestId('tab-notifications-badge').textContent()).toBe('1');
    expect(await page.getByTestId('tab-notifications').getAttribute('aria-label')).toBe(
      'Thông báo, 1 thông báo chưa đọc',
    );

    await page.getByTestId('tab-notifications').click();
    const item = page.getByTestId('notification-item');
    await item.waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.textContent()).toContain(`Đơn ${order.code} đã bị hủy`);
    await expectVietnamese(page, 'notification list', [order.code]);
    await shot(page, 'thong-bao-390');

    await item.click();
    await page.waitForURL(`**/orderOrdering/${order.id}`);
    await expect.poll(() => page.getByTestId('tab-notifications-badge').count()).toBe(0);
    expect(await unreadOf(customer.token)).toBe(0);
    await context.close();
  });
});
