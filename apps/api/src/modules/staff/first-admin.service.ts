/**
 * The first admin (decision 0097): `npm run admin -- create` makes an installation's first console
 * account, or gives an existing one back: the same e-mail again resets the password, keeps the
 * account (id, orders), makes sure it holds `admin`, re-enables it and ends its sessions. The password
 * policy of sign-up applies (400 `password-does-not-meet-requirements`). Audit rows by the system.
 */
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { type SystemActor, systemActor } from '../../lib/platform/actor.ts';
import * as accounts from '../auth/staff-accounts.service.ts';

/** Who the audit log names for the command. */
export const commandActor: SystemActor = { ...systemActor, name: 'Hệ thống (lệnh npm run admin)' };

export interface FirstAdminInput {
  /** Lower-case, valid (the contract's `staffInput.email`). */
  email: string;
  name: string;
  /** Canonical mobile number, or '' for none. */
  phone: string;
  password: string;
}

/** Creates the admin, or resets the account of that e-mail; `created` says which. */
export async function ensureAdmin(db: Db, input: FirstAdminInput): Promise<{ created: boolean; userId: number }> {
  accounts.assertPasswordPolicy(input.password);
  const passwordHash = await accounts.hashPassword(input.password);
  return transaction(db, async (tx) => {
    const existing = await accounts.lockUserByEmail(tx, input.email);
    if (existing) {
      const roles = existing.roles.includes('admin') ? existing.roles : ['admin', ...existing.roles];
      await accounts.updateStaff(tx, existing.id, { passwordHash, roles, disabledAt: null, disabledReason: null });
      await accounts.revokeSessionsOf(tx, existing.id);
      await accounts.voidPasswordLinks(tx, existing.id);
      await writeAudit(tx, commandActor, {
        action: 'staff.reset_password',
        subjectType: 'user',
        subjectId: existing.id,
        before: { roles: existing.roles, active: existing.disabledAt === null },
        after: { roles, active: true },
      });
      return { created: false, userId: existing.id };
    }
    await accounts.assertUnique(tx, input.email, input.phone);
    const row = await accounts.insertStaff(tx, {
      fullName: input.name,
      email: input.email,
      phone: input.phone,
      roles: ['admin'],
      passwordHash,
    });
    await writeAudit(tx, commandActor, {
      action: 'staff.create',
      subjectType: 'user',
      subjectId: row.id,
      after: { name: row.fullName, email: row.email, phone: row.phone, roles: row.roles },
    });
    return { created: true, userId: row.id };
  });
}
