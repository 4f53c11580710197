/**
 * What waits for a staff member, for the console's menu badges (decision 0045): recharges waiting
 * for approval (for the roles that review them) and orders in the statuses whose next step is one of
 * the member's roles' (`awaitingStaffStatuses`); and the money queues, each for the members whose
 * permissions act on it: withdrawals waiting for approval or payout, unmatched bank transfers,
 * complaints staff owe a step on (offers waiting for approval: not the member's own), adjustments
 * waiting for approval (not the member's own proposals), pay-on-behalf orders waiting to be taken and
 * their refund requests waiting for a decision (decision 0114).
 *
 * The console polls it on every open tab, so the counts are cached per process and **invalidated,
 * not expired**, in the instance's one count cache (lib/db/total-cache.ts, decision 0086), beside the
 * staff lists' totals: a committed write of any table they count drops them on every
 * instance (the `table_changed` notification), and the instance that commits a status change drops
 * them right after its own commit (lib/status/transition.ts), so a member who approves a recharge sees the
 * badge fall at once. While the change feed is not listening nothing is served from cache; entries
 * also expire after 60 s as a safety net.
 */
import type { StaffCounts } from '@app/shared/contracts/staff-counts';
import { awaitingStaffStatuses, type PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { can, type Permission } from '@app/shared/permissions';
import { staffRoles } from '@app/shared/roles';
import type { Db } from '../../db/client.ts';
import type { TotalCache } from '../../lib/db/total-cache.ts';
import { type Actor, moversOf } from '../../lib/platform/actor.ts';
import { countPendingAdjustmentsByProposer } from '../adjustment/adjustment-counts.service.ts';
import { countUnmatchedBankTransfers } from '../bank-transfer/bank-transfer-counts.service.ts';
import { countOpenComplaints, type OpenComplaintCounts } from '../complaint/complaint-counts.service.ts';
import {
  countPobOrdersAwaitingStaff,
  countPobRefundsAwaitingStaff,
} from '../pay-on-behalf/pay-on-behalf-counts.service.ts';
import { countOrdersByStatus } from '../purchase-order/purchase-order.service.ts';
import { countRechargesAwaitingApproval } from '../wallet/recharge.service.ts';
import { countWithdrawalsAwaitingStaff } from '../withdrawal/withdrawal-counts.service.ts';

/** Every status in which an order may wait for some staff role: the union of the roles' queues. */
const countedOrderStatuses = awaitingStaffStatuses(staffRoles);

/** The money queues' counts, the same for every member (each member's answer leaves out their own). */
interface MoneyQueueCounts {
  withdrawals: number;
  bankTransfers: number;
  complaints: OpenComplaintCounts;
  /** Pending adjustments by proposer (user id → count). */
  adjustmentsBy: Record<number, number>;
  pobOrders: number;
  pobRefunds: number;
}

interface WaitingCounts {
  ordersByStatus: Partial<Record<PurchaseOrderStatus, number>>;
  pendingRecharges: number;
  /** Counted for the staff scope only (every row); null for anyone else. */
  money: MoneyQueueCounts | null;
}

/** One count for every role; each member's answer takes its part. Index-only counts (see the services). */
async function countWaiting(db: Db, actor: Actor): Promise<WaitingCounts> {
  const ordersByStatus = await countOrdersByStatus(db, actor, countedOrderStatuses);
  const pendingRecharges = await countRechargesAwaitingApproval(db, actor);
  if (actor.scope !== 'staff') return { ordersByStatus, pendingRecharges, money: null };
  const money: MoneyQueueCounts = {
    withdrawals: await countWithdrawalsAwaitingStaff(db),
    bankTransfers: await countUnmatchedBankTransfers(db),
    complaints: await countOpenComplaints(db),
    adjustmentsBy: await countPendingAdjustmentsByProposer(db),
    pobOrders: await countPobOrdersAwaitingStaff(db),
    pobRefunds: await countPobRefundsAwaitingStaff(db),
  };
  return { ordersByStatus, pendingRecharges, money };
}

/** The tables the counts read: a write of any drops them. */
const countedTables = [
  'purchase_orders',
  'recharges',
  'withdrawals',
  'bank_transfers',
  'complaints',
  'adjustments',
  'pay_on_behalf_orders',
  'refund_requests',
] as const;

/** The sum of `byMember`'s counts but `userId`'s own. */
function othersOf(byMember: Record<number, number>, userId: number): number {
  return Object.entries(byMember).reduce((sum, [by, n]) => (Number(by) === userId ? sum : sum + n), 0);
}

/** The money queues' part of `actor`'s answer: null where the member's permissions do not act. */
function moneyQueuesOf(actor: Actor, money: MoneyQueueCounts | null) {
  const may = (...permissions: Permission[]) => money !== null && permissions.some((p) => can(actor.roles, p));
  if (money === null) {
    return {
      pendingWithdrawals: null,
      unmatchedBankTransfers: null,
      complaintsAwaitingStaff: null,
      pendingAdjustments: null,
      pendingPayOnBehalf: null,
      pendingPobRefunds: null,
    };
  }
  const handles = may('handle:complaint');
  const approvesOffers = may('approve:complaint-offer');
  const complaints =
    (handles ? money.complaints.awaitingHandler : 0) +
    (approvesOffers ? othersOf(money.complaints.offersAwaitingApprovalBy, actor.userId) : 0);
  return {
    pendingWithdrawals: may('approve:withdrawal', 'pay:withdrawal') ? money.withdrawals : null,
    unmatchedBankTransfers: may('settle:bank-transfer') ? money.bankTransfers : null,
    complaintsAwaitingStaff: handles || approvesOffers ? complaints : null,
    pendingAdjustments: may('approve:adjustment') ? othersOf(money.adjustmentsBy, actor.userId) : null,
    pendingPayOnBehalf: may('handle:pay-on-behalf-order') ? money.pobOrders : null,
    pendingPobRefunds: may('approve:pob-refund') ? money.pobRefunds : null,
  };
}

export interface StaffCountsService {
  /** What waits for `actor` (a staff member: the console's guard lets no one else call). */
  forActor(actor: Actor): Promise<StaffCounts>;
}

/** `totals`: the instance's count cache (attached to its change feed by app.ts). */
export function createStaffCounts(db: Db, totals: TotalCache): StaffCountsService {
  async function forActor(actor: Actor): Promise<StaffCounts> {
    // Cached only for the staff scope, which sees every row; anyone else is counted on their own.
    const load = () => countWaiting(db, actor);
    const counts = actor.scope === 'staff' ? await totals.counts(countedTables, 'staff-waiting', load) : await load();
    const byStatus = awaitingStaffStatuses(moversOf(actor)).map((status) => ({
      status,
      count: counts.ordersByStatus[status] ?? 0,
    }));
    return {
      pendingRecharges: can(actor.roles, 'view:recharge') ? counts.pendingRecharges : null,
      ordersAwaitingStaff: byStatus.reduce((sum, s) => sum + s.count, 0),
      ordersAwaitingStaffByStatus: byStatus,
      ...moneyQueuesOf(actor, counts.money),
    };
  }

  return { forActor };
}
