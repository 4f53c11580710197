import { describe, expect, it } from 'vitest';
import { menuFor } from './menu.ts';

const keys = (roles: string[]) => menuFor(roles).map((item) => item.key);

describe('menuFor', () => {
  it.each([
    [['admin'], ['/orderOrdering', '/purchasing', '/recharge', '/exchangeRate', '/bankAccount']],
    [['accountant'], ['/orderOrdering', '/recharge', '/exchangeRate']],
    [['sales'], ['/orderOrdering']],
    [['warehouse_cn'], ['/orderOrdering']],
    [
      ['customer', 'purchaser'],
      ['/orderOrdering', '/purchasing'],
    ],
    [['warehouse_vn'], ['/orderOrdering']],
    [['customer'], []],
    [[], []],
  ])('%j sees %j', (roles, expected) => {
    expect(keys(roles)).toEqual(expected);
  });
});
