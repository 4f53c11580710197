// @vitest-environment jsdom
import '../test/dom.ts';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newestFirst, Timeline } from './timeline.tsx';

afterEach(cleanup);

const events = [
  {
    id: 1,
    fromStatus: null,
    toStatus: 'awaiting_deposit',
    createdAt: '2026-11-20T08:00:00.000Z',
    actorName: 'An',
    note: '',
  },
  {
    id: 2,
    fromStatus: 'awaiting_deposit',
    toStatus: 'deposited',
    createdAt: '2026-11-21T09:00:00.000Z',
    actorName: 'An',
    note: '',
  },
  {
    id: 3,
    fromStatus: 'deposited',
    toStatus: 'purchasing',
    createdAt: '2026-11-21T09:00:00.000Z',
    actorName: 'Bình',
    note: 'Đã liên hệ shop',
  },
] as const;

describe('newestFirst', () => {
  it('sorts by time, then by id, newest first, without touching the input', () => {
    const input = [...events];
    expect(newestFirst(input).map((e) => e.id)).toEqual([3, 2, 1]);
    expect(input.map((e) => e.id)).toEqual([1, 2, 3]);
  });
});

describe('Timeline', () => {
  it('shows from → to with the labels, who and the note, newest first and blue', () => {
    const { getByTestId } = render(<Timeline machine={purchaseOrderMachine} events={events} testId="order-timeline" />);
    const items = [...getByTestId('order-timeline').querySelectorAll('.ant-timeline-item')];
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Đã đặt cọc → Đang mua hàng');
    expect(items[0]?.textContent).toContain('bởi Bình');
    expect(items[0]?.textContent).toContain('Đã liên hệ shop');
    expect(items[2]?.textContent).toContain('Chờ đặt cọc');
    expect(items[2]?.textContent).not.toContain('→');
    expect(items.map((i) => i.classList.contains('ant-timeline-item-color-blue'))).toEqual([true, false, false]);
  });
});
