/**
 * Fee lines (components/fee-lines.tsx) and totals (Tổng / Cần đặt cọc / Đã thanh toán / Còn lại)
 * of a purchase order.
 */
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatVnd } from '@app/shared/money';
import { Card, Descriptions, Divider } from 'antd';
import { FeeLines } from '../../components/fee-lines.tsx';
import { messages } from '../../messages.ts';

const t = messages.order;

export function OrderFees({ order }: { order: AdminPurchaseOrder }) {
  const { totals } = order;
  return (
    <Card title={t.fees} size="small">
      <FeeLines lines={order.fees} />
      <Divider style={{ margin: '12px 0' }} />
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'total',
            label: t.totals.total,
            children: <strong data-testid="total">{formatVnd(totals.totalVnd)}</strong>,
          },
          { key: 'deposit', label: t.totals.deposit, children: formatVnd(totals.depositDueVnd) },
          { key: 'paid', label: t.totals.paid, children: <span data-testid="paid">{formatVnd(totals.paidVnd)}</span> },
          {
            key: 'remaining',
            label: t.totals.remaining,
            children: <strong data-testid="remaining">{formatVnd(totals.remainingVnd)}</strong>,
          },
        ]}
      />
      {order.refunds.length > 0 && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <Descriptions
            size="small"
            column={1}
            title={messages.buying.refunds}
            items={order.refunds.map((r) => ({
              key: r.code,
              label: r.description,
              children: <span data-testid="refund">{formatVnd(r.amountVnd)}</span>,
            }))}
          />
        </>
      )}
    </Card>
  );
}
