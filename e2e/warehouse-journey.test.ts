/**
 * The journey of a purchase order through the warehouses (DESIGN.md §3.5b), in the customer's
 * browser: staff steps go through the HTTP API (their
 * screens are tested in buying.test.ts and warehouse-parcels.test.ts), the customer's on a phone.
 * Deposit → the purchaser buys one line short and one dearer → the customer accepts the new price on
 * the order page at 390×844 (through the Vietnamese confirmation) → tracking code → CN scan → weigh →
 * label → bag → ship → VN receive → VN scan. Then, at 390×844 and 360×640, the order page shows the
 * order at the Vietnam warehouse, the short line's refund, and Tổng / Đã thanh toán / Còn lại to the
 * đồng (computed here from the API's order JSON, shown as the app formats đồng), and /package shows
 * the parcel at the Vietnam warehouse with its weight and fee; nothing is wider than the screen.
 * SCREENSHOTS=1 saves docs/screenshots/8c-*.png.
 */
import { randomUUID } from 'node:crypto';
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { parcelMachine } from '@app/shared/machines/parcel';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { divRoundHalfUp, fenToVnd, formatVnd } from '@app/shared/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, newCustomer } from './support/api.ts';
import { launch, shot, signedInPhone } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;
let adminToken: string;

async function send<T>(method: string, path: string, token: string, body: unknown = {}, headers = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const post = <T>(path: string, token: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  send<T>('POST', path, token, body, headers);

interface Parcel {
  id: number;
  code: string;
  trackingCode: string;
  status: string;
  weightGrams: number | null;
  chargeableKg10: number | null;
  feeVnd?: number | null;
}

const item = (over: Record<string, unknown>) => ({
  site: 'taobao',
  productId: '691541677564',
  url: 'https://item.taobao.com/item.htm?id=691541677564',
  shopName: 'Cửa hàng Len Mềm',
  skuProperties: { 'Màu sắc': 'Kem' },
  imageUrl: null,
  note: '',
  ...over,
});
const sweater = { title: 'Áo len cổ lọ', unitPriceFen: 10_000, quantity: 3 };
const scarf = { title: 'Khăn quàng len', unitPriceFen: 5_000, quantity: 2 };
const trackingCode = `YT${Date.now()}${Math.floor(Math.random() * 1000)}`;

const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
/** The page's text of a money figure, exactly as rendered (formatVnd puts a no-break space before ₫). */
const raw = async (page: Page, testId: string) => (await page.getByTestId(testId).first().textContent())?.trim();

const phones = [
  { width: 390, height: 844, suffix: '' },
  { width: 360, height: 640, suffix: '-360' },
] as const;

function phone(viewport: { width: number; height: number }, token: string) {
  return signedInPhone(browser, baseUrl, token, viewport);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Per row of the price-change table, the space in px between the end of "now" and the start of "if accepted". */
function columnGaps(page: Page) {
  return page.getByTestId('price-change-totals').evaluate((table) =>
    Array.from(table.querySelectorAll('tbody tr')).map((row) => {
      const [now, after] = Array.from(row.querySelectorAll('td')).map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      });
      return Math.round(after!.left - now!.right);
    }),
  );
}

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

describe('the journey of one order, deposit to the Vietnam warehouse, in the customer’s browser', () => {
  let token: string;
  let order: PurchaseOrder;
  let deposited: PurchaseOrder;
  let refund: number;
  let parcel: Parcel;
  let weighedFee: number;

  beforeAll(async () => {
    // The customer orders sweaters and scarves to Kho Hà Nội and pays the deposit.
    const c = newCustomer();
    ({ token } = await post<{ token: string }>('/auth/register', '', c));
    const ids: number[] = [];
    for (const i of [sweater, scarf]) ids.push((await post<{ id: number }>('/ShoppingCart', token, item(i))).id);
    const address = await post<{ id: number }>('/Address', token, {
      receiverName: c.fullName,
      phone: c.phone,
      provinceCode: '01',
      wardCode: '00004',
      street: 'Số 12 ngõ 34 phố Đội Cấn',
    });
    const houses = await apiCall<{ id: number; name: string }[]>(baseUrl, '/Warehouse', { token });
    const hanoi = houses.find((w) => w.name === 'Kho Hà Nội')!;
    [order] = (await post<PurchaseOrder[]>('/OrderOrdering', token, {
      cartItemIds: ids,
      addressId: address.id,
      vnWarehouseId: hanoi.id,
    })) as [PurchaseOrder];
    const r = await post<{ id: number }>('/Wallet/Recharge', token, { amountVnd: order.totals.depositDueVnd });
    await post(`/Admin/Recharge/${r.id}/Approve`, adminToken);
    await post(`/OrderOrdering/${order.id}/Deposit`, token, undefined, { 'Idempotency-Key': randomUUID() });
    deposited = await apiCall<PurchaseOrder>(baseUrl, `/OrderOrdering/${order.id}`, { token });
    expect(deposited.status).toBe('deposited');

    // The purchaser buys 2 of 3 sweaters at the agreed price and the scarves at ¥60 instead of ¥50.
    const bought = await post<PurchaseOrder>(`/Admin/OrderOrdering/${order.id}/Purchase`, adminToken, {
      shopOrderNumber: `29837465${String(order.id).padStart(8, '0')}`,
      domesticShippingFen: 1_200,
      lines: [
        { lineId: order.lines[0]!.id, boughtQuantity: 2, unitPriceFen: 10_000 },
        { lineId: order.lines[1]!.id, boughtQuantity: 2, unitPriceFen: 6_000 },
      ],
    });
    expect(bought.status).toBe('awaiting_customer_confirmation');
    // The short sweater's goods and its share of the service fee, from the order's own rate and fee.
    const service = deposited.fees.find((f) => f.kind === 'service')!.amountVnd!;
    const goodsOrdered = fenToVnd(40_000, deposited.exchangeRate);
    const goodsShort = fenToVnd(30_000, deposited.exchangeRate);
    refund = goodsOrdered - goodsShort + service - divRoundHalfUp(service * goodsShort, goodsOrdered);
    expect(bought.refunds.map((x) => x.amountVnd)).toEqual([refund]);
  });

  it('at 390×844 the customer sees old and new prices, accepts through the confirmation, and the order moves on', async () => {
    const { context, page } = await phone(phones[0], token);
    try {
      await page.goto(`/orderOrdering/${order.id}`);
      const card = page.getByTestId('price-change');
      await card.waitFor();
      expect(clean(await page.getByTestId('order-status').textContent())).toBe(
        purchaseOrderMachine.labels.awaiting_customer_confirmation,
      );
      const line = card.getByTestId('price-change-line');
      expect(await line.count()).toBe(1);
      expect(clean(await line.textContent())).toContain(scarf.title);
      expect(clean(await card.getByTestId('old-price').textContent())).toBe('¥50,00');
      expect(clean(await card.getByTestId('new-price').textContent())).toBe('¥60,00');
      // "Hiện tại" and "Nếu đồng ý" are two figures a reader tells apart: a visible gap between them.
      // Rows: goods, service fee, the purchaser's China domestic shipping (¥12,00, its own row
      // against the agreed total: decision 0093), total.
      const gaps = await columnGaps(page);
      expect(gaps).toHaveLength(4);
      expect(await card.getByTestId('price-change-totals').textContent()).toContain(
        'Phí vận chuyển nội địa Trung Quốc',
      );
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8);
      await expectNoSidewaysScroll(page);
      await shot(page, '8c-gia-thay-doi');

      await card.getByTestId('price-change-accept').click();
      const said = page.getByTestId('price-change-confirm-text');
      await said.waitFor();
      expect(clean(await said.textContent())).toContain('ví của bạn không bị trừ tiền bây giờ');
      await page.waitForTimeout(400); // the dialog's fade-in, for the picture
      await shot(page, '8c-dong-y-gia-moi');
      await page.getByTestId('price-change-confirm').click();
      await page.getByText('Đã đồng ý giá mới, đơn tiếp tục được xử lý').waitFor();
      await expect
        .poll(async () => clean(await page.getByTestId('order-status').textContent()))
        .toBe(purchaseOrderMachine.labels.purchased);
      expect(await page.getByTestId('price-change').count()).toBe(0);
      const server = await apiCall<PurchaseOrder>(baseUrl, `/OrderOrdering/${order.id}`, { token });
      expect(server.status).toBe('purchased');
      expect(server.priceChange).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('the warehouses carry the parcel to Hà Nội (staff steps over the API)', async () => {
    const houses = await apiCall<{ id: number; name: string }[]>(baseUrl, '/Warehouse', { token });
    const cn = houses.find((w) => w.name === 'Kho Quảng Châu')!;
    const hanoi = houses.find((w) => w.name === 'Kho Hà Nội')!;
    const [expected] = await post<Parcel[]>(`/Admin/OrderOrdering/${order.id}/TrackingCodes`, adminToken, {
      trackingCodes: [trackingCode],
    });
    expect(expected!.status).toBe('expected');
    const scanned = await post<{ outcome: string }>(`/Admin/Warehouse/${cn.id}/Scan`, adminToken, {
      code: trackingCode,
    });
    expect(scanned.outcome).toBe('received');
    const weighed = await send<Parcel>('PUT', `/Admin/Parcel/${expected!.id}/Measure`, adminToken, {
      weightGrams: 2_301,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    expect(weighed.chargeableKg10).toBe(24);
    weighedFee = weighed.feeVnd!;
    expect(weighedFee).toBeGreaterThan(0);
    const label = await fetch(`${baseUrl}/api/Admin/Parcel/${expected!.id}/Label`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(label.status).toBe(200);
    expect(await label.text()).toContain(expected!.code);

    const bag = await post<{ id: number }>('/Admin/Bag', adminToken, {
      fromWarehouseId: cn.id,
      toWarehouseId: hanoi.id,
    });
    await post(`/Admin/Bag/${bag.id}/Parcels`, adminToken, { code: expected!.code });
    await post(`/Admin/Bag/${bag.id}/Close`, adminToken, { weightGrams: 2_500 });
    await post(`/Admin/Bag/${bag.id}/Ship`, adminToken);
    await post(`/Admin/Bag/${bag.id}/Receive`, adminToken);
    const arrived = await post<{ outcome: string; parcel: Parcel }>(`/Admin/Warehouse/${hanoi.id}/Scan`, adminToken, {
      code: trackingCode,
    });
    expect(arrived.outcome).toBe('arrived');
    expect(arrived.parcel.status).toBe('at_vn_warehouse');
    parcel = arrived.parcel;
  });

  describe.each(phones)('what the customer sees at $width×$height', ({ suffix, ...viewport }) => {
    it('the order at the Vietnam warehouse: its refund, and Tổng / Đã thanh toán / Còn lại to the đồng', async () => {
      const seen = await apiCall<PurchaseOrder>(baseUrl, `/OrderOrdering/${order.id}`, { token });
      expect(seen.status).toBe('at_vn_warehouse');
      // The figures from the order's fee lines (goods at the accepted prices, service, domestic and the
      // weighed shipping), and what was paid: the deposit less the refund already back in the wallet.
      expect(seen.fees.find((f) => f.kind === 'goods')!.amountVnd).toBe(fenToVnd(32_000, seen.exchangeRate));
      expect(seen.fees.find((f) => f.kind === 'international_shipping')!.amountVnd).toBe(weighedFee);
      expect(seen.fees.every((f) => f.amountVnd !== null)).toBe(true);
      const total = seen.fees.reduce((sum, f) => sum + f.amountVnd!, 0);
      const paid = deposited.totals.paidVnd - refund;
      const remaining = total - paid;
      expect(seen.totals).toMatchObject({ totalVnd: total, paidVnd: paid, remainingVnd: remaining });
      expect(seen.refunds.map((r) => r.amountVnd)).toEqual([refund]);

      const { context, page } = await phone(viewport, token);
      try {
        await page.goto(`/orderOrdering/${order.id}`);
        await page.getByTestId('order-totals').waitFor();
        expect(clean(await page.getByTestId('order-status').textContent())).toBe(
          purchaseOrderMachine.labels.at_vn_warehouse,
        );
        expect(await raw(page, 'total-total')).toBe(formatVnd(total));
        expect(await raw(page, 'total-paid')).toBe(formatVnd(paid));
        expect(await raw(page, 'total-remaining')).toBe(formatVnd(remaining));
        expect(await page.getByTestId('total-deposit-due').count()).toBe(0);
        const refunds = page.getByTestId('order-refund');
        expect(await refunds.count()).toBe(1);
        expect((await refunds.textContent())?.trim()).toContain(`+${formatVnd(refund)}`);
        expect(clean(await page.getByTestId('line-short').first().textContent())).toBe('Thiếu 1');
        const fees = await page.getByTestId('fee-lines').textContent();
        expect(fees).toContain(formatVnd(weighedFee));
        expect(fees).not.toContain('Tính khi hàng về kho');
        await page.getByTestId('order-parcels').getByTestId('parcel-card').waitFor();
        expect(clean(await page.getByTestId('order-parcels').getByTestId('parcel-status').first().textContent())).toBe(
          parcelMachine.labels.at_vn_warehouse,
        );
        await expectNoSidewaysScroll(page);
        await shot(page, `8c-don-ve-kho-vn${suffix}`);
        await page.getByTestId('order-totals').scrollIntoViewIfNeeded();
        await shot(page, `8c-don-tong-tien${suffix}`);
      } finally {
        await context.close();
      }
    });

    it('/package: the parcel at the Vietnam warehouse with its weight and fee', async () => {
      const { context, page } = await phone(viewport, token);
      try {
        await page.goto('/package');
        const card = page.getByTestId('parcel-card').filter({ hasText: trackingCode });
        await card.waitFor();
        expect(clean(await card.getByTestId('parcel-status').textContent())).toBe(parcelMachine.labels.at_vn_warehouse);
        const text = clean(await card.textContent());
        expect(text).toContain(parcel.code);
        expect(text).toContain(order.code);
        expect(text).toContain('Kho Hà Nội');
        expect(text).toContain('2,301 kg');
        expect(clean(await card.getByTestId('parcel-chargeable').textContent())).toBe('2,4 kg');
        expect((await card.getByTestId('parcel-fee').textContent())?.trim()).toBe(formatVnd(weighedFee));
        await expectNoSidewaysScroll(page);
        await shot(page, `8c-kien-hang${suffix}`);
      } finally {
        await context.close();
      }
    });
  });
});
