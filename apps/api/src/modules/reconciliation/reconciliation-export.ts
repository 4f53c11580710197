/**
 * GET /Admin/Reconciliation/Export?date=: the day's figures as CSV for Excel (decision 0041), the
 * same numbers the page shows, one line per figure: section, item, count, amount, opening, closing.
 * The download is audited (`reconciliation.export`).
 */
import type { Reconciliation } from '@app/shared/contracts/reconciliation';
import type { Db } from '../../db/client.ts';
import { auditExport } from '../../lib/events/audit.ts';
import { type CsvColumn, csvFile, oneBatch } from '../../lib/http/csv.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { reconcileDay } from './reconciliation.service.ts';

/** One line of the file. Empty cells are figures that do not apply to the line. */
export interface ReconciliationLine {
  section: string;
  item: string;
  count?: number;
  amountVnd?: number;
  openingVnd?: number;
  closingVnd?: number;
}

const columns: CsvColumn<ReconciliationLine>[] = [
  { header: 'Mục', value: (l) => l.section },
  { header: 'Khoản', value: (l) => l.item },
  { header: 'Số giao dịch', value: (l) => l.count },
  { header: 'Số tiền (₫)', value: (l) => l.amountVnd },
  { header: 'Đầu ngày (₫)', value: (l) => l.openingVnd },
  { header: 'Cuối ngày (₫)', value: (l) => l.closingVnd },
];

/** The lines of report `r`, in the page's order. */
export function reconciliationLines(r: Reconciliation): ReconciliationLine[] {
  const lines: ReconciliationLine[] = [];
  for (const b of r.balances) {
    lines.push({
      section: 'Số dư tài khoản',
      item: b.label,
      amountVnd: b.changeVnd,
      openingVnd: b.openingVnd,
      closingVnd: b.closingVnd,
    });
  }
  for (const t of r.entryTotals)
    lines.push({ section: 'Giao dịch trong ngày', item: t.label, count: t.count, amountVnd: t.amountVnd });
  const fig = (section: string, item: string, f: { count: number; amountVnd: number }) =>
    lines.push({ section, item, count: f.count, amountVnd: f.amountVnd });
  fig('Nạp tiền', 'Đã cộng vào ví', r.recharges.credited);
  fig('Nạp tiền', 'Báo có ngân hàng đã khớp', r.recharges.bankMatched);
  fig('Nạp tiền', 'Báo có ngân hàng chưa khớp', r.recharges.bankUnmatched);
  lines.push({ section: 'Nạp tiền', item: 'Chênh lệch (đã cộng − đã khớp)', amountVnd: r.recharges.differenceVnd });
  fig('Rút tiền', 'Đã chuyển cho khách', r.withdrawals.paid);
  fig('Rút tiền', 'Báo nợ ngân hàng (chuyển đi)', r.withdrawals.bankOutgoing);
  lines.push({ section: 'Rút tiền', item: 'Chênh lệch (đã chuyển − báo nợ)', amountVnd: r.withdrawals.differenceVnd });
  for (const f of r.refunds) fig('Hoàn tiền', f.label, f);
  fig('Điều chỉnh số dư', 'Cộng vào ví', r.adjustments.credits);
  fig('Điều chỉnh số dư', 'Trừ khỏi ví', r.adjustments.debits);
  fig('Điều chỉnh số dư', 'Đề xuất chờ duyệt', r.adjustments.pending);
  return lines;
}

/** The CSV file of day `date` (`doi-soat-{date}-…csv`), its download audited. */
export async function exportReconciliation(db: Db, actor: Actor, date: string) {
  const lines = reconciliationLines(await reconcileDay(db, date));
  await auditExport(db, actor, {
    action: 'reconciliation.export',
    subjectType: 'reconciliation',
    subjectId: date,
    filters: { date },
    rows: lines.length,
  });
  return csvFile(`doi-soat-${date}`, columns, oneBatch(lines), lines.length);
}
