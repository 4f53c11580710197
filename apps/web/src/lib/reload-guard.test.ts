/** The 10 s reload window (SPEC.md §9): one app-triggered full load per window, then no loop. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canReload, RELOAD_WINDOW_MS, reloadTo } from './reload-guard.ts';

const assign = vi.fn();

beforeEach(() => {
  const map = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => map.set(k, v),
  });
  vi.stubGlobal('window', { location: { assign } });
  assign.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('reload guard', () => {
  it('allows one reload, refuses another within 10 s, allows it after', () => {
    expect(reloadTo('/orderOrdering')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/orderOrdering');
    expect(reloadTo('/orderOrdering')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(canReload(Date.now() + RELOAD_WINDOW_MS)).toBe(true);
  });
});
