/**
 * GET /api/Admin/OrderOrdering/Export writes every matching customer's name and phone number: only
 * the roles that work with customers (admin, sales, accountant: `export:purchase-order`, decision
 * 0085) get the file; purchasers and warehouse staff, who see orders to do their part, get 403.
 */
import type { Role } from '@app/shared/roles';
import { describe, expect, it } from 'vitest';
import { makeCustomer, makePurchaseOrder, makeStaff } from '../../test/factories.ts';
import { expectError } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();

const exportAs = async (role: Role) => {
  const staff = await makeStaff(ctx, role);
  return ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering/Export', headers: staff.auth });
};

describe('order export', () => {
  it.each(['admin', 'sales', 'accountant'] as const)('gives %s the CSV with the phone numbers', async (role) => {
    const customer = await makeCustomer(ctx);
    await makePurchaseOrder(ctx, { customer });
    const res = await exportAs(role);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(customer.phone);
  });

  it.each(['purchaser', 'warehouse_cn', 'warehouse_vn'] as const)('refuses %s with 403', async (role) => {
    const res = await exportAs(role);
    expectError(res, 403, 'forbidden');
    expect(res.body).not.toContain('Số điện thoại');
  });
});
