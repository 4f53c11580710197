/**
 * Staff two-factor sign-in (decision 0098): a member sets up an authenticator (a pending secret and
 * its QR), enables it with a code (answered: ten recovery codes, once), and disables it with a code
 * or a recovery code. Sign-in asks for the second factor through `checkSecondFactor`
 * (totp-proof.service.ts). Wrong codes on Enable and Disable count like wrong passwords: 5 in 15
 * min, then 429 (decision 0004).
 */
import type { TotpSetup, TotpStatus } from '@app/shared/contracts/totp';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { findUserById } from './auth.repository.ts';
import { reserveLoginAttempt } from './login-attempts.ts';
import { createSecretBox } from './secret-box.ts';
import * as repo from './totp.repository.ts';
import { acceptedStep, newRecoveryCodes, newTotpSecret, otpauthUri } from './totp-codes.ts';
import { staffTotpRequiredFor } from './totp-policy.service.ts';
import { proveCode, recoveryHash, type TotpDeps } from './totp-proof.service.ts';

const CODE_FAILURES_ALLOWED = 5;
const CODE_WINDOW_MS = 15 * 60_000;

/** GET /Admin/CurrentUser/Totp: on or off, whether the member's role requires it, recovery codes left. */
export async function totpStatus(deps: TotpDeps, actor: Actor): Promise<TotpStatus> {
  const row = await repo.findTotp(deps.db, actor.userId);
  const enabled = Boolean(row?.enabledAt && row.secret);
  return {
    enabled,
    enabledAt: enabled ? row!.enabledAt!.toISOString() : null,
    required: staffTotpRequiredFor(deps.db, actor),
    recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(deps.db, actor.userId) : 0,
  };
}

/** A new pending secret for the member's app (replacing an unconfirmed one); 409 `totp-already-enabled`. */
export async function setupTotp(deps: TotpDeps, actor: Actor): Promise<TotpSetup> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new AppError('invalid-user-token');
  const secret = newTotpSecret();
  await transaction(deps.db, async (tx) => {
    if ((await repo.lockTotp(tx, actor.userId))?.enabledAt) throw new AppError('totp-already-enabled');
    await repo.savePendingSecret(tx, actor.userId, createSecretBox(deps.signer).seal(secret));
  });
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

/** Runs `check` as one counted attempt of the member's code checks: 429 past the allowance. */
async function counted<T>(deps: TotpDeps, userId: number, check: () => Promise<T | undefined>): Promise<T> {
  const since = new Date(Date.now() - CODE_WINDOW_MS);
  const attempt = await reserveLoginAttempt(deps.db, `totp:${userId}`, since, CODE_FAILURES_ALLOWED);
  if (!attempt) throw new AppError('too-many-requests');
  let result: T | undefined;
  try {
    result = await check();
  } catch (e) {
    await attempt.release(); // refused for another reason (409): not a wrong code
    throw e;
  }
  if (result === undefined) throw new AppError('invalid-totp-code');
  await attempt.release();
  return result;
}

/**
 * Confirms the pending secret with a code from the app: TOTP is on, and the ten recovery codes are
 * answered once (only their HMACs are kept). 400 `invalid-totp-code`; 409 `totp-setup-missing`
 * without a pending secret, `totp-already-enabled` when on.
 */
export async function enableTotp(deps: TotpDeps, actor: Actor, code: string): Promise<{ recoveryCodes: string[] }> {
  const box = createSecretBox(deps.signer);
  return counted(deps, actor.userId, () =>
    transaction(deps.db, async (tx) => {
      const row = await repo.lockTotp(tx, actor.userId);
      if (row?.enabledAt) throw new AppError('totp-already-enabled');
      const secret = row?.pendingSecret ? box.open(row.pendingSecret) : undefined;
      if (!row?.pendingSecret || !secret) throw new AppError('totp-setup-missing');
      const step = await acceptedStep(secret, code);
      if (step === undefined) return undefined;
      const enabledAt = new Date();
      await repo.updateTotp(tx, actor.userId, {
        secret: row.pendingSecret,
        pendingSecret: null,
        enabledAt,
        lastUsedStep: step,
      });
      const recoveryCodes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(
        tx,
        actor.userId,
        recoveryCodes.map((c) => recoveryHash(deps, actor.userId, c)),
      );
      await writeAudit(tx, actor, {
        action: 'totp.enable',
        subjectType: 'user',
        subjectId: actor.userId,
        before: { totpEnabledAt: null },
        after: { totpEnabledAt: enabledAt.toISOString() },
      });
      return { recoveryCodes };
    }),
  );
}

/** Turns TOTP off with a code from the app or a recovery code; drops the recovery codes. 409 when off. */
export async function disableTotp(deps: TotpDeps, actor: Actor, code: string): Promise<{ ok: true }> {
  return counted(deps, actor.userId, () =>
    transaction(deps.db, async (tx) => {
      const row = await repo.lockTotp(tx, actor.userId);
      if (!row?.enabledAt) throw new AppError('totp-not-enabled');
      const by = await proveCode(deps, tx, actor, row, code);
      if (!by) return undefined;
      await repo.updateTotp(tx, actor.userId, { secret: null, pendingSecret: null, enabledAt: null });
      await repo.deleteRecoveryCodes(tx, actor.userId);
      await writeAudit(tx, actor, {
        action: 'totp.disable',
        subjectType: 'user',
        subjectId: actor.userId,
        before: { totpEnabledAt: row.enabledAt.toISOString() },
        after: { totpEnabledAt: null, provenBy: by },
      });
      return { ok: true as const };
    }),
  );
}
