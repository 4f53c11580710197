/**
 * Complaint offers and approvals are money actions (decision 0098): with STAFF_TOTP_REQUIRED on, an
 * accountant without TOTP cannot approve a waiting offer (403 `totp-setup-required`, nothing
 * changes) until they turn it on; an offer waiting for approval is audited with its author.
 */
import { describe, expect, it } from 'vitest';
import { makeCustomer, makeStaff } from '../../test/factories.ts';
import { expectError, newKey, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { enableTotp, post } from '../auth/totp.test-support.ts';
import { deliveredPurchaseOrder } from './complaint.test-support.ts';

const ctx = useTestApp({ STAFF_TOTP_REQUIRED: 'true' });

describe('TOTP and the audit log on complaint money actions', () => {
  it('refuses an accountant without TOTP; after turning it on they approve; the waiting offer is audited', async () => {
    const customer = await makeCustomer(ctx);
    const row = await deliveredPurchaseOrder(ctx, customer);
    const lines = await query<{ id: number }>(ctx, 'select id from purchase_order_lines where order_id = $1', [row.id]);
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/Complaint',
      headers: { ...customer.auth, 'idempotency-key': newKey() },
      payload: {
        orderType: 'purchase',
        orderId: row.id,
        lines: [{ lineId: lines[0]!.id, quantity: 1 }],
        reason: 'missing',
        description: 'Thiếu một chiếc',
        photoIds: [],
        requestedVnd: 100_000,
      },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().id as number;
    const sales = await makeStaff(ctx, 'sales', { fullName: 'Ngô Bán Hàng' });
    await query(ctx, `insert into staff_money_limits (user_id, kind, limit_vnd) values ($1, 'complaint_offer', 1000)`, [
      sales.id,
    ]);
    // Sales are not held by the TOTP rule; their offer above their limit waits.
    const offered = await post(ctx.app, `/api/Admin/Complaint/${id}/Offer`, sales.auth, {
      amountVnd: 20_000,
      faultParty: 'seller',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({ status: 'processing', offerAwaitingApproval: true });
    const audit = await query<{ actor_id: number; after: { offerVnd: number } }>(
      ctx,
      `select actor_id, after from audit_log where action = 'complaint.offer' and subject_id = $1`,
      [String(id)],
    );
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: sales.id, after: expect.objectContaining({ offerVnd: 20_000 }) }),
    ]);

    const accountant = await makeStaff(ctx, 'accountant');
    expectError(await post(ctx.app, `/api/Admin/Complaint/${id}/Approve`, accountant.auth), 403, 'totp-setup-required');
    const [still] = await query<{ status: string }>(ctx, 'select status from complaints where id = $1', [id]);
    expect(still!.status).toBe('processing');
    await enableTotp(ctx.app, accountant.auth);
    const approved = await post(ctx.app, `/api/Admin/Complaint/${id}/Approve`, accountant.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'offered', offerVnd: 20_000 });
  });
});
