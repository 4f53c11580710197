/**
 * One complaint for staff: the customer and order, reason and description, the lines with what was
 * paid for them and the most the refund may be, the customer's photos, the exchange of notes, the
 * offer (or the offer waiting for a second member), the outcome, the actions and the timeline.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { complaintFaultPartyLabels, complaintReasonLabels } from '@app/shared/contracts/complaint';
import { complaintMachine } from '@app/shared/machines/complaint';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Image, List, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { Timeline } from '../../components/timeline.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useTitle } from '../../lib/use-title.ts';
import { complaintMessages as t } from '../../messages-complaint.ts';
import { complaintQuery } from './api.ts';
import { ComplaintActions } from './complaint-actions.tsx';

function Photos({ photos }: { photos: { id: number; url: string }[] }) {
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {photos.map((p) => (
          <Image
            key={p.id}
            src={p.url}
            width={96}
            height={96}
            style={{ objectFit: 'cover' }}
            data-testid="complaint-photo"
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

export function ComplaintDetailPage() {
  const id = Number(useParams().id);
  const query = useQuery({ ...complaintQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const me = useQueryClient().getQueryData<CurrentUser>(queryKeys.currentUser);
  useTitle(query.data ? t.detailTitle(query.data.code) : t.title);
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const c = query.data;
  if (!c) return <Card loading />;
  const orderLink = c.orderType === 'purchase' ? `/orderOrdering/${c.orderId}` : `/orderShipping/${c.orderId}`;
  return (
    <Flex vertical gap={16} data-testid="complaint-detail">
      <Link to="/complaint">← {t.back}</Link>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.detailTitle(c.code)} <StatusTag machine={complaintMachine} status={c.status} testId="complaint-status" />
          {c.overdue && <Tag color="red">{t.overdue}</Tag>}
        </Typography.Title>
        <ComplaintActions complaint={c} myId={me?.id} />
      </Flex>
      {c.offerAwaitingApproval && c.offerVnd !== null && (
        <Alert
          type="warning"
          showIcon
          message={t.offerWaiting(c.offerVnd, c.offeredBy?.fullName ?? '')}
          data-testid="offer-waiting"
        />
      )}
      {c.status === 'processing' && c.counterVnd !== null && (
        <Alert type="info" showIcon message={t.counter(c.counterVnd, c.counterNote)} data-testid="complaint-counter" />
      )}
      {c.status === 'offered' && c.offerVnd !== null && <Alert type="info" message={t.offerShown(c.offerVnd)} />}
      {c.status === 'resolved' && c.refundedVnd !== null && (
        <Alert type="success" message={t.refunded(c.refundedVnd)} />
      )}
      {c.status === 'rejected' && <Alert type="error" message={`${t.rejectReason}: ${c.rejectReason}`} />}
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t.customer}>
            {c.customer && <CustomerLink customer={c.customer} />}
          </Descriptions.Item>
          <Descriptions.Item label={t.order}>
            <Link to={orderLink}>{c.orderCode}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t.reason}>{complaintReasonLabels[c.reason]}</Descriptions.Item>
          <Descriptions.Item label={t.requested}>{formatVnd(c.requestedVnd)}</Descriptions.Item>
          <Descriptions.Item label={t.maxRefund}>{formatVnd(c.maxRefundVnd)}</Descriptions.Item>
          <Descriptions.Item label={t.due}>{formatDateTime(c.dueAt)}</Descriptions.Item>
          <Descriptions.Item label={t.handledBy}>{c.handledBy?.fullName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t.createdAt}>{formatDateTime(c.createdAt)}</Descriptions.Item>
          {c.faultParty && (
            <Descriptions.Item label={t.faultParty}>{complaintFaultPartyLabels[c.faultParty]}</Descriptions.Item>
          )}
          {c.offeredBy && <Descriptions.Item label={t.offeredBy}>{c.offeredBy.fullName}</Descriptions.Item>}
          {c.offerApprovedBy && (
            <Descriptions.Item label={t.approvedBy}>{c.offerApprovedBy.fullName}</Descriptions.Item>
          )}
          <Descriptions.Item label={t.description} span={2}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{c.description || '—'}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t.lines}>
        {c.lines.length === 0 ? (
          t.wholeOrder
        ) : (
          <List
            dataSource={c.lines}
            renderItem={(l) => (
              <List.Item>
                <List.Item.Meta
                  title={l.title}
                  description={`${t.lineQuantity}: ${l.quantity} · ${t.linePaid}: ${formatVnd(l.paidVnd)}`}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      {c.photos.length > 0 && (
        <Card title={t.photos}>
          <Photos photos={c.photos} />
        </Card>
      )}
      {c.notes.length > 0 && (
        <Card title={t.notes}>
          <List
            dataSource={c.notes}
            renderItem={(n) => (
              <List.Item data-testid="complaint-note">
                <Flex vertical gap={4}>
                  <Typography.Text type="secondary">
                    {n.side === 'staff' ? t.staffSide : t.customerSide} · {n.authorName} · {formatDateTime(n.createdAt)}
                  </Typography.Text>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{n.note}</span>
                  {n.photos.length > 0 && <Photos photos={n.photos} />}
                </Flex>
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card title={t.timeline}>
        <Timeline machine={complaintMachine} events={c.events.map((e, i) => ({ ...e, id: i }))} />
      </Card>
    </Flex>
  );
}
