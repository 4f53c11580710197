/**
 * Separation of duties (decision 0019): a staff member can neither approve a recharge of their own
 * wallet nor move their own purchase order in the console; another staff member can.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makePurchaseOrder, makeStaff } from '../../test/factories.ts';
import { type Auth, expectError, recordPurchase, setStatus, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

describe('staff acting on their own objects', () => {
  it('refuses approving a recharge of the approver’s own wallet with 403; another staff member approves', async () => {
    const staff = await makeStaff(ctx, 'admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/Wallet/Recharge',
      headers: staff.auth,
      payload: { amountVnd: 500_000 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const approve = (auth: Auth) =>
      ctx.app.inject({ method: 'POST', url: `/api/Admin/Recharge/${id}/Approve`, headers: auth });

    const refused = expectError(await approve(staff.auth), 403, 'own-recharge-approval');
    expect(refused.Message).toBe('Bạn không thể tự duyệt yêu cầu nạp tiền vào ví của chính mình');
    expect(await walletBalance(ctx.app, staff.auth)).toBe(0);

    const ok = await approve(admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('approved');
    expect(await walletBalance(ctx.app, staff.auth)).toBe(500_000);
    // Even the idempotent repeat is refused to the owner.
    expectError(await approve(staff.auth), 403, 'own-recharge-approval');
  });

  it('refuses a status change of the staff member’s own order with 403; another staff member moves it', async () => {
    const staff = await makeStaff(ctx, 'admin');
    const order = await makePurchaseOrder(ctx, { customer: staff, status: 'deposited' });
    const refused = expectError(await setStatus(ctx.app, staff.auth, order.id, 'cancelled'), 403, 'own-order-action');
    expect(refused.Message).toBe('Bạn không thể xử lý đơn hàng của chính mình, hãy nhờ nhân viên khác');
    expectError(await recordPurchase(ctx.app, staff.auth, order.id), 403, 'own-order-action');
    const moved = await setStatus(ctx.app, admin, order.id, 'cancelled', 'Khách gọi điện hủy');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('cancelled');
  });
});
