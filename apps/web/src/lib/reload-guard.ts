/**
 * Full page loads triggered by the app (new build, failed lazy chunk) are allowed at most once
 * per 10 s (SPEC.md §9 "reload guard 10 s"), remembered in sessionStorage so a reload loop
 * (the new page failing the same way) stops after one attempt.
 */
const KEY = 'app:lastReloadAt';
export const RELOAD_WINDOW_MS = 10_000;

export function canReload(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    return !(now - last < RELOAD_WINDOW_MS);
  } catch {
    return true;
  }
}

/** Full page load of `href` unless one happened in the last 10 s. Returns whether it reloads. */
export function reloadTo(href: string): boolean {
  if (!canReload()) return false;
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // without sessionStorage the guard cannot hold; reload anyway, once per page life
  }
  window.location.assign(href);
  return true;
}
