/**
 * The ledger check (decision 0085): asserts the money invariants of DESIGN.md §3.8 on a whole
 * database and lists every violation with its subject. Run by `npm run ledger:check`
 * (apps/api/scripts/ledger-check.ts), nightly by the job runner (jobs.service.ts), and after every
 * API test file (test/setup.ts), so a service or a test factory that writes money outside
 * `ledger.post` is caught where it happens.
 */
import type { Executor } from '../../db/client.ts';
import * as repo from './ledger-check.repository.ts';

/** The invariant broken. */
export type LedgerViolationKind =
  | 'entry-unbalanced'
  | 'wallet-balance-mismatch'
  | 'purchase-order-paid-mismatch'
  | 'consignment-order-paid-mismatch'
  | 'taobao-global-order-paid-mismatch'
  | 'delivery-request-paid-mismatch'
  | 'parcel-out-while-owing'
  | 'negative-balance';

export interface LedgerViolation {
  kind: LedgerViolationKind;
  /** What breaks it: a journal entry, a ledger account, an order, a delivery request or a parcel. */
  subject: { type: string; id: number; code: string };
  /** Amounts in đồng as text (`0`, `>= 0`, `649755`), or `no lines` for an entry without any. */
  expected: string;
  actual: string;
}

const checks: { kind: LedgerViolationKind; subject: string; find: (db: Executor) => Promise<repo.ViolationRow[]> }[] = [
  { kind: 'entry-unbalanced', subject: 'journal_entry', find: repo.unbalancedEntries },
  { kind: 'wallet-balance-mismatch', subject: 'ledger_account', find: repo.walletBalanceMismatches },
  { kind: 'purchase-order-paid-mismatch', subject: 'purchase_order', find: repo.purchaseOrderPaidMismatches },
  { kind: 'consignment-order-paid-mismatch', subject: 'consignment_order', find: repo.consignmentOrderPaidMismatches },
  {
    kind: 'taobao-global-order-paid-mismatch',
    subject: 'taobao_global_order',
    find: repo.taobaoGlobalOrderPaidMismatches,
  },
  { kind: 'delivery-request-paid-mismatch', subject: 'delivery_request', find: repo.deliveryRequestPaidMismatches },
  { kind: 'parcel-out-while-owing', subject: 'parcel', find: repo.parcelsOutWhileOwing },
  { kind: 'negative-balance', subject: 'ledger_account', find: repo.negativeAccounts },
];

/**
 * Runs every check on `db` one after another (never overlapping on one connection) and returns the
 * violations, by kind then subject id; [] when the ledger is consistent. Writes nothing.
 */
export async function checkLedger(db: Executor): Promise<LedgerViolation[]> {
  const found: LedgerViolation[] = [];
  for (const check of checks) {
    for (const row of await check.find(db)) {
      found.push({
        kind: check.kind,
        subject: { type: check.subject, id: row.id, code: row.code },
        expected: row.expected,
        actual: row.actual,
      });
    }
  }
  return found;
}

/** One line per violation: `purchase-order-paid-mismatch purchase_order #12 MH2611-000012: expected 649755, actual 0`. */
export function formatViolation(v: LedgerViolation): string {
  return `${v.kind} ${v.subject.type} #${v.subject.id} ${v.subject.code}: expected ${v.expected}, actual ${v.actual}`;
}

/** A stored run of the check (`ledger_check_runs`): when, whether it passed, and what failed. */
export interface LedgerCheckRun {
  id: number;
  ok: boolean;
  violations: LedgerViolation[];
  createdAt: Date;
}

/**
 * Runs the check and stores its result as a `ledger_check_runs` row (the nightly job; the
 * reconciliation page shows the last one). Returns the stored run.
 */
export async function recordLedgerCheck(db: Executor): Promise<LedgerCheckRun> {
  const violations = await checkLedger(db);
  const id = await repo.insertRun(db, violations.length === 0, violations);
  return { id, ok: violations.length === 0, violations, createdAt: new Date() };
}

/** The last stored run, or null before the first. */
export async function lastLedgerCheckRun(db: Executor): Promise<LedgerCheckRun | null> {
  const row = await repo.lastRun(db);
  if (!row) return null;
  return { id: row.id, ok: row.ok, violations: row.problems as LedgerViolation[], createdAt: row.createdAt };
}
