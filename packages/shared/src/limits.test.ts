import { describe, expect, it } from 'vitest';
import { errorMessages } from './errors.ts';
import { userLimits } from './limits.ts';

describe('userLimits', () => {
  it('are the numbers the error messages name', () => {
    expect(errorMessages['address-limit-reached']).toContain(`${userLimits.addresses} địa chỉ`);
    expect(errorMessages['cart-limit-reached']).toContain(`${userLimits.cartLines} sản phẩm`);
    expect(errorMessages['pending-recharge-limit-reached']).toContain(`${userLimits.pendingRecharges} yêu cầu`);
  });
});
