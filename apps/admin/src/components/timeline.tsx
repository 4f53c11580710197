/**
 * Status history of any subject, newest first: when, from → to (the machine's labels), who, and
 * the note left with it. The newest item is blue, older ones grey. The caller frames it (a Card).
 */
import { formatDateTime } from '@app/shared/money';
import { Timeline as AntTimeline, Typography } from 'antd';
import { messages } from '../messages.ts';
import type { MachineLabels } from './status-colors.ts';

/** One status event as the API sends it (`createdAt` is an ISO date). */
export interface TimelineEvent<S extends string> {
  id: number;
  fromStatus: S | null;
  toStatus: S;
  createdAt: string;
  actorName: string;
  note?: string | null;
}

/** Newest first; events of the same instant by id, the later one first. Does not mutate. */
export function newestFirst<E extends { id: number; createdAt: string }>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export function Timeline<S extends string>(props: {
  machine: MachineLabels<S>;
  events: readonly TimelineEvent<S>[];
  testId?: string;
}) {
  const { labels } = props.machine;
  return (
    <AntTimeline
      data-testid={props.testId}
      items={newestFirst(props.events).map((event, index) => ({
        key: event.id,
        color: index === 0 ? 'blue' : 'gray',
        content: (
          <>
            <Typography.Text type="secondary">{formatDateTime(event.createdAt)}</Typography.Text>
            <br />
            <Typography.Text strong>
              {event.fromStatus ? `${labels[event.fromStatus]} → ${labels[event.toStatus]}` : labels[event.toStatus]}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">{messages.common.by(event.actorName)}</Typography.Text>
            </div>
            {event.note && <div>{event.note}</div>}
          </>
        ),
      }))}
    />
  );
}
