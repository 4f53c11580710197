/**
 * Shortcuts the API tests share: building blocks of the main job (cart item, address, order,
 * funded wallet), direct row counts in the test database, ledger invariants, and error-body checks.
 * Tests share one database, so every helper works on the caller's own fresh customer.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './helpers.ts';

export type Auth = { authorization: string };

/** Letters only Vietnamese writes (with diacritics) or đ: a message that has one is not English. */
const vietnameseLetters = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

/** Asserts an error answer: its status, `{ Message, code }` only, the code, and a Vietnamese Message. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  code?: string,
): { Message: string; code: string } {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { Message: string; code: string };
  expect(Object.keys(body).sort()).toEqual(['Message', 'code']);
  if (code) expect(body.code).toBe(code);
  expect(body.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  expect(body.Message).toMatch(vietnameseLetters);
  return body;
}

/** Runs SQL on the test database. */
export async function query<T = Record<string, unknown>>(
  ctx: Pick<TestContext, 'database'>,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await ctx.database.pool.query(text, params)).rows as T[];
}

/** `select count(*)` with an optional where clause. */
export async function countRows(
  ctx: TestContext,
  table: string,
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const [row] = await query<{ n: number }>(ctx, `select count(*)::int as n from ${table} where ${where}`, params);
  return row!.n;
}

export async function walletBalance(app: FastifyInstance, auth: Auth): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/CurrentUser', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().walletBalanceVnd as number;
}

/** The purchase rate in force, read the way staff see it (tests must not assume the seed's 3,650). */
export async function currentRate(app: FastifyInstance, admin: Auth): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/Admin/ExchangeRate', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().current.rate as number;
}

export function cartItemBody(overrides: Record<string, unknown> = {}) {
  return {
    site: 'taobao',
    productId: '691541677564',
    url: 'https://item.taobao.com/item.htm?id=691541677564',
    title: 'Bàn học gỗ',
    shopName: 'Cửa hàng Gỗ Thông',
    skuProperties: { 'Màu sắc': 'Nâu', 'Kích thước': '120cm' },
    unitPriceFen: 12_345,
    quantity: 2,
    imageUrl: 'https://img.alicdn.com/imgextra/ban.jpg',
    note: 'Đóng gói kỹ',
    needsQuote: false,
    ...overrides,
  };
}

export async function addCartItem(app: FastifyInstance, auth: Auth, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ShoppingCart',
    headers: auth,
    payload: cartItemBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; amountFen: number; estimatedVnd: number; shopName: string };
}

export async function getCart(app: FastifyInstance, auth: Auth) {
  const res = await app.inject({ method: 'GET', url: '/api/ShoppingCart', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    exchangeRate: number;
    itemCount: number;
    amountFen: number;
    estimatedVnd: number;
    shops: {
      site: string;
      shopName: string;
      amountFen: number;
      estimatedVnd: number;
      items: { id: number; quantity: number; note: string; amountFen: number; estimatedVnd: number }[];
    }[];
  };
}

/** A Hà Nội address: Phường Ba Đình (00004) in Thành phố Hà Nội (01). */
export function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    receiverName: 'Nguyễn Thị Lan',
    phone: '0987654321',
    provinceCode: '01',
    wardCode: '00004',
    street: 'Số 12 ngõ 34 Đội Cấn',
    ...overrides,
  };
}

export async function createAddress(app: FastifyInstance, auth: Auth, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/Address', headers: auth, payload: addressBody(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; isDefault: boolean; phone: string; fullAddress: string };
}

export async function listWarehouses(app: FastifyInstance, auth: Auth) {
  const res = await app.inject({ method: 'GET', url: '/api/Warehouse', headers: auth });
  expect(res.statusCode).toBe(200);
  const list = res.json() as { id: number; name: string; country: 'CN' | 'VN' }[];
  const byName = (name: string) => list.find((w) => w.name === name)!;
  return { list, cn: byName('Kho Quảng Châu'), hanoi: byName('Kho Hà Nội'), hcm: byName('Kho TP.HCM') };
}

export interface OrderJson {
  id: number;
  code: string;
  status: string;
  exchangeRate: number;
  shopName: string;
  options: { counting: boolean; woodenCrate: boolean; insurance: boolean; shippingBasis?: 'weight' | 'volume' };
  fees: { kind: string; label: string; amountVnd: number | null; note: string | null }[];
  totals: {
    goodsFen: number;
    goodsVnd: number;
    feesVnd: number;
    totalVnd: number;
    depositDueVnd: number;
    paidVnd: number;
    remainingVnd: number;
    refundedVnd: number;
  };
  events: { fromStatus: string | null; toStatus: string; note: string; actorName: string }[];
  lines: { title: string; quantity: number; unitPriceFen: number }[];
  receiver: { name: string; phone: string; address: string };
  canCancel: boolean;
  canDeposit: boolean;
}

/** Puts the items in the cart, adds an address and places the order(s) to Kho Hà Nội. */
export async function placeOrder(
  app: FastifyInstance,
  auth: Auth,
  items: Record<string, unknown>[] = [{}],
  options = { counting: false, woodenCrate: false, insurance: false },
): Promise<OrderJson[]> {
  const ids: number[] = [];
  for (const item of items) ids.push((await addCartItem(app, auth, item)).id);
  const address = await createAddress(app, auth);
  const { hanoi } = await listWarehouses(app, auth);
  const res = await app.inject({
    method: 'POST',
    url: '/api/OrderOrdering',
    headers: auth,
    payload: { cartItemIds: ids, addressId: address.id, vnWarehouseId: hanoi.id, options },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderJson[];
}

/** Creates a recharge as the customer and has the admin approve it: the wallet holds `amountVnd` more. */
export async function fundWallet(app: FastifyInstance, auth: Auth, admin: Auth, amountVnd: number) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/Wallet/Recharge',
    headers: auth,
    payload: { amountVnd },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as number;
  const approved = await app.inject({ method: 'POST', url: `/api/Admin/Recharge/${id}/Approve`, headers: admin });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json() as { id: number; code: string; status: string };
}

let keyCounter = 0;
/** A fresh Idempotency-Key. */
export function newKey(): string {
  keyCounter += 1;
  return `test-${Date.now().toString(36)}-${keyCounter}-${Math.random().toString(36).slice(2, 10)}`;
}

export async function deposit(app: FastifyInstance, auth: Auth, orderId: number, key: string = newKey()) {
  return app.inject({
    method: 'POST',
    url: `/api/OrderOrdering/${orderId}/Deposit`,
    headers: { ...auth, 'idempotency-key': key },
  });
}

export async function setStatus(app: FastifyInstance, admin: Auth, orderId: number, status: string, note = '') {
  return app.inject({
    method: 'POST',
    url: `/api/Admin/OrderOrdering/${orderId}/Status`,
    headers: admin,
    payload: { status, note },
  });
}

/** The whole ledger balances: lines sum to zero, each entry sums to zero, balances equal their lines. */
export async function expectLedgerBalanced(ctx: TestContext) {
  const [total] = await query<{ sum: string | null }>(
    ctx,
    'select coalesce(sum(amount_vnd), 0)::text as sum from journal_lines',
  );
  expect(total!.sum).toBe('0');
  const unbalancedEntries = await query(
    ctx,
    'select entry_id, sum(amount_vnd)::text as s from journal_lines group by entry_id having sum(amount_vnd) <> 0',
  );
  expect(unbalancedEntries).toEqual([]);
  const entriesWithoutLines = await query(
    ctx,
    'select e.id from journal_entries e where not exists (select 1 from journal_lines l where l.entry_id = e.id)',
  );
  expect(entriesWithoutLines).toEqual([]);
  const mismatched = await query(
    ctx,
    `select a.id, a.code, a.balance_vnd::text as balance, coalesce(sum(l.amount_vnd), 0)::text as lines
       from ledger_accounts a left join journal_lines l on l.account_id = a.id
      group by a.id having a.balance_vnd <> coalesce(sum(l.amount_vnd), 0)`,
  );
  expect(mismatched).toEqual([]);
  const staleBalanceAfter = await query(
    ctx,
    `select a.id from ledger_accounts a
       join lateral (select balance_after_vnd from journal_lines l where l.account_id = a.id order by l.id desc limit 1) last on true
      where last.balance_after_vnd <> a.balance_vnd`,
  );
  expect(staleBalanceAfter).toEqual([]);
  // Wallet lines are numbered 1…line_count in id order (decision 0024: pages are ranges of seq).
  const misnumbered = await query(
    ctx,
    `select a.id from ledger_accounts a
      where a.kind = 'customer_wallet'
        and (a.line_count <> (select count(*) from journal_lines l where l.account_id = a.id)
          or exists (select 1 from (select seq, row_number() over (order by id) as n
                                      from journal_lines l where l.account_id = a.id) x where x.seq <> x.n))`,
  );
  expect(misnumbered).toEqual([]);
  const negativeWallets = await query(
    ctx,
    `select id from ledger_accounts where kind = 'customer_wallet' and balance_vnd < 0`,
  );
  expect(negativeWallets).toEqual([]);
}

/**
 * Records lines of an order as bought in full at their agreed prices (POST …/Purchase, decision 0050),
 * by default the first line only: the staff action that moves `deposited → purchasing` (other lines
 * still to buy) or to `purchased` (every line recorded). The status form cannot (decision 0085).
 */
export async function recordPurchase(
  app: FastifyInstance,
  staff: Auth,
  orderId: number,
  lineCount = 1,
  shopOrderNumber = `SO-${orderId}-${newKey().slice(-8)}`,
) {
  const shown = await app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/${orderId}`, headers: staff });
  expect(shown.statusCode, shown.body).toBe(200);
  const lines = (shown.json().lines as { id: number; quantity: number; unitPriceFen: number }[]).slice(0, lineCount);
  return app.inject({
    method: 'POST',
    url: `/api/Admin/OrderOrdering/${orderId}/Purchase`,
    headers: staff,
    payload: {
      shopOrderNumber,
      domesticShippingFen: 0,
      lines: lines.map((l) => ({ lineId: l.id, boughtQuantity: l.quantity, unitPriceFen: l.unitPriceFen })),
    },
  });
}
