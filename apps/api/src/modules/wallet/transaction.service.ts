/** The customer's wallet lines (GET /Transaction): ledger lines of their wallet account, newest first. */

import { EXPORT_MAX_ROWS } from '@app/shared/contracts/common';
import type { LedgerEntry } from '@app/shared/contracts/wallet';
import { formatDateTime } from '@app/shared/money';
import type { LedgerEntryType } from '@app/shared/statuses';
import { ledgerEntryTypeLabels } from '@app/shared/statuses';
import type { Db } from '../../db/client.ts';
import { type CsvColumn, csvFile } from '../../lib/http/csv.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { countWalletLines, listWalletLines, walletLineBatches } from './ledger.repository.ts';

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

type LineRow = {
  code: string;
  type: string;
  description: string;
  amountVnd: number;
  balanceAfterVnd: number | null;
  createdAt: Date;
};
const lineColumns: CsvColumn<LineRow>[] = [
  { header: 'Mã giao dịch', value: (r) => r.code },
  { header: 'Thời gian', value: (r) => formatDateTime(r.createdAt) },
  { header: 'Loại', value: (r) => ledgerEntryTypeLabels[r.type as LedgerEntryType] ?? r.type },
  { header: 'Nội dung', value: (r) => r.description },
  { header: 'Số tiền (₫)', value: (r) => r.amountVnd },
  { header: 'Số dư sau (₫)', value: (r) => r.balanceAfterVnd },
];

/**
 * User `userId`'s wallet lines, newest first, as CSV (decision 0041): a customer page's ledger in
 * the console, after its permission and visibility checks (modules/customer).
 */
export async function exportWalletLines(db: Db, userId: number) {
  const total = await countWalletLines(db, userId);
  return csvFile(`giao-dich-vi-${userId}`, lineColumns, walletLineBatches(db, userId, EXPORT_MAX_ROWS), total);
}
