/**
 * Build updates (SPEC.md §4, §9): polls /builds/latest.json ({ id, timestamp }, written by the
 * build-manifest plugin in vite.config.ts and kept out of the precache) with `cache: 'no-store'`.
 * First check 1 s after load unless the connection is 'slow-2g', then every 60 s (the idle
 * interval is not in SPEC; 60 s is ours). A different id marks `updatePending`; the router then
 * turns the next navigation into a full page load (app/router.tsx).
 */
import { getAppState, setAppState } from './app-state.ts';
import { checkServiceWorkerUpdate } from './pwa.ts';

const FIRST_CHECK_MS = 1_000;
const POLL_MS = 60_000;

interface LatestBuild {
  id: string;
  timestamp: number;
}

export async function checkLatestBuild(): Promise<boolean> {
  try {
    const res = await fetch('/builds/latest.json', { cache: 'no-store' });
    if (!res.ok) return false;
    const latest = (await res.json()) as LatestBuild;
    if (!latest.id || latest.id === getAppState().buildId) return false;
    if (!getAppState().updatePending) {
      setAppState({ updatePending: true });
      void checkServiceWorkerUpdate();
    }
    return true;
  } catch {
    return false; // offline: try again at the next tick
  }
}

export function watchBuilds(): void {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const slow = connection?.effectiveType === 'slow-2g';
  if (!slow) setTimeout(checkLatestBuild, FIRST_CHECK_MS);
  setInterval(() => {
    if (document.visibilityState === 'visible') void checkLatestBuild();
  }, POLL_MS);
}
