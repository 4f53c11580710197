/**
 * What every route carries in `handle` (read with `useRouteHandle()`): its title (document.title
 * and the top bar), its layout, whether it needs a session, where the back arrow goes, and for
 * the areas not filled yet which empty state to show.
 */
import type { RouteId } from '../messages/pages.ts';

export type LayoutName = 'blank' | 'default';

export interface RouteHandle {
  id: RouteId;
  title: string;
  layout: LayoutName;
  /** Reachable without a token (SPEC.md §4: /auth/*, /about, /splashScreen, 404). */
  public?: boolean;
  /** Fixed target of the top bar's back arrow (SPEC: /counter's leftNavigateTo is /about). */
  back?: string;
  /** Renders without TanStack Query and antd-mobile's providers (a page that needs neither). */
  lite?: boolean;
}
