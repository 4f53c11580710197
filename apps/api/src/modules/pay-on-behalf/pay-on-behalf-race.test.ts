/**
 * Pay-on-behalf orders under concurrency (decision 0114): orders over one balance are debited one
 * after another under the wallet's row lock, so exactly as many as the balance pays succeed and
 * the ledger stays balanced.
 */
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { countRows, expectLedgerBalanced, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { createRes, pobLine, quoteFor } from './pay-on-behalf.test-support.ts';

const ctx = useTestApp();

describe('20 orders at once over one balance', () => {
  it('exactly the N the balance pays succeed, the rest are 409, never overdrawn', async () => {
    const N = 7;
    const c = await makeCustomer(ctx, { walletVnd: N * 375_000 + 374_999 });
    const orders = [];
    for (let i = 0; i < 20; i++) {
      const lines = [pobLine()];
      orders.push({ lines, quoteId: (await quoteFor(ctx.app, c.auth, lines)).quoteId });
    }
    const answers = await Promise.all(orders.map((o) => createRes(ctx.app, c.auth, o)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((x) => x === 'ok')).toHaveLength(N);
    expect(codes.filter((x) => x !== 'ok').every((x) => x === 'insufficient-balance')).toBe(true);
    expect(await walletBalance(ctx.app, c.auth)).toBe(374_999);
    expect(await countRows(ctx, 'pay_on_behalf_orders', 'user_id = $1', [c.id])).toBe(N);
    await expectLedgerBalanced(ctx);
  });
});
