/**
 * Fee lines (components/fee-lines.tsx) and totals (Tổng / Cần đặt cọc while the deposit is owed /
 * Đã thanh toán / Còn lại) of a purchase order.
 */
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { depositStillDue } from '@app/shared/machines/purchase-order';
import { formatVnd } from '@app/shared/money';
import { Card, Descriptions, Divider, Flex, Typography } from 'antd';
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
          // Owed only before the deposit: once paid it is in "Đã thanh toán" (decision 0093).
          ...(depositStillDue(order.status)
            ? [{ key: 'deposit', label: t.totals.deposit, children: formatVnd(totals.depositDueVnd) }]
            : []),
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
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {messages.buying.refunds}
          </Typography.Title>
          {order.refunds.map((r) => (
            <Flex key={r.code} justify="space-between" gap={12} style={{ padding: '2px 0' }}>
              <Typography.Text type="secondary">{r.description}</Typography.Text>
              <span data-testid="refund" style={{ whiteSpace: 'nowrap' }}>
                {formatVnd(r.amountVnd)}
              </span>
            </Flex>
          ))}
        </>
      )}
    </Card>
  );
}
