// @vitest-environment jsdom
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusTag } from './status-tag.tsx';
import { type MachineLabels, toneOf } from './status-tones.ts';

afterEach(cleanup);

describe('toneOf', () => {
  it.each([
    [purchaseOrderMachine, 'awaiting_deposit', 'waiting'],
    [purchaseOrderMachine, 'purchasing', 'active'],
    [purchaseOrderMachine, 'completed', 'done'],
    [purchaseOrderMachine, 'cancelled', 'failed'],
    [rechargeMachine, 'pending', 'waiting'],
    [rechargeMachine, 'approved', 'done'],
  ] as const)('%s %s → %s', (machine, status, tone) => {
    const labels: MachineLabels<string> = machine;
    expect(toneOf(labels, status)).toBe(tone);
  });

  it('treats a lifecycle without tones as active', () => {
    expect(toneOf({ subject: 'unknown', labels: { open: 'Mở' } }, 'open')).toBe('active');
  });
});

describe('StatusTag', () => {
  it("shows the machine's label with the given test id, as a pill coloured by tone", () => {
    const { getByTestId } = render(
      <StatusTag machine={purchaseOrderMachine} status="awaiting_deposit" testId="order-status" />,
    );
    const tag = getByTestId('order-status');
    expect(tag.textContent).toBe('Chờ đặt cọc');
    expect(tag.style.background).toBe('rgb(255, 247, 237)');
    expect(tag.style.borderRadius).toBe('999px');
  });

  it('renders coloured text for the text variant, without a test id unless given', () => {
    const { container } = render(<StatusTag machine={rechargeMachine} status="approved" variant="text" />);
    const tag = container.firstElementChild as HTMLElement;
    expect(tag.textContent).toBe('Đã duyệt');
    expect(tag.style.color).toBe('var(--app-success)');
    expect(tag.style.borderRadius).toBe('');
    expect(tag.hasAttribute('data-testid')).toBe(false);
  });
});
