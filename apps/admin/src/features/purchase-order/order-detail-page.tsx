/**
 * One purchase order for staff (/orderOrdering/{id}): what was ordered and for whom, the quote form
 * and the buying card (purchaser, shop orders, purchase form) on the left; the status change, money
 * and history on the right (stacked on narrower screens).
 */
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { Timeline } from '../../components/timeline.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { orderQuery } from './api.ts';
import { OrderFees } from './order-fees.tsx';
import { OrderInfo } from './order-info.tsx';
import { OrderLines } from './order-lines.tsx';
import { PurchaseCard } from './purchase-card.tsx';
import { QuoteForm } from './quote-form.tsx';
import { StatusForm } from './status-form.tsx';

const t = messages.order;

export function OrderDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const order = useQuery({ ...orderQuery(id), enabled: valid });
  useTitle(order.data ? t.detailTitle(order.data.code) : t.listTitle);

  const back = <Link to="/orderOrdering">← {t.backToList}</Link>;
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
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="order-code">
          {t.detailTitle(o.code)}
        </Typography.Title>
        <StatusTag machine={purchaseOrderMachine} status={o.status} testId="order-status" />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            <OrderInfo order={o} />
            <OrderLines lines={o.lines} />
            {o.canQuote && <QuoteForm order={o} />}
            <PurchaseCard order={o} />
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <StatusForm order={o} />
            <OrderFees order={o} />
            <Card title={t.timeline} size="small">
              <Timeline machine={purchaseOrderMachine} events={o.events} testId="order-timeline" />
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
}
