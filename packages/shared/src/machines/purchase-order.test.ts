import { describe, expect, it } from 'vitest';
import { staffRoles } from '../roles.ts';
import {
  awaitingCustomerStatuses,
  awaitingStaffStatuses,
  purchaseOrderMachine,
  purchaseOrderMoveAction,
  staffFormNextStatuses,
} from './purchase-order.ts';

describe('awaitingStaffStatuses: orders that wait for the staff', () => {
  // By hand from DESIGN.md §3.1 and §3.12, so a change of the machine that moves a queue fails here.
  it.each([
    [
      'admin',
      [
        'awaiting_quote',
        'deposited',
        'purchasing',
        'purchased',
        'seller_shipped',
        'at_cn_warehouse',
        'in_transit',
        'at_vn_warehouse',
        'delivering',
      ],
    ],
    ['sales', ['awaiting_quote', 'deposited', 'delivering']],
    ['purchaser', ['awaiting_quote', 'deposited', 'purchasing', 'purchased']],
    ['warehouse_cn', ['purchased', 'seller_shipped', 'at_cn_warehouse']],
    ['warehouse_vn', ['in_transit', 'at_vn_warehouse', 'delivering']],
    ['accountant', []],
  ] as const)('%s: %j', (role, statuses) => {
    expect(awaitingStaffStatuses([role])).toEqual(statuses);
  });

  it('never counts what waits for the customer or is over, whoever asks', () => {
    const all = awaitingStaffStatuses([...staffRoles, 'customer', 'system']);
    for (const s of [...awaitingCustomerStatuses, 'completed', 'cancelled'] as const) expect(all).not.toContain(s);
    expect(awaitingStaffStatuses(['customer'])).toEqual([]);
    expect(awaitingStaffStatuses(['system'])).toEqual([]);
  });

  it('unites the queues of several roles, in lifecycle order', () => {
    expect(awaitingStaffStatuses(['warehouse_vn', 'sales'])).toEqual([
      'awaiting_quote',
      'deposited',
      'in_transit',
      'at_vn_warehouse',
      'delivering',
    ]);
  });

  it("reads each status's happy path first in the machine's table", () => {
    expect(purchaseOrderMachine.transitions.purchasing[0]).toBe('purchased');
    expect(purchaseOrderMachine.transitions.deposited[0]).toBe('purchasing');
  });
});

describe('staffFormNextStatuses: what the staff status form offers (decision 0085)', () => {
  it('offers only cancelling; every other move of the table has its own action', () => {
    const admin = ['admin'] as const;
    for (const from of purchaseOrderMachine.statuses) {
      const expected = purchaseOrderMachine.transitions[from].includes('cancelled') ? ['cancelled'] : [];
      expect(staffFormNextStatuses(from, admin)).toEqual(expected);
      for (const to of purchaseOrderMachine.transitions[from]) {
        expect(purchaseOrderMoveAction(from, to) === undefined).toBe(to === 'cancelled');
      }
    }
  });

  it('names the action of each refused move', () => {
    expect(purchaseOrderMoveAction('awaiting_quote', 'awaiting_deposit')).toBe('status-needs-quote');
    expect(purchaseOrderMoveAction('purchasing', 'purchased')).toBe('status-needs-purchase');
    expect(purchaseOrderMoveAction('awaiting_customer_confirmation', 'purchasing')).toBe(
      'price-change-only-by-customer',
    );
    expect(purchaseOrderMoveAction('purchased', 'seller_shipped')).toBe('status-needs-tracking-code');
    expect(purchaseOrderMoveAction('in_transit', 'at_vn_warehouse')).toBe('status-needs-parcel-scan');
    expect(purchaseOrderMoveAction('delivering', 'delivered')).toBe('status-needs-delivery-request');
    expect(purchaseOrderMoveAction('delivered', 'completed')).toBe('status-needs-receipt');
  });

  it('offers a purchaser nothing (cancelling is not a purchaser’s)', () => {
    expect(staffFormNextStatuses('deposited', ['purchaser'])).toEqual([]);
  });
});
