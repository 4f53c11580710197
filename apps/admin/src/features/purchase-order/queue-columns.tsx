/**
 * Columns of the "Mua hàng" queue: code (opens the order), customer, shop, lines bought and shop
 * orders, money, how long it has waited (red past 24 h), who buys it (assignable here), status.
 */
import type { PurchaseQueueRow } from '@app/shared/contracts/buying';
import { formatProductsAndUnits } from '@app/shared/counts';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { siteLabels } from '@app/shared/sites';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { StatusTag } from '../../components/status-tag.tsx';
import { messages } from '../../messages.ts';
import { AssignSelect } from './assign-select.tsx';

const t = messages.buying;

/** Whole minutes from `iso` to `now`. */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}

export function queueColumns(now: number): TableColumnsType<PurchaseQueueRow> {
  return [
    {
      title: t.code,
      dataIndex: 'code',
      width: 150,
      render: (code: string, o) => (
        <Link to={`/orderOrdering/${o.id}`} data-testid="queue-order-link">
          {code}
        </Link>
      ),
    },
    {
      title: t.customer,
      key: 'customer',
      render: (_, o) => (
        <>
          <div>{o.customer.fullName}</div>
          <Typography.Text type="secondary">{o.customer.phone}</Typography.Text>
        </>
      ),
    },
    {
      title: t.shopColumn,
      key: 'shop',
      render: (_, o) => (
        <>
          <div>{o.shopName}</div>
          <Typography.Text type="secondary">
            {siteLabels[o.site]} · {formatProductsAndUnits(o.lineCount, o.itemCount)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t.progress,
      key: 'progress',
      render: (_, o) => (
        <Space orientation="vertical" size={2}>
          <span data-testid="queue-progress">{t.progressText(o.boughtLineCount, o.lineCount)}</span>
          <Space size={[4, 4]} wrap>
            {o.shopOrderNumbers.map((n) => (
              <Tag key={n}>{n}</Tag>
            ))}
          </Space>
        </Space>
      ),
    },
    {
      title: t.money,
      key: 'money',
      align: 'right',
      render: (_, o) => (
        <>
          <div>{formatVnd(o.totalVnd)}</div>
          <Typography.Text type="secondary">{formatVnd(o.paidVnd)}</Typography.Text>
        </>
      ),
    },
    {
      title: t.waiting,
      key: 'waiting',
      render: (_, o) => (
        <Space orientation="vertical" size={2}>
          <span title={formatDateTime(o.waitingSince)} data-testid="queue-waited">
            {t.waitedFor(minutesSince(o.waitingSince, now))}
          </span>
          {o.overdue && (
            <Tag color="red" data-testid="queue-overdue">
              {t.overdue}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t.assignee,
      key: 'assignee',
      width: 200,
      render: (_, o) => <AssignSelect orderId={o.id} assignee={o.assignee} code={o.code} />,
    },
    {
      title: t.status,
      dataIndex: 'status',
      render: (_, o) => <StatusTag machine={purchaseOrderMachine} status={o.status} testId="queue-status" />,
    },
  ];
}
