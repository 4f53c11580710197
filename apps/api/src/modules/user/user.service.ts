/** The signed-in user's own account: profile, contact details, push tokens. */
import type { ChangeInformationInput, CurrentUser } from '@app/shared/contracts/auth';
import type { Role } from '@app/shared/statuses';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { updateUser } from '../auth/auth.repository.ts';
import { assertUnique } from '../auth/auth.service.ts';
import * as repo from './user.repository.ts';

export async function getCurrentUser(db: Db, userId: number): Promise<CurrentUser> {
  const row = await repo.findProfile(db, userId);
  if (!row) throw new AppError(401, 'invalid-user-token');
  return {
    ...row,
    roles: row.roles as Role[],
    walletBalanceVnd: Number(row.walletBalanceVnd),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Updates name, email and phone; 409 when the email or phone belongs to someone else. */
export async function changeInformation(db: Db, userId: number, input: ChangeInformationInput): Promise<CurrentUser> {
  await assertUnique(db, input.email, input.phone, userId);
  try {
    await updateUser(db, userId, input);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Another account took the email or phone between the check and the update: say which one.
    await assertUnique(db, input.email, input.phone, userId);
    throw new AppError(409, 'email-already-in-use');
  }
  return getCurrentUser(db, userId);
}

export async function updatePushToken(db: Db, userId: number, token: string | { endpoint: string }) {
  const deviceKey = typeof token === 'string' ? token : token.endpoint;
  await repo.upsertPushToken(db, userId, deviceKey.slice(0, 2000), token);
}
