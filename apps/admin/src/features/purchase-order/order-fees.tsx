/**
 * Fee lines and totals (Tổng / Cần đặt cọc / Đã thanh toán / Còn lại). A fee whose amount is
 * null is not known until the parcels are weighed and reads 'Tính khi hàng về kho'.
 */
import type { AdminPurchaseOrder } from '@app/shared/contracts/order';
import { formatVnd } from '@app/shared/money';
import { Card, Descriptions, Divider, Typography } from 'antd';
import { messages } from '../../messages.ts';

const t = messages.order;

export function OrderFees({ order }: { order: AdminPurchaseOrder }) {
  const { totals } = order;
  return (
    <Card title={t.fees} size="small">
      <Descriptions
        size="small"
        column={1}
        items={order.fees.map((fee) => ({
          key: fee.kind,
          label: fee.label,
          children: (
            <Typography.Text type={fee.amountVnd === null ? 'secondary' : undefined}>
              {fee.amountVnd === null ? (fee.note ?? t.feePending) : formatVnd(fee.amountVnd)}
            </Typography.Text>
          ),
        }))}
      />
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
    </Card>
  );
}
