/**
 * One consignment order for staff (/orderShipping/{id}), read-only: the customer, route, options and
 * the recipient line sellers write; its parcels with what was declared, measured and charged; money
 * (Tổng / Đã thanh toán / Còn lại) and history. Refreshes every 30 s as the warehouses scan.
 */
import type { ConsignmentOrder } from '@app/shared/contracts/consignment';
import { consignmentMachine } from '@app/shared/machines/consignment';
import { parcelMachine } from '@app/shared/machines/parcel';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Flex, Result, Row, Skeleton, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { FeeLines } from '../../components/fee-lines.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { Timeline } from '../../components/timeline.tsx';
import { Weights } from '../../components/weights.tsx';
import { liveFallback } from '../../lib/live.ts';
import { useTitle } from '../../lib/use-title.ts';
import { consignmentMessages as t } from '../../messages-consignment.ts';
import { consignmentQuery } from './api.ts';

type Parcel = ConsignmentOrder['parcels'][number];

function Info({ order: o }: { order: ConsignmentOrder }) {
  const options = [o.options.woodenCrate && t.woodenCrate, o.options.insurance && t.insurance].filter(Boolean);
  return (
    <Card title={t.info} size="small">
      <Descriptions column={1} size="small">
        {o.customer && (
          <Descriptions.Item label={t.customer}>
            <CustomerLink customer={o.customer} /> ({o.customer.code} · {o.customer.phone})
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t.route}>
          {o.cnWarehouse.name} → {o.vnWarehouse.name}
        </Descriptions.Item>
        <Descriptions.Item label={t.shippingType}>{t.shipping[o.shippingType]}</Descriptions.Item>
        <Descriptions.Item label={t.options}>{options.length ? options.join(', ') : t.noOptions}</Descriptions.Item>
        <Descriptions.Item label={t.recipientLine}>
          <strong data-testid="consignment-recipient">{o.sendTo.recipient}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t.receiver}>
          {o.receiver.name} · {o.receiver.phone} · {o.receiver.address}
        </Descriptions.Item>
        <Descriptions.Item label={t.createdAt}>{formatDateTime(o.createdAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

const parcelColumns = [
  { title: t.trackingCodes, dataIndex: 'trackingCode', render: (c: string) => <code>{c}</code> },
  { title: t.parcelCode, dataIndex: 'code' },
  {
    title: t.declaration,
    key: 'declaration',
    render: (_: unknown, p: Parcel) =>
      p.declaration
        ? `${p.declaration.description} · ${p.declaration.quantity} · ${formatVnd(p.declaration.declaredValueVnd)}`
        : '',
  },
  {
    title: t.chargeable,
    key: 'kg',
    render: (_: unknown, p: Parcel) =>
      p.weightGrams === null ? t.notWeighed : <Weights grams={p.weightGrams} kg10={p.chargeableKg10} />,
  },
  {
    title: t.fee,
    key: 'fee',
    align: 'right' as const,
    render: (_: unknown, p: Parcel) => (p.feeVnd === null ? '' : formatVnd(p.feeVnd)),
  },
  {
    title: t.parcelStatus,
    dataIndex: 'status',
    render: (s: Parcel['status']) => <StatusTag machine={parcelMachine} status={s} />,
  },
];

export function ConsignmentDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const order = useQuery({ ...consignmentQuery(id), enabled: valid, refetchInterval: () => liveFallback(30_000) });
  useTitle(order.data ? t.detailTitle(order.data.code) : t.listTitle);
  const back = <Link to="/orderShipping">← {t.backToList}</Link>;
  if (!valid) return <Result status="404" title={t.invalidId} extra={back} />;
  if (order.isError) {
    return (
      <>
        {back}
        <div style={{ marginTop: 16 }}>
          <LoadError error={order.error} onRetry={() => order.refetch()} />
        </div>
      </>
    );
  }
  if (!order.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const o = order.data;
  return (
    <>
      {back}
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="consignment-code">
          {t.detailTitle(o.code)}
        </Typography.Title>
        <StatusTag machine={consignmentMachine} status={o.status} testId="consignment-status" />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            <Info order={o} />
            <Card title={`${t.parcelList} (${o.parcels.length})`} size="small">
              <Table<Parcel>
                rowKey="id"
                size="small"
                pagination={false}
                columns={parcelColumns}
                dataSource={o.parcels}
                scroll={{ x: 800 }}
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <Card title={t.fees} size="small">
              <FeeLines lines={o.fees} />
              <Descriptions column={1} size="small" style={{ marginTop: 8 }}>
                {/* While parcels wait for the scale: what is known, not a total of 0 (decision 0093). */}
                {o.totals.awaitingWeighing > 0 && o.status !== 'cancelled' ? (
                  <Descriptions.Item label={t.known}>
                    <strong data-testid="known">{formatVnd(o.totals.knownVnd)}</strong>{' '}
                    <Typography.Text type="secondary">{t.awaitingWeighing(o.totals.awaitingWeighing)}</Typography.Text>
                  </Descriptions.Item>
                ) : (
                  <Descriptions.Item label={t.total}>{formatVnd(o.totals.totalVnd)}</Descriptions.Item>
                )}
                <Descriptions.Item label={t.paid}>{formatVnd(o.totals.paidVnd)}</Descriptions.Item>
                {(o.totals.awaitingWeighing === 0 || o.status === 'cancelled') && (
                  <Descriptions.Item label={t.remaining}>
                    <strong>{formatVnd(o.totals.remainingVnd)}</strong>
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={t.declaredValue}>{formatVnd(o.totals.declaredValueVnd)}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={t.timeline} size="small">
              <Timeline machine={consignmentMachine} events={o.events} testId="consignment-timeline" />
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
}
