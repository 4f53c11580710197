/** The customer's wallet lines (GET /Transaction): ledger lines of their wallet account, newest first. */
import type { LedgerEntry } from '@app/shared/contracts/wallet';
import type { LedgerEntryType } from '@app/shared/statuses';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { listWalletLines } from './ledger.repository.ts';

/**
 * One page of the actor's own wallet lines with the balance after each (amounts in đồng). A user
 * without a wallet account yet has no lines. Here every scope reads the actor's own wallet;
 * staff read a customer's through /Admin/Customer/:id/Transaction (walletLinesOf).
 */
export async function listTransactions(
  db: Db,
  actor: Actor,
  page: { page: number; pageSize: number },
): Promise<{ items: LedgerEntry[]; page: number; pageSize: number; total: number }> {
  return walletLinesOf(db, actor.userId, page);
}

/**
 * One page of user `userId`'s wallet lines: the customer's own (above), or a customer's for staff
 * (modules/customer, after its permission and visibility checks).
 */
export async function walletLinesOf(
  db: Db,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: LedgerEntry[]; page: number; pageSize: number; total: number }> {
  const { items, total } = await listWalletLines(db, userId, page, pageSize);
  return {
    items: items.map((i) => ({ ...i, type: i.type as LedgerEntryType, createdAt: i.createdAt.toISOString() })),
    page,
    pageSize,
    total,
  };
}
