/** The two layouts, each loaded on demand (the default one carries antd-mobile and TanStack Query). */
import { lazyComponent } from '../lazy-page.tsx';

export const BlankLayout = lazyComponent(() => import('./blank-layout.tsx'));
export const DefaultLayout = lazyComponent(() => import('./default-layout.tsx'));
