/**
 * Chat with staff about an order (DESIGN.md §3.11, decision 0112), on two phones (390×844 and
 * 360×640): the customer opens "Nhắn tin" on the order, sends a message, and staff's reply (sent
 * through the console's API) appears on the open page without a reload.
 */
import { randomUUID } from 'node:crypto';
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
let customer: Awaited<ReturnType<typeof registerViaApi>>;
let orderId: number;

beforeAll(async () => {
  browser = await launch();
  ({ token: adminToken } = await apiCall<{ token: string }>(baseUrl, '/auth/login', {
    method: 'POST',
    body: DEMO_ADMIN,
  }));
  customer = await registerViaApi(baseUrl);
  const order = await placeOrderViaApi(baseUrl, customer, {
    productId: '691541677564',
    title: 'Bàn học gỗ thông',
    shopName: 'Cửa hàng Gỗ Thông',
    unitPriceFen: 12_800,
    skuProperties: { 'Màu sắc': 'Nâu' },
  });
  orderId = order.id;
});
afterAll(async () => {
  await browser?.close();
});

describe('chat about an order', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ])('at $width×$height: the customer asks, staff replies, the reply appears without reload', async (viewport) => {
    const { context, page } = await signedInPhone(browser, baseUrl, customer.token, viewport);
    try {
      await page.goto(`/orderOrdering/${orderId}`);
      await page.getByTestId('chat-link').click();
      await page.waitForURL(`**/chat/order-${orderId}`);
      await expect.poll(() => page.getByTestId('chat-title').textContent()).toContain('Đơn hàng');

      const question = `Shop đã phát hàng chưa ạ? (${viewport.width})`;
      await page.getByRole('textbox', { name: 'Nhập tin nhắn…' }).fill(question);
      await page.getByTestId('chat-send').click();
      const mine = page.locator('[data-testid="chat-message"][data-mine="true"]', { hasText: question });
      await mine.waitFor();
      expect(await page.getByTestId('chat-pending').count()).toBe(0);

      const answer = `Dạ shop phát hôm qua, xem https://example.vn/track/${viewport.width}`;
      await apiCall(baseUrl, `/Admin/Chat/order-${orderId}`, {
        method: 'POST',
        token: adminToken,
        body: { body: answer, clientMessageId: randomUUID() },
      });
      const reply = page.locator('[data-testid="chat-message"][data-mine="false"]', { hasText: answer });
      await reply.waitFor({ timeout: 15_000 });
      expect(await reply.textContent()).toContain('Nhân viên hỗ trợ');
      expect(await reply.locator('a').getAttribute('href')).toBe(`https://example.vn/track/${viewport.width}`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      await expectVietnamese(page, `chat ${viewport.width}`);
      await shot(page, `tin-nhan-${viewport.width}`);
    } finally {
      await context.close();
    }
  });
});
