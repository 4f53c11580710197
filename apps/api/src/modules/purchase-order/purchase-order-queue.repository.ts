/**
 * SQL of the "Mua hàng" queue (decision 0051): the orders of one tab, oldest wait first, with their
 * customer, purchaser, line counts and shop order numbers; filters and search; counts per tab.
 * Staff see every order (visibleTo of purchase-order.repository.ts, scope `staff`).
 */
import { type QueueTab, queueStatuses } from '@app/shared/contracts/buying';
import { normalizeVnPhone } from '@app/shared/phone';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { purchaseOrderLines, purchaseOrderShopOrders, purchaseOrders } from '../../db/schema/purchase-order.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { ownerMatch, type UserContact, userContact, userFullName } from '../auth/auth.refs.ts';
import { visibleTo } from './purchase-order.repository.ts';

export interface QueueFilter {
  tab: QueueTab;
  site?: string;
  shop?: string;
  minAgeHours?: number;
  /** A purchaser's id, `null` for nobody's, undefined for anyone's. */
  assigneeId?: number | null;
  q?: string;
  page: number;
  pageSize: number;
}

/** Since when an order of `tab` waits: its deposit, its placing, or its last status change. */
function waitingSince(tab: QueueTab): SQL<Date> {
  if (tab === 'buying') return sql<Date>`coalesce(${purchaseOrders.depositedAt}, ${purchaseOrders.createdAt})`;
  if (tab === 'quote') return sql<Date>`${purchaseOrders.createdAt}`;
  return sql<Date>`${purchaseOrders.updatedAt}`;
}

/** `LIKE` pattern of a literal prefix (its % and _ escaped). */
function prefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Search: an order code (`MH2611-000123`, its beginning in any case, or its number `000123`), a
 * customer phone (`0912…`, `+84 912…`; spaces, dots and dashes ignored) or a shop order number (or its
 * beginning).
 */
function searchOf(q: string): SQL {
  const digits = normalizeVnPhone(q); // as sign-in reads a phone (decision 0095)
  const numeric = /^\d{3,}$/.test(digits);
  const shopOrder = sql`exists (select 1 from ${purchaseOrderShopOrders} where ${purchaseOrderShopOrders.orderId} = ${purchaseOrders.id} and ${purchaseOrderShopOrders.shopOrderNumber} like ${prefix(q)})`;
  return sql`(${purchaseOrders.code} like ${prefix(q.toUpperCase())}
    or ${numeric ? sql`${purchaseOrders.code} like ${`%-${digits}`} or ${ownerMatch(purchaseOrders.userId, { name: null, phone: digits, email: null, codes: [] })}` : sql`false`}
    or ${shopOrder})`;
}

function whereOf(actor: Actor, f: QueueFilter): SQL | undefined {
  const since = waitingSince(f.tab);
  return and(
    visibleTo(actor),
    inArray(purchaseOrders.status, [...queueStatuses[f.tab]]),
    f.site ? eq(purchaseOrders.site, f.site) : undefined,
    f.shop ? sql`${purchaseOrders.shopName} ilike ${`%${f.shop.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    f.minAgeHours ? sql`${since} <= now() - make_interval(hours => ${f.minAgeHours}::int)` : undefined,
    f.assigneeId === null ? isNull(purchaseOrders.assigneeId) : undefined,
    f.assigneeId ? eq(purchaseOrders.assigneeId, f.assigneeId) : undefined,
    f.q ? searchOf(f.q) : undefined,
  );
}

/** One page of the tab's orders, the longest waiting first, and how many match. */
export async function listQueue(db: Executor, actor: Actor, f: QueueFilter) {
  const since = waitingSince(f.tab);
  const where = whereOf(actor, f);
  // The line and unit counts are the order row's (decision 0076); only what buying changes is counted here.
  const lines = db
    .select({
      boughtLineCount: sql<number>`count(${purchaseOrderLines.boughtQuantity})::int`.as('bought_line_count'),
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, purchaseOrders.id))
    .as('lines');
  const shops = db
    .select({
      numbers: sql<
        string[]
      >`coalesce(array_agg(${purchaseOrderShopOrders.shopOrderNumber} order by ${purchaseOrderShopOrders.id}), '{}')`.as(
        'numbers',
      ),
    })
    .from(purchaseOrderShopOrders)
    .where(eq(purchaseOrderShopOrders.orderId, purchaseOrders.id))
    .as('shops');
  const rows = await db
    .select({
      id: purchaseOrders.id,
      code: purchaseOrders.code,
      status: purchaseOrders.status,
      site: purchaseOrders.site,
      shopName: purchaseOrders.shopName,
      totalVnd: purchaseOrders.totalVnd,
      paidVnd: purchaseOrders.paidVnd,
      waitingSince: since.mapWith((v: string | Date) => new Date(v)).as('waiting_since'),
      customer: sql<UserContact>`${userContact(purchaseOrders.userId)}`,
      assigneeId: purchaseOrders.assigneeId,
      assigneeName: userFullName(purchaseOrders.assigneeId),
      lineCount: purchaseOrders.lineCount,
      itemCount: purchaseOrders.itemCount,
      boughtLineCount: lines.boughtLineCount,
      shopOrderNumbers: shops.numbers,
    })
    .from(purchaseOrders)
    .leftJoinLateral(lines, sql`true`)
    .leftJoinLateral(shops, sql`true`)
    .where(where)
    .orderBy(asc(since), asc(purchaseOrders.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrders).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Orders in each queue status (index-only on purchase_orders_status_idx). */
export async function countQueueStatuses(db: Executor): Promise<Map<string, number>> {
  const statuses = Object.values(queueStatuses).flat();
  const rows = await db
    .select({ status: purchaseOrders.status, n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.status, statuses))
    .groupBy(purchaseOrders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
