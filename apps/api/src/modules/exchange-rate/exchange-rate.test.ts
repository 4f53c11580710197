/**
 * /api/Admin/ExchangeRate: the purchase rate with its history. A new rate values new carts and new
 * orders; placed orders keep the rate frozen on them. Restores 3,650 at the end for other files.
 */
import { fenToVnd } from '@app/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Auth,
  addCartItem,
  countRows,
  expectError,
  getCart,
  type OrderJson,
  placeOrder,
  query,
} from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;
const SEED_RATE = 3650;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

afterAll(async () => {
  // Leave the rate as the seed set it, whatever happened above.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/Admin/ExchangeRate',
    headers: admin,
    payload: { rate: SEED_RATE },
  });
});

async function rates() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/ExchangeRate', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    current: { id: number; rate: number; createdBy: string } | null;
    history: { id: number; rate: number; effectiveFrom: string; createdBy: string }[];
  };
}

async function setRate(rate: unknown, auth: Auth = admin) {
  return ctx.app.inject({ method: 'POST', url: '/api/Admin/ExchangeRate', headers: auth, payload: { rate } });
}

describe('exchange rate', () => {
  it('starts at the seeded 3,650, set by the system', async () => {
    const { current, history } = await rates();
    expect(current?.rate).toBe(SEED_RATE);
    expect(history.at(-1)).toMatchObject({ rate: SEED_RATE, createdBy: 'Hệ thống' });
  });

  it('sets 3,700: history keeps both, new carts and orders use it, a placed order keeps its frozen rate', async () => {
    const before = await rates();
    const oldRate = before.current!.rate;
    const early = await registerCustomer(ctx.app);
    const [placed] = (await placeOrder(ctx.app, early.auth, [{ unitPriceFen: 12_345, quantity: 2 }])) as [OrderJson];
    expect(placed.exchangeRate).toBe(oldRate);

    const res = await setRate(3700);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rate: 3700, createdBy: 'Quản trị viên Demo' });
    expect(Date.now() - Date.parse(res.json().effectiveFrom)).toBeLessThan(60_000);

    const after = await rates();
    expect(after.current).toMatchObject({ id: res.json().id, rate: 3700 });
    expect(after.history[0]).toMatchObject({ id: res.json().id, rate: 3700 });
    expect(after.history.map((h) => h.rate)).toEqual(expect.arrayContaining([SEED_RATE, 3700]));
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.history.slice(1)).toEqual(before.history);

    // A new cart valuation uses 3,700.
    const late = await registerCustomer(ctx.app);
    const item = await addCartItem(ctx.app, late.auth, { unitPriceFen: 12_345, quantity: 2 });
    expect(item.estimatedVnd).toBe(fenToVnd(24_690, 3700));
    expect(item.estimatedVnd).toBe(Math.round((24_690 * 3700) / 100));
    const cart = await getCart(ctx.app, late.auth);
    expect(cart.exchangeRate).toBe(3700);
    expect(cart.estimatedVnd).toBe(fenToVnd(24_690, 3700));

    // The order placed before keeps its rate, lines and totals.
    const again = await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${placed.id}`, headers: early.auth });
    expect(again.json()).toEqual(placed);

    // An order placed now freezes 3,700.
    const [fresh] = (await placeOrder(ctx.app, late.auth, [{ unitPriceFen: 12_345, quantity: 2 }])) as [OrderJson];
    expect(fresh.exchangeRate).toBe(3700);
    expect(fresh.totals.goodsVnd).toBe(fenToVnd(24_690, 3700));
    expect(placed.totals.goodsVnd).toBe(fenToVnd(24_690, oldRate));

    // Back to the seed's rate: it becomes the current one again, and the history grows.
    const back = await setRate(SEED_RATE);
    expect(back.statusCode).toBe(200);
    const restored = await rates();
    expect(restored.current?.rate).toBe(SEED_RATE);
    expect(restored.history.slice(0, 2).map((h) => h.rate)).toEqual([SEED_RATE, 3700]);
    expect((await getCart(ctx.app, late.auth)).exchangeRate).toBe(SEED_RATE);
  });

  it('refuses a rate out of range (or not a whole number) with 400 in Vietnamese, writing nothing', async () => {
    const before = await rates();
    const rows = await countRows(ctx, 'exchange_rates');
    const cases: [unknown, string][] = [
      [999, 'Tỷ giá: Tỷ giá không hợp lý (1.000–10.000 ₫/¥)'],
      [10_001, 'Tỷ giá: Tỷ giá không hợp lý (1.000–10.000 ₫/¥)'],
      [0, 'Tỷ giá: Tỷ giá không hợp lý (1.000–10.000 ₫/¥)'],
      [-3650, 'Tỷ giá: Tỷ giá không hợp lý (1.000–10.000 ₫/¥)'],
      [3650.5, 'Tỷ giá: Tỷ giá phải là số nguyên đồng'],
      [undefined, 'Tỷ giá: Vui lòng nhập tỷ giá'],
      ['3700', 'Tỷ giá: Vui lòng nhập tỷ giá'],
    ];
    for (const [rate, message] of cases) {
      expect(expectError(await setRate(rate), 400, 'validation-error').Message, String(rate)).toBe(message);
    }
    expect(await countRows(ctx, 'exchange_rates')).toBe(rows);
    expect(await rates()).toEqual(before);
    // The bounds themselves are accepted (then the rate is put back).
    for (const rate of [1000, 10_000]) expect((await setRate(rate)).statusCode).toBe(200);
    expect((await setRate(SEED_RATE)).statusCode).toBe(200);
  });

  it('lets an accountant set the rate and refuses other staff, customers (403) and anonymous callers (401)', async () => {
    const makeStaff = async (role: string) => {
      const staff = await registerCustomer(ctx.app);
      await query(ctx, 'update users set roles = $2 where id = $1', [staff.id, [role]]);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: staff.email, password: staff.password },
      });
      return { authorization: `Bearer ${login.json().token}` };
    };
    const rows = await countRows(ctx, 'exchange_rates');
    const customer = await registerCustomer(ctx.app);
    const purchaser = await makeStaff('purchaser');
    for (const auth of [customer.auth, purchaser]) {
      expectError(await setRate(3800, auth), 403, 'forbidden');
      expectError(
        await ctx.app.inject({ method: 'GET', url: '/api/Admin/ExchangeRate', headers: auth }),
        403,
        'forbidden',
      );
    }
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/Admin/ExchangeRate', payload: { rate: 3800 } }),
      401,
      'unauthenticated',
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/ExchangeRate' }), 401, 'unauthenticated');
    expect(await countRows(ctx, 'exchange_rates')).toBe(rows);

    const accountant = await makeStaff('accountant');
    const res = await setRate(SEED_RATE, accountant);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().createdBy).toBe('Trần Thị Mai');
    expect((await rates()).current?.rate).toBe(SEED_RATE);
  });
});
