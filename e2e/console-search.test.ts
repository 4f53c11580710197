/**
 * A new staff member on a laptop (1366×768) looks a customer up (decision 0040): searches the order list
 * by the customer's name typed without accents, opens the customer's page from the name (contact,
 * wallet balance, ledger, orders, recharges, addresses), finds a recharge by its transfer memo,
 * looks the customer up by phone, and exports the lists to CSV files Excel reads (UTF-8 BOM).
 * SCREENSHOTS=1 saves the screens as docs/screenshots/7c-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, newCustomer } from './support/api.ts';
import { launch, shot } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;

/** A customer with a distinctive name, one placed order and one pending recharge, made through the API. */
async function customerWithOrder() {
  const c = { ...newCustomer(), fullName: 'Phạm Thị Thu Hằng' };
  const { token } = await apiCall<{ token: string }>(baseUrl, '/auth/register', { method: 'POST', body: c });
  const item = await apiCall<{ id: number }>(baseUrl, '/ShoppingCart', {
    method: 'POST',
    token,
    body: {
      site: 'taobao',
      productId: '691541677564',
      url: 'https://item.taobao.com/item.htm?id=691541677564',
      title: 'Váy len dệt kim',
      shopName: 'Tiệm Len Hằng Châu',
      skuProperties: { 'Màu sắc': 'Be' },
      unitPriceFen: 8_950,
      quantity: 1,
      note: '',
    },
  });
  const address = await apiCall<{ id: number }>(baseUrl, '/Address', {
    method: 'POST',
    token,
    body: { receiverName: c.fullName, phone: c.phone, provinceCode: '01', wardCode: '00004', street: '5 Lý Thái Tổ' },
  });
  const houses = await apiCall<{ id: number; name: string }[]>(baseUrl, '/Warehouse', { token });
  const [order] = await apiCall<{ id: number; code: string }[]>(baseUrl, '/OrderOrdering', {
    method: 'POST',
    token,
    body: {
      cartItemIds: [item.id],
      addressId: address.id,
      vnWarehouseId: houses.find((w) => w.name === 'Kho Hà Nội')!.id,
      options: { counting: false, woodenCrate: false, insurance: false },
    },
  });
  // One recharge approved by the admin (the wallet holds 500.000 ₫), one still waiting.
  const approved = await apiCall<{ id: number; memo: string }>(baseUrl, '/Wallet/Recharge', {
    method: 'POST',
    token,
    body: { amountVnd: 500_000 },
  });
  const admin = await apiCall<{ token: string }>(baseUrl, '/auth/login', {
    method: 'POST',
    body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
  });
  await apiCall(baseUrl, `/Admin/Recharge/${approved.id}/Approve`, { method: 'POST', token: admin.token });
  const recharge = await apiCall<{ memo: string }>(baseUrl, '/Wallet/Recharge', {
    method: 'POST',
    token,
    body: { amountVnd: 275_000 },
  });
  return { ...c, order: order!, recharge, approved };
}

async function staffPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 768 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Email hoặc số điện thoại').fill('admin@demo.vn');
  await page.getByLabel('Mật khẩu').fill('Admin@12345');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('staff-name').waitFor();
  return page;
}

/** Clicks a CSV button and returns the downloaded file's name and bytes. */
async function downloadCsv(page: Page, testId = 'csv-export') {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(file) };
}

/** Waits until no table shows its loading veil (a screenshot then shows the answer, not the wait). */
async function settled(page: Page) {
  await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
}

function expectExcelCsv(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString('utf8')).toMatch(/\r\n$/);
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff console: search, customer page and CSV', () => {
  it('finds a customer by a name typed without accents, opens their page, and exports lists', async () => {
    const customer = await customerWithOrder();
    const page = await staffPage();

    // Orders: one search box; the name typed without accents or capitals finds her order only.
    await page.goto('/admin/orderOrdering');
    const search = page.getByTestId('order-search').getByRole('searchbox');
    await search.fill('thu hang');
    await search.press('Enter');
    await page.waitForURL('**/admin/orderOrdering?q=thu+hang');
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('order-row').getAttribute('data-code')).toBe(customer.order.code);
    await settled(page);
    await shot(page, '7c-tim-don-hang');

    // CSV of what the list shows: UTF-8 with BOM, the Vietnamese name intact.
    const orders = await downloadCsv(page);
    expect(orders.name).toMatch(/^don-mua-ho-\d{4}-\d{2}-\d{2}\.csv$/);
    expectExcelCsv(orders.bytes);
    const text = orders.bytes.toString('utf8');
    expect(text).toContain('Phạm Thị Thu Hằng');
    expect(text).toContain(customer.order.code);
    expect(text.trim().split('\r\n')).toHaveLength(2);
    await page.getByText('Đã xuất 1 dòng').waitFor();

    // The customer's name opens her page: contact, balance, and her lists in tabs.
    await page.getByTestId('customer-link').first().click();
    await page.waitForURL('**/admin/customer/*');
    await expect.poll(() => page.getByTestId('customer-name').textContent()).toBe('Phạm Thị Thu Hằng');
    await page.getByText(customer.phone).first().waitFor();
    await page.getByText(customer.email).first().waitFor();
    await expect.poll(() => page.getByTestId('customer-balance').textContent()).toMatch(/^Số dư ví500\.000\s₫$/);
    // The ledger tab opens first: the approved recharge with the balance after it.
    await page.getByTestId('customer-ledger').getByText('Nạp tiền', { exact: true }).waitFor();
    await settled(page);
    await shot(page, '7c-trang-khach-hang-giao-dich');
    await expect.poll(() => page.title()).toBe('Quản trị – Khách hàng Phạm Thị Thu Hằng');
    await page.getByRole('tab', { name: /Đơn mua hộ/ }).click();
    await page.getByTestId('customer-orders').getByText(customer.order.code).waitFor();
    await settled(page);
    await shot(page, '7c-trang-khach-hang');
    await page.getByRole('tab', { name: /Nạp tiền/ }).click();
    await page.getByTestId('customer-recharges').getByText(customer.recharge.memo).waitFor();
    await page.getByRole('tab', { name: /Địa chỉ/ }).click();
    await page.getByTestId('customer-addresses').getByText('5 Lý Thái Tổ', { exact: false }).waitFor();
    const addresses = await downloadCsv(page, 'addresses-csv');
    expectExcelCsv(addresses.bytes);
    expect(addresses.bytes.toString('utf8')).toContain('5 Lý Thái Tổ');

    // Recharges: the transfer memo as the bank statement shows it finds the request.
    await page.goto('/admin/recharge');
    const memoSearch = page.getByTestId('recharge-search').getByRole('searchbox');
    await memoSearch.fill(customer.recharge.memo.toLowerCase());
    await memoSearch.press('Enter');
    await expect.poll(() => page.getByTestId('recharge-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('recharge-row').getAttribute('data-memo')).toBe(customer.recharge.memo);
    await page.getByTestId('recharge-row').getByTestId('customer-link').waitFor();
    await settled(page);
    await shot(page, '7c-tim-nap-tien');

    // The approved one is not waiting: the empty list says so and offers every status.
    await memoSearch.fill(customer.approved.memo);
    await memoSearch.press('Enter');
    await page
      .getByText(`Không tìm thấy kết quả nào cho “${customer.approved.memo}” ở trạng thái “Chờ duyệt”`)
      .waitFor();
    await shot(page, '7c-tim-nap-tien-khong-thay');
    await page.getByTestId('search-all-statuses').click();
    await page.waitForURL(/status=all/);
    await expect.poll(() => page.getByTestId('recharge-row').getAttribute('data-memo')).toBe(customer.approved.memo);

    // Customer lookup by phone, from the menu.
    await page.getByRole('menuitem', { name: 'Khách hàng', exact: true }).click();
    await page.waitForURL('**/admin/customer');
    const lookup = page.getByTestId('customer-search').getByRole('searchbox');
    await lookup.fill(customer.phone.slice(0, 8));
    await lookup.press('Enter');
    await settled(page);
    await expect.poll(() => page.getByTestId('customer-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('customer-row').getAttribute('data-phone')).toBe(customer.phone);
    await shot(page, '7c-tra-cuu-khach-hang');
    const customers = await downloadCsv(page);
    expectExcelCsv(customers.bytes);
    expect(customers.bytes.toString('utf8')).toContain(customer.email);

    // The settings lists export too: rates and bank accounts.
    await page.getByRole('menuitem', { name: 'Tỷ giá' }).click();
    await page.getByTestId('rate-history').waitFor();
    const rates = await downloadCsv(page);
    expectExcelCsv(rates.bytes);
    expect(rates.bytes.toString('utf8')).toMatch(/^\ufeffTỷ giá \(₫\/¥\),Áp dụng từ,Người cập nhật\r\n/);
    await settled(page);
    await shot(page, '7c-ty-gia-xuat-csv');
    await page.getByRole('menuitem', { name: 'Tài khoản ngân hàng' }).click();
    await page.getByTestId('bank-accounts').waitFor();
    const banks = await downloadCsv(page);
    expectExcelCsv(banks.bytes);
    expect(banks.bytes.toString('utf8')).toContain('Đang dùng');

    // A search that finds nothing says so in Vietnamese.
    await page.getByRole('menuitem', { name: 'Khách hàng', exact: true }).click();
    await lookup.fill('không có ai tên này');
    await lookup.press('Enter');
    await page.getByText('Không tìm thấy kết quả nào cho “không có ai tên này”').waitFor();
    await page.context().close();
  });
});
