/**
 * 'Mua hàng' on the order page: who buys it (assignable while it is being bought or quoted), the shop
 * orders placed so far and the seller's tracking codes (tracking-codes.tsx), the price change waiting
 * for the customer, and the purchase form while the order can be bought by this staff member.
 */
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatFen, formatVnd } from '@app/shared/money';
import { Alert, Card, Descriptions, Divider, List, Typography } from 'antd';
import { nowrap } from '../../components/nowrap.ts';
import { messages } from '../../messages.ts';
import { AssignSelect } from './assign-select.tsx';
import { PurchaseForm } from './purchase-form.tsx';
import { TrackingCodes } from './tracking-codes.tsx';

const t = messages.buying;

export function PurchaseCard({ order }: { order: AdminPurchaseOrder }) {
  const change = order.priceChange;
  return (
    <Card title={t.card} size="small" data-testid="purchase-card">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'assignee',
            label: t.assigneeLabel,
            children: order.canAssign ? (
              <AssignSelect orderId={order.id} assignee={order.assignee} code={order.code} width={240} />
            ) : (
              <span data-testid="assignee-name">{order.assignee?.fullName ?? t.nobody}</span>
            ),
          },
        ]}
      />
      <Typography.Title level={5}>{t.shopOrders}</Typography.Title>
      <List
        size="small"
        dataSource={order.shopOrders}
        locale={{ emptyText: t.noShopOrders }}
        renderItem={(s) => (
          <List.Item data-testid="shop-order">
            <span style={nowrap} data-testid="shop-order-number">
              {s.shopOrderNumber}
            </span>
            {t.shopOrderShipping(formatFen(s.domesticShippingFen))}
          </List.Item>
        )}
      />
      <TrackingCodes order={order} />
      {change && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={t.priceChange}
          data-testid="staff-price-change"
          description={
            <>
              {change.lines.map((l) => (
                <div key={l.lineId}>
                  {t.priceChangeRow(l.title, formatFen(l.oldUnitPriceFen), formatFen(l.newUnitPriceFen), l.quantity)}
                </div>
              ))}
              <div>{t.priceChangeTotal(formatVnd(change.before.totalVnd), formatVnd(change.after.totalVnd))}</div>
            </>
          }
        />
      )}
      {order.canPurchase && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <PurchaseForm key={order.lines.filter((l) => l.boughtQuantity === null).length} order={order} />
        </>
      )}
    </Card>
  );
}
