/**
 * Columns of the order list: code (opens the order), customer (opens their page), shop, money,
 * status with who made the latest change and when, created.
 */
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { formatProductsAndUnits } from '@app/shared/counts';
import { depositStillDue, purchaseOrderMachine, remainingOf } from '@app/shared/machines/purchase-order';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { siteLabels } from '@app/shared/sites';
import { type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { messages } from '../../messages.ts';

const t = messages.order;
const money = (v: number) => formatVnd(v);

export const orderColumns: TableColumnsType<PurchaseOrderSummary> = [
  {
    title: t.code,
    dataIndex: 'code',
    render: (code: string, o) => (
      <Link to={`/orderOrdering/${o.id}`} data-testid="order-link">
        {code}
      </Link>
    ),
  },
  {
    title: t.customer,
    key: 'customer',
    render: (_, o) =>
      o.customer ? (
        <>
          <div>
            <CustomerLink customer={o.customer} />
          </div>
          <Typography.Text type="secondary">{o.customer.phone}</Typography.Text>
        </>
      ) : (
        messages.common.none
      ),
  },
  {
    title: t.shop,
    key: 'shop',
    render: (_, o) => (
      <>
        <div>{o.shopName || messages.common.none}</div>
        <Typography.Text type="secondary">
          {siteLabels[o.site]} · {formatProductsAndUnits(o.lineCount, o.itemCount)}
        </Typography.Text>
      </>
    ),
  },
  { title: t.total, dataIndex: 'totalVnd', align: 'right', render: money },
  {
    // Owed only before the deposit; afterwards a 70 % of a new price would read as underpaid (decision 0093).
    title: t.deposit,
    key: 'deposit',
    align: 'right',
    render: (_, o) =>
      depositStillDue(o.status) ? (
        money(o.depositDueVnd)
      ) : (
        <Typography.Text type="secondary">{o.paidVnd > 0 ? t.deposited : messages.common.none}</Typography.Text>
      ),
  },
  {
    title: t.paid,
    key: 'paid',
    align: 'right',
    render: (_, o) => (
      <>
        <div>{money(o.paidVnd)}</div>
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid="order-remaining">
          {t.remainingShort(money(remainingOf(o)))}
        </Typography.Text>
      </>
    ),
  },
  {
    title: t.status,
    dataIndex: 'status',
    render: (_, o) => (
      <>
        <StatusTag machine={purchaseOrderMachine} status={o.status} testId="order-status" />
        {o.lastChange && (
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="order-last-change">
              {t.lastChange(o.lastChange.actorName, formatDateTime(o.lastChange.createdAt))}
            </Typography.Text>
          </div>
        )}
      </>
    ),
  },
  { title: t.createdAt, dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
];
