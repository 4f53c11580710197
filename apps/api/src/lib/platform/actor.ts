/**
 * Who is acting: every service receives an `Actor`, never a bare user id, and every repository
 * filters what it reads with its table's `visibleTo(actor)` (one per table, beside the table's
 * queries). The scope says what the actor may see:
 * - `own`: a customer (or staff using the customer app) sees only their own objects;
 * - `agent`: an agent sees their own and their customers' objects (DESIGN.md §3.10);
 * - `staff`: a staff member sees every customer's objects; what they may change is cut by the
 *   permission catalogue (@app/shared/permissions) and each machine's roles.
 * The route guard builds the actor (plugins/auth.ts): customer routes with `own`, staff routes with
 * `staff`. Timed jobs and webhooks act as `systemActor`.
 */
import type { Mover } from '@app/shared/machines/define-machine';
import { type Role, staffRoles } from '@app/shared/roles';
import { AppError } from './app-error.ts';

export type Scope = 'own' | 'agent' | 'staff';

export interface Actor {
  userId: number;
  name: string;
  roles: readonly Role[];
  scope: Scope;
  /** The client address of the request (Fastify's `request.ip`, proxies per TRUST_PROXY), for the audit log. */
  ip?: string;
}

/** The product itself (jobs, webhooks): may enter statuses whose movers include `system`. */
export interface SystemActor {
  userId: null;
  name: string;
  roles: readonly [];
  scope: 'system';
  ip?: undefined;
}

export const systemActor: SystemActor = { userId: null, name: 'Hệ thống', roles: [], scope: 'system' };

/**
 * The movers an actor counts as for a status machine: `system` for the system; staff roles in the
 * staff scope; `customer` (and `agent`) in the own and agent scopes, so a staff member using the
 * customer app acts as a customer there and never as staff.
 */
export function moversOf(actor: Actor | SystemActor): Mover[] {
  if (actor.scope === 'system') return ['system'];
  if (actor.scope === 'staff') return actor.roles.filter((r) => staffRoles.includes(r));
  return actor.scope === 'agent' ? ['customer', 'agent'] : ['customer'];
}

/**
 * Separation of duties (decision 0019): a staff member never acts in the console on an
 * object they own themselves (approving a recharge of their own wallet, moving their own order).
 * Throws `error` (a 403 of the error table) when `actor` is staff and `ownerId` is theirs.
 */
export function assertNotOwnObject(
  actor: Actor | SystemActor,
  ownerId: number,
  error: 'own-recharge-approval' | 'own-order-action' | 'own-claim-action',
): void {
  if (actor.scope === 'staff' && actor.userId === ownerId) throw new AppError(error);
}
