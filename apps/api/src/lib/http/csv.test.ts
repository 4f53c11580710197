/**
 * CSV exports of the console's lists (decision 0041): files Excel opens with Vietnamese
 * intact (UTF-8 with BOM, CRLF, RFC 4180 quoting), formulas in customer text neutralised, every row
 * the list's filter matches in the list's order, staff only.
 */
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makePurchaseOrder, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { toCsv } from './csv.ts';

const ctx = useTestApp();
let admin: Auth;
let lan: TestUser;
let formula: TestUser;
const BOM = [0xef, 0xbb, 0xbf];

/** The export's bytes, checked to be a CSV download, and its records parsed back. */
async function download(url: string, auth: Auth = admin) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = res.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  // Records end in CRLF only (a line break inside a quoted cell stays a line of that cell).
  const records = parse(bytes, { bom: true, record_delimiter: '\r\n' }) as string[][];
  expect(records.length - 1).toBe(Number(res.headers['x-export-rows']));
  return { records, header: records[0]!, rows: records.slice(1), res };
}

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  lan = await makeCustomer(ctx, { fullName: 'Nguyễn Thị Lân', phone: '0381234567' });
  formula = await makeCustomer(ctx, { fullName: '=HYPERLINK("http://x.vn","Bấm")', phone: '0381234568' });
  await makePurchaseOrder(ctx, { customer: lan, items: [{ shopName: 'Shop "Hoa", Quảng Châu\nTầng 2' }] });
  await makePurchaseOrder(ctx, { customer: lan, status: 'deposited' });
  await makePurchaseOrder(ctx, { customer: formula, items: [{ shopName: '@SUM(A1:A9)' }] });
});

describe('CSV writer', () => {
  it('writes the BOM, CRLF, quotes what needs quoting and neutralises formulas but not negative numbers', async () => {
    const text = await toCsv(
      [
        { header: 'Tên', value: (r: { name: string; n: number }) => r.name },
        { header: 'Số tiền (₫)', value: (r) => r.n },
      ],
      [
        { name: 'Đặng Thị Hồng Nhung', n: -150_000 },
        { name: 'a, "b"', n: 0 },
        { name: '+84 912', n: 1 },
        { name: '-1+1', n: 2 },
        { name: '=1+2', n: 3 },
        { name: '@x', n: 4 },
      ],
    );
    expect(text).toBe(
      '\ufeffTên,Số tiền (₫)\r\nĐặng Thị Hồng Nhung,-150000\r\n"a, ""b""",0\r\n\'+84 912,1\r\n\'-1+1,2\r\n\'=1+2,3\r\n\'@x,4\r\n',
    );
    expect(parse(text, { bom: true })[1]).toEqual(['Đặng Thị Hồng Nhung', '-150000']);
  });
});

describe('exports', () => {
  it('exports every order the search matches, in the list order, Vietnamese and quoting intact', async () => {
    const { header, rows, res } = await download('/api/Admin/OrderOrdering/Export?q=lan');
    expect(header).toEqual([
      'Mã đơn',
      'Ngày tạo',
      'Khách hàng',
      'Số điện thoại',
      'Trang web',
      'Shop',
      'Số lượng',
      'Tổng tiền (₫)',
      'Cần đặt cọc (₫)',
      'Đã thanh toán (₫)',
      'Trạng thái',
    ]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering?q=lan', headers: admin });
    expect(rows.map((r) => r[0])).toEqual(list.json().items.map((o: { code: string }) => o.code));
    expect(res.headers['x-export-rows']).toBe('2');
    expect(rows.map((r) => r[2])).toEqual(['Nguyễn Thị Lân', 'Nguyễn Thị Lân']);
    expect(rows.map((r) => r[5])).toContain('Shop "Hoa", Quảng Châu\nTầng 2');
    expect(rows.map((r) => r[10]).sort()).toEqual(['Chờ đặt cọc', 'Đã đặt cọc'].sort());
    expect(Number(rows[0]![7])).toBe(list.json().items[0].totalVnd);
    expect(rows[0]![1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it("shows a customer's formula-like text as text: a leading apostrophe", async () => {
    const { rows } = await download(`/api/Admin/OrderOrdering/Export?customerId=${formula.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]![2]).toBe(`'=HYPERLINK("http://x.vn","Bấm")`);
    expect(rows[0]![5]).toBe("'@SUM(A1:A9)");
    const customers = await download(`/api/Admin/Customer/Export?q=${formula.phone}`);
    expect(customers.rows.map((r) => r[1])).toEqual([`'=HYPERLINK("http://x.vn","Bấm")`]);
  });

  it('exports recharges, the wallet ledger (negative amounts stay numbers), addresses, rates and bank accounts', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/Wallet/Recharge',
      headers: lan.auth,
      payload: { amountVnd: 123_000 },
    });
    const memo = created.json().memo as string;
    const recharges = await download(`/api/Admin/Recharge/Export?q=${encodeURIComponent(memo)}&status=pending`);
    expect(recharges.rows).toHaveLength(1);
    expect(recharges.rows[0]!.slice(1, 7)).toEqual([
      memo,
      'Nguyễn Thị Lân',
      '0381234567',
      lan.email,
      '123000',
      'Chờ duyệt',
    ]);

    const ledger = await download(`/api/Admin/Customer/${lan.id}/Transaction/Export`);
    expect(ledger.header).toEqual(['Mã giao dịch', 'Thời gian', 'Loại', 'Nội dung', 'Số tiền (₫)', 'Số dư sau (₫)']);
    const amounts = ledger.rows.map((r) => r[4]!);
    expect(amounts.some((a) => /^-\d+$/.test(a))).toBe(true); // the deposit, as a number
    expect(ledger.rows.map((r) => r[2])).toContain('Đặt cọc đơn hàng');

    const addresses = await download(`/api/Admin/Customer/${lan.id}/Address/Export`);
    expect(addresses.header).toEqual(['Người nhận', 'Số điện thoại', 'Địa chỉ', 'Mặc định']);
    expect(addresses.rows.length).toBeGreaterThanOrEqual(1);

    const rates = await download('/api/Admin/ExchangeRate/Export');
    expect(rates.header).toEqual(['Tỷ giá (₫/¥)', 'Áp dụng từ', 'Người cập nhật']);
    expect(rates.rows.length).toBeGreaterThanOrEqual(1);

    const banks = await download('/api/Admin/BankAccount/Export');
    expect(banks.rows.some((r) => r[4] === 'Đang dùng')).toBe(true);
  });

  it('refuses customers (403) and staff without the list permission (403), and bad filters (400)', async () => {
    const clerk = await makeStaff(ctx, 'warehouse_vn');
    for (const url of [
      '/api/Admin/OrderOrdering/Export',
      '/api/Admin/Recharge/Export',
      '/api/Admin/ExchangeRate/Export',
      '/api/Admin/BankAccount/Export',
      '/api/Admin/Customer/Export',
    ]) {
      expectError(await ctx.app.inject({ method: 'GET', url, headers: lan.auth }), 403, 'forbidden');
    }
    // The order export carries customers' phone numbers: not for warehouse staff (decision 0085).
    for (const url of [
      '/api/Admin/Recharge/Export',
      '/api/Admin/BankAccount/Export',
      '/api/Admin/Customer/Export',
      '/api/Admin/OrderOrdering/Export',
    ]) {
      expectError(await ctx.app.inject({ method: 'GET', url, headers: clerk.auth }), 403, 'forbidden');
    }
    for (const url of [
      `/api/Admin/OrderOrdering/Export?q=${'a'.repeat(101)}`,
      '/api/Admin/OrderOrdering/Export?status=nope',
      '/api/Admin/Recharge/Export?customerId=abc',
    ]) {
      expectError(await ctx.app.inject({ method: 'GET', url, headers: admin }), 400, 'validation-error');
    }
  });
});
