/** The handle (title, layout, back, area…) of the route shown at the current address. */
import { useLocation } from 'react-router';
import type { RouteHandle } from './route-handle.ts';
import { handleOf } from './routes.tsx';

export function useRouteHandle(): RouteHandle | undefined {
  return handleOf(useLocation().pathname);
}
