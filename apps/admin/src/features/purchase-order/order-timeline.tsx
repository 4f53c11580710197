/** Status history of the order, newest first: when, from → to, who, and the note left with it. */
import type { StatusEvent } from '@app/shared/contracts/order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatDateTime } from '@app/shared/money';
import { Card, Timeline, Typography } from 'antd';
import { messages } from '../../messages.ts';

const t = messages.order;

export function OrderTimeline({ events }: { events: StatusEvent[] }) {
  const newestFirst = [...events].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  return (
    <Card title={t.timeline} size="small">
      <Timeline
        data-testid="order-timeline"
        items={newestFirst.map((event, index) => ({
          key: event.id,
          color: index === 0 ? 'blue' : 'gray',
          content: (
            <>
              <Typography.Text type="secondary">{formatDateTime(event.createdAt)}</Typography.Text>
              <br />
              <Typography.Text strong>
                {event.fromStatus
                  ? `${purchaseOrderMachine.labels[event.fromStatus]} → ${purchaseOrderMachine.labels[event.toStatus]}`
                  : purchaseOrderMachine.labels[event.toStatus]}
              </Typography.Text>
              <div>
                <Typography.Text type="secondary">{t.by(event.actorName)}</Typography.Text>
              </div>
              {event.note && <div>{event.note}</div>}
            </>
          ),
        }))}
      />
    </Card>
  );
}
