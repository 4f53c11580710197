// @vitest-environment jsdom
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { colorOf, type MachineLabels } from './status-colors.ts';
import { StatusTag } from './status-tag.tsx';

afterEach(cleanup);

describe('colorOf', () => {
  it.each([
    [purchaseOrderMachine, 'awaiting_deposit', 'gold'],
    [purchaseOrderMachine, 'delivering', 'purple'],
    [purchaseOrderMachine, 'cancelled', 'default'],
    [rechargeMachine, 'approved', 'green'],
  ] as const)('%s %s → %s', (machine, status, color) => {
    const labels: MachineLabels<string> = machine;
    expect(colorOf(labels, status)).toBe(color);
  });

  it('gives every purchase-order status but cancelled a colour', () => {
    const plain = purchaseOrderMachine.statuses.filter((s) => colorOf(purchaseOrderMachine, s) === 'default');
    expect(plain).toEqual(['cancelled']);
  });

  it('falls back to default for a lifecycle without colours', () => {
    expect(colorOf({ subject: 'unknown', labels: { open: 'Mở' } }, 'open')).toBe('default');
  });
});

describe('StatusTag', () => {
  it("shows the machine's label in an antd Tag of the status colour, with the test id", () => {
    const { getByTestId } = render(
      <StatusTag machine={purchaseOrderMachine} status="purchasing" testId="order-status" />,
    );
    const tag = getByTestId('order-status');
    expect(tag.textContent).toBe('Đang mua hàng');
    expect(tag.className).toContain('ant-tag-blue');
  });
});
