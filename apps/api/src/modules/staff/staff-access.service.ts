/**
 * Disabling, enabling and resetting a staff member's password (decision 0097). Disabling ends every
 * session at once on every instance (the sessions are revoked in the transaction; the database's
 * notifications drop them from each instance's cache, decision 0009) and voids unused password links;
 * a reset voids the password, ends the sessions and mails a new link. Audit rows per decision 0096.
 */
import type { StaffView } from '@app/shared/contracts/staff';
import type { Executor } from '../../db/client.ts';
import { afterCommit, transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import * as accounts from '../auth/staff-accounts.service.ts';
import { requireStaff, type StaffDeps, viewOf } from './staff.service.ts';
import { assertAdminsRemain, assertNotSelf } from './staff-guards.ts';

/** Revokes the user's sessions in `tx` and tells this instance's caches after the commit. */
async function endSessions(tx: Executor, userId: number): Promise<void> {
  const revoked = await accounts.revokeSessionsOf(tx, userId);
  afterCommit(tx, (events) => {
    for (const id of revoked) events.sessionRevoked(id);
    events.userChanged(userId);
  });
}

/** POST /Admin/Staff/{id}/Disable: 409 `own-account`, `last-admin`; already disabled keeps the first time. */
export async function disableStaff(db: StaffDeps['db'], actor: Actor, id: number, reason: string): Promise<StaffView> {
  return transaction(db, async (tx) => {
    await assertAdminsRemain(tx, actor, id);
    const row = await requireStaff(tx, id, true);
    const disabledAt = row.disabledAt ?? new Date();
    const updated = await accounts.updateStaff(tx, id, { disabledAt, disabledReason: reason });
    await endSessions(tx, id);
    await accounts.voidPasswordLinks(tx, id);
    await writeAudit(tx, actor, {
      action: 'staff.disable',
      subjectType: 'user',
      subjectId: id,
      before: { active: row.disabledAt === null, disabledReason: row.disabledReason },
      after: { active: false, disabledReason: reason },
    });
    return viewOf(tx, updated);
  });
}

/** POST /Admin/Staff/{id}/Enable: clears the disabled time and reason. */
export async function enableStaff(db: StaffDeps['db'], actor: Actor, id: number): Promise<StaffView> {
  return transaction(db, async (tx) => {
    const row = await requireStaff(tx, id, true);
    const updated = await accounts.updateStaff(tx, id, { disabledAt: null, disabledReason: null });
    if (row.disabledAt) {
      await writeAudit(tx, actor, {
        action: 'staff.enable',
        subjectType: 'user',
        subjectId: id,
        before: { active: false, disabledReason: row.disabledReason },
        after: { active: true, disabledReason: null },
      });
    }
    afterCommit(tx, (events) => events.userChanged(id));
    return viewOf(tx, updated);
  });
}

/** POST /Admin/Staff/{id}/ResetPassword: 409 `own-account` (use the profile's change of password). */
export async function resetStaffPassword(deps: StaffDeps, actor: Actor, id: number): Promise<{ ok: true }> {
  assertNotSelf(actor, id);
  await requireStaff(deps.db, id); // a 404 costs no hashing
  const passwordHash = await accounts.unusablePasswordHash();
  await transaction(deps.db, async (tx) => {
    const row = await requireStaff(tx, id, true);
    await accounts.updateStaff(tx, id, { passwordHash });
    await endSessions(tx, id);
    await accounts.issuePasswordLink(tx, deps.mailer, row, deps.baseUrl, 'reset');
    await writeAudit(tx, actor, { action: 'staff.reset_password', subjectType: 'user', subjectId: id });
  });
  return { ok: true };
}
