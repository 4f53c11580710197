/**
 * GET /Admin/OrderOrdering/Export: every order the staff list's filter and search match, as CSV for
 * Excel (decision 0041), in the list's order, streamed in batches.
 */
import { EXPORT_MAX_ROWS } from '@app/shared/contracts/common';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatDateTime } from '@app/shared/money';
import { type Site, siteLabels } from '@app/shared/sites';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { type CsvColumn, sendCsv } from '../../lib/csv.ts';
import * as repo from './purchase-order.repository.ts';

type Row = Awaited<ReturnType<typeof repo.searchOrders>>['rows'][number];

const columns: CsvColumn<Row>[] = [
  { header: 'Mã đơn', value: (r) => r.order.code },
  { header: 'Ngày tạo', value: (r) => formatDateTime(r.order.createdAt) },
  { header: 'Khách hàng', value: (r) => r.customer.fullName },
  { header: 'Số điện thoại', value: (r) => r.customer.phone },
  { header: 'Trang web', value: (r) => siteLabels[r.order.site as Site] ?? r.order.site },
  { header: 'Shop', value: (r) => r.order.shopName },
  { header: 'Số lượng', value: (r) => r.itemCount },
  { header: 'Tổng tiền (₫)', value: (r) => r.order.totalVnd },
  { header: 'Cần đặt cọc (₫)', value: (r) => r.order.depositDueVnd },
  { header: 'Đã thanh toán (₫)', value: (r) => r.order.paidVnd },
  { header: 'Trạng thái', value: (r) => purchaseOrderMachine.labels[r.order.status] },
];

export async function exportOrders(db: Db, actor: Actor, f: repo.OrderFilter, reply: FastifyReply) {
  const total = await repo.countOrders(db, actor, f);
  return sendCsv(reply, 'don-mua-ho', columns, repo.orderBatches(db, actor, f, EXPORT_MAX_ROWS), total);
}
