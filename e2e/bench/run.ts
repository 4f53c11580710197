/**
 * `npm run bench` (after `npm run build`): prints the budgets below.
 * - JS a phone downloads for /auth/login and for a signed-in / (≤ 100 KB gzip each, decision 0012);
 * - GET /api/CurrentUser req/s vs a bare Fastify route in the same run (≥ 25 %, decision 0009);
 * - Lighthouse mobile performance (≥ 0.95, median of 3) and accessibility (1.0) of /auth/login and a
 *   signed-in / (page-speed.ts, decision 0021);
 * - deposits of 50 different customers at once run in parallel: none waits on a row lock, against a
 *   bare Fastify + pg reference (deposits.ts; decision 0014);
 * - authenticated list reads against a bare Fastify + pg reference, empty and at scale (reads.ts;
 *   decisions 0024 and 0079: throughput saturated, latency at half the reference's rate);
 * - 10 scan stations scanning at once into 100,000 parcels: p95 ≤ 50 ms per scan (scans.ts, decision 0059);
 * - 1,000 bank notifications in a burst: p95 ≤ 20 ms per notification, against a bare Fastify + pg
 *   reference (bank-notifications.ts, decision 0105).
 * - 50 customers withdrawing at once: none waits on another's row lock, against the deposits' bare
 *   reference (withdrawals.ts, decision 0104).
 * - the live connection on 2 instances with 2,000 sockets each: p99 ≤ 200 ms from a change committed on
 *   one to the customer's socket on the other; memory per idle socket and CPU at 50 messages/s printed,
 *   beside a bare `ws` relay (live.ts, decision 0113).
 * Exits 1 when a budget is missed, so it can gate a release; it is never part of `npm test`.
 */
import { launch } from '../support/browser.ts';
import { benchBankNotifications, reportBankNotifications } from './bank-notifications.ts';
import { benchDeposits, describeDeposits } from './deposits.ts';
import { runBench } from './harness.ts';
import { measurePageJs } from './js-budget.ts';
import { benchLive, reportLive } from './live.ts';
import { benchPageSpeed } from './page-speed.ts';
import { benchReads, reportReads } from './reads.ts';
import { benchScans, reportScans } from './scans.ts';
import { rps, startBareServer } from './throughput.ts';
import { benchWithdrawals, describeWithdrawals } from './withdrawals.ts';

const KB = 1024;
await runBench(async ({ baseUrl, token, check }) => {
  const browser = await launch();
  const loginJs = await measurePageJs(browser, baseUrl, '/auth/login');
  const homeJs = await measurePageJs(browser, baseUrl, '/', token);
  await browser.close();
  for (const [name, fig] of [
    ['/auth/login', loginJs],
    ['/ (signed in)', homeJs],
  ] as const) {
    for (const f of fig.files) console.log(`      ${name} ${f.url} ${(f.gzipBytes / KB).toFixed(1)} KB`);
    check(
      fig.totalGzipBytes <= 100 * KB,
      `JS for ${name}: ${(fig.totalGzipBytes / KB).toFixed(1)} KB gzip in ${fig.files.length} files (budget 100 KB)`,
    );
  }

  const bare = await startBareServer();
  await rps(bare.url, {}, 3); // warm-up
  const bareFig = await rps(bare.url);
  await bare.stop();
  const auth = { authorization: `Bearer ${token}` };
  await rps(`${baseUrl}/api/CurrentUser`, auth, 3);
  const meFig = await rps(`${baseUrl}/api/CurrentUser`, auth);
  const ratio = meFig.rps / bareFig.rps;
  console.log(
    `      bare Fastify: ${bareFig.rps} req/s (p99 ${bareFig.p99} ms); /api/CurrentUser: ${meFig.rps} req/s (p99 ${meFig.p99} ms, non-2xx ${meFig.non2xx})`,
  );
  check(
    ratio >= 0.25 && meFig.non2xx === 0,
    `GET /api/CurrentUser at ${(ratio * 100).toFixed(1)} % of bare Fastify (budget ≥ 25 %)`,
  );

  const deposits = await benchDeposits();
  for (const line of describeDeposits(deposits)) console.log(`      ${line}`);
  check(
    deposits.product.maxRowLockWaits === 0 && deposits.product.maxOpenTransactions > 1,
    `50 customers' deposits at once: ${deposits.product.maxOpenTransactions} open together, ${deposits.product.maxRowLockWaits} waiting on a row lock (budget 0)`,
  );

  reportReads(await benchReads(), check);

  reportScans(await benchScans(), check);

  reportBankNotifications(await benchBankNotifications(), check);
  const withdrawals = await benchWithdrawals();
  for (const line of describeWithdrawals(withdrawals)) console.log(`      ${line}`);
  check(
    withdrawals.product.maxRowLockWaits === 0 && withdrawals.product.maxOpenTransactions > 1,
    `50 customers withdrawing at once: ${withdrawals.product.maxOpenTransactions} open together, ${withdrawals.product.maxRowLockWaits} waiting on a row lock (budget 0)`,
  );

  reportLive(await benchLive(), check);

  await benchPageSpeed(baseUrl, token, check);
});
