/**
 * `visibleTo(actor)` on addresses and cart items, through the services: the own scope sees only the
 * actor's rows (another customer's id is "not found"), the staff scope sees every customer's.
 */
import { describe, expect, it } from 'vitest';
import * as address from '../../modules/address/address.service.ts';
import * as cart from '../../modules/cart/cart.service.ts';
import { addCartItem, createAddress } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';
import type { Actor } from '../platform/actor.ts';

const ctx = useTestApp();
const own = (userId: number): Actor => ({ userId, name: 'Khách', roles: ['customer'], scope: 'own' });
const staff = (userId: number): Actor => ({ userId, name: 'Nhân viên', roles: ['admin'], scope: 'staff' });

describe('visibleTo(actor)', () => {
  it('addresses: own sees its own, staff sees every customer', async () => {
    const [a, b] = [await registerCustomer(ctx.app), await registerCustomer(ctx.app)];
    const mine = await createAddress(ctx.app, a.auth);
    const theirs = await createAddress(ctx.app, b.auth);
    const db = ctx.database.db;

    expect((await address.list(db, own(a.id))).map((x) => x.id)).toEqual([mine.id]);
    await expect(address.get(db, own(a.id), theirs.id)).rejects.toMatchObject({ id: 'address-not-found' });
    await expect(address.remove(db, own(a.id), theirs.id)).rejects.toMatchObject({ id: 'address-not-found' });

    const all = (await address.list(db, staff(a.id))).map((x) => x.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await address.get(db, staff(a.id), theirs.id)).id).toBe(theirs.id);
  });

  it('cart items: own sees and changes its own only, staff sees every customer', async () => {
    const [a, b] = [await registerCustomer(ctx.app), await registerCustomer(ctx.app)];
    const mine = await addCartItem(ctx.app, a.auth);
    const theirs = await addCartItem(ctx.app, b.auth);
    const db = ctx.database.db;
    const ids = (c: Awaited<ReturnType<typeof cart.getCart>>) => c.shops.flatMap((s) => s.items.map((i) => i.id));

    expect(ids(await cart.getCart(db, own(a.id)))).toEqual([mine.id]);
    await expect(cart.updateItem(db, own(a.id), theirs.id, { quantity: 9 })).rejects.toMatchObject({
      id: 'cart-item-not-found',
    });
    await expect(cart.removeItem(db, own(a.id), theirs.id)).rejects.toMatchObject({ id: 'cart-item-not-found' });
    expect(ids(await cart.getCart(db, staff(a.id)))).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });
});
