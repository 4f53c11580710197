/**
 * The product feature's PasteLinkBox on the (light) home page. The box is written with TanStack
 * Query and antd-mobile, which the home route does not load up front, so it is rendered inside
 * the lazily loaded AppProviders. Once the box needs neither (see docs/decisions/0012), render
 * <PasteLinkBox /> directly and delete this file.
 */
import { lazy, Suspense } from 'react';
import { commonMessages } from '../../messages/common.ts';

const AppProviders = lazy(() => import('../layouts/app-providers.tsx'));
const PasteLinkBox = lazy(() =>
  import('../../features/product/components/paste-link-box.tsx').then((m) => ({ default: m.PasteLinkBox })),
);

export function PasteLinkIsland() {
  return (
    <Suspense fallback={<p className="muted">{commonMessages.loading}</p>}>
      <AppProviders>
        <PasteLinkBox />
      </AppProviders>
    </Suspense>
  );
}
