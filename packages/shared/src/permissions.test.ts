import { describe, expect, it } from 'vitest';
import { can, permissions } from './permissions.ts';
import { roles, staffRoles } from './roles.ts';

describe('permission catalogue', () => {
  it('names actions as action:entity and grants them only to known roles', () => {
    for (const [name, held] of Object.entries(permissions)) {
      expect(name).toMatch(/^[a-z-]+:[a-z-]+$/);
      for (const role of held) expect(roles).toContain(role);
    }
  });

  it('never grants a staff action to a customer or an agent', () => {
    for (const name of Object.keys(permissions) as (keyof typeof permissions)[]) {
      expect(can(['customer'], name)).toBe(false);
      expect(can(['agent'], name)).toBe(false);
    }
  });

  it('lets accountants approve recharges but not move orders, and every staff role into the console', () => {
    expect(can(['accountant'], 'approve:recharge')).toBe(true);
    expect(can(['accountant'], 'set-status:purchase-order')).toBe(false);
    expect(can(['purchaser'], 'approve:recharge')).toBe(false);
    for (const role of staffRoles) expect(can([role], 'access:console')).toBe(true);
  });

  it('lets only the roles that work with customers export orders with their phone numbers', () => {
    expect(staffRoles.filter((r) => can([r], 'export:purchase-order'))).toEqual(['admin', 'sales', 'accountant']);
  });
});
