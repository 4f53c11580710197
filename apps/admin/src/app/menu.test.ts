import { describe, expect, it } from 'vitest';
import { menuFor } from './menu.ts';

const keys = (roles: string[]) => menuFor(roles).map((item) => item.key);

describe('menuFor', () => {
  it.each([
    [['admin'], ['/orderOrdering', '/recharge', '/exchangeRate', '/warehouse', '/bag', '/unclaimed', '/bankAccount']],
    [['accountant'], ['/orderOrdering', '/recharge', '/exchangeRate']],
    [['sales'], ['/orderOrdering']],
    [['warehouse_cn'], ['/orderOrdering', '/warehouse', '/bag', '/unclaimed']],
    [['warehouse_vn'], ['/orderOrdering', '/warehouse', '/bag', '/unclaimed']],
    [['customer', 'purchaser'], ['/orderOrdering']],
    [['customer'], []],
    [[], []],
  ])('%j sees %j', (roles, expected) => {
    expect(keys(roles)).toEqual(expected);
  });
});
