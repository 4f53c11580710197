/** `<PageTitle>`: the visible heading of a blank-layout page (the default layout shows its own). */
import type { ReactNode } from 'react';

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="page-title">{children}</h1>;
}
