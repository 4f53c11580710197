/**
 * What every PWA call shares (SPEC.md §6, §9): the base URL (`VITE_API_BASE_URL`, default `/api`,
 * same origin) and the network timeout: 30 s on desktop, 60 s on mobile, at most 5 s when offline.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

export function timeoutMs(): number {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 5_000;
  const mobile = typeof navigator !== 'undefined' && /Mobi|Android|iPhone/i.test(navigator.userAgent);
  return mobile ? 60_000 : 30_000;
}
