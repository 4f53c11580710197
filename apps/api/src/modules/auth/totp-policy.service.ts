/**
 * Who must have TOTP on before a money action (decision 0098): admins and accountants
 * (`totpRequiredRoles`), when STAFF_TOTP_REQUIRED is on for the app (default: production only).
 * The policy is kept per database handle, as change-events.ts keeps its emitter, so each app (and
 * each test file's app) carries its own; a handle never configured requires nothing.
 */
import { totpRequiredRoles } from '@app/shared/contracts/totp';
import type { Db } from '../../db/client.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import * as repo from './totp.repository.ts';

const requiredByDatabase = new WeakMap<object, boolean>();

/** Sets the app's policy on its database handle (routes.ts, from STAFF_TOTP_REQUIRED). */
export function setStaffTotpRequired(db: object, required: boolean): void {
  requiredByDatabase.set(db, required);
}

/** True when `actor` must have TOTP on before money actions, on the app that owns `db`. */
export function staffTotpRequiredFor(db: object, actor: Actor | SystemActor): boolean {
  if (actor.scope !== 'staff' || !requiredByDatabase.get(db)) return false;
  return actor.roles.some((r) => totpRequiredRoles.includes(r));
}

/**
 * The one check before any money action (recharge approval and cancellation, exchange rates,
 * tariffs; adjustments and refunds when they come): 403 `totp-setup-required` when the actor's role
 * requires TOTP and they have not turned it on. Takes the app's database handle (`Db`, which a
 * transaction is not, so the type checker refuses a `tx`): call it before opening the transaction. Jobs (the system actor) always pass.
 */
export async function assertMoneyActionAllowed(db: Db, actor: Actor | SystemActor): Promise<void> {
  if (!staffTotpRequiredFor(db, actor) || actor.userId === null) return;
  const row = await repo.findTotp(db, actor.userId);
  if (!row?.enabledAt) throw new AppError('totp-setup-required');
}
