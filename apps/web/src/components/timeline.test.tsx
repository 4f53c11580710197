// @vitest-environment jsdom
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { newestFirst, Timeline } from './timeline.tsx';

afterEach(cleanup);

const events = [
  { id: 1, toStatus: 'awaiting_deposit', createdAt: '2026-11-20T08:00:00.000Z', actorName: 'An', note: '' },
  { id: 3, toStatus: 'purchasing', createdAt: '2026-11-21T09:00:00.000Z', actorName: 'Bình', note: 'Đang đặt' },
  { id: 2, toStatus: 'deposited', createdAt: '2026-11-21T09:00:00.000Z', actorName: 'An', note: '' },
] as const;

describe('newestFirst', () => {
  it('sorts by time, then by id, newest first, without touching the input', () => {
    const input = [...events];
    expect(newestFirst(input).map((e) => e.id)).toEqual([3, 2, 1]);
    expect(input.map((e) => e.id)).toEqual([1, 3, 2]);
  });
});

describe('Timeline', () => {
  it("lists the machine's labels newest first with who and the note", () => {
    const { getAllByTestId, container } = render(<Timeline machine={purchaseOrderMachine} events={events} />);
    expect(getAllByTestId('timeline-status').map((e) => e.textContent)).toEqual([
      'Đang mua hàng',
      'Đã đặt cọc',
      'Chờ đặt cọc',
    ]);
    expect(container.textContent).toContain('bởi Bình');
    expect(container.textContent).toContain('Đang đặt');
  });

  it('marks a step into a failed status as an error', () => {
    const { container } = render(
      <Timeline
        machine={purchaseOrderMachine}
        events={[{ id: 9, toStatus: 'cancelled', createdAt: '2026-11-22T00:00:00.000Z', actorName: 'Hệ thống' }]}
      />,
    );
    expect(container.querySelector('.adm-step-status-error')).not.toBeNull();
  });
});
