/** The wire shape of a withdrawal (contracts/withdrawal.ts) from its row and relations. */
import type { Withdrawal } from '@app/shared/contracts/withdrawal';
import type { Executor } from '../../db/client.ts';
import { imagesOf } from '../upload/upload.service.ts';
import type { WithdrawalWithRelations } from './withdrawal.repository.ts';

/** A request `pending` longer than this is flagged `overdue` in the staff queue (DESIGN.md §3.8). */
export const OVERDUE_AFTER_MS = 24 * 3_600_000;

/** The payout transfer's memo of withdrawal `code`. */
export function payoutMemoOf(code: string): string {
  return `RUT ${code}`;
}

/** Maps rows to the wire shape; `forStaff` adds the customer and who approved, paid or decided. */
export async function mapWithdrawals(
  db: Executor,
  rows: WithdrawalWithRelations[],
  forStaff: boolean,
  now = Date.now(),
): Promise<Withdrawal[]> {
  const photos = await imagesOf(
    db,
    rows.flatMap((r) => r.withdrawal.proofPhotoIds),
  );
  const urlById = new Map(photos.map((p) => [p.id, p]));
  return rows.map(({ withdrawal: w, customer, approvedBy, paidBy, decidedBy }) => ({
    id: w.id,
    code: w.code,
    memo: payoutMemoOf(w.code),
    amountVnd: w.amountVnd,
    note: w.note,
    status: w.status,
    bankAccount: {
      id: w.bankAccountId,
      bankBin: w.bankBin,
      bankShortName: w.bankShortName,
      accountNumber: w.accountNumber,
      accountName: w.accountName,
    },
    bankReference: w.bankReference,
    proofPhotos: w.proofPhotoIds.flatMap((id) => urlById.get(id) ?? []),
    rejectReason: w.rejectReason,
    createdAt: w.createdAt.toISOString(),
    approvedAt: w.approvedAt?.toISOString() ?? null,
    paidAt: w.paidAt?.toISOString() ?? null,
    decidedAt: w.decidedAt?.toISOString() ?? null,
    overdue: w.status === 'pending' && now - w.createdAt.getTime() > OVERDUE_AFTER_MS,
    ...(forStaff ? { customer, approvedBy, paidBy, decidedBy } : {}),
  }));
}
