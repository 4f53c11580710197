/**
 * The object behind a thread (`order-12` → purchase order 12): who its customer is, what to call it
 * and where it lives in the customer app. Read through the owners' refs (decision 0088), so chat
 * never imports another module's tables; one scalar subquery per thread.
 */
import type { ChatThreadType } from '@app/shared/live';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { userCard } from '../auth/auth.refs.ts';
import { complaintRefOf } from '../complaint/complaint.refs.ts';
import { consignmentOrderView } from '../consignment/consignment.refs.ts';
import { deliveryRequestRefOf } from '../delivery/delivery.refs.ts';
import { payOnBehalfRefOf } from '../pay-on-behalf/pay-on-behalf.refs.ts';
import { purchaseOrderView } from '../purchase-order/purchase-order.refs.ts';
import { taobaoGlobalOrderRefOf } from '../taobao-global/taobao-global.refs.ts';
import { withdrawalRefOf } from '../withdrawal/withdrawal.refs.ts';

type IdRef = AnyPgColumn | SQL;

/** `{ code, userId }` of the object; for `support` the customer themself (code: none). */
const refOf: Record<ChatThreadType, (id: IdRef) => SQL> = {
  order: (id) => sql`${purchaseOrderView(id)}::jsonb`,
  shipping: (id) => sql`${consignmentOrderView(id)}::jsonb`,
  delivery: (id) => sql`${deliveryRequestRefOf(id)}::jsonb`,
  complaint: (id) => sql`${complaintRefOf(id)}::jsonb`,
  withdraw: (id) => sql`${withdrawalRefOf(id)}::jsonb`,
  pob: (id) => sql`${payOnBehalfRefOf(id)}::jsonb`,
  taobao: (id) => sql`${taobaoGlobalOrderRefOf(id)}::jsonb`,
  support: (id) =>
    sql`(select jsonb_build_object('code', '', 'userId', (u->>'id')::int) from (select ${userCard(id)}::jsonb as u) s where u is not null)`,
};

/** The object of thread `type` keyed by `id` (a column or SQL) as JSON `{ code, userId }`, null when none. */
export function objectRefSql(type: AnyPgColumn | SQL, id: IdRef): SQL<{ code: string; userId: number } | null> {
  const cases = Object.entries(refOf).map(([t, ref]) => sql`when ${t} then ${ref(id)}`);
  return sql<{ code: string; userId: number } | null>`(case ${type} ${sql.join(cases, sql` `)} end)`;
}

const titles: Record<ChatThreadType, string> = {
  order: 'Đơn hàng',
  shipping: 'Đơn ký gửi',
  delivery: 'Yêu cầu giao hàng',
  complaint: 'Khiếu nại',
  withdraw: 'Yêu cầu rút tiền',
  taobao: 'Đơn Taobao Global',
  support: 'Hỗ trợ chung',
  pob: 'Thanh toán hộ',
};

/** "Đơn hàng DH…" (or "#12" when the object has no code any more); "Hỗ trợ chung" for support. */
export function titleOf(type: ChatThreadType, id: number, code: string | null | undefined): string {
  if (type === 'support') return titles.support;
  return `${titles[type]} ${code ? code : `#${id}`}`;
}

/** The object's page in the customer app. */
export function linkOf(type: ChatThreadType, id: number): string {
  switch (type) {
    case 'order':
      return `/orderOrdering/${id}`;
    case 'shipping':
      return `/orderShipping/${id}`;
    case 'delivery':
      return `/delivery/${id}`;
    case 'complaint':
      return `/orderComplaint/${id}`;
    case 'withdraw':
      return '/wallet/withdraw';
    case 'pob':
      return `/orderPob/${id}`;
    case 'taobao':
      return `/taobaoIntOrder/${id}`;
    case 'support':
      return '/chat';
  }
}

export interface ThreadObject {
  type: ChatThreadType;
  id: number;
  key: string;
  /** The object's customer: the one person on the customer's side of the thread. */
  userId: number;
  title: string;
  link: string;
}

/** The object of thread `type`-`id`, or undefined when it does not exist. */
export async function findObject(db: Executor, type: ChatThreadType, id: number): Promise<ThreadObject | undefined> {
  const ref = refOf[type](sql`${id}::int`);
  const { rows } = await db.execute<{ o: { code: string; userId: number } | null }>(sql`select ${ref} as o`);
  const o = rows[0]?.o;
  if (!o) return undefined;
  return { type, id, key: `${type}-${id}`, userId: o.userId, title: titleOf(type, id, o.code), link: linkOf(type, id) };
}
