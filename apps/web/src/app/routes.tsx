/**
 * The route table of SPEC.md §2. Every page loads lazily (`lazy: () => import(...)`, a module
 * exporting `Component`) and declares `handle: { title, layout }`; the root sets document.title
 * from it. Leaves are grouped under the two lazy layouts (blank / default) so a blank page such
 * as /auth/login never downloads the default layout's UI kit or TanStack Query.
 * Rendering: React Router's declarative `useRoutes` over `routeTree`, with `lazy` turned into
 * React.lazy (app/lazy-page.tsx); see docs/decisions/0012 for why not the data router.
 */
import { createElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { type RouteId, routeTitles } from '../messages/pages.ts';
import { BlankLayout, DefaultLayout } from './layouts/lazy-layouts.tsx';
import { type LazyLoad, lazyComponent } from './lazy-page.tsx';
import type { LayoutName, RouteHandle } from './route-handle.ts';

type Load = LazyLoad;

interface Entry extends Omit<RouteHandle, 'title'> {
  path: string;
  load: Load;
}
const blank = (path: string, id: RouteId, load: Load, extra: Partial<Entry> = {}): Entry => ({
  path,
  id,
  load,
  layout: 'blank',
  ...extra,
});
const page = (path: string, id: RouteId, load: Load, extra: Partial<Entry> = {}): Entry => ({
  path,
  id,
  load,
  layout: 'default',
  ...extra,
});

const entries: Entry[] = [
  page('/', 'home', () => import('./pages/home-page.tsx'), { lite: true }),
  blank('/about', 'about', () => import('./pages/about-page.tsx'), { public: true }),
  page('/counter', 'counter', () => import('./pages/counter-page.tsx'), { back: '/about', lite: true }),
  blank('/splashScreen', 'splashScreen', () => import('./pages/splash-page.tsx'), { public: true }),
  blank('/auth/login', 'auth-login', () => import('../features/auth/pages/login-page.tsx'), { public: true }),
  blank('/auth/logout', 'auth-logout', () => import('../features/auth/pages/logout-page.tsx'), { public: true }),
  blank('/auth/register', 'auth-register', () => import('../features/auth/pages/register-page.tsx'), { public: true }),
  blank(
    '/auth/forgotPassword',
    'auth-forgotPassword',
    () => import('../features/auth/pages/forgot-password-page.tsx'),
    {
      public: true,
    },
  ),
  // An agent-created customer's set-password link (decision 0118).
  blank('/auth/setPassword', 'auth-setPassword', () => import('../features/auth/pages/set-password-page.tsx'), {
    public: true,
  }),
  page('/profile', 'profile', () => import('./pages/profile-route.tsx'), { lite: true }),
  page('/profile/changeInfo', 'profile-changeInfo', () => import('../features/profile/pages/change-info-page.tsx'), {
    lite: true,
  }),
  page(
    '/profile/changePassword',
    'profile-changePassword',
    () => import('../features/profile/pages/change-password-page.tsx'),
  ),
  page('/chinaWebProduct', 'chinaWebProduct', () => import('../features/product/pages/product-search-page.tsx')),
  page(
    '/chinaWebProduct/:siteId',
    'chinaWebProduct-detail',
    () => import('../features/product/pages/product-page.tsx'),
  ),
  page('/shoppingCart', 'shoppingCart', () => import('../features/cart/pages/cart-page.tsx')),
  page('/address', 'address', () => import('../features/address/pages/address-list-page.tsx')),
  page('/address/create', 'address-create', () => import('../features/address/pages/address-create-page.tsx')),
  page('/address/:id', 'address-detail', () => import('../features/address/pages/address-edit-page.tsx')),
  page('/orderOrdering', 'orderOrdering', () => import('../features/purchase-order/pages/order-list-page.tsx')),
  page(
    '/orderOrdering/create',
    'orderOrdering-create',
    () => import('../features/purchase-order/pages/order-create-page.tsx'),
  ),
  page(
    '/orderOrdering/:id',
    'orderOrdering-detail',
    () => import('../features/purchase-order/pages/order-detail-page.tsx'),
  ),
  page('/wallet/recharge', 'wallet-recharge', () => import('../features/wallet/pages/recharge-page.tsx')),
  page('/transaction', 'transaction', () => import('../features/wallet/pages/transaction-page.tsx')),
  page('/wallet/withdraw', 'wallet-withdraw', () => import('../features/withdraw/pages/withdraw-page.tsx')),
  // Chat (decision 0112).
  page('/chat', 'chat', () => import('../features/chat/pages/chat-list-page.tsx')),
  page('/chat/:typeId', 'chat-detail', () => import('../features/chat/pages/chat-thread-page.tsx'), { back: '/chat' }),
  // Agency (decisions 0118, 0119): an agent's code, customers and their pay-on-behalf orders.
  page('/agency', 'agency', () => import('../features/agency/pages/agency-page.tsx')),
  page('/agency/customer', 'agency-customer', () => import('../features/agency/pages/agency-customers-page.tsx'), {
    back: '/agency',
  }),
  page('/agency/orderPob', 'agency-orderPob', () => import('../features/agency/pages/agency-orders-page.tsx'), {
    back: '/agency',
  }),
  // Articles and static pages read signed out (decision 0102).
  page('/article', 'article', () => import('../features/article/pages/article-list-page.tsx'), { public: true }),
  page('/article/policy', 'article-policy', () => import('../features/article/pages/policy-list-page.tsx'), {
    public: true,
    back: '/article',
  }),
  page('/article/:id', 'article-detail', () => import('../features/article/pages/article-page.tsx'), { public: true }),
  // Pay on behalf (decision 0114).
  page('/orderPob', 'orderPob', () => import('../features/pay-on-behalf/pages/pob-list-page.tsx')),
  page('/orderPob/create', 'orderPob-create', () => import('../features/pay-on-behalf/pages/pob-create-page.tsx'), {
    back: '/orderPob',
  }),
  page('/orderPob/refund', 'orderPob-refund', () => import('../features/pay-on-behalf/pages/pob-refunds-page.tsx'), {
    back: '/orderPob',
  }),
  page(
    '/orderPob/refundTaobaoInt',
    'orderPob-refundTaobaoInt',
    () => import('../features/pay-on-behalf/pages/pob-refunds-page.tsx'),
    { back: '/orderPob' },
  ),
  page('/orderPob/:id', 'orderPob-detail', () => import('../features/pay-on-behalf/pages/pob-detail-page.tsx'), {
    back: '/orderPob',
  }),
  page('/package', 'package', () => import('../features/package/pages/package-page.tsx')),
  page('/delivery', 'delivery', () => import('../features/delivery/pages/delivery-list-page.tsx')),
  page('/delivery/create', 'delivery-create', () => import('../features/delivery/pages/delivery-create-page.tsx')),
  page('/delivery/:id', 'delivery-detail', () => import('../features/delivery/pages/delivery-detail-page.tsx'), {
    back: '/delivery',
  }),
  page('/staticPage/:id', 'staticPage', () => import('../features/article/pages/static-page.tsx'), { public: true }),
  page('/notification', 'notification', () => import('../features/notification/pages/notification-page.tsx')),
  page('/orderShipping', 'orderShipping', () => import('../features/consignment/pages/consignment-list-page.tsx')),
  page(
    '/orderShipping/create',
    'orderShipping-create',
    () => import('../features/consignment/pages/consignment-create-page.tsx'),
  ),
  page(
    '/orderShipping/measureCode',
    'orderShipping-measureCode',
    () => import('../features/consignment/pages/measure-code-page.tsx'),
  ),
  // Public: the fee calculator works signed out (decision 0063).
  page(
    '/orderShipping/calcShippingFee',
    'orderShipping-calcShippingFee',
    () => import('../features/consignment/pages/calc-shipping-fee-page.tsx'),
    { public: true },
  ),
  page(
    '/orderShipping/:id',
    'orderShipping-detail',
    () => import('../features/consignment/pages/consignment-detail-page.tsx'),
  ),
  page('/orderComplaint', 'orderComplaint', () => import('../features/complaint/pages/complaint-list-page.tsx')),
  page(
    '/orderComplaint/create',
    'orderComplaint-create',
    () => import('../features/complaint/pages/complaint-create-page.tsx'),
  ),
  page(
    '/orderComplaint/:id',
    'orderComplaint-detail',
    () => import('../features/complaint/pages/complaint-detail-page.tsx'),
    { back: '/orderComplaint' },
  ),
  page('/taobaoIntOrder', 'taobaoIntOrder', () => import('../features/taobao-global/pages/taobao-order-list-page.tsx')),
  page(
    '/taobaoIntOrder/refund',
    'taobaoIntOrder-refund',
    () => import('../features/taobao-global/pages/taobao-refund-page.tsx'),
  ),
  page(
    '/taobaoIntOrder/:id',
    'taobaoIntOrder-detail',
    () => import('../features/taobao-global/pages/taobao-order-detail-page.tsx'),
    { back: '/taobaoIntOrder' },
  ),
  page('/taobaoIntToken', 'taobaoIntToken', () => import('../features/taobao-global/pages/taobao-token-page.tsx')),
  blank('*', 'notFound', () => import('./pages/not-found-page.tsx'), { public: true }),
];

/** One route of the table: its path, its lazy page module and its handle. */
export interface AppRoute {
  path: string;
  lazy: Load;
  handle: RouteHandle;
}

export const routes: AppRoute[] = entries.map(({ path, load, ...handle }) => ({
  path,
  lazy: load,
  handle: { ...handle, title: routeTitles[handle.id] },
}));

/** The handle of the route `pathname` matches (the 404 route when nothing else does). */
export function handleOf(pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route.handle;
}

const group = (layout: LayoutName): RouteObject[] =>
  routes
    .filter((r) => r.handle.layout === layout)
    .map((r) => ({ path: r.path, element: createElement(lazyComponent(r.lazy)) }));

/** What `useRoutes` renders: each layout (lazy) with its pages (lazy) below it. */
export const routeTree: RouteObject[] = [
  { element: createElement(BlankLayout), children: group('blank') },
  { element: createElement(DefaultLayout), children: group('default') },
];
