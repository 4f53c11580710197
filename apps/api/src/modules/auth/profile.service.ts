/**
 * The signed-in user's own account: profile, contact details, push tokens. Always the actor's own
 * row, whatever the scope (staff read customers through their own routes).
 */
import type { ChangeInformationInput, CurrentUser } from '@app/shared/contracts/auth';
import { percentOfBasisPoints } from '@app/shared/contracts/customer-level';
import type { Role } from '@app/shared/roles';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/db/pg-errors.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { changeEventsOf } from '../../lib/platform/change-events.ts';
import { cachedTermsVersion, currentTermsVersion } from '../content/static-page.service.ts';
import { assertCurrentPassword, assertUnique, findUserContact, updateContact } from './auth.service.ts';
import * as repo from './profile.repository.ts';
import type { ProfileCache } from './profile-cache.ts';

/** The profile with the wallet balance, read from the database; 401 when the user is gone. */
async function loadProfile(db: Db, userId: number): Promise<Omit<CurrentUser, 'currentTermsVersion'>> {
  const row = await repo.findProfile(db, userId);
  if (!row) throw new AppError('invalid-user-token');
  const { level, ...rest } = row;
  return {
    ...rest,
    roles: row.roles as Role[],
    walletBalanceVnd: Number(row.walletBalanceVnd),
    // A withdrawal's hold leaves the wallet at once (posting `withdrawal`): the balance is what is available.
    availableVnd: Number(row.walletBalanceVnd),
    heldVnd: Number(row.heldVnd),
    createdAt: row.createdAt.toISOString(),
    level: level && {
      name: level.name,
      depositPercent: percentOfBasisPoints(level.depositBasisPoints),
      serviceFeeDiscountPercent: percentOfBasisPoints(level.serviceFeeDiscountBasisPoints),
    },
  };
}

/**
 * Updates name, email and phone. A new email or phone needs the current password (400
 * `missing-password` / `wrong-password`, checked first); 409 when the email or phone belongs to
 * someone else.
 */
export async function changeInformation(db: Db, actor: Actor, input: ChangeInformationInput): Promise<CurrentUser> {
  const { userId } = actor;
  const current = await findUserContact(db, userId);
  if (!current) throw new AppError('invalid-user-token');
  if (current.email !== input.email || current.phone !== input.phone) {
    await assertCurrentPassword(db, userId, input.currentPassword);
  }
  await assertUnique(db, input.email, input.phone, userId);
  try {
    await updateContact(db, userId, input);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Another account took the email or phone between the check and the update: say which one.
    await assertUnique(db, input.email, input.phone, userId);
    throw new AppError(violatedConstraint(e).includes('phone') ? 'phone-already-in-use' : 'email-already-in-use');
  }
  changeEventsOf(db).userChanged(userId); // read-your-writes before the database's notification arrives
  return { ...(await loadProfile(db, userId)), currentTermsVersion: await cachedTermsVersion(db) };
}

/**
 * GET /CurrentUser: the cached profile when the cache may serve (profile-cache.ts), with the terms
 * version in force (static-page.service, decision 0102).
 */
export async function getCurrentUser(db: Db, profiles: ProfileCache, actor: Actor): Promise<CurrentUser> {
  const [profile, currentTermsVersion] = await Promise.all([
    profiles.get(actor.userId, () => loadProfile(db, actor.userId)),
    cachedTermsVersion(db),
  ]);
  return { ...profile, currentTermsVersion };
}

/**
 * POST /CurrentUser/AcceptTerms: records that the actor accepted terms `version`, which must be the
 * one in force (409 `terms-version-mismatch`: the terms changed while they read). Answers the profile.
 */
export async function acceptTerms(db: Db, actor: Actor, version: number): Promise<CurrentUser> {
  if (version !== (await currentTermsVersion(db))) throw new AppError('terms-version-mismatch');
  await repo.setTermsVersionAccepted(db, actor.userId, version);
  changeEventsOf(db).userChanged(actor.userId);
  return { ...(await loadProfile(db, actor.userId)), currentTermsVersion: version };
}
