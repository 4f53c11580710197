/**
 * Building blocks of the pay-on-behalf tests: lines with fresh references, a quote and an order
 * through the API, staff calls, an agent with customers, and the money the ledger shows.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { makeCustomer, type TestUser } from '../../test/factories.ts';
import { type Auth, newKey, query } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/helpers.ts';

let refCounter = 0;

/** A line paying ¥100 (10,000 fen) through a 代付 link never used before. */
export function pobLine(overrides: Record<string, unknown> = {}) {
  refCounter += 1;
  return {
    channel: 'alipay_daifu',
    reference: `https://qr.alipay.com/daifu${Date.now().toString(36)}${refCounter}${Math.random().toString(36).slice(2, 8)}`,
    amountFen: 10_000,
    note: '',
    ...overrides,
  };
}

/** ¥100 at 3,700 ₫/¥ = 370,000 ₫; 1 % is 3,700 ₫, below the 5,000 ₫ minimum. */
export const HUNDRED_YUAN = { amountVnd: 370_000, feeVnd: 5_000, totalVnd: 375_000 };

export function quoteRes(app: FastifyInstance, auth: Auth, lines: object[]) {
  return app.inject({ method: 'POST', url: '/api/OrderPob/Quote', headers: auth, payload: { lines } });
}

export async function quoteFor(app: FastifyInstance, auth: Auth, lines: object[]) {
  const res = await quoteRes(app, auth, lines);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    quoteId: string;
    totalVnd: number;
    feeVnd: number;
    amountVnd: number;
    rate: number;
    totalFen: number;
  };
}

export function createRes(
  app: FastifyInstance,
  auth: Auth,
  body: { quoteId: string; lines: object[] },
  key = newKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/OrderPob',
    headers: { ...auth, 'idempotency-key': key },
    payload: body,
  });
}

export interface PobJson {
  id: number;
  code: string;
  status: string;
  totalVnd: number;
  feeVnd: number;
  amountVnd: number;
  alipayTradeNo: string | null;
  proofPhotos: { id: number; url: string }[];
  refundedVnd: number;
  refundedFen: number;
  timeline: { status: string }[];
  refunds: { id: number; status: string }[];
  customer?: { id: number };
}

/** A pending order of `lines` (default one ¥100 line) placed by the customer `auth`. */
export async function placePob(app: FastifyInstance, auth: Auth, lines: object[] = [pobLine()]): Promise<PobJson> {
  const q = await quoteFor(app, auth, lines);
  const res = await createRes(app, auth, { quoteId: q.quoteId, lines });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function customerPost(app: FastifyInstance, auth: Auth, id: number, action: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url: `/api/OrderPob/${id}/${action}`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
}

export function staffPost(app: FastifyInstance, auth: Auth, path: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url: `/api/Admin/OrderPob/${path}`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
}

export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** An image uploaded through the console by `auth`; its id. */
export async function uploadProof(app: FastifyInstance, auth: Auth): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Admin/Upload/Image',
    headers: { ...auth, 'content-type': 'image/png' },
    payload: png,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/** Takes and pays order `id` as staff `auth` (with a proof it uploads); the paid order. */
export async function payAsStaff(app: FastifyInstance, auth: Auth, id: number): Promise<PobJson> {
  const take = await staffPost(app, auth, `${id}/Take`);
  expect(take.statusCode, take.body).toBe(200);
  const proof = await uploadProof(app, auth);
  const paid = await staffPost(app, auth, `${id}/Paid`, {
    alipayTradeNo: '2026112722001400001',
    proofPhotoIds: [proof],
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json();
}

/** The balance of system account `code` (e.g. SYS_SUPPLIER_PAYABLES) as a number. */
export async function systemBalance(ctx: TestContext, code: string): Promise<number> {
  const [row] = await query<{ s: string }>(
    ctx,
    `select coalesce(sum(l.amount_vnd), 0)::text as s from journal_lines l join ledger_accounts a on a.id = l.account_id where a.code = $1`,
    [code],
  );
  return Number(row!.s);
}

/** An agent (customer with the `agent` role) and `n` customers linked to it. */
export async function makeAgent(
  ctx: TestContext,
  n = 1,
  walletVnd = 0,
): Promise<{ agent: TestUser; customers: TestUser[] }> {
  const agent = await makeCustomer(ctx, { fullName: 'Đại Lý Thử' });
  await query(ctx, `update users set roles = '{customer,agent}' where id = $1`, [agent.id]);
  const customers: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const c = await makeCustomer(ctx, walletVnd ? { walletVnd } : {});
    await query(ctx, 'update users set agent_user_id = $1, agent_linked_at = now() where id = $2', [agent.id, c.id]);
    customers.push(c);
  }
  return { agent, customers };
}
