/**
 * Parcels (DESIGN.md §3.5b, decision 0052) in the browser:
 * the console's scan station on a laptop (1366×768) receives parcels by
 * keyboard-wedge input (each outcome its colour and sound), weighs one, and Enter after weighing
 * prints its label; the bag page carries them to Hà Nội and lists what is not yet scanned; then the
 * customer, on a 390×844 and a 360×640 phone, sees each parcel on /package and on the order page
 * with weights, fee and journey. State the screens do not own is prepared through the API.
 * SCREENSHOTS=1 saves docs/screenshots/8b-*.png.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { customerCode } from '@app/shared/customer-code';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, newCustomer } from './support/api.ts';
import { CHROMIUM, CHROMIUM_ARGS, launch, screenshotsDir, shot } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;
let adminToken: string;
let customerToken: string;
let order: { id: number; code: string };
let houses: { id: number; name: string }[];
const stamp = String(Date.now()).slice(-9);
const codeA = `YT75${stamp}01`;
const codeB = `SF13${stamp}02`;
const lone = `ZT99${stamp}03`;
const codeC = `JT88${stamp}04`;

async function post<T>(p: string, token: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${p} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Saves an element's picture (the label) when SCREENSHOTS=1. */
async function shotOf(page: Page, testId: string, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.getByTestId(testId).screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

/** A purchase order of the customer (`token`'s), deposit paid, moved by the admin to `purchased`. */
async function purchasedOrder(token = customerToken): Promise<{ id: number; code: string }> {
  const customerToken = token;
  const item = await post<{ id: number }>('/ShoppingCart', customerToken, {
    site: 'taobao',
    productId: '691541677564',
    url: 'https://item.taobao.com/item.htm?id=691541677564',
    title: 'Áo len nữ dáng rộng cổ tròn',
    shopName: 'Cửa hàng Len Mềm',
    skuProperties: { 'Màu sắc': 'Kem' },
    unitPriceFen: 5990,
    quantity: 2,
    imageUrl: null,
    note: '',
  });
  const address = await post<{ id: number }>('/Address', customerToken, {
    receiverName: 'Lê Thị Hồng',
    phone: '0987654321',
    provinceCode: '01',
    wardCode: '00004',
    street: 'Số 12 ngõ 34 phố Đội Cấn',
  });
  const hanoi = houses.find((w) => w.name === 'Kho Hà Nội')!;
  const [placed] = await post<
    {
      id: number;
      code: string;
      totals: { depositDueVnd: number };
      lines: { id: number; quantity: number; unitPriceFen: number }[];
    }[]
  >('/OrderOrdering', customerToken, {
    cartItemIds: [item.id],
    addressId: address.id,
    vnWarehouseId: hanoi.id,
  });
  const recharge = await post<{ id: number }>('/Wallet/Recharge', customerToken, {
    amountVnd: Math.max(10_000, placed!.totals.depositDueVnd),
  });
  await post(`/Admin/Recharge/${recharge.id}/Approve`, adminToken);
  await post(`/OrderOrdering/${placed!.id}/Deposit`, customerToken, undefined, { 'Idempotency-Key': randomUUID() });
  // Bought in full (the staff's "Ghi nhận mua hàng"; the status form cannot set it: decision 0085).
  await post(`/Admin/OrderOrdering/${placed!.id}/Purchase`, adminToken, {
    shopOrderNumber: `SO-${placed!.id}`,
    domesticShippingFen: 0,
    lines: placed!.lines.map((l) => ({ lineId: l.id, boughtQuantity: l.quantity, unitPriceFen: l.unitPriceFen })),
  });
  return placed!;
}

beforeAll(async () => {
  browser = await launch();
  ({ token: adminToken } = await apiCall<{ token: string }>(baseUrl, '/auth/login', {
    method: 'POST',
    body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
  }));
  const customer = newCustomer();
  ({ token: customerToken } = await apiCall<{ token: string }>(baseUrl, '/auth/register', {
    method: 'POST',
    body: customer,
  }));
  houses = await apiCall<{ id: number; name: string }[]>(baseUrl, '/Warehouse', { token: customerToken });
  order = await purchasedOrder();
  await post(`/Admin/OrderOrdering/${order.id}/TrackingCodes`, adminToken, { trackingCodes: [codeA, codeB] });
});
afterAll(async () => {
  await browser?.close();
});

describe('the China scan station, weighing, label and bag (console, 1366×768)', () => {
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1366, height: 768 },
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    page = await context.newPage();
    await page.goto('/admin/login');
    await page.evaluate((t) => localStorage.setItem('admin_jwt_token', t), adminToken);
  });

  async function scan(code: string) {
    // A keyboard-wedge scanner types into whatever has the focus, then Enter.
    await page.keyboard.type(code, { delay: 5 });
    await page.keyboard.press('Enter');
  }
  const result = () => page.getByTestId('scan-result');

  it('receives by scanner, each outcome with its colour and sound; weighing then Enter prints the label', async () => {
    await page.goto('/admin/warehouse');
    await page.getByTestId('warehouse-card').filter({ hasText: 'Kho Quảng Châu' }).getByRole('button').click();
    await page.waitForURL('**/admin/warehouse/*/scan');
    const input = page.getByTestId('scan-input');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    await scan(codeA);
    await expect.poll(() => result().getAttribute('data-outcome')).toBe('received');
    expect(await result().getAttribute('data-tone')).toBe('success');
    expect(await page.evaluate(() => (window as { __lastTone?: string }).__lastTone)).toBe('success');
    expect(clean(await page.getByTestId('scan-message').textContent())).toContain(order.code);
    expect(clean(await page.getByTestId('parcel-customer').textContent())).toContain('Lê Thị Hồng');

    // A click elsewhere does not lose the scanner's input.
    await page.locator('h2').first().click();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    await scan(lone);
    await expect.poll(() => result().getAttribute('data-outcome')).toBe('unclaimed_created');
    expect(await result().getAttribute('data-tone')).toBe('warning');

    await scan(codeA.toLowerCase());
    await expect.poll(() => result().getAttribute('data-outcome')).toBe('already_received');
    expect(await page.evaluate(() => (window as { __lastTone?: string }).__lastTone)).toBe('info');

    // Weigh: fields, Enter saves; Enter again (on the empty scan input) prints the label.
    await page.getByTestId('measure-weightGrams').fill('2301');
    await page.getByTestId('measure-lengthCm').fill('30');
    await page.getByTestId('measure-widthCm').fill('20');
    await page.getByTestId('measure-heightCm').fill('10');
    await page.keyboard.press('Enter');
    await page.getByTestId('print-armed').waitFor();
    expect(clean(await page.getByTestId('parcel-chargeable').textContent())).toContain('2,4 kg');
    expect(clean(await page.getByTestId('parcel-fee').textContent())).toBe('67.200 ₫');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('label-preview').waitFor();
    await expect
      .poll(() => page.getByTestId('label-preview').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.getByTestId('scan-row').count()).toBeGreaterThanOrEqual(3);
    await shot(page, '8b-scan-station');
    await shotOf(page, 'label-preview', '8b-label');

    await scan(codeB);
    await expect.poll(() => result().getAttribute('data-outcome')).toBe('received');
    await page.getByTestId('measure-weightGrams').fill('900');
    await page.getByTestId('measure-lengthCm').fill('20');
    await page.getByTestId('measure-widthCm').fill('15');
    await page.getByTestId('measure-heightCm').fill('10');
    await page.keyboard.press('Enter');
    await page.getByTestId('print-armed').waitFor();
  });

  it('bags both parcels, ships the bag, and lists what the VN warehouse has not scanned yet', async () => {
    await page.goto('/admin/bag');
    await page.getByTestId('bag-create').click();
    await page.waitForURL(/\/admin\/bag\/\d+$/);
    const bagId = Number(page.url().split('/').pop());
    const input = page.getByTestId('bag-scan-input');
    for (const code of [codeA, codeB]) {
      await input.fill(code);
      await input.press('Enter');
    }
    await expect.poll(() => page.getByTestId('bag-parcel-row').count()).toBe(2);
    // One scanned into the wrong sack comes back out, then goes in again.
    await page.getByTestId('bag-remove-parcel').last().click();
    await page.getByRole('button', { name: 'Bỏ khỏi bao' }).last().click();
    await expect.poll(() => page.getByTestId('bag-parcel-row').count()).toBe(1);
    await input.fill(codeB);
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('bag-parcel-row').count()).toBe(2);
    await page.getByTestId('bag-weight').fill('3400');
    await page.getByTestId('bag-close').click();
    await page.getByTestId('bag-ship').waitFor();
    await page.getByTestId('bag-ship').click();
    await page
      .getByRole('button', { name: 'OK' })
      .or(page.getByRole('button', { name: 'Đồng ý' }))
      .first()
      .click();
    await expect.poll(async () => clean(await page.getByTestId('bag-status').textContent())).toBe('Đã xuất kho TQ');

    // Hà Nội receives the bag and scans one parcel: the page lists the other.
    await post(`/Admin/Bag/${bagId}/Receive`, adminToken);
    const hanoi = houses.find((w) => w.name === 'Kho Hà Nội')!;
    await post(`/Admin/Warehouse/${hanoi.id}/Scan`, adminToken, { code: codeA });
    await page.reload();
    const waiting = page.getByTestId('bag-not-scanned');
    await waiting.waitFor();
    expect(clean(await waiting.textContent())).toContain(codeB);
    expect(clean(await waiting.textContent())).not.toContain(codeA);
    await shot(page, '8b-bag');
    // The bag's label prints from its page (decision 0091).
    const label = await page.evaluate(async (id) => {
      const res = await fetch(`/api/Admin/Bag/${id}/Label`, {
        headers: { authorization: `Bearer ${localStorage.getItem('admin_jwt_token')}` },
      });
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
    }, bagId);
    expect(label).toMatchObject({ status: 200, type: 'image/svg+xml; charset=utf-8' });
    expect(label.body).toContain('Kho Quảng Châu → Kho Hà Nội');
    await page.getByTestId('print-bag-label').waitFor();
    await shot(page, '19-bao-hang-in-tem-1366');
    await post(`/Admin/Warehouse/${hanoi.id}/Scan`, adminToken, { code: codeB });

    // Back at the China station, a parcel that left is red and buzzes.
    const cn = houses.find((w) => w.name === 'Kho Quảng Châu')!;
    await page.goto(`/admin/warehouse/${cn.id}/scan`);
    await expect.poll(() => page.getByTestId('scan-input').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(codeA, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('scan-result').getAttribute('data-outcome')).toBe('not_ready');
    expect(await page.getByTestId('scan-result').getAttribute('data-tone')).toBe('error');
    expect(await page.evaluate(() => (window as { __lastTone?: string }).__lastTone)).toBe('error');
  });

  it('gives the unclaimed parcel to the customer whose code is written on it', async () => {
    const me = await apiCall<{ id: number }>(baseUrl, '/CurrentUser', { token: customerToken });
    await page.goto('/admin/unclaimed');
    const row = page.getByTestId('unclaimed-row').filter({ hasText: lone });
    await row.getByTestId('unclaimed-assign').click();
    const field = page.getByTestId('assign-customer');
    await field.fill('KH-12');
    expect(clean(await page.locator('.ant-modal').textContent())).toContain('Mã khách hàng có dạng KH00042');
    await field.fill(customerCode(me.id).toLowerCase());
    await page.getByRole('button', { name: 'Gán', exact: true }).click();
    await expect.poll(() => row.count()).toBe(0);
    const mine = await apiCall<{ items: { trackingCode: string }[] }>(baseUrl, '/Package', { token: customerToken });
    expect(mine.items.map((p) => p.trackingCode)).toContain(lone);
  });
});

/**
 * A camera video of a parcel's label for Chromium's fake capture device: the label's SVG drawn on a
 * 640×480 canvas in a page, turned into grey I420 frames of a .y4m file.
 */
async function labelVideo(svg: string): Promise<string> {
  const page = await browser.newPage();
  const frame = await page.evaluate(async (markup) => {
    const img = new Image();
    img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(markup)))}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 640, 480);
    ctx.drawImage(img, 20, 15, 600, 450);
    const { data } = ctx.getImageData(0, 0, 640, 480);
    const y = new Uint8Array(640 * 480);
    for (let i = 0; i < y.length; i++) y[i] = (77 * data[i * 4]! + 150 * data[i * 4 + 1]! + 29 * data[i * 4 + 2]!) >> 8;
    let bin = '';
    for (let i = 0; i < y.length; i++) bin += String.fromCharCode(y[i]!);
    return btoa(bin);
  }, svg);
  await page.close();
  const luma = Buffer.from(frame, 'base64');
  const chroma = Buffer.alloc((640 * 480) / 2, 128);
  const frames = Array.from({ length: 5 }, () => [Buffer.from('FRAME\n'), luma, chroma]).flat();
  const file = path.join(os.tmpdir(), `label-${stamp}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from('YUV4MPEG2 W640 H480 F5:1 Ip A1:1 C420jpeg\n'), ...frames]));
  return file;
}

/** How many lines the text of the element takes (1: no word broken across lines). */
function linesOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
      return { text: (el.textContent ?? '').trim(), lines: new Set(tops).size };
    }),
  );
}

describe('the console at 1366×768 (decision 0091)', () => {
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1366, height: 768 },
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    page = await context.newPage();
    await page.goto('/admin/login');
    await page.evaluate((t) => localStorage.setItem('admin_jwt_token', t), adminToken);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('takes the shop’s tracking codes on the order page: a pasted list, our own code refused, a wrong one removed', async () => {
    // Another customer's order: this file's customer keeps only the parcels the other tests expect.
    const { token } = await apiCall<{ token: string }>(baseUrl, '/auth/register', {
      method: 'POST',
      body: newCustomer(),
    });
    const fresh = await purchasedOrder(token);
    await page.goto(`/admin/orderOrdering/${fresh.id}`);
    const input = page.getByTestId('tracking-input');
    await input.waitFor();
    const [good, wrong] = [`YT66${stamp}06`, `SF66${stamp}07`];
    await input.fill(`${good}\nPK00000001`);
    await page.getByTestId('tracking-submit').click();
    expect(clean(await page.getByTestId('tracking-error').textContent())).toContain(
      'PK00000001: Đây là mã kiện hoặc mã bao của công ty',
    );
    await input.fill(`${good}, ${wrong.toLowerCase()}`);
    await page.getByTestId('tracking-submit').click();
    await expect.poll(() => page.getByTestId('tracking-code').count()).toBe(2);
    await expect
      .poll(async () => clean(await page.getByTestId('order-status').textContent()))
      .toBe('Shop đã phát hàng');
    await page.getByTestId('tracking-remove').last().click();
    await page.getByText(`Xóa mã vận đơn ${wrong}?`).waitFor();
    await shot(page, '19-don-hang-xoa-ma-van-don-1366');
    await page.getByRole('button', { name: 'Xóa mã' }).click();
    await expect.poll(() => page.getByTestId('tracking-code').count()).toBe(1);
    expect(clean(await page.getByTestId('tracking-code').textContent())).toContain(good);
    await page.getByTestId('tracking-codes').scrollIntoViewIfNeeded();
    await shot(page, '19-don-hang-ma-van-don-1366');
  });

  it('keeps e-mails, shop order numbers and headers whole, and the bag status in view; the 404 page is Vietnamese', async () => {
    // The order page: the customer's e-mail and the "Số lượng" header on one line.
    await page.goto(`/admin/orderOrdering/${order.id}`);
    await page.getByTestId('order-lines').waitFor();
    for (const cell of await linesOf(page, '[data-testid="customer-email"], [data-testid="order-lines"] th')) {
      expect(cell, cell.text).toMatchObject({ lines: 1 });
    }
    await page.getByTestId('shop-order').first().waitFor();
    for (const cell of await linesOf(page, '[data-testid="shop-order-number"]')) {
      expect(cell, cell.text).toMatchObject({ lines: 1 });
    }
    // The customer list: whole e-mails.
    await page.goto('/admin/customer');
    await page.getByTestId('customer-link').first().waitFor();
    const emails = await linesOf(page, '[data-testid="customer-email"]');
    expect(emails.length).toBeGreaterThan(0);
    for (const cell of emails) expect(cell, cell.text).toMatchObject({ lines: 1 });
    await shot(page, '19-khach-hang-1366');
    // The bag list: the status tag inside its cell, the page without a sideways scroll.
    await page.goto('/admin/bag');
    await page.getByTestId('bag-row').first().waitFor();
    const clipped = await page.getByTestId('bag-row').evaluateAll(
      (rows) =>
        rows.flatMap((row) =>
          [...row.querySelectorAll('td')].flatMap((td) =>
            [...td.querySelectorAll('.ant-tag')].filter((tag) => {
              const a = tag.getBoundingClientRect();
              const b = td.getBoundingClientRect();
              return a.right > b.right + 0.5 || a.left < b.left - 0.5 || a.right > window.innerWidth;
            }),
          ),
        ).length,
    );
    expect(clipped).toBe(0);
    for (const cell of await linesOf(page, '[data-testid="bag-row"] .ant-tag')) {
      expect(cell, cell.text).toMatchObject({ lines: 1 });
    }
    await shot(page, '19-bao-hang-1366');
    // The 404 page.
    await page.goto('/admin/khong-co-trang-nay');
    const heading = page.getByRole('heading', { name: 'Không tìm thấy trang' });
    await heading.waitFor();
    expect(await page.title()).toBe('Quản trị – Không tìm thấy trang');
    expect(await page.locator('main').textContent()).not.toMatch(/Page|Not Found/);
    await shot(page, '19-khong-tim-thay-trang-1366');
    await page.getByRole('button', { name: 'Về trang đơn mua hộ' }).click();
    await page.waitForURL('**/admin/orderOrdering');
  });
});

describe('the scan station with a camera (Chromium fake capture of a printed label)', () => {
  it('loads the barcode reader’s WebAssembly from the app itself and receives the parcel it sees', async () => {
    const { id: orderId } = await purchasedOrder();
    const c = await post<{ id: number; code: string }[]>(`/Admin/OrderOrdering/${orderId}/TrackingCodes`, adminToken, {
      trackingCodes: [codeC],
    });
    const parcel = c.find((p) => p.code && (p as unknown as { trackingCode: string }).trackingCode === codeC)!;
    const svg = await (
      await fetch(`${baseUrl}/api/Admin/Parcel/${parcel.id}/Label`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).text();
    const video = await labelVideo(svg);
    const camera = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await camera.newContext({
        baseURL: baseUrl,
        viewport: { width: 390, height: 844 },
        locale: 'vi-VN',
      });
      await context.grantPermissions(['camera'], { origin: baseUrl });
      const page = await context.newPage();
      const elsewhere: string[] = [];
      const wasm: string[] = [];
      page.on('request', (r) => {
        const url = r.url();
        if (url.endsWith('.wasm')) wasm.push(url);
        if (!url.startsWith(baseUrl) && !/^(data|blob):/.test(url)) elsewhere.push(url);
      });
      await page.goto('/admin/login');
      await page.evaluate((t) => localStorage.setItem('admin_jwt_token', t), adminToken);
      const cn = houses.find((w) => w.name === 'Kho Quảng Châu')!;
      await page.goto(`/admin/warehouse/${cn.id}/scan`);
      await page.getByTestId('camera-toggle').click();
      await page.getByTestId('camera-scanner').waitFor();
      await expect
        .poll(() => page.getByTestId('scan-result').getAttribute('data-outcome'), { timeout: 30_000 })
        .toBe('received');
      expect(clean(await page.getByTestId('parcel-code').textContent())).toBe(parcel.code);
      expect(wasm).toHaveLength(1);
      expect(wasm[0]).toMatch(new RegExp(`^${baseUrl}/admin/assets/zxing_reader-[\\w-]+\\.wasm$`));
      expect(elsewhere).toEqual([]);
    } finally {
      await camera.close();
    }
  });
});

const phones = [
  { name: '390×844', viewport: { width: 390, height: 844 }, suffix: '' },
  { name: '360×640', viewport: { width: 360, height: 640 }, suffix: '-360' },
] as const;

describe.each(phones)('the customer sees their parcels at $name', ({ viewport, suffix }) => {
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    page = await context.newPage();
    await page.goto('/auth/login');
    await page.evaluate((t) => localStorage.setItem('jwt_token', t), customerToken);
  });

  async function noSidewaysScroll() {
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(width);
  }

  it('/package lists each parcel with weights, fee and its journey; filters by status', async () => {
    await page.goto('/package');
    const card = page.getByTestId('parcel-card').filter({ hasText: codeA });
    await card.waitFor();
    expect(clean(await card.getByTestId('parcel-status').textContent())).toBe('Đã về kho VN');
    expect(clean(await card.getByTestId('parcel-chargeable').textContent())).toBe('2,4 kg');
    expect(clean(await card.getByTestId('parcel-fee').textContent())).toBe('67.200 ₫');
    await card.getByTestId('parcel-journey-toggle').click();
    const steps = card.getByTestId('timeline-status');
    await expect.poll(() => steps.count()).toBe(4);
    expect(clean(await steps.first().textContent())).toBe('Đã về kho VN');
    await noSidewaysScroll();
    await shot(page, `8b-package${suffix}`);

    await page.getByRole('tab', { name: 'Chờ nhập kho' }).click();
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('parcel-card').count()).toBe(0);
  });

  it('the order page shows each parcel and the weighed shipping fee instead of "Tính khi hàng về kho"', async () => {
    await page.goto(`/orderOrdering/${order.id}`);
    await page.getByTestId('order-parcels').waitFor();
    await expect.poll(() => page.getByTestId('order-parcels').getByTestId('parcel-card').count()).toBe(2);
    expect(clean(await page.getByTestId('order-status').textContent())).toContain('Đã về kho VN');
    const detail = clean(await page.getByTestId('order-detail').textContent());
    expect(detail).toContain('Phí vận chuyển TQ – VN');
    expect(detail).toContain('2 kiện, 3,3 kg tính phí');
    await noSidewaysScroll();
    await page.getByTestId('order-totals').scrollIntoViewIfNeeded();
    await shot(page, `8b-order${suffix}`);
    await page.getByTestId('order-parcels').scrollIntoViewIfNeeded();
    await shot(page, `8b-order-parcels${suffix}`);
  });
});
