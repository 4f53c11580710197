/**
 * Every customer screen speaks Vietnamese (decision 0030): walks the screens on a phone (390×844), opens
 * the delete confirmations, the order dialogs and the province picker, and fails on any Chinese
 * character or English word in the visible text. What the customer typed or pasted (product and
 * shop names, links) is left out of the check.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, newCustomer, registerViaApi } from './support/api.ts';
import { launch, phoneContext, shot } from './support/browser.ts';
import { serverUrl } from './support/server.ts';
import { foreignWords, visibleText } from './support/vietnamese-text.ts';

const baseUrl = serverUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What the customer typed: product data the check leaves out. */
const product = {
  title: 'Áo len cổ lọ nữ 「女士针织开衫」',
  shopName: 'Cửa hàng 优衣库',
  sku: { 'Màu sắc': 'Be 米白色' },
};

async function addToCart(token: string, productId: string, title = product.title) {
  return apiCall<{ id: number }>(baseUrl, '/ShoppingCart', {
    method: 'POST',
    token,
    body: {
      site: 'taobao',
      productId,
      url: `https://item.taobao.com/item.htm?id=${productId}`,
      title,
      shopName: title === product.title ? product.shopName : 'Cửa hàng Len Ấm',
      skuProperties: title === product.title ? product.sku : { 'Màu sắc': 'Be' },
      unitPriceFen: 1250,
      quantity: 2,
    },
  });
}

const customerData = [product.title, product.shopName, ...Object.values(product.sku)];

/** Screens and the foreign words on them; each test expects it empty at its end (all screens reported at once). */
let problems: string[] = [];

async function check(page: Page, screen: string, extra: string[] = []) {
  await page.waitForLoadState('networkidle');
  const words = foreignWords(await visibleText(page, [...customerData, ...extra]));
  if (words.length > 0) problems.push(`${screen}: ${words.join(', ')}`);
}

/** Opens an antd-mobile dialog by `open`, checks it (buttons included), closes it with "Hủy". */
async function checkConfirm(page: Page, screen: string, open: () => Promise<void>, shotName?: string) {
  await open();
  const dialog = page.locator('.adm-dialog-body').last();
  await dialog.waitFor();
  await check(page, screen);
  if (shotName) {
    await page.waitForTimeout(400); // the opening animation
    await shot(page, shotName);
  }
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the language check itself', () => {
  it('flags Chinese characters and English words, and lets Vietnamese and brand names through', () => {
    expect(foreignWords('Hủy 取消 Xác nhận OK')).toEqual(['取消', 'OK']);
    expect(foreignWords('Page Not Found: /x')).toEqual(['Page', 'Not', 'Found']);
    expect(foreignWords('Mua hộ hàng Taobao, Tmall, 1688 và Pinduoduo. Tên shop. Email. Xem thêm. NAP AB12CD')).toEqual(
      [],
    );
    expect(foreignWords('about Page · build 2026-11-21')).toEqual(['about', 'Page', 'build']);
  });

  it('leaves out only the Chinese marked for a seller’s form (decision 0092), and shows it again', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent(
        '<p>Khu vực <span lang="zh-CN" data-chinese-for-seller>(所在地区) 广东省</span> 白云区</p><button>Copy</button>',
      );
      expect(foreignWords(await visibleText(page))).toEqual(['白云区', 'Copy']);
      expect(await page.locator('[data-chinese-for-seller]').isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe('customer screens in Vietnamese only', () => {
  it('has no Chinese or English on the signed-out screens', async () => {
    problems = [];
    const context = await phoneContext(browser, baseUrl);
    const page = await context.newPage();
    for (const [path, screen] of [
      ['/auth/login', 'login'],
      ['/auth/register', 'register'],
      ['/auth/forgotPassword', 'forgot password'],
      ['/about', 'about'],
      ['/khong-co-trang-nay', '404'],
    ] as const) {
      await page.goto(path);
      await check(page, screen);
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it('has no Chinese or English on the signed-in screens, their dialogs and pickers', async () => {
    problems = [];
    const customer = await registerViaApi(baseUrl);
    const { token } = customer;
    const context = await phoneContext(browser, baseUrl);
    await context.addInitScript((t) => localStorage.setItem('jwt_token', t), token);
    const page = await context.newPage();
    const mine = [customer.fullName];

    // A cart line to check out, one to order, one to delete.
    const ordered = await addToCart(token, '691541677564');
    await addToCart(token, '691541677565');

    await page.goto('/');
    await page.getByTestId('home-balance').waitFor();
    await check(page, 'home', mine);

    await page.goto('/chinaWebProduct');
    await check(page, 'product search');
    await page.goto('/chinaWebProduct/taobao-691541677564');
    await page.getByTestId('product-form').waitFor();
    await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await page.getByText('Vui lòng nhập tên sản phẩm').first().waitFor();
    await check(page, 'product form with errors');

    // Checkout without an address: the error, then the new-address form and its province picker.
    await page.goto(`/orderOrdering/create?items=${ordered.id}`);
    await page.getByTestId('order-submit').click();
    await page.getByText('Vui lòng chọn địa chỉ nhận hàng').waitFor();
    await check(page, 'checkout');

    await page.goto('/address');
    await check(page, 'address list (empty)');
    await page.goto('/address/create');
    await page.getByTestId('address-form').waitFor();
    await check(page, 'address form', mine);
    await page.getByRole('button', { name: 'Tỉnh/Thành phố' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Thành phố Hà Nội' }).waitFor();
    await check(page, 'province picker', mine);
    await page.waitForTimeout(400);
    await shot(page, '7a-chon-tinh');
    await page.keyboard.press('Escape');

    // An address and an order through the API, then their screens.
    const address = await apiCall<{ id: number }>(baseUrl, '/Address', {
      method: 'POST',
      token,
      body: {
        receiverName: customer.fullName,
        phone: customer.phone,
        provinceCode: '01',
        wardCode: '00004',
        street: 'Số 12 ngõ 34 phố Đội Cấn',
        isDefault: true,
      },
    });
    const warehouses = await apiCall<{ id: number; country: string }[]>(baseUrl, '/Warehouse', { token }).catch(
      () => [] as { id: number; country: string }[],
    );
    const vnWarehouse = warehouses.find((w) => w.country === 'VN');
    const [order] = await apiCall<{ id: number }[]>(baseUrl, '/OrderOrdering', {
      method: 'POST',
      token,
      body: { cartItemIds: [ordered.id], addressId: address.id, vnWarehouseId: vnWarehouse?.id ?? 1 },
    });

    await page.goto('/address');
    await page.getByTestId('address-card').first().waitFor();
    await check(page, 'address list', mine);
    await page.goto(`/address/${address.id}`);
    await page.getByTestId('address-form').waitFor();
    await checkConfirm(
      page,
      'address delete confirmation',
      () => page.getByRole('button', { name: 'Xóa địa chỉ' }).click(),
      '7a-xoa-dia-chi',
    );

    await page.goto('/shoppingCart');
    await page.getByTestId('cart-item').first().waitFor();
    await check(page, 'cart');
    await checkConfirm(page, 'cart delete confirmation', () =>
      page
        .getByRole('button', { name: `Xóa ${product.title}` })
        .first()
        .click(),
    );

    await page.goto('/orderOrdering');
    await page.getByTestId('order-card').first().waitFor();
    await check(page, 'order list', mine);
    await page.goto(`/orderOrdering/${order!.id}`);
    await page.getByTestId('order-detail').waitFor();
    await check(page, 'order detail', mine);
    await page.getByRole('button', { name: 'Đặt cọc', exact: true }).click();
    await page.getByTestId('deposit-confirm').waitFor();
    await check(page, 'deposit dialog', mine);
    await page.keyboard.press('Escape');
    await page.goto(`/orderOrdering/${order!.id}`);
    await page.getByTestId('cancel-button').click();
    await page.getByTestId('cancel-confirm').waitFor();
    await check(page, 'cancel dialog', mine);

    await page.goto('/wallet/recharge?amount=200000');
    await page.getByTestId('recharge-submit').click();
    await page.getByTestId('recharge-instructions').waitFor();
    // The company's bank account (holder name, bank) and the transfer memo (a random code such as
    // "NAP RACXHN", which may spell no Vietnamese word) are data, not UI text.
    const values = await page.getByTestId('recharge-instructions').locator('dl dd').allInnerTexts();
    await check(page, 'recharge', [...mine, ...values, ...values.flatMap((v) => v.split(/\s+/))]);
    await page.goto('/transaction');
    await check(page, 'transactions', mine);
    await page.goto('/profile');
    await page.getByTestId('profile-name').waitFor();
    await check(page, 'profile', mine);
    await page.goto('/profile/changeInfo');
    await check(page, 'change information', mine);
    await page.goto('/profile/changePassword');
    await check(page, 'change password', mine);
    await page.goto('/trang-khong-co');
    await check(page, '404 (signed in)');
    await shot(page, '7a-khong-tim-thay-trang');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('says "Hủy" and "Xác nhận" in imperative confirmations', async () => {
    const customer = newCustomer();
    const { token } = await apiCall<{ token: string }>(baseUrl, '/auth/register', { method: 'POST', body: customer });
    await addToCart(token, '691541677566', 'Áo len cổ lọ nữ');
    const context = await phoneContext(browser, baseUrl);
    await context.addInitScript((t) => localStorage.setItem('jwt_token', t), token);
    const page = await context.newPage();
    await page.goto('/shoppingCart');
    await page.getByTestId('cart-item').first().waitFor();
    await page.getByRole('button', { name: 'Xóa Áo len cổ lọ nữ' }).click();
    const buttons = await page.locator('.adm-dialog-body').getByRole('button').allTextContents();
    expect(buttons.map((b) => b.trim())).toEqual(['Hủy', 'Xóa']);
    await page.waitForTimeout(400); // the opening animation
    await shot(page, '7a-xoa-khoi-gio');
    await context.close();
  });
});
