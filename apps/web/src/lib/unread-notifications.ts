/**
 * The bell's unread count for the tab bar (decision 0110). The tab bar renders outside the lazy
 * TanStack Query providers (light pages such as home keep their JavaScript budget, decision 0012),
 * so the count is a small store fed by the plain client: fetched when a bell mounts, when the tab
 * regains focus, and every UNREAD_POLL_MS while the tab is visible and the live socket is down
 * (lib/live.ts pushes the count while it is open and gates the polling with `pollUnreadWhile`). Whatever learns
 * the count otherwise (marking read answers it; the live connection pushes `{ type: 'unread' }`)
 * calls `setUnreadNotifications(n)`; whatever learns that it changed calls `refreshUnreadNotifications()`.
 * The list's TanStack Query keys start with `notificationsKey`: invalidate it when a notification arrives.
 */
import { notificationEndpoints } from '@app/shared/contracts/notification.endpoints';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from './api-client.ts';
import { readToken } from './token-store.ts';

/** The first part of every notification query key (list pages, preferences). */
export const notificationsKey = ['notifications'] as const;
export const UNREAD_POLL_MS = 30_000;

let count = 0;
/** Whether the interval asks now; lib/live.ts makes it "while the socket is not open". */
let shouldPoll: () => boolean = () => true;

/** Sets when the interval polls (the live connection turns it off while it carries the count). */
export function pollUnreadWhile(predicate: () => boolean): void {
  shouldPoll = predicate;
}
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

/** Sets the count (from an answer or the live connection) and redraws every bell. */
export function setUnreadNotifications(n: number): void {
  if (n === count) return;
  count = n;
  for (const l of listeners) l();
}

/** Fetches the count now (one request at a time); failures keep the last count. */
export function refreshUnreadNotifications(): Promise<void> {
  if (readToken() === null) return Promise.resolve();
  inFlight ??= call(notificationEndpoints.unreadCount)
    .then((r) => setUnreadNotifications(r.count))
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let watchers = 0;
let stopWatching: (() => void) | null = null;

/** One interval and one focus listener for every mounted bell. */
function watch(): () => void {
  watchers += 1;
  if (watchers === 1) {
    void refreshUnreadNotifications();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && shouldPoll()) void refreshUnreadNotifications();
    }, UNREAD_POLL_MS);
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refreshUnreadNotifications();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    stopWatching = () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }
  return () => {
    watchers -= 1;
    if (watchers === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}

/** The unread count, kept fresh while the calling component is mounted (signed in only). */
export function useUnreadNotifications(enabled = true): number {
  useEffect(() => (enabled ? watch() : undefined), [enabled]);
  return useSyncExternalStore(subscribe, () => count);
}
