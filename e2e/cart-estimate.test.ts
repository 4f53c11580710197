/**
 * The cart's landed-cost estimate on a 390×844 and a 360×640 phone: each shop group shows its total
 * (the API's own numbers), the breakdown with the rule of every line, the shop's China domestic
 * shipping typed in ¥, a line's weight by kind of goods, and the route choice; nothing scrolls
 * sideways. State is prepared through the API. SCREENSHOTS=1 saves docs/screenshots/24-*.png.
 */
import type { Cart } from '@app/shared/contracts/cart';
import { formatVnd } from '@app/shared/money';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerViaApi } from './support/api.ts';
import { launch, shot, signedInPhone as signedInPhoneAs } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const phones = [
  { name: '390×844', viewport: { width: 390, height: 844 }, suffix: '390' },
  { name: '360×640', viewport: { width: 360, height: 640 }, suffix: '360' },
] as const;

const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

async function signedInPhone(viewport: { width: number; height: number }) {
  const { token } = await registerViaApi(baseUrl);
  return { ...(await signedInPhoneAs(browser, baseUrl, token, viewport)), token };
}

const item = (over: Record<string, unknown> = {}) => ({
  site: 'taobao',
  productId: '691541677564',
  url: 'https://item.taobao.com/item.htm?id=691541677564',
  title: 'Giày thể thao nữ đế êm',
  shopName: 'Cửa hàng Giày Nhẹ',
  skuProperties: { 'Kích thước': '37' },
  unitPriceFen: 15_900,
  quantity: 2,
  imageUrl: null,
  note: '',
  ...over,
});

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

describe.each(phones)('cart estimate at $name', ({ viewport, suffix }) => {
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    ({ context, page, token } = await signedInPhone(viewport));
  });
  afterAll(async () => {
    await context?.close();
  });

  const cart = () => apiCall<Cart>(baseUrl, '/ShoppingCart', { token });
  const total = () => page.getByTestId('cart-estimate-total').first();

  it("shows the group's estimate, takes the shop's shipping in ¥ and a line's kind of goods", async () => {
    await apiCall(baseUrl, '/ShoppingCart', {
      method: 'POST',
      token,
      body: item({ source: 'provider', weightGrams: 650, domesticShippingFen: 600 }),
    });
    await apiCall(baseUrl, '/ShoppingCart', {
      method: 'POST',
      token,
      body: item({ title: 'Tất cổ ngắn', quantity: 3 }),
    });
    await page.goto('/shoppingCart');
    await total().waitFor();
    let estimate = (await cart()).shops[0]!.estimate!;
    expect(clean(await total().textContent())).toBe(clean(formatVnd(estimate.totalVnd)));

    await page.getByText('Xem chi tiết cách tính').first().click();
    const lines = clean(await page.getByTestId('cart-estimate-lines').first().textContent());
    expect(lines).toContain('Phí mua hàng');
    expect(lines).toContain('Theo trang shop: ¥6,00 × tỷ giá');
    expect(lines).toMatch(/Ước tính [\d,]+ kg × [\d.]+ ₫\/kg/);
    await expectNoSidewaysScroll(page);
    await shot(page, `gio-hang-uoc-tinh-${suffix}`);

    const shipping = page.getByLabel('Phí vận chuyển nội địa Trung Quốc (¥)').first();
    await shipping.fill('15');
    await page.getByRole('button', { name: 'Lưu' }).first().click();
    await expect.poll(async () => (await cart()).shops[0]!.domesticShippingFen).toBe(1_500);
    estimate = (await cart()).shops[0]!.estimate!;
    await expect.poll(async () => clean(await total().textContent())).toBe(clean(formatVnd(estimate.totalVnd)));

    const before = estimate.weightGrams;
    await page.getByLabel('Loại hàng của Tất cổ ngắn').selectOption('accessories');
    await expect.poll(async () => (await cart()).shops[0]!.estimate!.weightGrams).toBe(before - 3 * 500 + 3 * 100);
    await expect
      .poll(async () => clean(await page.getByTestId('cart-line-weight').nth(1).textContent()))
      .toContain('Khối lượng: 100 g mỗi sản phẩm (theo loại hàng)');
    await expectNoSidewaysScroll(page);
  });

  it('offers the routes (the seed has two) and prices shipping on the chosen one', async () => {
    const route = page.getByTestId('cart-route');
    expect(await route.count()).toBe(1);
    const options = await route.locator('option').allTextContents();
    const hcm = options.findIndex((o) => o.includes('TP.HCM'));
    expect(hcm).toBeGreaterThanOrEqual(0);
    await route.selectOption({ index: hcm });
    await expect
      .poll(async () => clean(await page.getByTestId('cart-estimate-lines').first().textContent()))
      .toContain('Kho TP.HCM');
    await expectNoSidewaysScroll(page);
  });
});
