/**
 * Idempotent requests: the first request with a key runs and its answer is stored in the same
 * transaction; a replay gets that answer and posts nothing. A refused request rolls back, so it
 * stores nothing and may be retried with the same key. A concurrent replay waits on the key's row.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { AppError } from '../platform/app-error.ts';

/** Validates the `Idempotency-Key` header: 8–100 visible ASCII characters. */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !/^[\x21-\x7e]{8,100}$/.test(key)) throw new AppError('idempotency-key-required');
  return key;
}

/** Runs `fn` once per (user, key) inside `tx`; `requestHash` names what the key was used for. */
export async function once<T>(
  tx: Tx,
  userId: number,
  key: string,
  requestHash: string,
  fn: () => Promise<T>,
): Promise<T> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row || row.requestHash !== requestHash) throw new AppError('idempotency-key-reused');
    return row.response as T;
  }
  const response = await fn();
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, response: response as object })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return response;
}
