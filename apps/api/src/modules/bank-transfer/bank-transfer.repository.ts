/**
 * SQL of bank notifications (decision 0105): the review queue's pages and one transfer, read with
 * the recharge or withdrawal it settled and that customer through the owners' refs. Rows are created
 * and change status only through lib/status/transition.ts.
 */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankTransfers } from '../../db/schema/bank-transfer.ts';
import { type UserContact, userContact, userRef } from '../auth/auth.refs.ts';
import { rechargeRefOf } from '../wallet/wallet.refs.ts';
import { withdrawalRefOf } from '../withdrawal/withdrawal.refs.ts';

export type BankTransferRow = typeof bankTransfers.$inferSelect;
type Ref = { id: number; code: string; userId: number } | null;

const rechargeRef = rechargeRefOf(bankTransfers.rechargeId);
const withdrawalRef = withdrawalRefOf(bankTransfers.withdrawalId);

const withRelations = {
  transfer: bankTransfers,
  recharge: sql<Ref>`${rechargeRef}`,
  withdrawal: sql<Ref>`${withdrawalRef}`,
  customer: sql<UserContact | null>`${userContact(
    sql`coalesce((${rechargeRef})->>'userId', (${withdrawalRef})->>'userId')::int`,
  )}`,
  decidedBy: userRef(bankTransfers.decidedBy),
};

/** The transfer locked for update; undefined when there is none. */
export async function lockTransfer(db: Executor, id: number) {
  const [row] = await db.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for('update');
  return row;
}

/** The transfer with what it settled; undefined when there is none. */
export async function findTransfer(db: Executor, id: number) {
  const [row] = await db.select(withRelations).from(bankTransfers).where(eq(bankTransfers.id, id));
  return row;
}

/**
 * One page of the transfers of `status` (every status when absent), `direction` and bank transaction
 * time in [from, to) when given, newest first (index bank_transfers_status_idx), and their count.
 */
export async function listTransfers(
  db: Executor,
  f: {
    status?: BankTransferRow['status'];
    direction?: BankTransferRow['direction'];
    occurred?: { from: Date; to: Date };
    page: number;
    pageSize: number;
  },
) {
  const cut: SQL | undefined = and(
    f.status ? eq(bankTransfers.status, f.status) : undefined,
    f.direction ? eq(bankTransfers.direction, f.direction) : undefined,
    f.occurred ? gte(bankTransfers.occurredAt, f.occurred.from) : undefined,
    f.occurred ? lt(bankTransfers.occurredAt, f.occurred.to) : undefined,
  );
  const rows = await db
    .select(withRelations)
    .from(bankTransfers)
    .where(cut)
    .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bankTransfers).where(cut);
  return { rows, total: count?.n ?? 0 };
}
