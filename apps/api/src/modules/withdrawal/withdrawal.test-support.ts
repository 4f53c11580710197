/**
 * Building blocks of the withdrawal tests: a customer's bank account (made usable at once by moving
 * its creation back past the waiting hours), a request, and the staff calls.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Auth, newKey, query } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/helpers.ts';

export interface WithdrawalJson {
  id: number;
  code: string;
  memo: string;
  amountVnd: number;
  status: string;
  overdue: boolean;
  bankReference: string | null;
  rejectReason: string;
  proofPhotos: { id: number; url: string }[];
  customer?: { id: number; fullName: string };
  approvedBy?: { id: number; fullName: string } | null;
  paidBy?: { id: number; fullName: string } | null;
}

export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export const accountBody = (overrides: Record<string, unknown> = {}) => ({
  bankBin: '970436',
  accountNumber: `0${Math.floor(Math.random() * 1e11)}`.padEnd(12, '7'),
  accountName: 'Nguyễn Văn Đức',
  ...overrides,
});

export function addAccount(app: FastifyInstance, auth: Auth, body: unknown = accountBody()) {
  return app.inject({ method: 'POST', url: '/api/Wallet/BankAccount', headers: auth, payload: body as object });
}

/** A saved account of the customer, usable now (created 25 hours ago). */
export async function usableAccount(ctx: TestContext, auth: Auth): Promise<number> {
  const res = await addAccount(ctx.app, auth);
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json() as { id: number };
  await query(ctx, `update customer_bank_accounts set created_at = now() - interval '25 hours' where id = $1`, [id]);
  return id;
}

export function withdraw(
  app: FastifyInstance,
  auth: Auth,
  body: { bankAccountId: number; amountVnd: number; note?: string },
  key: string = newKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/Wallet/Withdraw',
    headers: { ...auth, 'idempotency-key': key },
    payload: body,
  });
}

/** A pending request of `amountVnd` (asserted created). */
export async function pendingWithdrawal(
  app: FastifyInstance,
  auth: Auth,
  bankAccountId: number,
  amountVnd: number,
): Promise<WithdrawalJson> {
  const res = await withdraw(app, auth, { bankAccountId, amountVnd });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function staffPost(app: FastifyInstance, auth: Auth, id: number, action: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url: `/api/Admin/Withdraw/${id}/${action}`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
}

/** An image uploaded by `auth` (a staff member) through the console's upload; its id. */
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

/** The customer's current user: available and held money. */
export async function money(app: FastifyInstance, auth: Auth) {
  const res = await app.inject({ method: 'GET', url: '/api/CurrentUser', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  const u = res.json() as { walletBalanceVnd: number; availableVnd: number; heldVnd: number };
  return { available: u.availableVnd, held: u.heldVnd, wallet: u.walletBalanceVnd };
}

/** Saves `values` over the settings in force through PUT /Admin/Settings (as an admin would). */
export async function saveSettings(app: FastifyInstance, admin: Auth, values: Record<string, number>) {
  const current = (await app.inject({ method: 'GET', url: '/api/Admin/Settings', headers: admin })).json();
  const { updatedAt: _a, updatedBy: _b, ...rest } = current;
  const res = await app.inject({
    method: 'PUT',
    url: '/api/Admin/Settings',
    headers: admin,
    payload: { ...rest, ...values },
  });
  expect(res.statusCode, res.body).toBe(200);
}
