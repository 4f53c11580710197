import { describe, expect, it } from 'vitest';
import { menuFor } from './menu.ts';

const keys = (roles: string[]) => menuFor(roles).map((item) => item.key);

describe('menuFor', () => {
  it.each([
    [['admin'], ['/orderOrdering', '/recharge', '/customer', '/exchangeRate', '/bankAccount']],
    [['accountant'], ['/orderOrdering', '/recharge', '/customer', '/exchangeRate']],
    [['sales'], ['/orderOrdering', '/customer']],
    [['warehouse_cn'], ['/orderOrdering']],
    [['customer', 'purchaser'], ['/orderOrdering']],
    [['customer'], []],
    [[], []],
  ])('%j sees %j', (roles, expected) => {
    expect(keys(roles)).toEqual(expected);
  });
});
