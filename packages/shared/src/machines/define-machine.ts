/**
 * One status machine per lifecycle (DESIGN.md §3): its statuses in lifecycle order, their Vietnamese
 * labels, the allowed next statuses, and who may move a subject INTO each status. The API's
 * `transition()` enforces it; the web app and the console read labels and `allowedNext` from it.
 *
 * Movers are roles of the role catalogue (roles.ts) plus `system` (timed jobs and webhooks). A
 * status with no mover is entered only by a rule of a service that names its mover explicitly
 * (e.g. `deposited` by the customer's payment).
 */
import type { Role } from '../roles.ts';

/** Who can move a subject: a role, or the system itself (jobs, webhooks, imports). */
export type Mover = Role | 'system';

export interface MachineSpec<S extends string> {
  /** The subject type written on status events, e.g. `purchase_order`. */
  subject: string;
  /** Every status, in lifecycle order (lists and filters show them in this order). */
  statuses: readonly [S, ...S[]];
  labels: Readonly<Record<S, string>>;
  /** The statuses a subject may be created in; the first is the default. */
  initial: readonly [S, ...S[]];
  transitions: Readonly<Record<S, readonly S[]>>;
  /** Who may move a subject into each status. */
  roles: Readonly<Record<S, readonly Mover[]>>;
}

export interface Machine<S extends string> extends MachineSpec<S> {
  label(status: S): string;
  /** True when `from → to` is in the table. */
  canTransition(from: S, to: S): boolean;
  /** True when one of `movers` may move a subject into `to`. */
  mayEnter(to: S, movers: readonly Mover[]): boolean;
  /** Next statuses from `from` that one of `movers` may set, in table order. */
  allowedNext(from: S, movers: readonly Mover[]): S[];
  /** Statuses with no way out. */
  isFinal(status: S): boolean;
  /** Narrows a stored string to a status of this machine. */
  is(value: string): value is S;
}

/** The status type of a machine: `StatusOf<typeof purchaseOrderMachine>`. */
export type StatusOf<M> = M extends Machine<infer S> ? S : never;

/** Checks the spec (every status labelled, every target known) and returns the machine. */
export function defineMachine<const S extends string>(spec: MachineSpec<S>): Machine<S> {
  const known = new Set<string>(spec.statuses);
  for (const s of spec.statuses) {
    if (!spec.labels[s]) throw new Error(`${spec.subject}: status ${s} has no label`);
    for (const to of spec.transitions[s] ?? []) {
      if (!known.has(to)) throw new Error(`${spec.subject}: ${s} → unknown status ${to}`);
    }
  }
  for (const s of spec.initial) if (!known.has(s)) throw new Error(`${spec.subject}: unknown initial ${s}`);
  const mayEnter = (to: S, movers: readonly Mover[]) => spec.roles[to].some((r) => movers.includes(r));
  return {
    ...spec,
    label: (s) => spec.labels[s],
    canTransition: (from, to) => spec.transitions[from].includes(to),
    mayEnter,
    allowedNext: (from, movers) => spec.transitions[from].filter((to) => mayEnter(to, movers)),
    isFinal: (s) => spec.transitions[s].length === 0,
    is: (value): value is S => known.has(value),
  };
}
