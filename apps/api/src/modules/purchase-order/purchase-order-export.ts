/**
 * GET /Admin/OrderOrdering/Export: every order the staff list's filter and search match, as CSV for
 * Excel (decision 0041), in the list's order, streamed in batches.
 */
import { EXPORT_MAX_ROWS } from '@app/shared/contracts/common';
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatDateTime } from '@app/shared/money';
import { type Site, siteLabels } from '@app/shared/sites';
import type { Db } from '../../db/client.ts';
import { auditExport } from '../../lib/events/audit.ts';
import { type CsvColumn, csvFile } from '../../lib/http/csv.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { mapOrderSummary, showsLastChange } from './purchase-order.mapper.ts';
import * as repo from './purchase-order.repository.ts';

type Row = PurchaseOrderSummary;

const columns: CsvColumn<Row>[] = [
  { header: 'Mã đơn', value: (r) => r.code },
  { header: 'Ngày tạo', value: (r) => formatDateTime(r.createdAt) },
  { header: 'Khách hàng', value: (r) => r.customer?.fullName ?? '' },
  { header: 'Số điện thoại', value: (r) => r.customer?.phone ?? '' },
  { header: 'Trang web', value: (r) => siteLabels[r.site as Site] ?? r.site },
  { header: 'Shop', value: (r) => r.shopName },
  { header: 'Số lượng', value: (r) => r.itemCount },
  { header: 'Tổng tiền (₫)', value: (r) => r.totalVnd },
  { header: 'Cần đặt cọc (₫)', value: (r) => r.depositDueVnd },
  { header: 'Đã thanh toán (₫)', value: (r) => r.paidVnd },
  { header: 'Trạng thái', value: (r) => purchaseOrderMachine.labels[r.status] },
];

/** The list's batches as the contract's items, mapped as the list maps them. */
async function* summaryBatches(db: Db, actor: Actor, f: repo.OrderFilter) {
  const lastChange = showsLastChange(actor);
  for await (const rows of repo.orderBatches(db, actor, f, EXPORT_MAX_ROWS)) {
    yield rows.map((r) => mapOrderSummary(r, lastChange));
  }
}

export async function exportOrders(db: Db, actor: Actor, f: repo.OrderFilter) {
  const total = await repo.countOrders(db, actor, f);
  await auditExport(db, actor, {
    action: 'purchase_order.export',
    subjectType: 'purchase_order',
    filters: f,
    rows: total,
  });
  return csvFile('don-mua-ho', columns, summaryBatches(db, actor, f), total);
}
