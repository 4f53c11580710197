/**
 * One Taobao Global order (/taobaoIntOrder/:id): the customer and the linked account, the seller,
 * the amounts on the platform (¥) and the shipping to Vietnam (₫), the route's warehouses, the
 * sub-orders with their refund state, the tracking numbers and the parcels they became, the
 * customer's pay-on-behalf orders and the chat thread `taobao-{id}`.
 */
import { type TaobaoSubOrder, taobaoRefundStatusLabels } from '@app/shared/contracts/taobao-global';
import { taobaoGlobalOrderMachine } from '@app/shared/machines/taobao-global';
import { formatDateTime, formatFen, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Image, Space, Table, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { nowrap } from '../../components/nowrap.ts';
import { colorOf } from '../../components/status-colors.ts';
import { useCan } from '../../lib/permissions.ts';
import { useTitle } from '../../lib/use-title.ts';
import { taobaoGlobalMessages as t } from '../../messages-taobao-global.ts';
import { isNotEnabled, taobaoOrderQuery } from './api.ts';
import { linkedPobPath, parcelsArrived } from './taobao-model.ts';

const subOrderColumns = [
  {
    title: t.item,
    key: 'item',
    render: (_: unknown, s: TaobaoSubOrder) => (
      <Flex gap={8} align="center">
        {s.imageUrl && <Image src={s.imageUrl} width={48} height={48} style={{ objectFit: 'cover' }} alt={s.title} />}
        <div>
          <div style={{ overflowWrap: 'anywhere' }}>{s.title}</div>
          <Typography.Text type="secondary">{s.skuProperties}</Typography.Text>
        </div>
      </Flex>
    ),
  },
  { title: t.quantity, key: 'qty', align: 'right' as const, render: (_: unknown, s: TaobaoSubOrder) => s.quantity },
  {
    title: t.price,
    key: 'price',
    align: 'right' as const,
    render: (_: unknown, s: TaobaoSubOrder) => <span style={nowrap}>{formatFen(s.priceFen)}</span>,
  },
  {
    title: t.lineTotal,
    key: 'payment',
    align: 'right' as const,
    render: (_: unknown, s: TaobaoSubOrder) => <span style={nowrap}>{formatFen(s.paymentFen)}</span>,
  },
  {
    title: t.refundStatus,
    key: 'refund',
    render: (_: unknown, s: TaobaoSubOrder) =>
      s.refundStatus === 'NO_REFUND' ? '—' : <Tag color="orange">{taobaoRefundStatusLabels[s.refundStatus]}</Tag>,
  },
];

export function TaobaoOrderDetailPage() {
  const id = Number(useParams().id);
  const q = useQuery(taobaoOrderQuery(id));
  const canChat = useCan('answer:chat');
  const canSeePob = useCan('view:pay-on-behalf-order');
  const o = q.data;
  useTitle(o ? t.detailTitle(o.platformOrderId) : t.title);
  if (q.isError && isNotEnabled(q.error)) return <Alert type="info" showIcon message={t.notEnabled} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!o) return null;
  const pobPath = linkedPobPath(o);
  const arrived = parcelsArrived(o);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Link to="/taobaoIntOrder">{t.back}</Link>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.detailTitle(o.platformOrderId)}{' '}
          <Tag color={colorOf(taobaoGlobalOrderMachine, o.status)} data-testid="taobao-status">
            {o.statusLabel}
          </Tag>
        </Typography.Title>
        <Space wrap>
          {canSeePob && pobPath && (
            <Link to={pobPath} title={t.linkedPobHint} data-testid="taobao-pob-link">
              <Button>{t.linkedPob}</Button>
            </Link>
          )}
          {canChat && (
            <Link to={`/chat/taobao-${o.id}`} data-testid="taobao-chat">
              <Button>{t.chat}</Button>
            </Link>
          )}
        </Space>
      </Flex>
      <Card size="small">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t.customer}>
            {o.customer ? <CustomerLink customer={o.customer} /> : '—'}
            {o.customer?.phone ? <span style={{ marginLeft: 4 }}>· {o.customer.phone}</span> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t.account}>{o.account.nick}</Descriptions.Item>
          <Descriptions.Item label={t.seller}>{o.sellerNick}</Descriptions.Item>
          <Descriptions.Item label={t.route}>
            {o.cnWarehouse.name} → {o.vnWarehouse.name}
          </Descriptions.Item>
          <Descriptions.Item label={t.goods}>{formatFen(o.totalFen)}</Descriptions.Item>
          <Descriptions.Item label={t.postFee}>{formatFen(o.postFeeFen)}</Descriptions.Item>
          <Descriptions.Item label={t.payment}>
            <strong>{formatFen(o.paymentFen)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t.shipping}>
            {formatVnd(o.shippingVnd)} · {t.paidVnd} {formatVnd(o.paidVnd)}
          </Descriptions.Item>
          <Descriptions.Item label={t.createdOnPlatformAt}>{formatDateTime(o.createdOnPlatformAt)}</Descriptions.Item>
          <Descriptions.Item label={t.paidOnPlatformAt}>
            {o.paidOnPlatformAt ? formatDateTime(o.paidOnPlatformAt) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t.importedAt}>{formatDateTime(o.importedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t.subOrders}>
        <Table<TaobaoSubOrder>
          rowKey="id"
          size="small"
          pagination={false}
          columns={subOrderColumns}
          dataSource={o.subOrders}
          scroll={{ x: 700 }}
          onRow={() => ({ 'data-testid': 'taobao-sub-order' }) as object}
        />
      </Card>
      <Card size="small" title={`${t.trackings} (${arrived.arrived}/${arrived.total})`}>
        {o.trackings.length === 0 ? (
          <Typography.Text type="secondary">{t.noTracking}</Typography.Text>
        ) : (
          <Descriptions column={1} size="small" bordered>
            {o.trackings.map((tr) => (
              <Descriptions.Item key={tr.trackingCode} label={`${tr.trackingCode} · ${tr.company}`}>
                {tr.parcel ? (
                  <span data-testid="taobao-parcel">
                    {tr.parcel.code} · {tr.parcel.statusLabel}
                  </span>
                ) : (
                  <Typography.Text type="secondary">{t.noParcel}</Typography.Text>
                )}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Card>
    </Space>
  );
}
