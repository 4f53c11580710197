/**
 * Customer moments (decisions 0035–0037) around orders and money, on a 390×844 and a 360×640 phone:
 * - the cart line reads unit × quantity = line total in ¥ and ₫ (it read "¥12,50 ≈ 456.250.000 ₫");
 * - order cards show the first product's picture and name, "+ N sản phẩm khác" and the product count;
 * - a cancelled order whose deposit was refunded owes 0 ₫, and its card, totals and timeline say so;
 * - the recharge page notices the staff's approval without a reload and says the money arrived;
 * - the province search finds "hcm", "sài gòn", "hn", "hanoi".
 * State is prepared through the API (never the screen under test). SCREENSHOTS=1 saves
 * docs/screenshots/7b-*.png.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, newCustomer } from './support/api.ts';
import { launch, shot } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  browser = await launch();
  ({ token: adminToken } = await apiCall<{ token: string }>(baseUrl, '/auth/login', {
    method: 'POST',
    body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
  }));
});
afterAll(async () => {
  await browser?.close();
});

const phones = [
  { name: '390×844', viewport: { width: 390, height: 844 }, suffix: '' },
  { name: '360×640', viewport: { width: 360, height: 640 }, suffix: '-360' },
] as const;

/** A phone context signed in as a fresh customer (token stored as the app stores it). */
async function signedInPhone(viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const customer = newCustomer();
  const res = await context.request.post('/api/auth/register', { data: customer });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  // Shop pictures come from the shop's CDN, out of reach here: serve one of the app's own icons instead.
  await context.route('https://img.alicdn.com/**', (route) =>
    route.fulfill({ path: new URL('../apps/web/public/icons/icon-192.png', import.meta.url).pathname }),
  );
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.evaluate((t) => localStorage.setItem('jwt_token', t), token);
  return { context, page, token };
}

/** An API call with headers of its own (the Idempotency-Key of a deposit). */
async function post<T>(path: string, token: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const item = (over: Record<string, unknown> = {}) => ({
  site: 'taobao',
  productId: '691541677564',
  url: 'https://item.taobao.com/item.htm?id=691541677564',
  title: 'Áo len nữ dáng rộng cổ tròn',
  shopName: 'Cửa hàng Len Mềm',
  skuProperties: { 'Màu sắc': 'Kem' },
  unitPriceFen: 5990,
  quantity: 1,
  imageUrl: null,
  note: '',
  ...over,
});

/** Puts `items` in the cart and places them as one order (one shop) to Kho Hà Nội. */
async function placeOrder(token: string, items: Record<string, unknown>[]) {
  const ids: number[] = [];
  for (const i of items) ids.push((await post<{ id: number }>('/ShoppingCart', token, item(i))).id);
  const address = await post<{ id: number }>('/Address', token, {
    receiverName: 'Lê Thị Hồng',
    phone: '0987654321',
    provinceCode: '01',
    wardCode: '00004',
    street: 'Số 12 ngõ 34 phố Đội Cấn',
  });
  const houses = await apiCall<{ id: number; name: string }[]>(baseUrl, '/Warehouse', { token });
  const hanoi = houses.find((w) => w.name === 'Kho Hà Nội')!;
  const [order] = await post<{ id: number; code: string; totals: { depositDueVnd: number } }[]>(
    '/OrderOrdering',
    token,
    { cartItemIds: ids, addressId: address.id, vnWarehouseId: hanoi.id },
  );
  return order!;
}

/** A recharge of `amountVnd` the customer asked for, approved by the seeded admin. */
async function rechargeApproved(token: string, amountVnd: number) {
  const r = await post<{ id: number }>('/Wallet/Recharge', token, { amountVnd });
  await post(`/Admin/Recharge/${r.id}/Approve`, adminToken);
}

/** Nothing sticks out sideways (no horizontal scroll on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

describe.each(phones)('customer orders and money at $name', ({ viewport, suffix }) => {
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    ({ context, page, token } = await signedInPhone(viewport));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the cart line shows unit × quantity = line total in ¥ and ₫', async () => {
    await post('/ShoppingCart', token, item({ title: 'Móc khóa gấu bông', unitPriceFen: 1250, quantity: 10_000 }));
    await page.goto('/shoppingCart');
    const line = page.getByTestId('cart-item').first();
    await line.waitFor();
    expect(clean(await line.getByTestId('cart-line-cny').textContent())).toBe('¥12,50 × 10.000 = ¥125.000,00');
    expect(clean(await line.getByTestId('cart-line-vnd').textContent())).toBe('≈ 45.625 ₫ × 10.000 = 456.250.000 ₫');
    // The line total stays on screen, whole.
    const box = await line.getByTestId('cart-line-vnd').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await expectNoSidewaysScroll(page);
    await shot(page, `7b-gio-hang${suffix}`);
    // Changing the quantity changes the sum at once.
    await line.getByRole('button', { name: 'Giảm số lượng' }).click();
    await expect
      .poll(async () => clean(await line.getByTestId('cart-line-cny').textContent()))
      .toBe('¥12,50 × 9.999 = ¥124.987,50');
  });

  it('order cards show the first product, "+ N sản phẩm khác" and count products and units apart', async () => {
    const three = await placeOrder(token, [
      { title: 'Áo len nữ dáng rộng cổ tròn', quantity: 2, imageUrl: 'https://img.alicdn.com/imgextra/ao-len.jpg' },
      { title: 'Khăn quàng cổ len', quantity: 1 },
      { title: 'Mũ len lông thỏ', quantity: 3 },
    ]);
    const one = await placeOrder(token, [{ title: 'Bàn học gỗ thông', quantity: 2, shopName: 'Cửa hàng Gỗ Thông' }]);
    await page.goto('/orderOrdering');
    const card = (code: string) => page.getByTestId('order-card').filter({ hasText: code });
    await card(three.code).waitFor();
    expect(clean(await card(three.code).getByTestId('order-card-title').textContent())).toBe(
      'Áo len nữ dáng rộng cổ tròn',
    );
    expect(clean(await card(three.code).getByTestId('order-card-more').textContent())).toBe('+ 2 sản phẩm khác');
    expect(clean(await card(three.code).getByTestId('order-card-count').textContent())).toBe('3 sản phẩm · 6 cái');
    expect(await card(three.code).getByTestId('order-card-image').getAttribute('src')).toBe(
      'https://img.alicdn.com/imgextra/ao-len.jpg',
    );
    expect(clean(await card(one.code).getByTestId('order-card-count').textContent())).toBe('1 sản phẩm · 2 cái');
    expect(await card(one.code).getByTestId('order-card-more').count()).toBe(0);
    // Decision 0094: each unpaid card can be paid from the list, and the home page names both orders.
    for (const o of [three, one])
      expect(await card(o.code).getByTestId('order-card-deposit').textContent()).toBe('Đặt cọc');
    await expectNoSidewaysScroll(page);
    await shot(page, `7b-don-hang${suffix}`);
    await shot(page, `19-don-hang-dat-coc${suffix}`);
    await card(one.code).getByTestId('order-card-deposit').click();
    await page.getByTestId('deposit-confirm').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Đóng' }).click();
    expect(page.url()).toMatch(/\/orderOrdering$/);
    await page.goto('/');
    const banners = page.getByTestId('waiting-order-banner');
    await banners.first().waitFor();
    const hrefs = await banners.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining([`/orderOrdering/${three.id}`, `/orderOrdering/${one.id}`]));
    await expectNoSidewaysScroll(page);
    await shot(page, `19-trang-chu-don-cho-khach${suffix}`);
    await page.goto('/profile');
    for (const [name, href] of [
      ['Kiện hàng của tôi', '/package'],
      ['Yêu cầu giao hàng', '/delivery'],
    ])
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    await shot(page, `19-tai-khoan${suffix}`);
  });

  it('two shops: the cart says two orders, each with its deposit; the checkout lists each deposit and the sum', async () => {
    const a = await post<{ id: number }>('/ShoppingCart', token, item({ title: 'Khăn len', unitPriceFen: 10_000 }));
    const b = await post<{ id: number }>(
      '/ShoppingCart',
      token,
      item({ title: 'Ghế gấp gỗ', shopName: 'Xưởng Bàn Ghế', site: '1688', unitPriceFen: 20_000 }),
    );
    await page.goto('/shoppingCart');
    await page.getByTestId('cart-shop').first().waitFor();
    if (clean(await page.getByTestId('cart-order').textContent()) === 'Đặt hàng (0)') {
      await page.getByTestId('cart-select-all').click();
    }
    expect(clean(await page.getByTestId('cart-orders').textContent())).toMatch(/^\d+ đơn hàng, mỗi đơn đặt cọc 70%$/);
    await expectNoSidewaysScroll(page);
    await shot(page, `19-gio-hang-hai-shop${suffix || '-390'}`);

    await page.goto(`/orderOrdering/create?items=${a.id},${b.id}`);
    const summary = page.getByTestId('fee-summary');
    await summary.waitFor();
    const each = await page.getByTestId('preview-order-deposit').allTextContents();
    expect(each).toHaveLength(2);
    const sum = each.reduce((n, t) => n + Number(clean(t.split(':').pop() ?? '').replace(/[^\d]/g, '')), 0);
    expect(Number(clean(await page.getByTestId('preview-deposit').textContent()).replace(/[^\d]/g, ''))).toBe(sum);
    expect(clean(await summary.textContent())).toContain('Cần đặt cọc ngay (2 đơn)');
    await summary.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await shot(page, `19-dat-hang-coc-tung-don${suffix || '-390'}`);
  });

  it('a cancelled order whose deposit was refunded owes nothing, and its timeline shows the refund', async () => {
    const order = await placeOrder(token, [{ title: 'Váy len dài tay', unitPriceFen: 12_900, quantity: 1 }]);
    const due = order.totals.depositDueVnd;
    await rechargeApproved(token, Math.max(10_000, due));
    await post(`/OrderOrdering/${order.id}/Deposit`, token, undefined, { 'Idempotency-Key': randomUUID() });
    await post(`/OrderOrdering/${order.id}/Cancel`, token, { reason: 'Đặt nhầm màu' });
    const amount = `${due.toLocaleString('vi-VN')} ₫`;

    await page.goto('/orderOrdering');
    const card = page.getByTestId('order-card').filter({ hasText: order.code });
    await card.waitFor();
    expect(clean(await card.getByTestId('order-card-money').textContent())).toBe(`Đã hoàn ${amount} tiền cọc về ví`);
    await shot(page, `7b-don-da-huy-the${suffix}`);

    await card.click();
    await page.waitForURL(`**/orderOrdering/${order.id}`);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toContain('Đã hủy');
    expect(clean(await page.getByTestId('total-remaining').textContent())).toBe('0 ₫');
    expect(clean(await page.getByTestId('total-refunded').textContent())).toBe(amount);
    expect(await page.getByTestId('total-paid').count()).toBe(0);
    expect(clean(await page.getByTestId('cancelled-note').textContent())).toBe(
      `Đơn đã hủy: tiền cọc ${amount} đã được hoàn về ví của bạn.`,
    );
    const refund = page.getByTestId('timeline-refund');
    expect(clean(await refund.textContent())).toBe(`Đã hoàn ${amount} tiền cọc về ví`);
    expect(clean(await page.getByTestId('order-timeline').textContent())).toContain('Khách hàng hủy đơn: Đặt nhầm màu');
    await expectNoSidewaysScroll(page);
    await page.getByTestId('cancelled-note').scrollIntoViewIfNeeded();
    await shot(page, `7b-don-da-huy${suffix}`);
    await refund.scrollIntoViewIfNeeded();
    await shot(page, `7b-don-da-huy-lich-su${suffix}`);
  });

  it('the recharge page notices the approval without a reload and says the money arrived', async () => {
    await page.goto('/wallet/recharge');
    await page.getByTestId('wallet-balance').waitFor();
    const before = clean(await page.getByTestId('wallet-balance').textContent());
    await page.getByLabel('Số tiền nạp (₫)').fill('200000');
    await page.getByTestId('recharge-submit').click();
    await page.getByTestId('recharge-instructions').waitFor();
    expect(clean(await page.getByTestId('recharge-status').textContent())).toBe('Chờ duyệt');
    const memo = clean(await page.getByTestId('recharge-memo').textContent());

    // Staff approve it in the console (here through its API); the page is left alone.
    const list = await apiCall<{ items: { id: number; memo: string }[] }>(baseUrl, '/Wallet/Recharge', { token });
    const mine = list.items.find((r) => r.memo === memo)!;
    const approvedAt = Date.now();
    await post(`/Admin/Recharge/${mine.id}/Approve`, adminToken);

    const notice = page.getByTestId('recharge-arrived');
    await notice.waitFor({ timeout: 15_000 });
    expect(Date.now() - approvedAt).toBeLessThan(12_000);
    expect(clean(await notice.textContent())).toBe(`Đã nhận 200.000 ₫ (${memo}). Ví của bạn đã được cộng tiền.`);
    await page.getByText('Đã nhận 200.000 ₫ vào ví').waitFor(); // the toast
    await expect.poll(async () => clean(await page.getByTestId('recharge-status').textContent())).toBe('Đã duyệt');
    await expect.poll(async () => clean(await page.getByTestId('wallet-balance').textContent())).not.toBe(before);
    const balance = Number(clean(await page.getByTestId('wallet-balance').textContent()).replace(/[^\d]/g, ''));
    expect(balance).toBe(Number(before.replace(/[^\d]/g, '')) + 200_000);
    await expectNoSidewaysScroll(page);
    await page.waitForTimeout(300); // the toast's fade-in, for the picture
    await shot(page, `7b-nap-tien-da-nhan${suffix}`);
  });

  it('the province search finds "hcm", "sài gòn", "hn" and "hanoi"', async () => {
    await page.goto('/address/create');
    await page.getByRole('button', { name: 'Tỉnh/Thành phố' }).click();
    const search = page.getByLabel('Tìm tỉnh/thành phố');
    const options = page.getByTestId('search-select-options').getByRole('button');
    for (const [query, name] of [
      ['hn', 'Thành phố Hà Nội'],
      ['hanoi', 'Thành phố Hà Nội'],
      ['sài gòn', 'Thành phố Hồ Chí Minh'],
      ['hcm', 'Thành phố Hồ Chí Minh'],
    ] as const) {
      await search.fill(query);
      await expect.poll(async () => (await options.allTextContents()).map(clean)).toEqual([name]);
    }
    await shot(page, `7b-tinh-thanh${suffix}`);
    await search.fill('binh duong');
    await expect.poll(async () => clean(await options.first().textContent())).toContain('Gồm tỉnh Bình Dương cũ');
    await shot(page, `7b-tinh-thanh-cu${suffix}`);
    await options.first().click();
    await expect
      .poll(async () => clean(await page.getByRole('button', { name: 'Tỉnh/Thành phố' }).textContent()))
      .toBe('Thành phố Hồ Chí Minh');
  });
});
