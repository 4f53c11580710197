/**
 * Staff accounts for modules/staff (decision 0097): the `users` rows of people holding a staff role.
 * The rules (who may change whom, the last admin) are modules/staff's; this is their storage, kept
 * here because `users` is this module's table (decision 0088).
 */
import type { Executor } from '../../db/client.ts';
import * as repo from './auth.repository.ts';
import * as staff from './staff-accounts.repository.ts';

export { assertUnique } from './auth.service.ts';
export { assertPasswordPolicy, hashPassword } from './password.ts';
export { issuePasswordLink, unusablePasswordHash, voidPasswordLinks } from './password-link.service.ts';
export type { StaffFilter, StaffRow } from './staff-accounts.repository.ts';

export const listStaff = staff.listStaff;
/** The staff member `id` (holding a staff role), locked when `lock`; undefined for anyone else. */
export const findStaff = staff.findStaff;
export const lockActiveAdmins = staff.lockActiveAdmins;
export const lockUserByEmail = staff.lockUserByEmail;
export const insertStaff = staff.insertStaff;
export const updateStaff = staff.updateStaff;

/** Revokes every session of the user in `tx`; returns their ids (a change event per id after the commit). */
export function revokeSessionsOf(tx: Executor, userId: number): Promise<string[]> {
  return repo.revokeOtherSessions(tx, userId, null);
}
