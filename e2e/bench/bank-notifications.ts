/**
 * 1,000 bank notifications in a burst (decision 0105; budget: p95 ≤ 20 ms per notification). On a
 * fresh embedded PostgreSQL:
 * 1. the product server starts with a SePay HMAC secret; bulk SQL adds 1,000 customers and a pending
 *    recharge each; the same recharges go to the bare reference (bank-notification-reference.ts);
 * 2. SENDERS connections send the 1,000 signed SePay notifications back to back, all at once, over
 *    keep-alive HTTP: 8 in 10 carry a pending recharge's memo for its amount (credited at once, the
 *    memo mangled as banks do), 1 in 10 a different amount and 1 in 10 an unknown memo (both to the
 *    review queue); then the first 100 are delivered again (duplicates: nothing changes);
 * 3. the same burst goes to the reference.
 * Reports p50 / p95 / p99 / max per notification and notifications per second for both, the
 * product's rate as a share of the reference's, and checks every answer was 200, each credited
 * recharge was credited once, and the ledger balances.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { startBenchStack } from './harness.ts';
import type { Check } from './reads.ts';
import { ledgerBalanced, seedCustomers } from './reads-seed.ts';
import { jsonClient, startScriptServer } from './throughput.ts';

const NOTIFICATIONS = Number(process.env.BANK_NOTIFICATIONS ?? 1000);
// As many senders as the machine's 2 cores: the figure is each notification's own cost, not a queue
// behind ten in flight (BANK_SENDERS=10 shows that queue: the rate stays the same, latency grows).
const SENDERS = Number(process.env.BANK_SENDERS ?? 2);
const DUPLICATES = 100;
const SECRET = 'bench-sepay-hmac-secret-0123456789';
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export interface BurstFigures {
  notifications: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non200: number;
}

export interface BankNotificationFigures {
  product: BurstFigures;
  reference: BurstFigures;
  matched: number;
  unmatched: number;
  creditedOnce: boolean;
  ledgerBalanced: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (n: number) => Math.round(n * 10) / 10;

function codes(n: number): string[] {
  const out = new Set<string>();
  while (out.size < n) out.add(Array.from(randomBytes(6), (b) => ALPHABET[b % ALPHABET.length]).join(''));
  return [...out];
}

type Notification = Record<string, unknown>;

/** The burst: notification i for recharge i (see the file's comment for the mix). */
function notifications(list: string[], amountOf: (i: number) => number, account: string): Notification[] {
  const mangle = ['NAP {c}', 'NAP{c}', 'nap {c} chuyen tien', 'MBVCB.{n}.NAP{c}.CT tu 0987654321'];
  return list.map((code, i) => {
    const kind = i % 10;
    const memo =
      kind === 9
        ? 'NAP ZZZZZZ'
        : mangle[i % 4]!.replace('{c}', i % 3 ? code : code.toLowerCase()).replace('{n}', String(i));
    return {
      id: 5_000_000 + i,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-27 09:00:00',
      accountNumber: account,
      code: null,
      content: memo,
      transferType: 'in',
      transferAmount: amountOf(i) + (kind === 8 ? 1_000 : 0),
      accumulated: 0,
      subAccount: null,
      referenceCode: `FT${5_000_000 + i}`,
      description: '',
    };
  });
}

/** Sends `batch` from SENDERS connections at once; the latency of each and the outcome. */
async function burst(base: string, path: string, batch: Notification[]): Promise<BurstFigures> {
  const client = jsonClient(base, SENDERS);
  const latencies: number[] = [];
  let non200 = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < batch.length) {
        const body = batch[next++]!;
        const ts = String(Math.floor(Date.now() / 1000));
        const signature = createHmac('sha256', SECRET)
          .update(`${ts}.${JSON.stringify(body)}`)
          .digest('hex');
        const t0 = performance.now();
        const res = await client.post(path, body, {
          'x-sepay-signature': `sha256=${signature}`,
          'x-sepay-timestamp': ts,
        });
        latencies.push(performance.now() - t0);
        if (res.status !== 200) non200 += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  client.close();
  latencies.sort((a, b) => a - b);
  return {
    notifications: latencies.length,
    seconds: round(seconds),
    perSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1)!),
    non200,
  };
}

/** Runs the whole benchmark on a fresh embedded PostgreSQL and returns its figures. */
export async function benchBankNotifications(
  log: (line: string) => void = console.log,
): Promise<BankNotificationFigures> {
  const stack = await startBenchStack('bench-bank-', 'BANK_CPU_PROFILE', { SEPAY_WEBHOOK_HMAC_SECRET: SECRET });
  const { pool } = stack;
  try {
    const owners = await seedCustomers(pool, NOTIFICATIONS);
    const list = codes(NOTIFICATIONS);
    const amountOf = (i: number) => 100_000 + (i % 50) * 10_000;
    await pool.query(
      `insert into recharges (code, user_id, amount_vnd, status, bank_account_id, note)
       select c, $2::int + ord::int - 1, a, 'pending', (select id from company_bank_accounts where active limit 1), ''
         from unnest($1::text[], $3::bigint[]) with ordinality as t(c, a, ord)`,
      [list, owners.firstUser, list.map((_, i) => amountOf(i))],
    );
    const [{ account }] = (
      await pool.query<{ account: string }>(
        'select account_number as account from company_bank_accounts where active limit 1',
      )
    ).rows as [{ account: string }];
    await pool.query('vacuum analyze');
    log(`bank notifications: ${NOTIFICATIONS} customers with a pending recharge seeded`);

    const batch = notifications(list, amountOf, account);
    // Warm-up on the product: one unknown memo per sender (connections, plans).
    await burst(
      stack.baseUrl,
      '/api/Webhook/Bank/sepay',
      Array.from({ length: SENDERS }, (_, i) => ({ ...batch[9]!, id: 9_000_000 + i })),
    );
    const product = await burst(stack.baseUrl, '/api/Webhook/Bank/sepay', batch);
    const again = await burst(stack.baseUrl, '/api/Webhook/Bank/sepay', batch.slice(0, DUPLICATES));
    product.non200 += again.non200;

    const { rows } = await pool.query<{ matched: number; unmatched: number; twice: number }>(
      `select (select count(*)::int from bank_transfers where status = 'matched') as matched,
              (select count(*)::int from bank_transfers where status = 'unmatched' and provider_transaction_id::bigint < 9000000) as unmatched,
              (select count(*)::int from (select idempotency_key from journal_entries where type = 'recharge'
                 group by idempotency_key having count(*) > 1) d) as twice`,
    );
    const balanced = await ledgerBalanced(pool);

    const ref = await startScriptServer(
      'bank-notification-reference.ts',
      {
        DATABASE_URL: stack.databaseUrl,
        SECRET,
        RECHARGES: JSON.stringify(list.map((c, i) => [c, amountOf(i)])),
      },
      '/health',
    );
    try {
      await burst(
        ref.base,
        '/notify',
        Array.from({ length: SENDERS }, (_, i) => ({ ...batch[9]!, id: 9_000_000 + i })),
      );
      const reference = await burst(ref.base, '/notify', batch);
      return {
        product,
        reference,
        matched: rows[0]!.matched,
        unmatched: rows[0]!.unmatched,
        creditedOnce: rows[0]!.twice === 0,
        ledgerBalanced: balanced,
      };
    } finally {
      await ref.stop();
    }
  } finally {
    await stack.close();
  }
}

/** Prints the figures and records the budget with `check`. */
export function reportBankNotifications(
  f: BankNotificationFigures,
  check: Check,
  log: (line: string) => void = console.log,
): void {
  const line = (name: string, b: BurstFigures) =>
    `${name}: ${b.notifications} in ${b.seconds} s (${b.perSecond}/s) from ${SENDERS} connections; p50 ${b.p50} ms, p95 ${b.p95} ms, p99 ${b.p99} ms, max ${b.max} ms`;
  log(
    `      ${line('bank notifications (product)', f.product)}; ${f.matched} matched, ${f.unmatched} to the review queue`,
  );
  log(`      ${line('bank notifications (reference)', f.reference)}`);
  const ratio = f.product.perSecond / f.reference.perSecond;
  log(
    `      bank notifications: the product at ${(ratio * 100).toFixed(1)} % of the reference's rate, p95 ×${(f.product.p95 / f.reference.p95).toFixed(2)}`,
  );
  check(
    f.product.p95 <= 20 && f.product.non200 === 0 && f.creditedOnce && f.ledgerBalanced,
    `bank notifications: ${f.product.notifications} in a burst, p95 ${f.product.p95} ms per notification (budget ≤ 20 ms), ${f.product.non200} non-200, each recharge credited once: ${f.creditedOnce}, ledger balanced: ${f.ledgerBalanced}`,
  );
}
