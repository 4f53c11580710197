/**
 * Small app-wide state for the PWA machinery (SPEC.md §4): service-worker state and its
 * registration failure, the install prompt's state, and whether a newer build is out.
 * Read in React with `useAppState()`; read in tests through `window.__app` (a live view):
 *   window.__app.swState      'unsupported' | 'registering' | 'registered' | 'activated' | 'failed'
 *   window.__app.swError      the registration error's message, or null
 *   window.__app.installState 'unavailable' | 'available' | 'accepted' | 'dismissed' | 'installed'
 *   window.__app.buildId      the running build's id; window.__app.updatePending: newer build seen
 * The same values are mirrored on <html> as data-sw-state and data-install-state.
 */
import { useSyncExternalStore } from 'react';

export type SwState = 'unsupported' | 'registering' | 'registered' | 'activated' | 'failed';
export type InstallState = 'unavailable' | 'available' | 'accepted' | 'dismissed' | 'installed';

export interface AppState {
  swState: SwState;
  swError: string | null;
  installState: InstallState;
  buildId: string;
  updatePending: boolean;
}

let state: AppState = {
  swState: 'unsupported',
  swError: null,
  installState: 'unavailable',
  buildId: import.meta.env.VITE_BUILD_ID ?? 'dev',
  updatePending: false,
};
const listeners = new Set<() => void>();

export function getAppState(): AppState {
  return state;
}

export function setAppState(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  const root = document.documentElement;
  root.dataset.swState = state.swState;
  root.dataset.installState = state.installState;
  for (const l of listeners) l();
}

export function subscribeAppState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppState(): AppState {
  return useSyncExternalStore(subscribeAppState, getAppState, getAppState);
}

declare global {
  interface Window {
    __app?: Readonly<AppState>;
  }
}

/** Publishes the live view on window.__app (see the module docstring). */
export function exposeAppState(): void {
  const view = {} as AppState;
  for (const key of Object.keys(state) as (keyof AppState)[]) {
    Object.defineProperty(view, key, { enumerable: true, get: () => state[key] });
  }
  window.__app = view;
  setAppState({});
}
