/** Who ordered, where it goes and on what terms: customer, receiver snapshot, route, frozen rate, options. */
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatDateTime, formatNumber } from '@app/shared/money';
import { siteLabels } from '@app/shared/sites';
import { Card, Descriptions } from 'antd';
import { CustomerLink } from '../../components/customer-link.tsx';
import { nowrap } from '../../components/nowrap.ts';
import { messages } from '../../messages.ts';

const t = messages.order;

function optionsText(options: AdminPurchaseOrder['options']): string {
  const chosen = (Object.keys(t.optionLabels) as (keyof typeof t.optionLabels)[]).filter((key) => options[key]);
  return chosen.length ? chosen.map((key) => t.optionLabels[key]).join(', ') : t.noOptions;
}

export function OrderInfo({ order }: { order: AdminPurchaseOrder }) {
  const { customer, receiver } = order;
  return (
    <Card title={t.info} size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'customer',
            label: t.customer,
            // One inline box: the item's content is a flex row, which would squeeze each part into a column.
            children: (
              <span>
                <CustomerLink customer={customer} />
                {customer.phone && ` · ${customer.phone}`}
                {customer.email && (
                  <>
                    {' · '}
                    <span style={nowrap} data-testid="customer-email">
                      {customer.email}
                    </span>
                  </>
                )}
              </span>
            ),
          },
          { key: 'shop', label: t.shop, children: `${order.shopName} (${siteLabels[order.site]})` },
          { key: 'receiver', label: t.receiver, children: `${receiver.name} · ${receiver.phone}` },
          { key: 'address', label: t.address, children: receiver.address },
          { key: 'route', label: t.route, children: `${order.cnWarehouse.name} → ${order.vnWarehouse.name}` },
          {
            key: 'rate',
            label: t.exchangeRate,
            children: `${formatNumber(order.exchangeRate)} ${messages.common.perCny}`,
          },
          { key: 'options', label: t.options, children: optionsText(order.options) },
          { key: 'created', label: t.createdAt, children: formatDateTime(order.createdAt) },
        ]}
      />
    </Card>
  );
}
