/**
 * The complaint block of an order page (purchase or consignment): the order's complaints with their
 * progress, and "Khiếu nại" while the order may be complained about (delivered or completed, within
 * the window after delivery), which opens the form. Shows nothing for an order never delivered.
 */
import type { ComplaintOrderType } from '@app/shared/contracts/complaint';
import { complaintEndpoints } from '@app/shared/contracts/complaint.endpoints';
import { complaintMachine } from '@app/shared/machines/complaint';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { call } from '../lib/api-client.ts';
import { liveFallback } from '../lib/live.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { complaintMessages as m } from '../messages/complaint.ts';
import { Section } from './section.tsx';
import { StatusTag } from './status-tag.tsx';

export function OrderComplaints(props: { orderType: ComplaintOrderType; orderId: number; status: string }) {
  const navigate = useNavigate();
  const delivered = props.status === 'delivered' || props.status === 'completed';
  const state = useQuery({
    queryKey: queryKeys.orderComplaints(props.orderType, props.orderId),
    queryFn: ({ signal }) =>
      call(complaintEndpoints.forOrder, { query: { orderType: props.orderType, orderId: props.orderId }, signal }),
    enabled: delivered,
    refetchOnWindowFocus: true,
    refetchInterval: () => liveFallback(30_000),
  });
  const data = state.data;
  if (!delivered || !data || (!data.eligible && data.complaints.length === 0)) return null;
  return (
    <Section title={m.blockTitle} testId="order-complaints">
      {data.complaints.map((c) => (
        <Link
          key={c.id}
          to={`/orderComplaint/${c.id}`}
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 8,
            minHeight: 44,
            color: 'inherit',
          }}
          data-testid="order-complaint"
        >
          <span>{c.code}</span>
          <StatusTag machine={complaintMachine} status={c.status} />
        </Link>
      ))}
      {data.eligible && (
        <div style={{ display: 'grid', gap: 4, marginTop: 8 }}>
          <Button
            block
            color="warning"
            fill="outline"
            data-testid="order-complain"
            onClick={() => navigate(`/orderComplaint/create?orderType=${props.orderType}&orderId=${props.orderId}`)}
          >
            {m.open}
          </Button>
          {data.windowEndsAt && (
            <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
              {m.windowEnds(formatDateTime(data.windowEndsAt))}
            </span>
          )}
        </div>
      )}
    </Section>
  );
}
