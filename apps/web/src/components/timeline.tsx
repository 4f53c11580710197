/**
 * Status history of any subject, newest first: status label, time, who, and the note
 * (DESIGN.md §3). The newest step is current; a step into a `failed` status (status-tones.ts)
 * shows as an error. The caller frames it (title, test id).
 */
import { formatDateTime } from '@app/shared/money';
import { Steps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { commonMessages as m } from '../messages/common.ts';
import { type MachineLabels, toneOf } from './status-tones.ts';

/** One status event as the API sends it (`createdAt` is an ISO date). */
export interface TimelineEvent<S extends string> {
  id: number;
  toStatus: S;
  createdAt: string;
  actorName: string;
  note?: string | null;
  /** More the screen knows about this step, e.g. the refund of a cancellation. */
  detail?: ReactNode;
}

/** Newest first; events of the same instant by id, the later one first. Does not mutate. */
export function newestFirst<E extends { id: number; createdAt: string }>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

export function Timeline<S extends string>({
  machine,
  events,
}: {
  machine: MachineLabels<S>;
  events: readonly TimelineEvent<S>[];
}) {
  return (
    <Steps direction="vertical" current={0} style={{ '--title-font-size': '15px', '--description-font-size': '13px' }}>
      {newestFirst(events).map((e, i) => (
        <Steps.Step
          key={e.id}
          status={toneOf(machine, e.toStatus) === 'failed' ? 'error' : i === 0 ? 'process' : 'finish'}
          title={<span data-testid="timeline-status">{machine.labels[e.toStatus]}</span>}
          description={
            <span style={{ display: 'grid', color: 'var(--app-text-muted)' }}>
              <span>
                {formatDateTime(e.createdAt)} · {m.by(e.actorName)}
              </span>
              {e.note && <span style={{ color: 'var(--app-text)' }}>{e.note}</span>}
              {e.detail && <span style={{ color: 'var(--app-text)' }}>{e.detail}</span>}
            </span>
          }
        />
      ))}
    </Steps>
  );
}
