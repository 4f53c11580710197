/**
 * One delivery request (/delivery/{id}) for staff: customer, receiver, method, payments, parcels
 * (scanned out or not), timeline, and the next step its status allows: take it on (processing, which
 * makes the export slip), scan each parcel out against the slip, hand it over (what the method needs:
 * ship-form.tsx), confirm delivery (after a confirmation); or cancel before shipping (the customer is refunded). Refreshes
 * itself while open.
 */
import type { AdminDelivery, DeliveryParcel } from '@app/shared/contracts/delivery';
import { deliveryMachine } from '@app/shared/machines/delivery';
import { parcelMachine } from '@app/shared/machines/parcel';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { formatWeights } from '@app/shared/parcel-fees';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Input,
  Popconfirm,
  Progress,
  Result,
  Row,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { Timeline } from '../../components/timeline.tsx';
import { Weights } from '../../components/weights.tsx';
import { errorText } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { deliveryQuery, LIVE_MS, useScanOut, useSetStatus } from './api.ts';
import { ShipForm } from './ship-form.tsx';

const t = messages.delivery;

/** Actual and chargeable weight side by side, in the PWA's words (decision 0093). */
const kg = (grams: number | null, kg10: number | null) => formatWeights(grams, kg10);

const parcelColumns = [
  { title: t.parcelCode, dataIndex: 'code' },
  { title: t.parcelTracking, dataIndex: 'trackingCode' },
  {
    title: t.order,
    render: (_: unknown, p: DeliveryParcel) =>
      p.order ? (
        p.order.type === 'purchase_order' ? (
          <Link to={`/orderOrdering/${p.order.id}`}>{p.order.code}</Link>
        ) : (
          `${t.orderTypes.consignment_order} ${p.order.code}`
        )
      ) : (
        messages.common.none
      ),
  },
  {
    title: t.weight,
    align: 'right' as const,
    render: (_: unknown, p: DeliveryParcel) => <Weights grams={p.weightGrams} kg10={p.chargeableKg10} />,
  },
  {
    title: t.status,
    render: (_: unknown, p: DeliveryParcel) => (
      <StatusTag machine={parcelMachine} status={p.status as (typeof parcelMachine.statuses)[number]} />
    ),
  },
  {
    title: t.scannedOut,
    render: (_: unknown, p: DeliveryParcel) =>
      p.scannedOutAt ? (
        <Tag color="green" data-testid="parcel-scanned">
          {formatDateTime(p.scannedOutAt)}
        </Tag>
      ) : (
        <Tag>{t.notScanned}</Tag>
      ),
  },
];

export function DeliveryDetailPage() {
  const id = Number(useParams().id);
  const q = useQuery({
    ...deliveryQuery(id),
    enabled: id > 0,
    refetchInterval: (query) => {
      const s = query.state.data?.status;
      return s && deliveryMachine.isFinal(s) ? false : liveFallback(LIVE_MS);
    },
  });
  useTitle(q.data ? t.detailTitle(q.data.code) : t.queueTitle);
  const back = <Link to="/delivery">← {t.backToQueue}</Link>;
  if (!(id > 0)) return <Result status="404" title={t.queueTitle} extra={back} />;
  if (q.isError)
    return (
      <>
        {back}
        <LoadError error={q.error} onRetry={() => q.refetch()} />
      </>
    );
  if (!q.data) return <Skeleton active />;
  const d = q.data;
  const scanned = d.parcels.filter((p) => p.scannedOutAt).length;

  return (
    <>
      {back}
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="delivery-code">
          {t.detailTitle(d.code)}
        </Typography.Title>
        <StatusTag machine={deliveryMachine} status={d.status} testId="delivery-status" />
        {d.overdue && <Tag color="red">{t.overdue}</Tag>}
        {d.exportSlipCode && (
          <Link to={`/delivery/${d.id}/slip`} data-testid="open-slip">
            {t.openSlip} {d.exportSlipCode}
          </Link>
        )}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Actions delivery={d} scanned={scanned} />
            <Card size="small" title={`${t.parcels}: ${d.parcels.length} · ${kg(d.weightGrams, d.chargeableKg10)}`}>
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={d.parcels}
                columns={parcelColumns}
                scroll={{ x: 'max-content' }}
                onRow={() => ({ 'data-testid': 'delivery-parcel-row' }) as object}
              />
            </Card>
            <Card size="small" title={t.payments}>
              <Descriptions size="small" column={1}>
                {d.payments.map((p) => (
                  <Descriptions.Item
                    // One payment per order and kind (at the request, at shipping, handed over from one request).
                    key={`${p.type}-${p.orderId}-${p.kind}-${p.movedFrom ?? ''}`}
                    label={`${t.orderTypes[p.type]} ${p.orderCode}`}
                  >
                    {formatVnd(p.amountVnd)}
                    {p.kind === 'shipping' ? ` (${t.paidAtShipping})` : ''}
                    {p.movedFrom ? ` (${t.movedFrom(p.movedFrom)})` : ''}
                    {p.refundedVnd > 0 ? ` (${t.refunded} ${formatVnd(p.refundedVnd)})` : ''}
                    {p.movedTo ? ` (${t.movedTo(p.movedTo)})` : ''}
                  </Descriptions.Item>
                ))}
                <Descriptions.Item label={t.paid}>
                  <strong>{formatVnd(d.paidVnd)}</strong>
                </Descriptions.Item>
                {d.codVnd > 0 && <Descriptions.Item label={t.cod}>{formatVnd(d.codVnd)}</Descriptions.Item>}
              </Descriptions>
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card size="small" title={t.customer}>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t.customer}>
                  <Link to={`/customer/${d.customer.id}`}>{d.customer.fullName}</Link> ({d.customer.code})
                </Descriptions.Item>
                <Descriptions.Item label={t.receiver}>{d.receiver.name}</Descriptions.Item>
                <Descriptions.Item label={t.phone}>{d.receiver.phone}</Descriptions.Item>
                <Descriptions.Item label={t.address}>{d.receiver.address}</Descriptions.Item>
                <Descriptions.Item label={t.warehouse}>{d.warehouse.name}</Descriptions.Item>
                <Descriptions.Item label={t.method}>{t.methods[d.method]}</Descriptions.Item>
                {d.carrier && (
                  <Descriptions.Item label={d.method === 'coach' ? t.coachName : t.carrier}>
                    {d.carrier}
                  </Descriptions.Item>
                )}
                {d.trackingCode && <Descriptions.Item label={t.trackingCode}>{d.trackingCode}</Descriptions.Item>}
                {d.carrierPhone && <Descriptions.Item label={t.coachPhone}>{d.carrierPhone}</Descriptions.Item>}
                {d.note && <Descriptions.Item label={t.note}>{d.note}</Descriptions.Item>}
                <Descriptions.Item label={t.createdAt}>{formatDateTime(d.createdAt)}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card size="small" title={t.timeline}>
              <Timeline machine={deliveryMachine} events={d.events} testId="delivery-timeline" />
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
}

/** The next step of the request, by status. */
function Actions({ delivery: d, scanned }: { delivery: AdminDelivery; scanned: number }) {
  const setStatus = useSetStatus(d.id);
  const scanOut = useScanOut(d.id);
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) message.success(done);
    } catch (err) {
      message.error(errorText(err));
    }
  };
  const cancel = d.canCancel && (
    <Popconfirm
      title={t.cancelConfirm(formatVnd(d.refundOnCancelVnd))}
      okText={t.yes}
      cancelText={t.no}
      onConfirm={() => act(() => setStatus.mutateAsync({ status: 'cancelled', note: '' }), t.cancelled)}
    >
      <Button danger data-testid="delivery-cancel">
        {t.cancel}
      </Button>
    </Popconfirm>
  );

  if (d.status === 'requested') {
    return (
      <Card size="small" title={t.actions}>
        <Flex gap={8} wrap>
          <Button
            type="primary"
            loading={setStatus.isPending}
            onClick={() => act(() => setStatus.mutateAsync({ status: 'processing', note: '' }), t.processingDone)}
            data-testid="delivery-processing"
          >
            {t.startProcessing}
          </Button>
          {cancel}
        </Flex>
      </Card>
    );
  }
  if (d.status === 'processing') {
    return (
      <>
        <Card size="small" title={t.scanTitle}>
          <Flex vertical gap={8}>
            <Input
              size="large"
              autoFocus
              value={code}
              placeholder={t.scanPlaceholder}
              onChange={(e) => setCode(e.target.value)}
              onPressEnter={() => {
                const value = code.trim();
                if (!value) return;
                setCode('');
                void act(async () => {
                  const r = await scanOut.mutateAsync(value);
                  if (r.first) message.success(t.scanned(r.parcel.code));
                  else message.info(t.scannedAgain(r.parcel.code));
                });
              }}
              data-testid="scan-out-input"
            />
            <Progress
              percent={Math.round((scanned / Math.max(1, d.parcels.length)) * 100)}
              format={() => t.scanProgress(scanned, d.parcels.length)}
            />
          </Flex>
        </Card>
        <Card size="small" title={t.shipTitle}>
          <ShipForm
            method={d.method}
            pending={setStatus.isPending}
            onShip={(v) => act(() => setStatus.mutateAsync({ status: 'shipped', ...v }), t.shipped)}
          />
          <div style={{ marginTop: 12 }}>{cancel}</div>
        </Card>
      </>
    );
  }
  if (d.status === 'shipped') {
    return (
      <Card size="small" title={t.actions}>
        <Popconfirm
          title={t.deliverConfirm(d.code)}
          description={t.deliverConfirmHint}
          okText={t.deliverOk}
          cancelText={t.no}
          onConfirm={() => act(() => setStatus.mutateAsync({ status: 'delivered', note: '' }), t.delivered)}
        >
          <Button type="primary" loading={setStatus.isPending} data-testid="delivery-deliver">
            {t.deliver}
          </Button>
        </Popconfirm>
      </Card>
    );
  }
  return null;
}
