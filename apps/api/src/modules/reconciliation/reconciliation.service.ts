/**
 * The day's reconciliation (đối soát, DESIGN.md §3.8, decision 0107) for `view:reconciliation`: one
 * calendar day in Vietnam (UTC+7, no daylight saving), [00:00, next 00:00). The ledger's figures
 * (balances per account kind, entries per type and movement) come from wallet/ledger-day.service.ts,
 * the bank's from `bank_transfers`, pending proposals from modules/adjustment, and the last ledger
 * check from wallet/ledger-check.service.ts. Every figure names the console route of its rows.
 * Amounts in integer đồng.
 */
import {
  type Figure,
  type LedgerAccountKind,
  ledgerAccountKindLabels,
  ledgerAccountKinds,
  type Reconciliation,
  type ReconciliationEntry,
} from '@app/shared/contracts/reconciliation';
import { type LedgerEntryType, ledgerEntryTypeLabels, ledgerEntryTypes } from '@app/shared/statuses';
import { vnDayBounds } from '@app/shared/vn-day';
import type { Db } from '../../db/client.ts';
import { pendingAdjustmentTotals } from '../adjustment/adjustment.service.ts';
import { lastLedgerCheckRun } from '../wallet/ledger-check.service.ts';
import {
  balancesByKind,
  dayEntries,
  entryTotalsByKeyPrefix,
  entryTotalsByType,
  walletSplitOfType,
} from '../wallet/ledger-day.service.ts';
import * as repo from './reconciliation.repository.ts';

/** Console routes of a figure's rows (apps/admin router). */
export const links = {
  entries: (date: string, type: LedgerEntryType) => `/reconciliation?date=${date}&type=${type}`,
  movement: (date: string, movement: 'withdrawal-paid' | 'withdrawal-hold') =>
    `/reconciliation?date=${date}&movement=${movement}`,
  bankTransfers: (date: string, filter: string) => `/bankTransfer?${filter}&date=${date}`,
  adjustments: (status: string) => `/adjustment?status=${status}`,
};

/** The refund entry types the page sums side by side. */
const refundTypes = ['order_refund', 'pob_refund', 'complaint_refund'] as const satisfies readonly LedgerEntryType[];

/** GET /Admin/Reconciliation?date=: every figure of the day (see the contract `reconciliation`). */
export async function reconcileDay(db: Db, date: string): Promise<Reconciliation> {
  const { from, to } = vnDayBounds(date);
  const [balances, totals, paid, bank, pending, check, split] = await Promise.all([
    balancesByKind(db, from, to),
    entryTotalsByType(db, from, to),
    entryTotalsByKeyPrefix(db, from, to, 'withdrawal-paid:'),
    repo.bankTransferTotals(db, from, to),
    pendingAdjustmentTotals(db, from, to),
    lastLedgerCheckRun(db),
    walletSplitOfType(db, from, to, 'adjustment'),
  ]);
  const byKind = new Map(balances.map((b) => [b.kind, b]));
  const byType = new Map(totals.map((t) => [t.type as LedgerEntryType, t]));
  const typeFigure = (type: LedgerEntryType): Figure => ({
    count: byType.get(type)?.count ?? 0,
    amountVnd: byType.get(type)?.amountVnd ?? 0,
    link: links.entries(date, type),
  });
  const bankFigure = (direction: 'in' | 'out', status: string | undefined, filter: string): Figure => {
    const rows = bank.filter((b) => b.direction === direction && (status === undefined || b.status === status));
    return {
      count: rows.reduce((n, r) => n + r.count, 0),
      amountVnd: rows.reduce((n, r) => n + r.amountVnd, 0),
      link: links.bankTransfers(date, filter),
    };
  };

  const credited = typeFigure('recharge');
  const bankMatched = bankFigure('in', 'matched', 'direction=in&status=matched');
  const paidFigure = { ...paid, link: links.movement(date, 'withdrawal-paid') };
  const bankOutgoing = bankFigure('out', undefined, 'direction=out');

  return {
    date,
    from: from.toISOString(),
    to: to.toISOString(),
    balances: ledgerAccountKinds
      .filter((kind) => byKind.has(kind))
      .map((kind: LedgerAccountKind) => {
        const b = byKind.get(kind)!;
        return {
          kind,
          label: ledgerAccountKindLabels[kind],
          openingVnd: b.openingVnd,
          closingVnd: b.closingVnd,
          changeVnd: b.closingVnd - b.openingVnd,
        };
      }),
    entryTotals: ledgerEntryTypes
      .filter((type) => byType.has(type))
      .map((type) => ({
        type,
        label: ledgerEntryTypeLabels[type],
        ...typeFigure(type),
        walletNetVnd: byType.get(type)!.walletNetVnd,
      })),
    recharges: {
      credited,
      bankMatched,
      bankUnmatched: bankFigure('in', 'unmatched', 'direction=in&status=unmatched'),
      differenceVnd: credited.amountVnd - bankMatched.amountVnd,
    },
    withdrawals: { paid: paidFigure, bankOutgoing, differenceVnd: paidFigure.amountVnd - bankOutgoing.amountVnd },
    refunds: refundTypes.map((type) => ({ type, label: ledgerEntryTypeLabels[type], ...typeFigure(type) })),
    adjustments: {
      credits: { count: split.creditCount, amountVnd: split.creditVnd, link: links.entries(date, 'adjustment') },
      debits: { count: split.debitCount, amountVnd: split.debitVnd, link: links.entries(date, 'adjustment') },
      pending: { ...pending, link: links.adjustments('pending') },
    },
    ledgerCheck: check && {
      ok: check.ok,
      at: check.createdAt.toISOString(),
      problems: check.violations.map((v) => ({
        kind: v.kind,
        subject: `${v.subject.type} #${v.subject.id} ${v.subject.code}`,
        expected: v.expected,
        actual: v.actual,
      })),
    },
  };
}

/** GET /Admin/Reconciliation/Entries: a page of the day's entries of one type or movement. */
export async function reconciliationEntries(
  db: Db,
  f: {
    date: string;
    type?: LedgerEntryType;
    movement?: 'withdrawal-paid' | 'withdrawal-hold';
    page: number;
    pageSize: number;
  },
) {
  const { from, to } = vnDayBounds(f.date);
  const keyPrefix =
    f.movement === 'withdrawal-paid'
      ? 'withdrawal-paid:'
      : f.movement === 'withdrawal-hold'
        ? 'withdrawal:'
        : undefined;
  const { rows, total } = await dayEntries(db, {
    from,
    to,
    type: f.type,
    keyPrefix,
    page: f.page,
    pageSize: f.pageSize,
  });
  const items: ReconciliationEntry[] = rows.map((r) => ({
    id: r.id,
    code: r.code,
    type: r.type,
    description: r.description,
    amountVnd: r.amountVnd,
    walletVnd: r.walletVnd,
    customer: r.customer,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, page: f.page, pageSize: f.pageSize, total };
}
