/**
 * Turns a route's `lazy: () => import(...)` (a module exporting `Component`) into a component
 * rendered by React.lazy, once per loader. The routes use React Router's declarative mode plus
 * this adapter instead of the data router: the data router alone costs ~30 KB gzip, a third of
 * the login screen's 100 KB budget (docs/decisions/0012-web-bundle-budget.md).
 */
import { type ComponentType, lazy } from 'react';

export type PageModule = { Component: ComponentType };
export type LazyLoad = () => Promise<PageModule>;

const cache = new Map<LazyLoad, ComponentType>();

export function lazyComponent(load: LazyLoad): ComponentType {
  let component = cache.get(load);
  if (!component) {
    component = lazy(() => load().then((m) => ({ default: m.Component })));
    cache.set(load, component);
  }
  return component;
}
