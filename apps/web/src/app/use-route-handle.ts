/**
 * The handle (title, layout, back, area…) of the route shown at the current address. RootShell
 * matches the address against the route table once per render and provides the handle here, so
 * layouts and pages read it without importing the route table (which imports them: a cycle).
 */
import { createContext, useContext } from 'react';
import type { RouteHandle } from './route-handle.ts';

export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}
