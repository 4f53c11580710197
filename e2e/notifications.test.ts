/**
 * The bell (decision 0110), on phones at 390×844 and 360×640: staff cancel the customer's order (through the
 * API), the job runner makes the notification, and the customer's tab bar counts it; /notification
 * lists it in Vietnamese, unread; tapping it opens the order and the count drops. The badge rises on
 * the open page without a reload: the live connection brings the notification (decision 0113).
 * At 390×844 and 360×640.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, placeOrderViaApi, registerViaApi } from './support/api.ts';
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
  const order = await placeOrderViaApi(baseUrl, customer, {
    productId: '6500000001',
    title: 'Áo khoác gió',
    shopName: 'Shop Thời Trang',
    unitPriceFen: 9_900,
  });
  return { customer, order };
}

const unreadOf = (token: string) =>
  apiCall<{ count: number }>(baseUrl, '/Notification/UnreadCount', { token }).then((r) => r.count);

describe('the bell', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ])(
    'counts the order staff cancelled at once, lists it in Vietnamese and opens the order ($width)',
    async (viewport) => {
      const { customer, order } = await customerWithOrder();
      const { context, page } = await signedInPhone(browser, baseUrl, customer.token, viewport);
      await page.goto('/');
      await page.getByTestId('home-balance').waitFor();
      expect(await page.getByTestId('tab-notifications-badge').count()).toBe(0);

      await apiCall(baseUrl, `/Admin/OrderOrdering/${order.id}/Status`, {
        method: 'POST',
        token: adminToken,
        body: { status: 'cancelled', note: 'Shop hết hàng' },
      });
      // The job runner makes the notification after the commit; the live socket brings it to the open
      // page (no reload): the runner's pick-up plus one message, well within the bound.
      // Bounded well below the bell's 30 s fallback poll: only the socket can make it in time.
      const badge = page.getByTestId('tab-notifications-badge');
      await badge.waitFor({ timeout: 10_000 });
      expect(await badge.textContent()).toBe('1');
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
      await shot(page, `thong-bao-${viewport.width}`);

      await item.click();
      await page.waitForURL(`**/orderOrdering/${order.id}`);
      await expect.poll(() => page.getByTestId('tab-notifications-badge').count()).toBe(0);
      expect(await unreadOf(customer.token)).toBe(0);
      await context.close();
    },
  );
});
