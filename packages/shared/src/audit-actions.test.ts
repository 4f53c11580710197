import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-actions.ts';

describe('auditActionLabel', () => {
  it.each([
    ['exchange_rate.set', 'Đặt tỷ giá'],
    ['purchase_order.status', 'Đổi trạng thái đơn mua hộ'],
    ['bag.create', 'Tạo bao hàng'],
    ['bank_account.create', 'Thêm tài khoản ngân hàng'],
    ['delivery_request.status', 'Đổi trạng thái yêu cầu giao'],
    ['bank_transfer.assign', 'Gán giao dịch ngân hàng'],
    ['bank_transfer.status', 'Đổi trạng thái giao dịch ngân hàng'],
  ])('names %s in Vietnamese', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });

  it.each(['made_up.thing', 'purchase_order.unknown_verb', 'nodot', ''])('has no label for %j', (action) => {
    expect(auditActionLabel(action)).toBeNull();
  });
});
