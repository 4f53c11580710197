/**
 * Agents' commissions (DESIGN.md §3.10, decision 0119):
 * - earned: an entry `pending` per (agent, service, order) when the order's fee is earned — a
 *   purchase order's service fee when it is `delivered`, a pay-on-behalf fee on the event
 *   `pay_on_behalf_order.fee_earned` — at the rule's percentage, if the customer was linked to an
 *   agent (still holding the `agent` role) at most the rule's months before (0: forever);
 * - `available` when the complaint window (setting `complaintWindowHours`) after `earned_at` closed;
 * - `paid` by the nightly run (`runCommissions`): a `commission` posting per entry, key
 *   `commission:{entryId}`, of its amount less the agent's open claw-backs (never a negative wallet);
 * - a refund on the order (a complaint resolved with a refund, `pay_on_behalf_order.refunded`)
 *   shrinks the commission in proportion to the share of the order's total refunded: before payment
 *   the entry's amount drops (to 0: `reversed`); after payment a claw-back entry (negative,
 *   `available`) is deducted from the agent's next payouts.
 * Everything runs as the system, in the caller's transaction (domain-event deliveries, the job).
 */
import type { CommissionService } from '@app/shared/contracts/agency';
import { commissionMachine } from '@app/shared/machines/commission';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { systemActor } from '../../lib/platform/actor.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { agencyRow } from '../auth/agent-accounts.service.ts';
import { currentSettings } from '../setting/setting.service.ts';
import { post, postings } from '../wallet/ledger.service.ts';
import * as repo from './agency.repository.ts';

const HOUR_MS = 3_600_000;

/** The job that makes commissions available and pays them (nightly, and when the settings are saved). */
export const COMMISSION_TASK = 'commission_run';

/** A fee earned on one order of a customer (đồng). */
export interface EarnedFee {
  service: CommissionService;
  orderId: number;
  orderCode: string;
  customerId: number;
  /** The fee the commission is a percentage of. */
  baseVnd: number;
  /** The order's total: refunds are measured against it. */
  orderTotalVnd: number;
  earnedAt: Date;
}

/** `date` plus `months` calendar months (the day clamped to the month's last). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** `base × basisPoints / 10 000`, rounded down to the đồng. */
export function commissionOf(baseVnd: number, basisPoints: number): number {
  return Math.floor((baseVnd * basisPoints) / 10_000);
}

/** What is left of `originalVnd` once `refundedVnd` of `totalVnd` went back (rounded down; 0 for a 0 total). */
export function afterRefund(originalVnd: number, totalVnd: number, refundedVnd: number): number {
  if (totalVnd <= 0) return 0;
  const kept = Math.max(0, totalVnd - refundedVnd);
  return Math.floor((originalVnd * kept) / totalVnd);
}

/**
 * Records the commission of `fee` in `tx`, if any: the customer's agent (holding the `agent` role),
 * a rule for the service with a percentage above 0, the fee earned within the rule's months of the
 * linking, an amount of at least 1 ₫. A second call for the same order does nothing. Returns the
 * entry, or undefined when none was earned.
 */
export async function earnCommission(tx: Tx, fee: EarnedFee): Promise<repo.CommissionRow | undefined> {
  const customer = await agencyRow(tx, fee.customerId);
  if (!customer?.agentUserId || !customer.agentLinkedAt) return undefined;
  const agent = await agencyRow(tx, customer.agentUserId);
  if (!agent?.roles.includes('agent')) return undefined;
  const rule = await repo.findRule(tx, fee.service);
  if (!rule || rule.percentBasisPoints <= 0) return undefined;
  if (rule.months > 0 && fee.earnedAt > addMonths(customer.agentLinkedAt, rule.months)) return undefined;
  const amount = commissionOf(fee.baseVnd, rule.percentBasisPoints);
  if (amount <= 0) return undefined;
  return enter(
    tx,
    commissionMachine,
    {
      userId: agent.id,
      customerId: fee.customerId,
      service: fee.service,
      orderId: fee.orderId,
      orderCode: fee.orderCode,
      baseVnd: fee.baseVnd,
      orderTotalVnd: fee.orderTotalVnd,
      percentBasisPoints: rule.percentBasisPoints,
      originalVnd: amount,
      amountVnd: amount,
      earnedAt: fee.earnedAt,
    },
    systemActor,
    { onConflictDoNothing: true, note: `Hoa hồng đơn ${fee.orderCode}` },
  );
}

/**
 * A refund of `refundVnd` (đồng) on order (`service`, `orderId`): each of its commissions shrinks in
 * proportion to the share of the order's total refunded so far (decision 0119). Before payment the
 * entry's amount drops (to 0: `reversed`); once paid, a claw-back entry (negative, `available`)
 * takes the difference back from the agent's next payouts.
 */
export async function applyRefund(tx: Tx, service: CommissionService, orderId: number, refundVnd: number) {
  if (refundVnd <= 0) return;
  for (const e of await repo.lockOrderEntries(tx, service, orderId)) {
    if (e.status === 'reversed') continue;
    const refunded = Math.min(e.orderTotalVnd, e.refundedVnd + refundVnd);
    const before = afterRefund(e.originalVnd, e.orderTotalVnd, e.refundedVnd);
    const after = afterRefund(e.originalVnd, e.orderTotalVnd, refunded);
    if (e.status === 'paid') {
      await repo.updateEntry(tx, e.id, { refundedVnd: refunded });
      if (before > after) {
        await enter(
          tx,
          commissionMachine,
          {
            userId: e.userId,
            customerId: e.customerId,
            service: e.service,
            orderId: e.orderId,
            orderCode: e.orderCode,
            baseVnd: e.baseVnd,
            orderTotalVnd: e.orderTotalVnd,
            percentBasisPoints: e.percentBasisPoints,
            originalVnd: after - before,
            amountVnd: after - before,
            reversalOf: e.id,
            earnedAt: new Date(),
            availableAt: new Date(),
          },
          systemActor,
          { status: 'available', note: `Thu hồi hoa hồng đơn ${e.orderCode} do hoàn tiền` },
        );
      }
      continue;
    }
    await repo.updateEntry(tx, e.id, { refundedVnd: refunded, amountVnd: after });
    if (after === 0) {
      await transition(tx, commissionMachine, { ...e, amountVnd: 0 }, 'reversed', systemActor, {
        note: `Đơn ${e.orderCode} đã hoàn tiền toàn bộ`,
      });
    }
  }
}

/** What one run did: entries made available, entries paid, đồng credited. */
export interface CommissionRunResult {
  madeAvailable: number;
  paid: number;
  creditedVnd: number;
}

/**
 * The nightly run (job `commission_run`, also enqueued when the settings are saved): moves pending
 * entries whose complaint window closed by `now` to `available`, then pays each agent's available
 * entries (one transaction per agent). Idempotent: a rerun finds nothing left to do, and each
 * posting's key is its entry's id.
 */
export async function runCommissions(db: Db, now: Date): Promise<CommissionRunResult> {
  const { complaintWindowHours } = await currentSettings(db);
  const dueBefore = new Date(now.getTime() - complaintWindowHours * HOUR_MS);
  const result: CommissionRunResult = { madeAvailable: 0, paid: 0, creditedVnd: 0 };
  for (;;) {
    const n = await transaction(db, async (tx) => {
      const due = await repo.lockDuePending(tx, dueBefore, 500);
      for (const e of due) {
        await transition(tx, commissionMachine, e, 'available', systemActor, {
          note: 'Hết thời hạn khiếu nại',
          set: { availableAt: now },
        });
      }
      return due.length;
    });
    result.madeAvailable += n;
    if (n < 500) break;
  }
  for (const agentId of await repo.agentsWithAvailable(db)) {
    const paid = await transaction(db, (tx) => payAgent(tx, agentId, now));
    result.paid += paid.count;
    result.creditedVnd += paid.creditedVnd;
  }
  return result;
}

/**
 * Pays the agent's available entries in `tx`: each positive entry is credited its amount less what
 * the open claw-backs still take (oldest first); a claw-back fully taken becomes `paid`.
 */
async function payAgent(tx: Tx, agentId: number, now: Date) {
  const entries = await repo.lockAvailableOf(tx, agentId);
  const clawbacks = entries
    .filter((e) => e.amountVnd < 0)
    .map((e) => ({ entry: e, open: -e.amountVnd - e.settledVnd }));
  let count = 0;
  let creditedVnd = 0;
  for (const e of entries.filter((x) => x.amountVnd > 0)) {
    let deduct = 0;
    for (const c of clawbacks) {
      if (deduct === e.amountVnd) break;
      const take = Math.min(c.open, e.amountVnd - deduct);
      if (take <= 0) continue;
      c.open -= take;
      deduct += take;
      await repo.updateEntry(tx, c.entry.id, { settledVnd: -c.entry.amountVnd - c.open });
      if (c.open === 0) {
        await transition(tx, commissionMachine, c.entry, 'paid', systemActor, {
          note: `Đã trừ vào hoa hồng đơn ${e.orderCode}`,
          set: { paidAt: now },
        });
        count++;
      }
    }
    const credit = e.amountVnd - deduct;
    const journalEntryId =
      credit > 0
        ? (
            await post(
              tx,
              postings.commission({
                entryId: e.id,
                agentUserId: agentId,
                order: { code: e.orderCode },
                amountVnd: credit,
                actor: systemActor,
              }),
            )
          ).entryId
        : null;
    await transition(tx, commissionMachine, e, 'paid', systemActor, {
      note: deduct > 0 ? `Cộng vào ví sau khi trừ hoa hồng thu hồi` : 'Cộng vào ví',
      set: { paidAt: now, creditedVnd: credit, journalEntryId },
    });
    count++;
    creditedVnd += credit;
  }
  return { count, creditedVnd };
}
