/** The order's status events, newest first: status label, time, who, and the note (DESIGN.md §3). */
import type { StatusEvent } from '@app/shared/contracts/order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatDateTime } from '@app/shared/money';
import { Steps } from 'antd-mobile';
import { orderMessages as m } from '../../../messages/order.ts';
import { Section } from './section.tsx';

export function OrderTimeline({ events }: { events: StatusEvent[] }) {
  const sorted = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return (
    <Section title={m.timelineTitle} testId="order-timeline">
      <Steps
        direction="vertical"
        current={0}
        style={{ '--title-font-size': '15px', '--description-font-size': '13px' }}
      >
        {sorted.map((e, i) => (
          <Steps.Step
            key={e.id}
            status={e.toStatus === 'cancelled' ? 'error' : i === 0 ? 'process' : 'finish'}
            title={<span data-testid="timeline-status">{purchaseOrderMachine.labels[e.toStatus]}</span>}
            description={
              <span style={{ display: 'grid', color: 'var(--app-text-muted)' }}>
                <span>
                  {formatDateTime(e.createdAt)} · {m.by(e.actorName)}
                </span>
                {e.note && <span style={{ color: 'var(--app-text)' }}>{e.note}</span>}
              </span>
            }
          />
        ))}
      </Steps>
    </Section>
  );
}
