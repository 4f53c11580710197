import { describe, expect, it } from 'vitest';
import { safeReturnTo, withAddressId } from './return-to.ts';

describe('returnTo', () => {
  const params = (s: string) => new URLSearchParams(s);
  it('follows same-app paths only', () => {
    expect(safeReturnTo(params('returnTo=%2ForderOrdering%2Fcreate%3Fitems%3D1%2C2'))).toBe(
      '/orderOrdering/create?items=1,2',
    );
    expect(safeReturnTo(params('returnTo=https://evil.example'))).toBeNull();
    expect(safeReturnTo(params('returnTo=//evil.example/x'))).toBeNull();
    expect(safeReturnTo(params('returnTo=/\\evil.example'))).toBeNull();
    expect(safeReturnTo(params(''))).toBeNull();
  });
  it('adds or replaces addressId and keeps the rest of the query', () => {
    expect(withAddressId('/orderOrdering/create?items=1,2', 7)).toBe('/orderOrdering/create?items=1%2C2&addressId=7');
    expect(withAddressId('/orderOrdering/create?items=3&addressId=2', 9)).toBe(
      '/orderOrdering/create?items=3&addressId=9',
    );
  });
});
