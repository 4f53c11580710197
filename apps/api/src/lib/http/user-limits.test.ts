/** Per-user caps (decision 0022): addresses, cart lines, pending recharges (push devices: modules/push/push.test.ts). */
import { userLimits } from '@app/shared/limits';
import { describe, expect, it } from 'vitest';
import { makeAddress, makeCartItems, makeCustomer } from '../../test/factories.ts';
import { addressBody, cartItemBody, countRows, expectError } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();

describe('per-user caps', () => {
  it('refuses a 21st address with 409 in Vietnamese; deleting one makes room', async () => {
    const user = await makeCustomer(ctx);
    const made = [];
    for (let i = 0; i < userLimits.addresses; i++) made.push(await makeAddress(ctx, user.id));
    const add = () =>
      ctx.app.inject({ method: 'POST', url: '/api/Address', headers: user.auth, payload: addressBody() });
    expect(expectError(await add(), 409, 'address-limit-reached').Message).toContain('20 địa chỉ');
    expect(await countRows(ctx, 'addresses', 'user_id = $1', [user.id])).toBe(20);
    await ctx.app.inject({ method: 'DELETE', url: `/api/Address/${made[0]!.id}`, headers: user.auth });
    expect((await add()).statusCode).toBe(200);
  });

  it('refuses a 201st cart line, even when requests race', async () => {
    const user = await makeCustomer(ctx);
    await makeCartItems(
      ctx,
      user.id,
      Array.from({ length: userLimits.cartLines - 3 }, () => ({})),
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/ShoppingCart', headers: user.auth, payload: cartItemBody() }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expectError(r, 409, 'cart-limit-reached');
    expect(await countRows(ctx, 'cart_items', 'user_id = $1', [user.id])).toBe(200);
  });

  it('refuses a 6th pending recharge; an approved one frees a place', async () => {
    const user = await makeCustomer(ctx);
    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Wallet/Recharge',
        headers: user.auth,
        payload: { amountVnd: 50_000 },
      });
    const ids: number[] = [];
    for (let i = 0; i < userLimits.pendingRecharges; i++) ids.push((await create()).json().id);
    expect(expectError(await create(), 409, 'pending-recharge-limit-reached').Message).toContain('5 yêu cầu');
    expect(await countRows(ctx, 'recharges', 'user_id = $1', [user.id])).toBe(5);
    await ctx.database.pool.query(`update recharges set status = 'cancelled' where id = $1`, [ids[0]]);
    expect((await create()).statusCode).toBe(200);
  });
});
