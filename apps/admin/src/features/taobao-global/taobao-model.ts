/**
 * Page model of the Taobao Global order pages (decision 0117): the list's state filter from the URL
 * (default every state), and the search that finds the customer's pay-on-behalf orders from an order.
 */
import type { TaobaoGlobalOrder } from '@app/shared/contracts/taobao-global';
import { taobaoGlobalOrderMachine } from '@app/shared/machines/taobao-global';
import { parseStatusFilter } from '../../lib/list-params.ts';
import type { TaobaoFilter } from './api.ts';

/** `?status=`: one of the platform's trade states, or `all` for anything else. */
export function parseTaobaoFilter(value: string | null): TaobaoFilter {
  return parseStatusFilter(taobaoGlobalOrderMachine.statuses, value, 'all');
}

/**
 * The console page of the pay-on-behalf order the Taobao order was last sent in (decision 0120);
 * null when it never was.
 */
export function linkedPobPath(order: Pick<TaobaoGlobalOrder, 'payOnBehalf'>): string | null {
  return order.payOnBehalf ? `/orderPob/${order.payOnBehalf.id}` : null;
}

/** How many of the order's tracking numbers have become parcels at the warehouse. */
export function parcelsArrived(order: Pick<TaobaoGlobalOrder, 'trackings'>): { arrived: number; total: number } {
  return { arrived: order.trackings.filter((t) => t.parcel !== null).length, total: order.trackings.length };
}
