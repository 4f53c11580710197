/**
 * What waits for a staff member, for the console's menu badges (decision 0045): recharges waiting
 * for approval (for the roles that review them) and orders in the statuses whose next step is one of
 * the member's roles' (`awaitingStaffStatuses`).
 *
 * The console polls it on every open tab, so the counts are cached per process and **invalidated,
 * not expired**, in the instance's one count cache (lib/db/total-cache.ts, decision 0086), beside the
 * staff lists' totals: a committed write of `purchase_orders` or `recharges` drops them on every
 * instance (the `table_changed` notification), and the instance that commits a status change drops
 * them right after its own commit (lib/status/transition.ts), so a member who approves a recharge sees the
 * badge fall at once. While the change feed is not listening nothing is served from cache; entries
 * also expire after 60 s as a safety net.
 */
import type { StaffCounts } from '@app/shared/contracts/staff-counts';
import { awaitingStaffStatuses, type PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { can } from '@app/shared/permissions';
import { staffRoles } from '@app/shared/roles';
import type { Db } from '../../db/client.ts';
import type { TotalCache } from '../../lib/db/total-cache.ts';
import { type Actor, moversOf } from '../../lib/platform/actor.ts';
import { countOrdersByStatus } from '../purchase-order/purchase-order.service.ts';
import { countRechargesAwaitingApproval } from '../wallet/recharge.service.ts';

/** Every status in which an order may wait for some staff role: the union of the roles' queues. */
const countedOrderStatuses = awaitingStaffStatuses(staffRoles);

interface WaitingCounts {
  ordersByStatus: Partial<Record<PurchaseOrderStatus, number>>;
  pendingRecharges: number;
}

/** One count for every role; each member's answer takes its part. Index-only counts (see the services). */
async function countWaiting(db: Db, actor: Actor): Promise<WaitingCounts> {
  const ordersByStatus = await countOrdersByStatus(db, actor, countedOrderStatuses);
  return { ordersByStatus, pendingRecharges: await countRechargesAwaitingApproval(db, actor) };
}

/** The tables the counts read: a write of either drops them. */
const countedTables = ['purchase_orders', 'recharges'] as const;

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
    };
  }

  return { forActor };
}
