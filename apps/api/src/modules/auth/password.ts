/** argon2id password hashing (@node-rs/argon2; about 15–19 ms a hash here, STACK.md). */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (2) that verbatimModuleSyntax cannot import.
const ARGON2ID = 2;

import { defaultPasswordPolicy, passwordProblems } from '@app/shared/contracts/auth';
import { AppError } from '../../lib/platform/app-error.ts';

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

// A hash of a random password, made once: what an unknown account's password is checked against.
let dummyHash: Promise<string> | undefined;

/** How many checks ran against the dummy hash (tests assert unknown accounts cost a real check). */
export const dummyChecks = { count: 0 };

/**
 * Checks `password` against `passwordHash`, or, for an unknown account (`undefined`), against a
 * dummy hash and answers false: a sign-in for an account that does not exist costs the same argon2
 * verification as a wrong password, so timing does not tell whether the account exists (decision 0019).
 */
export async function verifyPasswordOrDummy(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash !== undefined) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  dummyChecks.count += 1;
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Throws 400 `password-does-not-meet-requirements` naming what is missing. */
export function assertPasswordPolicy(password: string): void {
  const problems = passwordProblems(password, defaultPasswordPolicy);
  if (problems.length > 0) {
    throw new AppError('password-does-not-meet-requirements', `Mật khẩu chưa đủ mạnh: ${problems.join('; ')}`);
  }
}
