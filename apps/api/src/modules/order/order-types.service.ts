/**
 * One order reference (decision 0089): every kind of order a parcel, a delivery request or a timed
 * rule deals with is an `OrderRef { type, id }`, and each kind is described once by an `OrderType`
 * declaration that its own module registers at start (purchase-order/purchase-order-type.ts,
 * consignment/consignment-type.ts), as status hooks are registered (decision 0070). Parcel,
 * delivery and jobs code asks the registry; none of it names an order table or a per-kind twin.
 *
 * A declaration says what the shared flows need: the machine and how a row moves (lib/status/transition.ts
 * inside the owner), how rows are locked by id, the money (total, paid, and how a posting moves
 * `paid_vnd`), how parcels move the order (status chain, parcel-stage map, fee kinds and how the
 * summed lines are written) and refs (scalar subqueries, decision 0088) for one-round-trip reads.
 */
import type { FeeLine } from '@app/shared/contracts/purchase-order';
import type { Machine } from '@app/shared/machines/define-machine';
import type { ParcelStatus } from '@app/shared/machines/parcel';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import { type OrderTypeName, orderTypeNames } from '../../db/columns.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';

export type { OrderTypeName } from '../../db/columns.ts';
export { orderTypeNames } from '../../db/columns.ts';

/** Which order: its kind and its id (as `parcels.order_type/order_id` and payments store it). */
export interface OrderRef {
  type: OrderTypeName;
  id: number;
}

/** What every kind of order's row holds, as the shared flows read it. Money in đồng. */
export interface OrderRow {
  id: number;
  code: string;
  userId: number;
  status: string;
  totalVnd: number;
  paidVnd: number;
  cnWarehouseId: number;
  vnWarehouseId: number;
}

/**
 * An order as a ref's JSON value shows it: what every kind has, and what its kind adds for the views
 * of its parcels (a purchase order: `depositDueVnd`, `depositedAt`). Timestamps are ISO strings.
 */
export interface OrderView {
  id: number;
  code: string;
  status: string;
  userId: number;
  totalVnd: number;
  paidVnd: number;
  [extra: string]: unknown;
}

/** What prices a parcel on the consignment tariff (the order's tariff version, route, rate and options). */
export interface ConsignmentTerms {
  tariffVersionId: number;
  cnWarehouseId: number;
  vnWarehouseId: number;
  shippingType: 'normal' | 'fast';
  options: { woodenCrate: boolean; insurance: boolean };
  exchangeRate: number;
}

/** A column or SQL expression holding an order id, in the caller's query. */
export type IdRef = AnyPgColumn | SQL;

/** The declaration of one kind of order. `Row` is the owner's row type. */
export interface OrderType<Row extends OrderRow = OrderRow> {
  name: OrderTypeName;
  /** How messages name it: `đơn`, `đơn ký gửi`. */
  noun: string;
  machine: Machine<string>;
  /** Moves the locked `row` to `to` through lib/status/transition.ts, as `actor`, with the event's `note`. */
  move(tx: Tx, row: Row, to: string, actor: Actor | SystemActor, note: string): Promise<Row>;
  /** Locks the rows `ids` FOR UPDATE in id order (the order every writer locks in). */
  lock(tx: Executor, ids: number[]): Promise<Row[]>;
  /** Moves `paid_vnd` of order `id` (locked) by `deltaVnd` (signed đồng), with the posting that moved it. */
  addPaid(tx: Tx, id: number, deltaVnd: number): Promise<void>;
  /** How its parcels move it (decisions 0055, 0061). */
  parcels: {
    /** Whether its parcels may leave China now (a purchase order: once deposited, decision 0060). */
    mayLeaveChina(order: Row): boolean;
    /** The statuses parcels drive, in order. */
    chain: readonly string[];
    /** How far a parcel is along `chain` (index); `lost` is infinite (never holds the order back). */
    stage: Readonly<Record<ParcelStatus, number>>;
    /** The fee kinds the order carries, summed from its parcels' lines, with their labels. */
    feeKinds(order: Row): [FeeLine['kind'], string][];
    /** Writes the lines summed from the parcels into the locked order and moves its totals. */
    writeFeeLines(tx: Tx, order: Row, lines: FeeLine[]): Promise<Row>;
    /**
     * When its parcels are priced on the consignment tariff (decision 0062), the terms that price
     * them (warehouse-ops/measure.service.ts); left out, the purchase tariff prices them.
     */
    consignmentTerms?(order: Row): ConsignmentTerms;
  };
  /** Scalar subqueries over the owner's table, for the caller's own SQL (decision 0088). */
  refs: {
    /**
     * The order `id` as JSON (`OrderView`); null for none. With `lock`, the subquery locks the row
     * FOR UPDATE and answers its newest version: a statement that locks a parcel too (FOR UPDATE OF
     * parcels) takes the order's lock first, as every writer does, in one round trip.
     */
    view(id: IdRef, opts?: { lock?: boolean }): SQL<OrderView | null>;
    /** The ids of orders in `status`, as a PostgreSQL array (computed once: `= any(…)`). */
    idsInStatus(status: string): SQL;
  };
}

const registry = new Map<OrderTypeName, OrderType>();

/** Registers a kind of order's declaration (its module does, at start). Idempotent per name. */
export function registerOrderType<Row extends OrderRow>(declaration: OrderType<Row>): void {
  registry.set(declaration.name, declaration as unknown as OrderType);
}

/** The declaration of `name`; throws when its module did not register it (a wiring error). */
export function orderType(name: OrderTypeName): OrderType {
  const found = registry.get(name);
  if (!found) throw new Error(`order type ${name} is not registered`);
  return found;
}

/** The registered declarations, in the fixed order of `orderTypeNames` (the lock order of kinds). */
export function orderTypes(): OrderType[] {
  return orderTypeNames.flatMap((n) => (registry.has(n) ? [registry.get(n)!] : []));
}

/** The reference in a parcel-like row's `orderType` / `orderId`, or null for none. */
export function refOf(row: { orderType: OrderTypeName | null; orderId: number | null }): OrderRef | null {
  return row.orderType !== null && row.orderId !== null ? { type: row.orderType, id: row.orderId } : null;
}

/** Equality of references (null for none). */
export function sameRef(a: OrderRef | null, b: OrderRef | null): boolean {
  return a === b || (a !== null && b !== null && a.type === b.type && a.id === b.id);
}

/** A row locked with its kind. */
export type LockedOrderRow = OrderRow & { type: OrderTypeName };

/**
 * Locks the orders `refs` (duplicates once): kind by kind in the order of `orderTypeNames`, each in
 * id order, the order every writer of orders and parcels locks in. Answers them with their kind.
 */
export async function lockOrders(tx: Executor, refs: OrderRef[]): Promise<LockedOrderRow[]> {
  const out: LockedOrderRow[] = [];
  for (const t of orderTypes()) {
    const ids = [...new Set(refs.filter((r) => r.type === t.name).map((r) => r.id))];
    if (ids.length === 0) continue;
    for (const row of await t.lock(tx, ids)) out.push({ ...row, type: t.name });
  }
  return out;
}

/** Locks one order; undefined when there is none. */
export async function lockOrder(tx: Executor, ref: OrderRef): Promise<OrderRow | undefined> {
  const [row] = await orderType(ref.type).lock(tx, [ref.id]);
  return row;
}

/**
 * `case <typeColumn> when '<kind>' then pick(kind) … end` over the registered kinds: one SQL value
 * for a row holding an order reference (null for none). Build it after start (the registry is filled
 * then), e.g. inside a lazily prepared statement.
 */
export function byType<T>(typeColumn: IdRef, pick: (t: OrderType) => SQL<T>): SQL<T | null> {
  const arms = orderTypes().map((t) => sql`when ${t.name} then ${pick(t)}`);
  return sql<T | null>`(case ${typeColumn} ${sql.join(arms, sql` `)} end)`;
}
