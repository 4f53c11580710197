/** Where sign-in returns to (decision 0020): only same-app paths, never another origin or an /auth screen. */
import { describe, expect, it } from 'vitest';
import { loginPathFor, returnToOf, safeReturnTo } from './return-to.ts';

describe('returnTo', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeReturnTo('/orderOrdering/12?tab=2')).toBe('/orderOrdering/12?tab=2');
    expect(loginPathFor('/address/5')).toBe('/auth/login?returnTo=%2Faddress%2F5');
    expect(returnToOf('?returnTo=%2Faddress%2F5')).toBe('/address/5');
  });

  it('refuses other origins, protocol-relative and backslash tricks, /auth screens, control characters', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/auth/login',
      '/auth/logout',
      'x',
      '/a\nb',
      '',
      null,
    ]) {
      expect(safeReturnTo(bad)).toBe('/');
    }
    expect(loginPathFor('/')).toBe('/auth/login');
    expect(returnToOf('')).toBe('/');
  });
});
