/** The five tabs of the bottom bar (issue §4) and which tab a path belongs to. */
import type { commonMessages } from '../../messages/common.ts';

export type TabKey = keyof typeof commonMessages.tabs;

export const tabs: { key: TabKey; path: string }[] = [
  { key: 'home', path: '/' },
  { key: 'orders', path: '/orderOrdering' },
  { key: 'cart', path: '/shoppingCart' },
  { key: 'notifications', path: '/notification' },
  { key: 'account', path: '/profile' },
];

export function tabOf(pathname: string): { key: TabKey; path: string } | undefined {
  if (pathname === '/') return tabs[0];
  return tabs.find((t) => t.path !== '/' && (pathname === t.path || pathname.startsWith(`${t.path}/`)));
}
