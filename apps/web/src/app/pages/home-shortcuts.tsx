/** The shortcuts of the home page, as a grid of labelled links with icons. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BoxIcon, CartIcon, ListIcon, OrdersIcon, PinIcon, UserIcon, WalletIcon } from '../../components/icons.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { homeMessages as m } from '../../messages/home.ts';

const shortcuts: { key: keyof typeof m.shortcuts; to: string; icon: ReactNode }[] = [
  { key: 'recharge', to: '/wallet/recharge', icon: <WalletIcon /> },
  { key: 'cart', to: '/shoppingCart', icon: <CartIcon /> },
  { key: 'orders', to: '/orderOrdering', icon: <OrdersIcon /> },
  { key: 'addresses', to: '/address', icon: <PinIcon /> },
  { key: 'transactions', to: '/transaction', icon: <ListIcon /> },
  { key: 'consignment', to: '/orderShipping', icon: <BoxIcon /> },
  { key: 'payOnBehalf', to: '/orderPob', icon: <WalletIcon /> },
];

/** Only for a user holding the `agent` role (decision 0118). */
const agentShortcut = { key: 'agency' as const, to: '/agency', icon: <UserIcon /> };

export function HomeShortcuts() {
  const agent = useCurrentUser()?.roles.includes('agent') ?? false;
  return (
    <nav className="shortcuts" aria-label={m.shortcutsLabel}>
      {(agent ? [...shortcuts, agentShortcut] : shortcuts).map((s) => (
        <Link key={s.key} to={s.to} className="shortcuts__item" data-testid={`shortcut-${s.key}`}>
          <span className="shortcuts__icon">{s.icon}</span>
          <span>{m.shortcuts[s.key]}</span>
        </Link>
      ))}
    </nav>
  );
}
