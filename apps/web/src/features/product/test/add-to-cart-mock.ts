/**
 * One spy for "Thêm vào giỏ" in the product feature's component tests. The unit-web tests run
 * without isolation (decision 0087): a worker loads a module once for all its files, so a module
 * replaced with `vi.mock` in one file stays replaced (or stays real) in the next. Every test file
 * that loads `api/cart-item.ts` therefore replaces it with `cartItemModuleMock()`, which calls this
 * one shared spy, and the order the files run in no longer decides which spy a component calls.
 */
import { vi } from 'vitest';

export const addToCart = { mutate: vi.fn() };

/** The replacement for `api/cart-item.ts`: `useAddToCart` whose `mutate` is `addToCart.mutate`. */
export function cartItemModuleMock() {
  return {
    useAddToCart: () => ({
      mutate: (...args: unknown[]) => addToCart.mutate(...args),
      isPending: false,
      isError: false,
      error: null,
    }),
  };
}
