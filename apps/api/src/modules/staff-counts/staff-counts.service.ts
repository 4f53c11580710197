/**
 * What waits for a staff member, for the console's menu badges (decision 0045): recharges waiting
 * for approval (for the roles that review them) and orders in the statuses whose next step is one of
 * the member's roles' (`awaitingStaffStatuses`).
 *
 * The console polls it on every open tab, so the counts are cached per process and **invalidated,
 * not expired** (as the profile, decision 0009): every status change writes a domain event whose
 * NOTIFY reaches every instance at commit (the feed channel below drops the cache on each), and the
 * instance that commits drops it right after its own commit (lib/transition.ts), so a member who
 * approves a recharge sees the badge fall at once. While the change feed is not listening nothing
 * is served from cache; entries also expire after `ttlMs` as a safety net.
 */
import type { StaffCounts } from '@app/shared/contracts/staff-counts';
import { awaitingStaffStatuses, type PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { can } from '@app/shared/permissions';
import { staffRoles } from '@app/shared/roles';
import type { Db } from '../../db/client.ts';
import { type Actor, moversOf } from '../../lib/actor.ts';
import { changeEventsOf } from '../../lib/change-events.ts';
import type { FeedChannel } from '../../lib/change-feed.ts';
import { InvalidatingCache } from '../../lib/invalidating-cache.ts';
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

/** Subjects whose status changes move a count. */
const countedSubjects = new Set(['purchase_order', 'recharge']);

export interface StaffCountsService {
  /** The change feed's channel: every committed domain event (from any instance) drops the cache. */
  readonly channel: FeedChannel;
  /** What waits for `actor` (a staff member: the console's guard lets no one else call). */
  forActor(actor: Actor): Promise<StaffCounts>;
  close(): void;
}

/** `listening`: whether the change feed listens now (the cache serves only then). */
export function createStaffCounts(db: Db, listening: () => boolean, ttlMs = 60_000): StaffCountsService {
  const cache = new InvalidatingCache<'all', WaitingCounts>(ttlMs, 1);
  const drop = () => cache.invalidate('all');
  const close = changeEventsOf(db).subscribe({
    userChanged: () => {},
    sessionRevoked: () => {},
    statusChanged: (subjectType) => {
      if (countedSubjects.has(subjectType)) drop();
    },
    reset: () => cache.clear(),
  });
  const channel: FeedChannel = { channel: 'domain_event', notified: drop, listening: () => cache.clear() };

  async function forActor(actor: Actor): Promise<StaffCounts> {
    // Cached only for the staff scope, which sees every row; anyone else is counted on their own.
    const load = () => countWaiting(db, actor);
    const counts = actor.scope === 'staff' && listening() ? await cache.get('all', load) : await load();
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

  return { channel, forActor, close };
}
