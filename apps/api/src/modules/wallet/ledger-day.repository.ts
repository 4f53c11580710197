/**
 * SQL of the ledger's figures over a time range (the reconciliation page, DESIGN.md §3.8): balances
 * of every account kind at two instants, the entries of the range by type, sums of the entries whose
 * idempotency key starts with a prefix (postings.ts key formats), and the entries themselves.
 * Read-only. An entry belongs to the range by its `created_at` (the posting's transaction time).
 */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outer } from '../../db/refs.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema/wallet.ts';
import { userContact } from '../auth/auth.refs.ts';

const within = (from: Date, to: Date) => and(gte(journalEntries.createdAt, from), lt(journalEntries.createdAt, to));

/**
 * Per account kind, the sum of its lines posted before `from` (opening) and before `to` (closing),
 * in đồng. One scan of the lines: a nightly-sized read, not a hot path.
 */
export async function balancesByKind(db: Executor, from: Date, to: Date) {
  return db
    .select({
      kind: ledgerAccounts.kind,
      openingVnd:
        sql<number>`coalesce(sum(${journalLines.amountVnd}) filter (where ${journalEntries.createdAt} < ${from}), 0)::int8`.mapWith(
          Number,
        ),
      closingVnd:
        sql<number>`coalesce(sum(${journalLines.amountVnd}) filter (where ${journalEntries.createdAt} < ${to}), 0)::int8`.mapWith(
          Number,
        ),
    })
    .from(ledgerAccounts)
    .leftJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
    .leftJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .groupBy(ledgerAccounts.kind);
}

/**
 * The range's entries per type: how many, the money each moved (the sum of its positive lines), and
 * the net change to customer wallets (credits positive).
 */
export async function totalsByType(db: Executor, from: Date, to: Date) {
  const perEntry = db
    .select({
      type: journalEntries.type,
      moved: sql<number>`sum(greatest(${journalLines.amountVnd}, 0))`.as('moved'),
      wallets:
        sql<number>`coalesce(sum(${journalLines.amountVnd}) filter (where ${journalLines.balanceAfterVnd} is not null), 0)`.as(
          'wallets',
        ),
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(within(from, to))
    .groupBy(journalEntries.id)
    .as('per_entry');
  return db
    .select({
      type: perEntry.type,
      count: sql<number>`count(*)::int`,
      amountVnd: sql<number>`coalesce(sum(${perEntry.moved}), 0)::int8`.mapWith(Number),
      walletNetVnd: sql<number>`coalesce(sum(${perEntry.wallets}), 0)::int8`.mapWith(Number),
    })
    .from(perEntry)
    .groupBy(perEntry.type);
}

/**
 * The range's entries whose idempotency key starts with `prefix` (`withdrawal-paid:`): how many and
 * the money each moved (the sum of its positive lines).
 */
export async function totalsByKeyPrefix(db: Executor, from: Date, to: Date, prefix: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${journalEntries.id})::int`,
      amountVnd: sql<number>`coalesce(sum(greatest(${journalLines.amountVnd}, 0)), 0)::int8`.mapWith(Number),
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(and(within(from, to), sql`${journalEntries.idempotencyKey} like ${`${prefix}%`}`));
  return row ?? { count: 0, amountVnd: 0 };
}

/** What `entriesOf` selects: the range, and a type or a key prefix. */
export interface EntryFilter {
  from: Date;
  to: Date;
  type?: string;
  keyPrefix?: string;
}

function entryCut(f: EntryFilter): SQL | undefined {
  return and(
    within(f.from, f.to),
    f.type ? eq(journalEntries.type, f.type) : undefined,
    f.keyPrefix ? sql`${journalEntries.idempotencyKey} like ${`${f.keyPrefix}%`}` : undefined,
  );
}

/**
 * A page of the range's entries `f` selects, newest first: code, type, description, the money moved,
 * the customer whose wallet it touched (null for none), time; and the total.
 */
export async function entriesOf(db: Executor, f: EntryFilter & { page: number; pageSize: number }) {
  const wallet = db
    .select({ userId: ledgerAccounts.userId })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(journalLines.entryId, journalEntries.id), eq(ledgerAccounts.kind, 'customer_wallet')))
    .limit(1);
  const rows = await db
    .select({
      id: journalEntries.id,
      code: journalEntries.code,
      type: journalEntries.type,
      description: journalEntries.description,
      createdAt: journalEntries.createdAt,
      amountVnd:
        sql<number>`(select coalesce(sum(greatest(l.amount_vnd, 0)), 0)::int8 from journal_lines l where l.entry_id = ${outer(journalEntries.id)})`.mapWith(
          Number,
        ),
      walletVnd: sql<
        number | null
      >`(select l.amount_vnd from journal_lines l where l.entry_id = ${outer(journalEntries.id)} and l.balance_after_vnd is not null limit 1)`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
      customer: userContact(sql`(${wallet})`),
    })
    .from(journalEntries)
    .where(entryCut(f))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(journalEntries).where(entryCut(f));
  return { rows, total: count?.n ?? 0 };
}

/**
 * The range's entries of `type` split by their customer-wallet line's sign: credits (count, đồng
 * added to wallets) and debits (count, đồng taken from wallets, positive).
 */
export async function walletSplit(db: Executor, from: Date, to: Date, type: string) {
  const [row] = await db
    .select({
      creditCount: sql<number>`count(*) filter (where ${journalLines.amountVnd} > 0)::int`,
      creditVnd:
        sql<number>`coalesce(sum(${journalLines.amountVnd}) filter (where ${journalLines.amountVnd} > 0), 0)::int8`.mapWith(
          Number,
        ),
      debitCount: sql<number>`count(*) filter (where ${journalLines.amountVnd} < 0)::int`,
      debitVnd:
        sql<number>`coalesce(-sum(${journalLines.amountVnd}) filter (where ${journalLines.amountVnd} < 0), 0)::int8`.mapWith(
          Number,
        ),
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(and(within(from, to), eq(journalEntries.type, type), sql`${journalLines.balanceAfterVnd} is not null`));
  return row ?? { creditCount: 0, creditVnd: 0, debitCount: 0, debitVnd: 0 };
}
