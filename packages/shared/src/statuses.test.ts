import { describe, expect, it } from 'vitest';
import { type PurchaseOrderStatus, purchaseOrderMachine } from './machines/purchase-order.ts';

/**
 * DESIGN.md §3.1's table, copied by hand (not read from purchaseOrderTransitions) so that a change
 * to the code's table without a change to the design fails here.
 */
const designTable: Record<string, { label: string; next: string[] }> = {
  awaiting_quote: { label: 'Chờ báo giá', next: ['awaiting_deposit', 'cancelled'] },
  awaiting_deposit: { label: 'Chờ đặt cọc', next: ['deposited', 'cancelled'] },
  deposited: { label: 'Đã đặt cọc', next: ['purchasing', 'cancelled'] },
  purchasing: { label: 'Đang mua hàng', next: ['purchased', 'awaiting_customer_confirmation', 'cancelled'] },
  awaiting_customer_confirmation: { label: 'Chờ khách xác nhận', next: ['purchasing', 'cancelled'] },
  purchased: { label: 'Đã mua hàng', next: ['seller_shipped'] },
  seller_shipped: { label: 'Shop đã phát hàng', next: ['at_cn_warehouse'] },
  at_cn_warehouse: { label: 'Đã về kho TQ', next: ['in_transit'] },
  in_transit: { label: 'Đang về VN', next: ['at_vn_warehouse'] },
  at_vn_warehouse: { label: 'Đã về kho VN', next: ['delivering'] },
  delivering: { label: 'Đang giao', next: ['delivered'] },
  delivered: { label: 'Đã giao', next: ['completed'] },
  completed: { label: 'Hoàn thành', next: [] },
  cancelled: { label: 'Đã hủy', next: [] },
};

describe('purchase order statuses', () => {
  it('are exactly the statuses of DESIGN.md §3.1, in lifecycle order', () => {
    expect(purchaseOrderMachine.statuses).toEqual(Object.keys(designTable));
  });

  it.each(purchaseOrderMachine.statuses.map((s) => [s]))('%s has its Vietnamese label', (status) => {
    expect(purchaseOrderMachine.labels[status]).toBe(designTable[status]?.label);
  });

  const pairs = purchaseOrderMachine.statuses.flatMap((from) =>
    purchaseOrderMachine.statuses.map((to): [PurchaseOrderStatus, PurchaseOrderStatus, boolean] => [
      from,
      to,
      designTable[from]?.next.includes(to) ?? false,
    ]),
  );

  it('covers every ordered pair (14 × 14), 18 of them allowed', () => {
    expect(pairs).toHaveLength(196);
    expect(pairs.filter(([, , allowed]) => allowed)).toHaveLength(18);
  });

  it.each(pairs)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(purchaseOrderMachine.canTransition(from, to)).toBe(allowed);
  });
});
