/** Blank layout (SPEC.md §2): the page alone, in the main landmark. No UI kit is loaded here. */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BootSplash } from '../boot-splash.tsx';

export function Component() {
  return (
    <main className="blank-layout">
      <Suspense fallback={<BootSplash inline />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
