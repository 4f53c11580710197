/**
 * 50 customers withdrawing at once (DESIGN.md §3.8). One embedded PostgreSQL serves the product
 * server and the deposit benchmark's reference (deposit-reference.ts: one transaction locking and
 * debiting one wallet row per customer, the least a hold must do). For each:
 * - wall time of a round of 50 concurrent requests (one per customer, each holding 50.000 ₫ with
 *   its own Idempotency-Key; median of 9 rounds, the two servers taking turns), and of 50 one after
 *   another;
 * - in one more concurrent round (not timed), from pg_stat_activity: the most transactions open at
 *   once and the most backends waiting on a row lock. A request locks its own customer's row only,
 *   so different customers must never wait on each other.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded.ts';
import { startServer } from '../support/server-process.ts';
import { benchApi, measureRounds, type RoundFigures, startReference } from './deposits.ts';

const CUSTOMERS = 50;
const AMOUNT_VND = 50_000;

export interface WithdrawalFigures {
  product: RoundFigures;
  reference: RoundFigures;
}

/** 50 funded customers, each with a bank account usable at once (the admin sets the wait to 0 h). */
async function prepareCustomers(base: string) {
  const { token: admin } = await benchApi<{ token: string }>(base, '/auth/login', {
    body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
  });
  const {
    updatedAt: _a,
    updatedBy: _b,
    ...settings
  } = await benchApi<Record<string, unknown>>(base, '/Admin/Settings', {
    token: admin,
  });
  await benchApi(base, '/Admin/Settings', {
    method: 'PUT',
    token: admin,
    body: { ...settings, withdrawAccountWaitHours: 0 },
  });
  const prepareOne = async (i: number) => {
    const { token } = await benchApi<{ token: string }>(base, '/auth/register', {
      body: {
        fullName: 'Khách Rút Tiền',
        email: `bench.withdraw.${i}.${Date.now()}@example.vn`,
        phone: `097${String(2_000_000 + i).slice(-7)}`,
        password: 'matkhau123',
      },
    });
    const recharge = await benchApi<{ id: number }>(base, '/Wallet/Recharge', {
      token,
      body: { amountVnd: 10_000_000 },
    });
    await benchApi(base, `/Admin/Recharge/${recharge.id}/Approve`, { token: admin, method: 'POST' });
    const account = await benchApi<{ id: number }>(base, '/Wallet/BankAccount', {
      token,
      body: { bankBin: '970436', accountNumber: `0451${String(100_000 + i)}`, accountName: 'KHACH RUT TIEN' },
    });
    return { token, accountId: account.id };
  };
  const customers: Awaited<ReturnType<typeof prepareOne>>[] = [];
  for (let i = 0; i < CUSTOMERS; i += 10) {
    customers.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => prepareOne(i + k)))));
  }
  return customers;
}

/** Runs the whole benchmark on a fresh embedded PostgreSQL. */
export async function benchWithdrawals(): Promise<WithdrawalFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-withdrawals-'));
  chmodSync(dir, 0o755); // embedded PostgreSQL runs as its own user when we are root
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'));
  let reference: Awaited<ReturnType<typeof startReference>> | undefined;
  try {
    reference = await startReference(database.url);
    const base = reference.base;
    const server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, { databaseUrl: database.url });
    try {
      const customers = await prepareCustomers(server.baseUrl);
      return await measureRounds(database.url, {
        product: (c, round) => {
          const customer = customers[c]!;
          return fetch(`${server.baseUrl}/api/Wallet/Withdraw`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${customer.token}`,
              'content-type': 'application/json',
              'idempotency-key': `bench-withdraw-${c}-${round}`,
            },
            body: JSON.stringify({ bankAccountId: customer.accountId, amountVnd: AMOUNT_VND, note: '' }),
          });
        },
        reference: (c) =>
          fetch(`${base}/deposit/${c + 1}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ amountVnd: AMOUNT_VND }),
          }),
      });
    } finally {
      await server.stop();
    }
  } finally {
    await reference?.stop();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines `npm run bench` prints. */
export function describeWithdrawals(f: WithdrawalFigures): string[] {
  const line = (name: string, r: RoundFigures) =>
    `${name}: 50 at once ${r.concurrentMs} ms (${Math.round((50_000 / r.concurrentMs) * 10) / 10}/s), 50 in a row ${r.sequentialMs} ms → overlap ×${(r.sequentialMs / r.concurrentMs).toFixed(2)}; at most ${r.maxOpenTransactions} transactions open at once, ${r.maxRowLockWaits} waiting on a row lock`;
  const ratio = f.reference.concurrentMs / f.product.concurrentMs;
  return [
    line('withdrawals (product)', f.product),
    line('withdrawals (reference)', f.reference),
    `50 customers withdrawing at once: the product at ${(ratio * 100).toFixed(1)} % of the reference's speed`,
  ];
}
