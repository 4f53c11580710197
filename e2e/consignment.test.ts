/**
 * Consignment orders and the public tools (decisions 0061 and 0063), in the customer's browser:
 * a customer creates a consignment order on a phone (fast
 * shipping, insurance, two declared parcels), sees where to send it (the China warehouse and the
 * recipient line `KH… KG…`) and the parcels expected; the CN warehouse receives and weighs one over
 * the API and the page shows its fees. Then, signed out, the public fee calculator answers with its
 * lines. At 390×844 and 360×640 nothing is wider than the screen and no English shows.
 * SCREENSHOTS=1 saves docs/screenshots/9b-*.png.
 */
import type { ConsignmentOrder } from '@app/shared/contracts/consignment';
import { consignmentMachine } from '@app/shared/machines/consignment';
import { formatVnd } from '@app/shared/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, newCustomer } from './support/api.ts';
import { launch, phoneContext, shot } from './support/browser.ts';
import { serverUrl } from './support/server.ts';
import { foreignWords, visibleText } from './support/vietnamese-text.ts';

const baseUrl = serverUrl();
let browser: Browser;
let adminToken: string;
let token: string;
let customerId: number;
let orderId: number;

const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
const stamp = String(Date.now()).slice(-9);
const codes = [`SF${stamp}01`, `YT${stamp}02`];

async function signedIn(viewport = { width: 390, height: 844 }) {
  const context = await phoneContext(browser, baseUrl);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto('/auth/login');
  await page.evaluate((t) => localStorage.setItem('jwt_token', t), token);
  return { context, page };
}

async function expectFits(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function expectVietnamese(page: Page, exclude: string[] = []) {
  expect(foreignWords(await visibleText(page, exclude))).toEqual([]);
}

beforeAll(async () => {
  browser = await launch();
  ({ token: adminToken } = await apiCall<{ token: string }>(baseUrl, '/auth/login', {
    method: 'POST',
    body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
  }));
  const c = newCustomer();
  ({ token } = await apiCall<{ token: string }>(baseUrl, '/auth/register', { method: 'POST', body: c }));
  customerId = (await apiCall<{ id: number }>(baseUrl, '/CurrentUser', { token })).id;
  await apiCall(baseUrl, '/Address', {
    method: 'POST',
    token,
    body: {
      receiverName: c.fullName,
      phone: c.phone,
      provinceCode: '01',
      wardCode: '00004',
      street: 'Số 12 ngõ 34 phố Đội Cấn',
    },
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('a consignment order in the customer’s browser', () => {
  it('creates the order on a phone and shows where to send the parcels', async () => {
    const { context, page } = await signedIn();
    try {
      await page.goto('/');
      await page.getByTestId('shortcut-consignment').click();
      await page.getByTestId('consignment-new').first().click();
      await page.getByTestId('consignment-create-form').waitFor();
      await page.getByTestId('shipping-fast').click();
      await page.getByTestId('option-insurance').click();
      const fill = async (i: number, code: string, what: string, qty: string, value: string) => {
        await page.locator(`#create-${i}-trackingCode`).fill(code);
        await page.locator(`#create-${i}-description`).fill(what);
        await page.locator(`#create-${i}-quantity`).fill(qty);
        await page.locator(`#create-${i}-declaredValueVnd`).fill(value);
      };
      await fill(0, codes[0]!.toLowerCase(), 'Quần áo trẻ em', '3', '1000000');
      await page.getByTestId('create-add-row').click();
      await fill(1, codes[1]!, 'Giày thể thao', '1', '500000');
      await expectFits(page);
      await expectVietnamese(page, ['Quần áo trẻ em', 'Giày thể thao', ...codes, codes[0]!.toLowerCase()]);
      await page.getByTestId('consignment-submit').click();

      await page.getByTestId('consignment-detail').waitFor();
      orderId = Number(new URL(page.url()).pathname.split('/').pop());
      const order = await apiCall<ConsignmentOrder>(baseUrl, `/OrderShipping/${orderId}`, { token });
      expect(order.code).toMatch(/^KG\d{4}-\d{6}$/);
      expect(clean(await page.getByTestId('consignment-status').first().textContent())).toBe(
        consignmentMachine.labels.created,
      );
      const recipient = `KH${String(customerId).padStart(5, '0')} ${order.code}`;
      expect(clean(await page.getByTestId('send-to-recipient').textContent())).toBe(recipient);
      expect(clean(await page.getByTestId('send-to-address').textContent())).toContain('Kho Quảng Châu');
      expect(await page.getByTestId('consignment-parcel').count()).toBe(2);
      expect(await page.getByTestId('parcel-tracking').allTextContents()).toEqual(codes);
      expect(await page.getByTestId('remove-code').count()).toBe(2);
      await expectFits(page);
      await expectVietnamese(page, [order.code, ...codes, 'Quần áo trẻ em', 'Giày thể thao']);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByText('Đã tạo đơn ký gửi').waitFor({ state: 'hidden' });
      await shot(page, '9b-don-ky-gui');
    } finally {
      await context.close();
    }
  });

  it('shows the weighed parcel’s consignment fees as the warehouse works, at 390×844 and 360×640', async () => {
    const houses = await apiCall<{ id: number; name: string }[]>(baseUrl, '/Warehouse', { token });
    const cn = houses.find((w) => w.name === 'Kho Quảng Châu')!;
    const scanned = await apiCall<{ parcel: { id: number } }>(baseUrl, `/Admin/Warehouse/${cn.id}/Scan`, {
      method: 'POST',
      token: adminToken,
      body: { code: codes[0] },
    });
    await apiCall(baseUrl, `/Admin/Parcel/${scanned.parcel.id}/Measure`, {
      method: 'PUT',
      token: adminToken,
      body: { weightGrams: 2_301, lengthCm: 10, widthCm: 10, heightCm: 10 },
    });
    const order = await apiCall<ConsignmentOrder>(baseUrl, `/OrderShipping/${orderId}`, { token });
    // 2,4 kg × 28.000 + 2,4 kg × 10.000 (fast) + 3 % of 1.000.000 (insurance).
    expect(order.totals.totalVnd).toBe(67_200 + 24_000 + 30_000);
    for (const [viewport, suffix] of [
      [{ width: 390, height: 844 }, ''],
      [{ width: 360, height: 640 }, '-360'],
    ] as const) {
      const { context, page } = await signedIn(viewport);
      try {
        await page.goto(`/orderShipping/${orderId}`);
        await page.getByTestId('consignment-money').waitFor();
        expect(clean(await page.getByTestId('total').textContent())).toBe(clean(formatVnd(121_200)));
        expect(clean(await page.getByTestId('remaining').textContent())).toBe(clean(formatVnd(121_200)));
        // The received parcel can no longer be removed; the expected one still can.
        expect(await page.getByTestId('remove-code').count()).toBe(1);
        await expectFits(page);
        await page.getByTestId('consignment-money').scrollIntoViewIfNeeded();
        await shot(page, `9b-don-ky-gui-phi${suffix}`);
      } finally {
        await context.close();
      }
    }
  });

  it('the fee calculator works signed out', async () => {
    const context = await phoneContext(browser, baseUrl);
    const page = await context.newPage();
    try {
      await page.goto('/orderShipping/calcShippingFee');
      await page.getByTestId('calc-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/orderShipping/calcShippingFee');
      await page.getByTestId('calc-fast').click();
      await page.locator('#calc-weightGrams').fill('5'); // kilograms (decision 0095)
      await page.locator('#calc-lengthCm').fill('60');
      await page.locator('#calc-widthCm').fill('50');
      await page.locator('#calc-heightCm').fill('40');
      await page.getByTestId('calc-submit').click();
      await page.getByTestId('calc-result').waitFor();
      expect(clean(await page.getByTestId('calc-chargeable').textContent())).toBe('20 kg');
      // 20 kg × 26.000 + 20 kg × 10.000.
      expect(clean(await page.getByTestId('calc-total').textContent())).toBe(clean(formatVnd(720_000)));
      expect(clean(await page.getByTestId('calc-result').textContent())).toContain('20 kg × 10.000');
      await expectFits(page);
      await expectVietnamese(page);
      await page.getByTestId('calc-result').scrollIntoViewIfNeeded();
      await shot(page, '9b-tinh-phi-van-chuyen');
      await page.setViewportSize({ width: 360, height: 640 });
      await expectFits(page);
    } finally {
      await context.close();
    }
  });
});
