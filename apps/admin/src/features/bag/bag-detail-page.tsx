/**
 * One bag (/bag/{id}): while open, a scan input adds parcels (Enter commits) and a weight closes it;
 * closed, it ships (every parcel "Đang về VN"); shipped, the VN warehouse receives it; then the page
 * lists its parcels not yet scanned at the VN warehouse until every one is. "In tem bao" prints the
 * bag's label (code as a barcode, route, weight, parcel count) at any step.
 */
import type { AdminParcelSummary } from '@app/shared/contracts/parcel';
import { bagMachine, parcelMachine } from '@app/shared/machines/parcel';
import { formatVnd } from '@app/shared/money';
import { formatKg10 } from '@app/shared/parcel-fees';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { Timeline } from '../../components/timeline.tsx';
import { errorText } from '../../lib/api-client.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { printSvg } from '../../lib/print-svg.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import {
  bagQuery,
  fetchBagLabel,
  useAddParcel,
  useCloseBag,
  useReceiveBag,
  useRemoveParcel,
  useShipBag,
} from './api.ts';

const t = messages.warehouse.bag;
const p = messages.warehouse.parcel;

const columns = [
  { title: p.code, dataIndex: 'code' },
  { title: p.trackingCode, dataIndex: 'trackingCode' },
  {
    title: p.order,
    render: (_: unknown, r: AdminParcelSummary) =>
      r.order ? <Link to={`/orderOrdering/${r.order.id}`}>{r.order.code}</Link> : p.unclaimed,
  },
  { title: p.customer, render: (_: unknown, r: AdminParcelSummary) => r.customer?.code ?? p.unclaimed },
  {
    title: p.chargeable,
    align: 'right' as const,
    render: (_: unknown, r: AdminParcelSummary) =>
      r.chargeableKg10 === null ? p.notMeasured : formatKg10(r.chargeableKg10),
  },
  {
    title: p.fee,
    align: 'right' as const,
    render: (_: unknown, r: AdminParcelSummary) => (r.feeVnd === null ? messages.common.none : formatVnd(r.feeVnd)),
  },
  {
    title: p.status,
    render: (_: unknown, r: AdminParcelSummary) => <StatusTag machine={parcelMachine} status={r.status} />,
  },
];

export function BagDetailPage() {
  const id = Number(useParams().id);
  const bag = useQuery({ ...bagQuery(id), enabled: id > 0 });
  useTitle(bag.data ? t.detailTitle(bag.data.code) : t.listTitle);
  const add = useAddParcel(id);
  const close = useCloseBag(id);
  const ship = useShipBag(id);
  const receive = useReceiveBag(id);
  const remove = useRemoveParcel(id);
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [printing, setPrinting] = useState(false);
  const back = <Link to="/bag">← {t.backToList}</Link>;
  if (!(id > 0)) return <Result status="404" title={t.listTitle} extra={back} />;
  if (bag.isError)
    return (
      <>
        {back}
        <LoadError error={bag.error} onRetry={() => bag.refetch()} />
      </>
    );
  if (!bag.data) return <Skeleton active />;
  const b = bag.data;
  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) message.success(done);
    } catch (err) {
      message.error(errorText(err));
    }
  };

  return (
    <>
      {back}
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="bag-code">
          {t.detailTitle(b.code)}
        </Typography.Title>
        <StatusTag machine={bagMachine} status={b.status} testId="bag-status" />
        <Typography.Text>
          {b.from.name} → {b.to.name} · {t.parcels}: {b.parcelCount}
          {b.weightGrams !== null &&
            ` · ${t.weight}: ${new Intl.NumberFormat('vi-VN').format(b.weightGrams / 1000)} kg`}
        </Typography.Text>
        <Button
          loading={printing}
          onClick={() => {
            setPrinting(true);
            // The dialog opens once the frame has loaded; the button is free again once the label came.
            void act(async () => void printSvg(await fetchBagLabel(b.id))).finally(() => setPrinting(false));
          }}
          data-testid="print-bag-label"
        >
          {t.printLabel}
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <Flex vertical gap={16}>
            {b.status === 'open' && (
              <Card size="small" title={t.addParcel}>
                <Input
                  size="large"
                  autoFocus
                  value={code}
                  placeholder={t.addPlaceholder}
                  onChange={(e) => setCode(e.target.value)}
                  onPressEnter={() => {
                    const value = code.trim();
                    if (!value) return;
                    setCode('');
                    void act(() => add.mutateAsync(value), t.added(value.toUpperCase()));
                  }}
                  data-testid="bag-scan-input"
                />
              </Card>
            )}
            {b.notScanned.length > 0 || ['shipped', 'received'].includes(b.status) ? (
              <Card size="small" title={`${t.notScanned} (${b.notScanned.length})`} data-testid="bag-not-scanned">
                {b.notScanned.length === 0 ? (
                  <Alert type="success" showIcon title={t.allScanned} />
                ) : (
                  <Table
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={b.notScanned}
                    columns={columns}
                    scroll={{ x: 'max-content' }}
                  />
                )}
              </Card>
            ) : null}
            <Card size="small" title={`${t.inside} (${b.parcels.length})`}>
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={b.parcels}
                columns={
                  b.status === 'open'
                    ? [
                        ...columns,
                        {
                          title: '',
                          render: (_: unknown, r: AdminParcelSummary) => (
                            <Popconfirm
                              title={t.removeConfirm(r.code)}
                              okText={t.remove}
                              cancelText={messages.common.close}
                              onConfirm={() => act(() => remove.mutateAsync(r.id), t.removed(r.code))}
                            >
                              <Button size="small" danger data-testid="bag-remove-parcel">
                                {t.remove}
                              </Button>
                            </Popconfirm>
                          ),
                        },
                      ]
                    : columns
                }
                locale={{ emptyText: t.noParcels }}
                scroll={{ x: 'max-content' }}
                onRow={() => ({ 'data-testid': 'bag-parcel-row' }) as object}
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={7}>
          <Flex vertical gap={16}>
            {b.status === 'open' && (
              <Card size="small" title={t.closeTitle}>
                <Form
                  layout="inline"
                  onFinish={(v: { weightGrams: number }) => act(() => close.mutateAsync(v.weightGrams))}
                >
                  <Form.Item
                    name="weightGrams"
                    label={t.closeWeight}
                    rules={[
                      { required: true, message: messages.warehouse.measure.required },
                      { type: 'integer', message: messages.warehouse.measure.wholeGrams },
                    ]}
                  >
                    <InputNumber<number> {...typedNumber} min={1} data-testid="bag-weight" />
                  </Form.Item>
                  <Button htmlType="submit" type="primary" loading={close.isPending} data-testid="bag-close">
                    {t.closeSubmit}
                  </Button>
                </Form>
              </Card>
            )}
            {b.status === 'closed' && (
              <Popconfirm title={t.shipConfirm} onConfirm={() => act(() => ship.mutateAsync(undefined))}>
                <Button type="primary" block loading={ship.isPending} data-testid="bag-ship">
                  {t.ship}
                </Button>
              </Popconfirm>
            )}
            {b.status === 'shipped' && (
              <Card size="small">
                <Typography.Paragraph>{t.receiveHint}</Typography.Paragraph>
                <Button
                  type="primary"
                  block
                  loading={receive.isPending}
                  onClick={() => act(() => receive.mutateAsync(undefined))}
                  data-testid="bag-receive"
                >
                  {t.receive}
                </Button>
              </Card>
            )}
            {b.status === 'received' && b.notScanned.length > 0 && (
              <Link to={`/warehouse/${b.to.id}/scan`}>
                <Button block>{t.openStation}</Button>
              </Link>
            )}
            <Card size="small" title={t.timeline}>
              <Timeline machine={bagMachine} events={b.events} testId="bag-timeline" />
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
}
