/** SQL of set-password links (db/schema/auth.ts `password_links`, decision 0097). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordLinks } from '../../db/schema/auth.ts';

/** Marks every unused link of the user used (a newer link, or a disabled account, voids them). */
export async function voidLinks(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(passwordLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
}

export async function insertLink(tx: Executor, v: { userId: number; tokenHash: string; expiresAt: Date }) {
  await tx.insert(passwordLinks).values(v);
}

/** The link whose token hashes to `tokenHash`, locked, or undefined. */
export async function lockLink(tx: Executor, tokenHash: string) {
  const [row] = await tx.select().from(passwordLinks).where(eq(passwordLinks.tokenHash, tokenHash)).for('update');
  return row;
}

export async function markLinkUsed(tx: Executor, id: number): Promise<void> {
  await tx.update(passwordLinks).set({ usedAt: new Date() }).where(eq(passwordLinks.id, id));
}
