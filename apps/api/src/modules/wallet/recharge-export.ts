/**
 * GET /Admin/Recharge/Export: every recharge the staff list's filter and search match, as CSV for
 * Excel (decision 0041), in the list's order, streamed in batches.
 */
import { EXPORT_MAX_ROWS } from '@app/shared/contracts/common';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { formatDateTime } from '@app/shared/money';
import type { Db } from '../../db/client.ts';
import { auditExport } from '../../lib/events/audit.ts';
import { type CsvColumn, csvFile } from '../../lib/http/csv.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import * as repo from './recharge.repository.ts';
import { memoOf } from './recharge.service.ts';

type Row = Awaited<ReturnType<typeof repo.searchRecharges>>['rows'][number];

const columns: CsvColumn<Row>[] = [
  { header: 'Mã', value: (r) => r.recharge.code },
  { header: 'Nội dung chuyển khoản', value: (r) => memoOf(r.recharge.code) },
  { header: 'Khách hàng', value: (r) => r.customer.fullName },
  { header: 'Số điện thoại', value: (r) => r.customer.phone },
  { header: 'Email', value: (r) => r.customer.email },
  { header: 'Số tiền (₫)', value: (r) => r.recharge.amountVnd },
  { header: 'Trạng thái', value: (r) => rechargeMachine.labels[r.recharge.status] },
  { header: 'Thời gian tạo', value: (r) => formatDateTime(r.recharge.createdAt) },
  { header: 'Thời gian xử lý', value: (r) => (r.recharge.decidedAt ? formatDateTime(r.recharge.decidedAt) : '') },
  { header: 'Ngân hàng nhận', value: (r) => `${r.bank.bankShortName} ${r.bank.accountNumber}` },
  { header: 'Ghi chú', value: (r) => r.recharge.note },
];

export async function exportRecharges(db: Db, actor: Actor, f: repo.RechargeFilter) {
  const total = await repo.countRecharges(db, actor, f);
  await auditExport(db, actor, { action: 'recharge.export', subjectType: 'recharge', filters: f, rows: total });
  return csvFile('nap-tien', columns, repo.rechargeBatches(db, actor, f, EXPORT_MAX_ROWS), total);
}
