/**
 * Where to go after signing in (decision 0020): the login URL carries `returnTo`, the in-app path the
 * customer was on when her session ended; the login page goes back there. Only same-app paths are
 * accepted (no other origin, no `//host`, no `/auth/*` screen): anything else means '/'.
 */
export const LOGIN_PATH = '/auth/login';

/** A path that is safe to navigate to after sign-in, or '/'. */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === LOGIN_PATH || raw.startsWith('/auth/')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f]/.test(raw)) return '/';
  return raw;
}

/** `/auth/login`, with `?returnTo=<path>` when `path` (pathname + search + hash) is worth returning to. */
export function loginPathFor(path: string): string {
  const target = safeReturnTo(path);
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?returnTo=${encodeURIComponent(target)}`;
}

/** The `returnTo` of a login URL's search string, made safe. */
export function returnToOf(search: string): string {
  return safeReturnTo(new URLSearchParams(search).get('returnTo'));
}
