/**
 * One pay-on-behalf order (/orderPob/:id): the customer and the agent, the lines (channel,
 * reference as a link when it is a web address, amount in ¥, note), the price (total ¥, rate, goods
 * in đồng, fee, total), who took it, the Alipay trade number and proofs once paid, the reason of a
 * failure, the refund requests, the timeline, the staff actions and the chat thread `pob-{id}`.
 */
import { type PobOrderDetail, pobChannelLabels, pobFaultPartyLabels } from '@app/shared/contracts/pay-on-behalf';
import { payOnBehalfMachine, refundRequestMachine } from '@app/shared/machines/pay-on-behalf';
import { formatDateTime, formatFen, formatNumber, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Flex, Image, Row, Space, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { nowrap } from '../../components/nowrap.ts';
import { StatusTag } from '../../components/status-tag.tsx';
import { Timeline } from '../../components/timeline.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useTitle } from '../../lib/use-title.ts';
import { payOnBehalfMessages as t } from '../../messages-pay-on-behalf.ts';
import { pobOrderQuery } from './api.ts';
import { PobActions } from './pob-actions.tsx';
import { referenceHref, timelineEvents } from './pob-model.ts';

type Line = PobOrderDetail['lines'][number];

function Reference({ value }: { value: string }) {
  const href = referenceHref(value);
  const text = <span style={{ overflowWrap: 'anywhere' }}>{value}</span>;
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" data-testid="pob-reference-link">
      {text}
    </a>
  ) : (
    <Typography.Text copyable={{ text: value }}>{text}</Typography.Text>
  );
}

const lineColumns = [
  { title: '#', key: 'n', width: 48, render: (_: unknown, _l: Line, i: number) => i + 1 },
  { title: t.channel, key: 'channel', render: (_: unknown, l: Line) => pobChannelLabels[l.channel] },
  { title: t.reference, key: 'reference', render: (_: unknown, l: Line) => <Reference value={l.reference} /> },
  {
    title: t.amountCny,
    key: 'amount',
    align: 'right' as const,
    render: (_: unknown, l: Line) => <span style={nowrap}>{formatFen(l.amountFen)}</span>,
  },
  { title: t.note, key: 'note', render: (_: unknown, l: Line) => l.note || '—' },
];

export function PobDetailPage() {
  const id = Number(useParams().id);
  const q = useQuery(pobOrderQuery(id));
  const canChat = useCan('answer:chat');
  const o = q.data;
  useTitle(o ? t.detailTitle(o.code) : t.title);
  if (q.isError) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!o) return null;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Link to="/orderPob">{t.back}</Link>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.detailTitle(o.code)}{' '}
          <span data-testid="pob-status">
            <StatusTag machine={payOnBehalfMachine} status={o.status} />
          </span>
        </Typography.Title>
        <Space wrap>
          {canChat && (
            <Link to={`/chat/pob-${o.id}`} data-testid="pob-chat">
              <Button>{t.chat}</Button>
            </Link>
          )}
          <PobActions order={o} />
        </Space>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" style={{ height: '100%' }}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t.customer}>
                {o.customer ? <CustomerLink customer={o.customer} /> : '—'}
                {o.customer?.phone ? <span style={{ marginLeft: 4 }}>· {o.customer.phone}</span> : null}
              </Descriptions.Item>
              <Descriptions.Item label={t.agent}>{o.agent?.fullName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t.source}>{t.sources[o.source]}</Descriptions.Item>
              <Descriptions.Item label={t.createdAt}>{formatDateTime(o.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t.takenBy}>
                <span data-testid="pob-taken-by">{o.takenBy?.fullName ?? t.notTaken}</span>
              </Descriptions.Item>
              {o.paidAt && <Descriptions.Item label={t.paidAt}>{formatDateTime(o.paidAt)}</Descriptions.Item>}
              {o.alipayTradeNo && (
                <Descriptions.Item label={t.alipayTradeNo}>
                  <Typography.Text copyable data-testid="pob-trade-no-value">
                    {o.alipayTradeNo}
                  </Typography.Text>
                </Descriptions.Item>
              )}
              {o.autoCompleteAt && (
                <Descriptions.Item label={t.autoCompleteAt}>{formatDateTime(o.autoCompleteAt)}</Descriptions.Item>
              )}
              {o.failReason && <Descriptions.Item label={t.failReason}>{o.failReason}</Descriptions.Item>}
            </Descriptions>
            {o.proofPhotos.length > 0 && (
              <Space wrap style={{ marginTop: 8 }} data-testid="pob-proofs">
                {o.proofPhotos.map((p) => (
                  <Image key={p.id} src={p.url} width={96} alt={t.proofs} />
                ))}
              </Space>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" style={{ height: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t.totalFen}>
                <strong data-testid="pob-total-fen">{formatFen(o.totalFen)}</strong>
              </Descriptions.Item>
              <Descriptions.Item label={t.rate}>{t.rateValue(formatNumber(o.rate))}</Descriptions.Item>
              <Descriptions.Item label={t.amountVnd}>{formatVnd(o.amountVnd)}</Descriptions.Item>
              <Descriptions.Item label={t.fee}>{formatVnd(o.feeVnd)}</Descriptions.Item>
              <Descriptions.Item label={t.totalVnd}>
                <strong data-testid="pob-total-vnd">{formatVnd(o.totalVnd)}</strong>
              </Descriptions.Item>
              {o.refundedFen > 0 && (
                <Descriptions.Item label={t.refunded}>
                  {formatFen(o.refundedFen)} · {formatVnd(o.refundedVnd)}
                </Descriptions.Item>
              )}
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t.lines}>
        <Table<Line>
          rowKey={(_, i) => String(i)}
          size="small"
          pagination={false}
          columns={lineColumns}
          dataSource={o.lines}
          scroll={{ x: 700 }}
          onRow={() => ({ 'data-testid': 'pob-line' }) as object}
        />
      </Card>
      <Card size="small" title={t.refundsTitle}>
        {o.refunds.length === 0 ? (
          <Typography.Text type="secondary">{t.noRefunds}</Typography.Text>
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {o.refunds.map((r) => (
              <Flex key={r.id} gap={12} wrap align="center" data-testid="pob-refund">
                <StatusTag machine={refundRequestMachine} status={r.status} />
                <strong>{formatFen(r.amountFen)}</strong>
                <span>{formatVnd(r.amountVnd + r.feeRefundVnd)}</span>
                <span>{r.reason}</span>
                {r.faultParty && (
                  <Typography.Text type="secondary">
                    {t.faultParty}: {pobFaultPartyLabels[r.faultParty]}
                  </Typography.Text>
                )}
                {r.rejectReason && <Typography.Text type="danger">{r.rejectReason}</Typography.Text>}
                <Typography.Text type="secondary">{formatDateTime(r.createdAt)}</Typography.Text>
              </Flex>
            ))}
            <Link to="/orderPob/refund">{t.refundNav}</Link>
          </Space>
        )}
      </Card>
      <Card size="small" title={t.timeline}>
        <Timeline machine={payOnBehalfMachine} events={timelineEvents(o, t.system)} testId="pob-timeline" />
      </Card>
    </Space>
  );
}
