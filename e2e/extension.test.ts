/**
 * The browser extension (apps/extension, built by `npm run build`) in Chromium's new headless mode:
 * the customer signs in on the extension's own page and points it at this run's server, then on
 * one fixture item page per shop (served from 127.0.0.1 under the shops' own host names) picks
 * variants in the panel, tries a sold-out one, and adds to the cart; the cart on the API then holds
 * the chosen SKUs at their prices (1688: the tier price of the quantity, and a refusal below the
 * minimum). "Đặt hàng ngay" opens the PWA's checkout for the new line. A page the parser cannot
 * read asks for the fields. SCREENSHOTS=1 saves docs/screenshots/tien-ich-<shop>.png.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerViaApi } from './support/api.ts';
import { CHROMIUM, CHROMIUM_ARGS, screenshotsDir } from './support/browser.ts';
import { serverUrl } from './support/server.ts';
import { shopPages, startShopPages } from './support/shop-pages.ts';

const baseUrl = serverUrl();
const extensionDir = path.resolve(import.meta.dirname, '../apps/extension/dist');
let context: BrowserContext;
let shops: Server;
let extensionId: string;
let customer: Awaited<ReturnType<typeof registerViaApi>>;

interface CartLine {
  id: number;
  url: string;
  title: string;
  skuProperties: Record<string, string>;
  unitPriceFen: number;
  quantity: number;
  skuId?: string | null;
  propertyIds?: string | null;
  snapshot?: { source: string; listPriceFen: number | null } | null;
}

beforeAll(async () => {
  const pages = await startShopPages();
  shops = pages.server;
  context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 860 },
    locale: 'vi-VN',
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...CHROMIUM_ARGS.filter((a) => a !== '--headless'),
      '--headless=new',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--disable-features=DisableLoadExtensionCommandLineSwitch',
      pages.resolverFlag,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  extensionId = new URL(worker.url()).host;
  customer = await registerViaApi(baseUrl);
});
afterAll(async () => {
  await context?.close();
  shops?.close();
});

const cartLines = async () => {
  const cart = await apiCall<{ shops: { items: CartLine[] }[] }>(baseUrl, '/ShoppingCart', { token: customer.token });
  return cart.shops.flatMap((s) => s.items);
};

async function openShopPage(url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('ext-panel').waitFor({ timeout: 10_000 });
  return page;
}

async function pick(page: Page, group: string, value: string) {
  await page
    .getByTestId('ext-panel')
    .getByRole('group', { name: group })
    .getByRole('button', { name: value, exact: true })
    .click();
}

async function panelShot(page: Page, shop: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: path.join(screenshotsDir, `tien-ich-${shop}.png`) });
}

async function addToCart(page: Page) {
  const panel = page.getByTestId('ext-panel');
  await panel.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect.poll(() => panel.getByTestId('ext-message').textContent()).toBe('Đã thêm vào giỏ hàng');
}

describe('browser extension on the shops’ item pages', () => {
  it('signs in on its own page, then adds the chosen variants of four shops to the cart', async () => {
    const options = await context.newPage();
    await options.setViewportSize({ width: 360, height: 640 });
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    expect(
      await options.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await options.getByLabel('Địa chỉ máy chủ').fill(baseUrl);
    await options.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => options.getByRole('status').textContent()).toBe('Đã lưu máy chủ');
    await options.getByLabel('Email hoặc số điện thoại').fill(customer.email);
    await options.getByLabel('Mật khẩu').fill(customer.password);
    await options.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect.poll(() => options.getByRole('status').textContent()).toContain('Đăng nhập thành công');
    await options.close();

    // Taobao: a sold-out combination is refused; black L at ¥99 goes in.
    const taobao = await openShopPage(shopPages.taobao.url);
    const panel = taobao.getByTestId('ext-panel');
    await expect.poll(() => panel.getByTestId('ext-price-vnd').count()).toBe(1);
    await pick(taobao, '颜色分类', '白色');
    const soldOut = panel.getByRole('group', { name: '尺码' }).getByRole('button', { name: 'L', exact: true });
    expect(await soldOut.isDisabled()).toBe(true);
    await soldOut.click({ force: true }); // a customer clicking the greyed size anyway
    await expect.poll(() => panel.getByTestId('ext-message').textContent()).toBe('尺码 “L” đã hết hàng');
    await pick(taobao, '颜色分类', '白色'); // unpick
    await pick(taobao, '颜色分类', '黑色');
    await pick(taobao, '尺码', 'L');
    expect(await panel.getByTestId('ext-price').textContent()).toBe('¥99,00');
    await panel.getByLabel('Số lượng').fill('2');
    await panelShot(taobao, 'taobao');
    await addToCart(taobao);

    // Tmall: the promotion price, with the list price beside it.
    const tmall = await openShopPage(shopPages.tmall.url);
    await pick(tmall, '颜色', '藏青');
    await pick(tmall, '尺码', 'XL');
    expect(await tmall.getByTestId('ext-price').textContent()).toBe('¥49,00¥69,00');
    await panelShot(tmall, 'tmall');
    await addToCart(tmall);

    // 1688: below the minimum is refused; 60 pieces take the 50+ tier.
    const offer = await openShopPage(shopPages['1688'].url);
    const offerPanel = offer.getByTestId('ext-panel');
    await pick(offer, '颜色', '米白');
    await pick(offer, '尺码', 'M');
    await offerPanel.getByLabel('Số lượng').fill('2');
    await offerPanel.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await expect
      .poll(() => offerPanel.getByTestId('ext-message').textContent())
      .toBe('Shop chỉ bán từ 3 sản phẩm trở lên');
    await offerPanel.getByLabel('Số lượng').fill('60');
    expect(await offer.getByTestId('ext-price').textContent()).toBe('¥22,50');
    await panelShot(offer, '1688');
    await addToCart(offer);

    // Pinduoduo: "Đặt hàng ngay" adds the line and opens the PWA's checkout for it.
    const pdd = await openShopPage(shopPages.pinduoduo.url);
    await pick(pdd, '颜色', '蓝色');
    await pick(pdd, '尺寸', '小号');
    await panelShot(pdd, 'pinduoduo');
    const checkout = context.waitForEvent('page');
    await pdd.getByTestId('ext-panel').getByRole('button', { name: 'Đặt hàng ngay' }).click();
    const opened = await checkout;
    // it opens /orderOrdering/create?items=<id>, which the PWA (not signed in here) sends to its login
    await opened.waitForURL(/\/auth\/login\?returnTo=/);

    const lines = await cartLines();
    const byUrl = (u: string) => lines.find((l) => l.url === u) as CartLine;
    const tb = byUrl('https://item.taobao.com/item.htm?id=723456789012');
    expect(tb).toMatchObject({ skuProperties: { 颜色分类: '黑色', 尺码: 'L' }, unitPriceFen: 9900, quantity: 2 });
    expect(tb.skuId).toBe('5012345678907');
    expect(tb.propertyIds).toBe('1627207:28341;20509:28316');
    const tm = byUrl('https://detail.tmall.com/item.htm?id=745678901234');
    expect(tm).toMatchObject({ skuProperties: { 颜色: '藏青', 尺码: 'XL' }, unitPriceFen: 4900, quantity: 1 });
    expect(tm.snapshot).toMatchObject({ source: 'extension', listPriceFen: 6900 });
    const ali = byUrl('https://detail.1688.com/offer/781234567890.html');
    expect(ali).toMatchObject({ skuProperties: { 颜色: '米白', 尺码: 'M' }, unitPriceFen: 2250, quantity: 60 });
    expect(ali.skuId).toBe('4800000000011');
    const pd = byUrl('https://mobile.yangkeduo.com/goods.html?goods_id=512345678901');
    expect(pd).toMatchObject({ skuProperties: { 颜色: '蓝色', 尺寸: '小号' }, unitPriceFen: 1290, quantity: 1 });
    // The PWA is not signed in in this browser (its session is its own, not the extension's): it asks
    // for the login first and then returns to the checkout of the new line.
    const checkoutUrl = new URL(opened.url());
    expect(`${checkoutUrl.origin}${checkoutUrl.pathname}`).toBe(`${baseUrl}/auth/login`);
    expect(checkoutUrl.searchParams.get('returnTo')).toBe(`/orderOrdering/create?items=${pd.id}`);
    expect(lines).toHaveLength(4);
  });

  it('on a page it cannot read, says what is missing and takes the customer’s input', async () => {
    const page = await openShopPage(shopPages.taobaoChanged.url);
    const panel = page.getByTestId('ext-panel');
    expect(await panel.getByTestId('ext-missing').textContent()).toBe(
      'Không đọc được tên sản phẩm, giá, tên shop, phân loại (màu, size…) trên trang này. Vui lòng nhập bên dưới.',
    );
    // the page itself is untouched
    expect(await page.locator('.ItemTitle--v3 h2').textContent()).toBe('复古帆布双肩包学生书包');
    await panel.getByLabel('Tên sản phẩm').fill('Balo vải canvas');
    await panel.getByLabel('Tên shop').fill('Shop balo');
    await panel.getByLabel('Phân loại (ví dụ: Màu: Đỏ, Size: M)').fill('Màu: Xanh rêu');
    await panel.getByLabel('Đơn giá (¥)').fill('59,5');
    await addToCart(page);
    const line = (await cartLines()).find((l) => l.url === 'https://item.taobao.com/item.htm?id=745600000001');
    expect(line).toMatchObject({ title: 'Balo vải canvas', skuProperties: { Màu: 'Xanh rêu' }, unitPriceFen: 5950 });
  });
});
