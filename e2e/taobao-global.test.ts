/**
 * Taobao Global (DESIGN.md §3.3, decisions 0116, 0117, 0120) against the fake provider the e2e
 * server runs in-process (development without TAOBAO_APP_KEY, seeded buyer `tb_demo_buyer`): a
 * customer with money links the account on /taobaoIntToken through the provider's authorisation
 * page and the callback, the orders appear on /taobaoIntOrder, two unpaid ones are paid together as
 * one pay-on-behalf order (the quote shown first); staff take it and mark it paid with a proof
 * image through the API; the customer sees the proof on the Taobao order's page at 390×844 and
 * 360×640, without horizontal scroll. SCREENSHOTS=1 saves docs/screenshots/taobao-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerViaApi, TINY_PNG } from './support/api.ts';
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

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Staff (the admin holds the purchaser's permission) take order `id` and mark it paid with a proof image. */
async function staffPays(id: number) {
  const upload = await fetch(`${baseUrl}/api/Admin/Upload/Image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/png' },
    body: TINY_PNG,
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
  const { id: proofId } = (await upload.json()) as { id: number };
  await apiCall(baseUrl, `/Admin/OrderPob/${id}/Take`, { method: 'POST', token: adminToken });
  await apiCall(baseUrl, `/Admin/OrderPob/${id}/Paid`, {
    method: 'POST',
    token: adminToken,
    body: { alipayTradeNo: '2026112722001499999', proofPhotoIds: [proofId] },
  });
}

describe('Taobao Global: link, import, pay two orders as one pay-on-behalf order', () => {
  it('links the account, pays two unpaid orders, and sees the staff’s proof at 390×844 and 360×640', async () => {
    const customer = await registerViaApi(baseUrl);
    const r = await apiCall<{ id: number }>(baseUrl, '/Wallet/Recharge', {
      method: 'POST',
      token: customer.token,
      body: { amountVnd: 3_000_000 },
    });
    await apiCall(baseUrl, `/Admin/Recharge/${r.id}/Approve`, { method: 'POST', token: adminToken });

    const { context, page } = await signedInPhone(browser, baseUrl, customer.token, { width: 390, height: 844 });
    try {
      // Link: the provider's page (the fake grants at once) redirects to the callback, then back here.
      await page.goto('/taobaoIntToken');
      await page.getByTestId('taobao-link-start').click();
      const authorize = page.getByTestId('taobao-authorize-link');
      await authorize.waitFor({ timeout: 10_000 });
      await page.getByTestId('taobao-authorize-qr').waitFor({ timeout: 10_000 });
      await shot(page, 'taobao-lien-ket');
      await authorize.click();
      await page.waitForURL(/\/taobaoIntToken\?linked=1/, { timeout: 15_000 });
      await page.getByTestId('taobao-linked').waitFor({ timeout: 10_000 });
      const token = page.getByTestId('taobao-token').filter({ hasText: 'tb_demo_buyer' });
      await token.waitFor({ timeout: 10_000 });
      // The first sync runs by itself after linking.
      await token.getByText(/Đồng bộ lần cuối/).waitFor({ timeout: 20_000 });
      await expectVietnamese(page, '/taobaoIntToken', ['tb_demo_buyer']);

      // The orders appear; two are awaiting payment.
      await page.goto('/taobaoIntOrder?status=WAIT_BUYER_PAY');
      const unpaid = page.getByTestId('taobao-order');
      await unpaid.first().waitFor({ timeout: 15_000 });
      expect(await unpaid.count()).toBe(2);
      await expect.poll(() => noSideScroll(page)).toBe(true);
      const boxes = page.getByTestId('taobao-order-select');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByTestId('taobao-pay').click();
      const total = page.getByTestId('taobao-pay-total');
      await total.waitFor({ timeout: 10_000 });
      expect(await total.textContent()).toMatch(/₫/);
      await shot(page, 'taobao-thanh-toan-ho');
      await page.getByTestId('taobao-pay-confirm').click();
      await page.waitForURL(/\/taobaoIntOrder\/\d+$/, { timeout: 15_000 });
      const code = page.getByTestId('taobao-pob-code');
      await code.waitFor({ timeout: 10_000 });
      expect(await code.textContent()).toMatch(/Đã gửi thanh toán hộ TT\d{4}-\d{6}/);
      expect(await page.getByTestId('taobao-pob-status').textContent()).toBe('Chờ xử lý');
      const orderUrl = new URL(page.url()).pathname;

      // One pay-on-behalf order of two lines, debited once.
      const pobs = await apiCall<{ items: { id: number; lines: unknown[]; source: string; totalVnd: number }[] }>(
        baseUrl,
        '/OrderPob',
        { token: customer.token },
      );
      expect(pobs.items).toHaveLength(1);
      const pob = pobs.items[0]!;
      expect(pob).toMatchObject({ source: 'taobao_global' });
      expect(pob.lines).toHaveLength(2);
      const me = await apiCall<{ availableVnd: number }>(baseUrl, '/CurrentUser', { token: customer.token });
      expect(me.availableVnd).toBe(3_000_000 - pob.totalVnd);

      await staffPays(pob.id);

      // The customer sees the proof (and the trade number) on both phones.
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 360, height: 640 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(orderUrl);
        const proof = page.getByTestId('taobao-pob-proof');
        await proof.first().waitFor({ timeout: 15_000 });
        await expect
          .poll(() => proof.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
        expect(await page.getByTestId('taobao-pob-status').textContent()).toBe('Đã thanh toán');
        expect(await page.getByTestId('taobao-pob-trade-no').textContent()).toBe('2026112722001499999');
        expect(await noSideScroll(page)).toBe(true);
        await shot(page, `taobao-chung-tu-${viewport.width}`);
        // The pay-on-behalf order's own page shows the same proof.
        await page.goto(`/orderPob/${pob.id}`);
        const pobProof = page.getByTestId('pob-proof-photo');
        await pobProof.first().waitFor({ timeout: 15_000 });
        await expect
          .poll(() => pobProof.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
        expect(await noSideScroll(page), `/orderPob at ${viewport.width}`).toBe(true);
        // The other pages of the service fit the phone too.
        for (const [path, testId] of [
          ['/taobaoIntOrder', 'taobao-order'],
          ['/taobaoIntOrder/refund', 'taobao-refund-form'],
          ['/taobaoIntToken', 'taobao-token'],
        ] as const) {
          await page.goto(path);
          await page.getByTestId(testId).first().waitFor({ timeout: 10_000 });
          expect(await noSideScroll(page), `${path} at ${viewport.width}`).toBe(true);
        }
      }
    } finally {
      await context.close();
    }
  });
});
