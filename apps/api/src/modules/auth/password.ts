/** argon2id password hashing (@node-rs/argon2; about 15–19 ms a hash here, STACK.md). */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (2) that verbatimModuleSyntax cannot import.
const ARGON2ID = 2;

import { defaultPasswordPolicy, passwordProblems } from '@app/shared/contracts/auth';
import { AppError } from '../../lib/app-error.ts';

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** Throws 400 `password-does-not-meet-requirements` naming what is missing. */
export function assertPasswordPolicy(password: string): void {
  const problems = passwordProblems(password, defaultPasswordPolicy);
  if (problems.length > 0) {
    throw new AppError('password-does-not-meet-requirements', `Mật khẩu chưa đủ mạnh: ${problems.join('; ')}`);
  }
}
