/**
 * What happens when a subject enters a status, in the transaction that moved it (decision 0070):
 * `onEnter(subjectType, status, key, hook)` registers `hook`, and `transition()` / `enter()`
 * (lib/status/transition.ts) call every hook registered for the status entered, after the status event is
 * written and before the caller's transaction commits. A hook that throws rolls the change back.
 *
 * The timed rules (modules/jobs/timed-rules.ts) use it to enqueue their jobs ("jobs are enqueued in
 * the same transaction as the change that causes them", decision 0070), so a module that moves an order
 * to `delivered` gets its completion job without calling the jobs module.
 */
import type { Tx } from '../../db/client.ts';
import type { StatusSubjectType } from '../db/status-subjects.ts';

/** The change a hook is told about. */
export interface StatusEntered {
  subjectType: StatusSubjectType;
  /** The subject's row after the change (id, status, user_id…). */
  row: { id: number; status: string; userId?: number | null };
  /** Null when the subject was created in `to`. */
  from: string | null;
  to: string;
}

export type EnterHook = (tx: Tx, entered: StatusEntered) => Promise<void>;

const hooks = new Map<string, Map<string, EnterHook>>();

/**
 * Registers `hook` for entering `status` of `subjectType`; `key` names it, so registering the same
 * key again replaces the hook (modules register at start-up and tests may register again).
 */
export function onEnter(subjectType: StatusSubjectType, status: string, key: string, hook: EnterHook): void {
  const name = `${subjectType}:${status}`;
  let forStatus = hooks.get(name);
  if (!forStatus) {
    forStatus = new Map();
    hooks.set(name, forStatus);
  }
  forStatus.set(key, hook);
}

/** Removes the hook registered under `key` for `status` of `subjectType` (tests). */
export function offEnter(subjectType: StatusSubjectType, status: string, key: string): void {
  hooks.get(`${subjectType}:${status}`)?.delete(key);
}

/** Runs the hooks of `entered.to`, one after another, in `tx`. Called by lib/status/transition.ts only. */
export async function runEnterHooks(tx: Tx, entered: StatusEntered): Promise<void> {
  const forStatus = hooks.get(`${entered.subjectType}:${entered.to}`);
  if (!forStatus) return;
  for (const hook of forStatus.values()) await hook(tx, entered);
}
