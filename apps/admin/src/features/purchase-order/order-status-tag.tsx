/** A purchase order status as a coloured tag with its Vietnamese label (statuses.ts). */
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { Tag } from 'antd';

/** Colours by stage: waiting on the customer (gold), buying (blue), shipping (cyan/geekblue), done (green), cancelled. */
const colors: Record<PurchaseOrderStatus, string> = {
  awaiting_quote: 'gold',
  awaiting_deposit: 'gold',
  deposited: 'lime',
  purchasing: 'blue',
  awaiting_customer_confirmation: 'orange',
  purchased: 'blue',
  seller_shipped: 'cyan',
  at_cn_warehouse: 'cyan',
  in_transit: 'geekblue',
  at_vn_warehouse: 'geekblue',
  delivering: 'purple',
  delivered: 'green',
  completed: 'green',
  cancelled: 'default',
};

export function OrderStatusTag({ status }: { status: PurchaseOrderStatus }) {
  return (
    <Tag color={colors[status]} data-testid="order-status">
      {purchaseOrderMachine.labels[status]}
    </Tag>
  );
}
