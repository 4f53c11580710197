/**
 * Helpers of the Taobao Global tests: a fake provider started before the app (its address goes into
 * the app's environment), and linking an account the way a browser does (start → the fake's
 * authorize page → the callback).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Auth } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/helpers.ts';
import { type FakeTaobao, startFakeTaobao } from './fake-taobao-server.ts';
import { envForFake } from './taobao.config.ts';

/** The token key of the tests (32 bytes, hex). */
export const TEST_TOKEN_KEY = 'a1'.repeat(32);

/**
 * Starts a fake provider before the app of the file (call before `useTestApp(env)`) and closes it
 * after. `env` is filled when the fake listens, before the app reads it.
 */
export function useFakeTaobao(): { env: Record<string, string>; fake: () => FakeTaobao } {
  const env: Record<string, string> = {};
  let fake: FakeTaobao | undefined;
  beforeAll(async () => {
    fake = await startFakeTaobao({ appKey: 'test-app', appSecret: 'test-secret-0123456789' });
    Object.assign(env, envForFake(fake, TEST_TOKEN_KEY));
  });
  afterAll(async () => {
    await fake?.close();
  });
  return { env, fake: () => fake! };
}

let buyerCounter = 0;

/** A fresh buyer of the fake with `trades` orders (default one of each trade state). */
export function addBuyerWithTrades(
  fake: FakeTaobao,
  statuses: string[] = [
    'WAIT_BUYER_PAY',
    'WAIT_SELLER_SEND_GOODS',
    'SELLER_CONSIGNED_PART',
    'WAIT_BUYER_CONFIRM_GOODS',
    'TRADE_FINISHED',
    'TRADE_CLOSED',
    'TRADE_CLOSED_BY_TAOBAO',
  ],
) {
  buyerCounter += 1;
  const nick = `tb_test_${buyerCounter}_${Date.now() % 100000}`;
  const buyer = fake.addBuyer(nick);
  const trades = statuses.map((status, i) =>
    fake.addTrade(nick, {
      status,
      created: new Date(Date.now() - (i + 1) * 3600_000),
      orders: [
        { title: `Hàng ${i + 1} 商品`, price: '12.50', payment: '25.00', quantity: 2, skuProperties: '颜色:红' },
      ],
    }),
  );
  return { buyer, nick, trades };
}

export interface TokenJson {
  id: number;
  nick: string;
  providerAccountId: string;
  status: string;
  expiresAt: string;
  lastSyncAt: string | null;
  lastSyncError: string;
  cnWarehouse: { id: number; name: string };
  vnWarehouse: { id: number; name: string };
  orderCount: number;
}

/** Starts linking as `auth` and follows the fake's redirect; answers the callback's response. */
export async function followLink(ctx: TestContext, fake: FakeTaobao, auth: Auth, nick: string, body = {}) {
  const start = await ctx.app.inject({ method: 'POST', url: '/api/TaobaoIntToken', headers: auth, payload: body });
  expect(start.statusCode, start.body).toBe(200);
  const { authorizeUrl } = start.json() as { authorizeUrl: string };
  fake.authorizeAs = nick;
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  return ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
}

/** Links buyer `nick` to the customer and answers the stored account. */
export async function linkAccount(ctx: TestContext, fake: FakeTaobao, auth: Auth, nick: string): Promise<TokenJson> {
  const res = await followLink(ctx, fake, auth, nick);
  expect(res.statusCode, res.body).toBe(302);
  expect(res.headers.location).toBe('/taobaoIntToken?linked=1');
  const list = await ctx.app.inject({ method: 'GET', url: '/api/TaobaoIntToken', headers: auth });
  const found = (list.json() as TokenJson[]).find((t) => t.nick === nick);
  expect(found).toBeDefined();
  return found!;
}

export async function syncNow(ctx: TestContext, auth: Auth, tokenId: number) {
  return ctx.app.inject({ method: 'POST', url: `/api/TaobaoIntToken/${tokenId}/Sync`, headers: auth });
}
