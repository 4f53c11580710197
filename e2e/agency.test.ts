/**
 * An agent and its customer (DESIGN.md §3.10, decisions 0114, 0118, 0119), on two phones: the admin
 * makes a customer an agent (API); a new customer registers through the agent's link
 * /auth/register?ref=CODE (360×640); the agent (390×844) places a pay-on-behalf order for them on
 * /agency/orderPob; the customer, funded through the API, confirms it on /orderPob/{id} and sees it
 * debited; staff take it and mark it paid with an uploaded proof (API), the customer's open page
 * shows the trade number and the proof and they confirm receipt; the commission is earned, the
 * admin closes the complaint window by the setting (0 h) so the e2e server's job runner credits it,
 * and the agent's /agency shows it paid and its wallet holds it. The customer also asks for a
 * partial refund, listed on /orderPob/refund. The setting is restored (48 h).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, newCustomer, registerViaApi, saveSettings, TINY_PNG } from './support/api.ts';
import { launch, phoneContext, shot, signedInPhone } from './support/browser.ts';
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
  await setComplaintWindow(48);
  await browser?.close();
});

/** The admin saves the complaint window (hours), the other settings unchanged. */
const setComplaintWindow = (hours: number) => saveSettings(baseUrl, adminToken, { complaintWindowHours: hours });

/** POST with an empty body as the admin (staff actions without a body). */
const adminPost = <T>(path: string, body?: unknown) =>
  apiCall<T>(baseUrl, path, { method: 'POST', token: adminToken, body: body ?? {} });

/** Uploads the proof image as the admin (the member who marks the order paid). */
async function uploadProof(): Promise<number> {
  const res = await fetch(`${baseUrl}/api/Admin/Upload/Image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/png' },
    body: TINY_PNG,
  });
  if (!res.ok) throw new Error(`upload → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Names the pay-on-behalf screens show on purpose: the 代付 of a Taobao link, the payment brands. */
const BRANDS = ['代付', 'Alipay', 'WeChat'];

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const text = async (page: Page, testId: string) => squash(await page.getByTestId(testId).first().textContent());
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const toastGone = (page: Page) => page.locator('.adm-toast-mask').waitFor({ state: 'detached' });

describe('an agent and its customer', () => {
  it('registers a customer by the link, orders for them, they confirm, staff pay, the commission is paid', async () => {
    // The admin makes a customer an agent with a code.
    const agent = await registerViaApi(baseUrl);
    const agentMe = await apiCall<{ id: number }>(baseUrl, '/CurrentUser', { token: agent.token });
    const code = `DL${String(Date.now()).slice(-8)}`;
    await apiCall(baseUrl, `/Admin/Customer/${agentMe.id}/Agent`, {
      method: 'PUT',
      token: adminToken,
      body: { isAgent: true, referralCode: code },
    });

    // The agent's page shows the code, the link and its QR (390×844).
    const a = await signedInPhone(browser, baseUrl, agent.token, { width: 390, height: 844 });
    await a.page.goto('/agency');
    await a.page.getByTestId('agency-page').waitFor();
    expect(await text(a.page, 'agency-code')).toBe(code);
    const link = squash(await a.page.getByTestId('agency-register-link').textContent());
    expect(link).toBe(`${baseUrl}/auth/register?ref=${code}`);
    await a.page.getByTestId('agency-qr').waitFor();
    expect(await text(a.page, 'agency-customers')).toBe('0');
    expect(await noSideScroll(a.page)).toBe(true);
    await expectVietnamese(a.page, '/agency', BRANDS);
    await shot(a.page, 'dai-ly-tong-quan-390');

    // A new customer opens the link (360×640): the code is filled in; they register.
    const cctx = await phoneContext(browser, baseUrl, { width: 360, height: 640 });
    const c = await cctx.newPage();
    await c.goto(`/auth/register?ref=${code}`);
    const form = c.getByTestId('register-form');
    await form.waitFor();
    expect(await c.getByTestId('register-referral').inputValue()).toBe(code);
    const person = newCustomer();
    await c.getByLabel('Họ và tên').fill(person.fullName);
    await c.getByLabel('Số điện thoại').fill(person.phone);
    await c.getByLabel('Email').fill(person.email);
    await form.locator('input[autocomplete="new-password"]').fill('Matkhau@123');
    await c.getByRole('button', { name: 'Đăng ký' }).click();
    await c.getByTestId('home-balance').waitFor();
    const customerToken = (await c.evaluate(() => localStorage.getItem('jwt_token')))!;
    const me = await apiCall<{ id: number }>(baseUrl, '/CurrentUser', { token: customerToken });

    // The agent sees the customer, masked.
    await a.page.goto('/agency/customer');
    const row = a.page.getByTestId('agency-customer').first();
    await row.waitFor();
    expect(squash(await row.textContent())).toContain(person.fullName);
    const contact = await text(a.page, 'agency-customer-contact');
    expect(contact).toContain(`${person.phone.slice(0, 2)}••••••${person.phone.slice(-2)}`);
    expect(contact).not.toContain(person.phone);
    expect(await noSideScroll(a.page)).toBe(true);

    // The agent places a pay-on-behalf order for them: ¥150 by a 代付 link.
    await a.page.goto('/agency/orderPob');
    await a.page.getByTestId('agency-create-order').click();
    await a.page.getByTestId('agency-order-customer').selectOption(String(me.id));
    const line = a.page.getByTestId('pob-line').first();
    await line.getByTestId('pob-reference').fill(`https://m.tb.cn/h.${code.toLowerCase()}`);
    await line.getByTestId('pob-amount').locator('input').fill('150');
    await a.page.getByTestId('pob-quote').click();
    await a.page.getByTestId('pob-quote-box').waitFor();
    expect(await text(a.page, 'pob-rate')).toBe('3.700 ₫/¥');
    expect(await text(a.page, 'pob-fee')).toBe('5.550 ₫');
    expect(await text(a.page, 'pob-total-vnd')).toBe('560.550 ₫');
    expect(await text(a.page, 'pob-countdown')).toMatch(/^(30:00|29:[0-5]\d)$/);
    expect(await noSideScroll(a.page)).toBe(true);
    await expectVietnamese(a.page, '/agency/orderPob (báo giá)', BRANDS);
    await shot(a.page, 'dai-ly-tao-don-390');
    await a.page.getByTestId('pob-submit').click();
    const agentOrder = a.page.getByTestId('agency-order').first();
    await agentOrder.waitFor();
    expect(await agentOrder.getByTestId('agency-order-status').textContent()).toBe('Chờ khách xác nhận');
    const orderCode = (await agentOrder.getAttribute('data-code'))!;

    // The customer is funded (a recharge the admin approves), then confirms on the order's page.
    const r = await apiCall<{ id: number }>(baseUrl, '/Wallet/Recharge', {
      method: 'POST',
      token: customerToken,
      body: { amountVnd: 1_000_000 },
    });
    await adminPost(`/Admin/Recharge/${r.id}/Approve`);
    await c.goto('/orderPob');
    const card = c.locator(`[data-testid="pob-card"][data-code="${orderCode}"]`);
    await card.waitFor();
    expect(await card.getByTestId('pob-status').textContent()).toBe('Chờ khách xác nhận');
    await card.click();
    await c.getByTestId('pob-awaiting').waitFor();
    const orderId = Number(new URL(c.url()).pathname.split('/').pop());
    expect(orderId).toBeGreaterThan(0);
    expect(await text(c, 'pob-total-vnd')).toBe('560.550 ₫');
    expect(await noSideScroll(c)).toBe(true);
    await expectVietnamese(c, '/orderPob/{id} (chờ xác nhận)', BRANDS);
    await shot(c, 'thanh-toan-ho-cho-xac-nhan-360');
    await c.getByTestId('pob-confirm').click();
    await expect.poll(() => text(c, 'pob-status')).toBe('Chờ xử lý');
    const after = await apiCall<{ walletBalanceVnd: number }>(baseUrl, '/CurrentUser', { token: customerToken });
    expect(after.walletBalanceVnd).toBe(1_000_000 - 560_550);

    // Staff take it and mark it paid with a proof; the customer's open page follows.
    await adminPost(`/Admin/OrderPob/${orderId}/Take`);
    await expect.poll(() => text(c, 'pob-status'), { timeout: 20_000 }).toBe('Đang thanh toán');
    const proof = await uploadProof();
    await adminPost(`/Admin/OrderPob/${orderId}/Paid`, {
      alipayTradeNo: '2026112722001400001234',
      proofPhotoIds: [proof],
    });
    await expect.poll(() => text(c, 'pob-status'), { timeout: 20_000 }).toBe('Đã thanh toán');
    expect(await text(c, 'pob-trade-no')).toBe('2026112722001400001234');
    await c.getByTestId('pob-proof-photo').first().waitFor();
    expect(await noSideScroll(c)).toBe(true);
    await toastGone(c);
    await shot(c, 'thanh-toan-ho-da-thanh-toan-360');

    // The customer confirms receipt: completed.
    await c.getByTestId('pob-received').click();
    await c.locator('.adm-dialog').getByRole('button', { name: 'Đã nhận hàng' }).click();
    await expect.poll(() => text(c, 'pob-status')).toBe('Hoàn thành');

    // The seller refunded ¥20: the customer asks for it; it waits for staff on both lists.
    await c.getByTestId('pob-refund-open').click();
    await c.getByTestId('pob-refund-amount').locator('input').fill('20');
    await c.getByTestId('pob-refund-reason').fill('Người bán hoàn 20 tệ vì thiếu một món');
    await c.getByTestId('pob-refund-submit').click();
    const refund = c.getByTestId('pob-refund').first();
    await refund.waitFor();
    expect(await refund.getByTestId('pob-refund-status').textContent()).toBe('Chờ duyệt');
    expect(await noSideScroll(c)).toBe(true);
    await c.goto('/orderPob/refund');
    await c.getByTestId('pob-refunds').getByTestId('pob-refund').first().waitFor();
    expect(squash(await c.getByTestId('pob-refund').first().textContent())).toContain(`Đơn ${orderCode}`);
    await expectVietnamese(c, '/orderPob/refund');

    // The customer's own request form fits the small phone too.
    await c.goto('/orderPob/create');
    await c.getByTestId('pob-line').waitFor();
    expect(await noSideScroll(c)).toBe(true);
    await expectVietnamese(c, '/orderPob/create', BRANDS);
    await shot(c, 'thanh-toan-ho-tao-yeu-cau-360');

    // The commission (10 % of the 5.550 ₫ fee) is earned when the order is paid …
    await a.page.goto('/agency');
    await expect
      .poll(
        async () => {
          await a.page.reload();
          await a.page.getByTestId('agency-page').waitFor();
          return text(a.page, 'commission-pending');
        },
        { timeout: 20_000 },
      )
      .toBe('555 ₫');
    expect(await text(a.page, 'agency-customers')).toBe('1');

    // … and the admin closes the complaint window: the job runner credits it to the agent's wallet.
    await setComplaintWindow(0);
    await expect
      .poll(
        async () => {
          await a.page.reload();
          await a.page.getByTestId('agency-page').waitFor();
          return text(a.page, 'commission-paid');
        },
        { timeout: 30_000 },
      )
      .toBe('555 ₫');
    expect(await text(a.page, 'commission-pending')).toBe('0 ₫');
    expect(await a.page.getByTestId('commission-status').first().textContent()).toBe('Đã cộng vào ví');
    const agentAfter = await apiCall<{ walletBalanceVnd: number }>(baseUrl, '/CurrentUser', { token: agent.token });
    expect(agentAfter.walletBalanceVnd).toBe(555);
    expect(await noSideScroll(a.page)).toBe(true);
    await shot(a.page, 'dai-ly-hoa-hong-390');
    await setComplaintWindow(48);

    await a.context.close();
    await cctx.close();
  });

  it('explains what an agent is to a customer who is not one', async () => {
    const customer = await registerViaApi(baseUrl);
    const { context, page } = await signedInPhone(browser, baseUrl, customer.token, { width: 360, height: 640 });
    await page.goto('/agency');
    await page.getByTestId('agency-not-agent').waitFor();
    expect(await page.getByText('Bạn chưa là đại lý').count()).toBe(1);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});
