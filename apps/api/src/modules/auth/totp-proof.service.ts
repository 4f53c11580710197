/**
 * Proving the second factor (decision 0098): a code from the app (six digits, one step either side
 * of now, never a step already used) or an unused recovery code, spent and audited. Used by
 * sign-in (`checkSecondFactor`) and by Disable.
 */
import type { Role } from '@app/shared/roles';
import type { Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import type { AuthDeps } from './auth.service.ts';
import { createSecretBox } from './secret-box.ts';
import * as repo from './totp.repository.ts';
import { acceptedStep, isTotpCode, normalizeRecoveryCode } from './totp-codes.ts';

export type TotpDeps = Pick<AuthDeps, 'db' | 'signer'>;

/** A recovery code as stored: HMAC of the user and the normalised code under the server key. */
export function recoveryHash(deps: TotpDeps, userId: number, code: string): string {
  return deps.signer.mac(`recovery:${userId}:${normalizeRecoveryCode(code)}`);
}

/**
 * Checks a code from the app (six digits, not replayed) or spends a recovery code, in `tx`, the row
 * locked by the caller. Returns how it was proven, or undefined when wrong.
 */
export async function proveCode(deps: TotpDeps, tx: Executor, actor: Actor, row: repo.TotpRow, code: string) {
  if (isTotpCode(code)) {
    const secret = row.secret ? createSecretBox(deps.signer).open(row.secret) : undefined;
    const step = secret ? await acceptedStep(secret, code.replace(/\s+/g, ''), row.lastUsedStep) : undefined;
    return step !== undefined && (await repo.claimStep(tx, actor.userId, step)) ? ('totp' as const) : undefined;
  }
  if (!(await repo.spendRecoveryCode(tx, actor.userId, recoveryHash(deps, actor.userId, code)))) return undefined;
  await writeAudit(tx, actor, {
    action: 'totp.recovery_code_used',
    subjectType: 'user',
    subjectId: actor.userId,
    after: { recoveryCodesLeft: await repo.countUnusedRecoveryCodes(tx, actor.userId) },
  });
  return 'recovery_code' as const;
}

/**
 * Sign-in's second step for a user whose password was right: `off` (no TOTP on the account),
 * `missing` (no code sent), `invalid` (wrong, replayed or spent) or `ok`. A recovery code is spent
 * and audited (`totp.recovery_code_used`) with the request's address.
 */
export async function checkSecondFactor(
  deps: TotpDeps,
  user: { id: number; fullName: string; roles: string[] },
  input: { totpCode?: string; recoveryCode?: string },
  ip: string,
): Promise<'off' | 'missing' | 'invalid' | 'ok'> {
  const found = await repo.findTotp(deps.db, user.id);
  if (!found?.enabledAt) return 'off';
  const code = input.totpCode ?? input.recoveryCode;
  if (!code) return 'missing';
  const actor: Actor = { userId: user.id, name: user.fullName, roles: user.roles as Role[], scope: 'staff', ip };
  const by = await transaction(deps.db, async (tx) => {
    const row = await repo.lockTotp(tx, user.id);
    return row?.enabledAt ? proveCode(deps, tx, actor, row, code) : undefined;
  });
  return by ? 'ok' : 'invalid';
}
