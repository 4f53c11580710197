/**
 * SQL of the ledger check (ledger-check.service.ts, decision 0085): each query returns the rows that
 * break one invariant of DESIGN.md §3.8, with the subject, what was expected and what was found.
 * Read-only; each is one scan of its tables, fine for a nightly run.
 *
 * What an order paid is read back from the ledger by the idempotency keys of postings.ts (decision
 * 0014): `order-deposit:{id}`, `order-payment:{id}:delivery-request:{r}[:shipping]` (the rest charged
 * when the request ships, decision 0084), `order-refund:{id}[:…]`
 * for purchase orders; the same with `consignment_order:` before the id for consignment orders. The
 * order-prepayments line of such an entry is what the order gained (payments) or lost (refunds).
 */
import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerCheckRuns } from '../../db/schema/adjustment.ts';

export interface ViolationRow {
  id: number;
  code: string;
  expected: string;
  actual: string;
}

const rows = async (db: Executor, query: ReturnType<typeof sql>) =>
  (await db.execute<{ id: number; code: string; expected: string | number; actual: string | number }>(query)).rows.map(
    (r) => ({ id: Number(r.id), code: String(r.code), expected: String(r.expected), actual: String(r.actual) }),
  );

/** Journal entries whose lines do not sum to zero, or that have no line at all (actual `no lines`). */
export function unbalancedEntries(db: Executor): Promise<ViolationRow[]> {
  return rows(
    db,
    sql`select e.id, e.code, '0' as expected,
               case when count(l.id) = 0 then 'no lines' else sum(l.amount_vnd)::text end as actual
          from journal_entries e left join journal_lines l on l.entry_id = e.id
         group by e.id
        having count(l.id) = 0 or sum(l.amount_vnd) <> 0
         order by e.id`,
  );
}

/** Customer wallets whose stored balance (actual) is not the sum of their lines (expected). */
export function walletBalanceMismatches(db: Executor): Promise<ViolationRow[]> {
  return rows(
    db,
    sql`select a.id, a.code, coalesce(sum(l.amount_vnd), 0)::text as expected, a.balance_vnd::text as actual
          from ledger_accounts a left join journal_lines l on l.account_id = a.id
         where a.kind = 'customer_wallet'
         group by a.id
        having a.balance_vnd is distinct from coalesce(sum(l.amount_vnd), 0)
         order by a.id`,
  );
}

/** Per order id, the sum of the order-prepayments lines of the entries whose key matches `pattern` (group 1: the id). */
const prepaymentsBy = (pattern: string) => sql`
  select (regexp_match(e.idempotency_key, ${pattern}))[1]::int as subject_id, sum(l.amount_vnd) as paid
    from journal_entries e
    join journal_lines l on l.entry_id = e.id
   where l.account_id = (select id from ledger_accounts where code = 'SYS_ORDER_PREPAYMENTS')
     and e.idempotency_key ~ ${pattern}
   group by 1`;

const PURCHASE_ORDER_KEY = '^order-(?:deposit|payment|refund):(\\d+)(?::|$)';
const CONSIGNMENT_ORDER_KEY = '^order-(?:payment|refund):consignment_order:(\\d+)(?::|$)';
const TAOBAO_GLOBAL_ORDER_KEY = '^order-(?:payment|refund):taobao_global_order:(\\d+)(?::|$)';
const DELIVERY_PAYMENT_KEY =
  '^order-payment:(?:(?:consignment_order|taobao_global_order):)?\\d+:delivery-request:(\\d+)(?::shipping)?$';

/**
 * The rows of `table` whose `paid_vnd` (actual) is not what the ledger holds for them (expected): the
 * sum of the order-prepayments lines of the entries whose key `pattern` names them.
 */
function paidMismatches(db: Executor, table: string, pattern: string): Promise<ViolationRow[]> {
  return rows(
    db,
    sql`select o.id, o.code, coalesce(p.paid, 0)::text as expected, o.paid_vnd::text as actual
          from ${sql.identifier(table)} o left join (${prepaymentsBy(pattern)}) p on p.subject_id = o.id
         where o.paid_vnd <> coalesce(p.paid, 0)
         order by o.id`,
  );
}

/** Purchase orders whose `paid_vnd` is not their payments minus refunds in the ledger. */
export function purchaseOrderPaidMismatches(db: Executor): Promise<ViolationRow[]> {
  return paidMismatches(db, 'purchase_orders', PURCHASE_ORDER_KEY);
}

/** Consignment orders whose `paid_vnd` is not their payments minus refunds in the ledger. */
export function consignmentOrderPaidMismatches(db: Executor): Promise<ViolationRow[]> {
  return paidMismatches(db, 'consignment_orders', CONSIGNMENT_ORDER_KEY);
}

/** Taobao Global orders whose `paid_vnd` (their parcels' shipping, decision 0117) is not their ledger payments. */
export function taobaoGlobalOrderPaidMismatches(db: Executor): Promise<ViolationRow[]> {
  return paidMismatches(db, 'taobao_global_orders', TAOBAO_GLOBAL_ORDER_KEY);
}

/**
 * Delivery requests whose `paid_vnd` is not the sum of the order payments they posted. A cancelled
 * request keeps what it paid (its payments say refunded), so refunds are not subtracted here; the
 * orders' own checks see them.
 */
export function deliveryRequestPaidMismatches(db: Executor): Promise<ViolationRow[]> {
  return paidMismatches(db, 'delivery_requests', DELIVERY_PAYMENT_KEY);
}

/**
 * Parcels that left the VN warehouse (`delivering`, `delivered`) while their order still owes money
 * (DESIGN.md §3.1: delivering only after full payment): expected the order's total, actual what it paid.
 */
export function parcelsOutWhileOwing(db: Executor): Promise<ViolationRow[]> {
  return rows(
    db,
    sql`select p.id, p.code || ' (' || o.code || ')' as code, o.total_vnd::text as expected, o.paid_vnd::text as actual
          from parcels p join purchase_orders o on p.order_type = 'purchase_order' and o.id = p.order_id
         where p.status in ('delivering', 'delivered') and o.paid_vnd < o.total_vnd
        union all
        select p.id, p.code || ' (' || o.code || ')', o.total_vnd::text, o.paid_vnd::text
          from parcels p join consignment_orders o on p.order_type = 'consignment_order' and o.id = p.order_id
         where p.status in ('delivering', 'delivered') and o.paid_vnd < o.total_vnd
        union all
        select p.id, p.code || ' (' || o.code || ')', o.total_vnd::text, o.paid_vnd::text
          from parcels p join taobao_global_orders o on p.order_type = 'taobao_global_order' and o.id = p.order_id
         where p.status in ('delivering', 'delivered') and o.paid_vnd < o.total_vnd
         order by 1`,
  );
}

/**
 * Accounts below zero that must never be: customer wallets (their stored balance and the sum of their
 * lines) and the system accounts holding what the company owes customers or sellers (order
 * prepayments, withdrawals payable, supplier payables). Expected `>= 0`.
 */
export function negativeAccounts(db: Executor): Promise<ViolationRow[]> {
  return rows(
    db,
    sql`select a.id, a.code, '>= 0' as expected, coalesce(a.balance_vnd, sum(l.amount_vnd), 0)::text as actual
          from ledger_accounts a left join journal_lines l on l.account_id = a.id
         where a.kind in ('customer_wallet', 'order_prepayments', 'withdrawals_payable', 'supplier_payables')
         group by a.id
        having a.balance_vnd < 0 or coalesce(sum(l.amount_vnd), 0) < 0
         order by a.id`,
  );
}

/** Stores one run of the check: ok, and its violations (jsonb, [] when ok). */
export async function insertRun(db: Executor, ok: boolean, problems: unknown[]): Promise<number> {
  const [row] = await db.insert(ledgerCheckRuns).values({ ok, problems }).returning({ id: ledgerCheckRuns.id });
  return row!.id;
}

/** The newest stored run, or undefined before the first. */
export async function lastRun(db: Executor) {
  const [row] = await db
    .select()
    .from(ledgerCheckRuns)
    .orderBy(desc(ledgerCheckRuns.createdAt), desc(ledgerCheckRuns.id))
    .limit(1);
  return row;
}
