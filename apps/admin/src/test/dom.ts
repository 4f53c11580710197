/**
 * Setup for the console's component tests (jsdom): jsdom has no `window.matchMedia`, which antd's
 * responsive hooks (Descriptions, Grid) call on mount; a stub that never matches stands in.
 * Import it first in a `*.test.tsx` that renders such a component.
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver either; antd's Typography ellipsis and Table observe sizes with it.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoResizeObserver });
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
}
