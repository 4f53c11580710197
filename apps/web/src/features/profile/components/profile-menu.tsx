/**
 * The account menu: plain links in a list, each a full-width row with a chevron; with the parcels
 * (/package) and the delivery requests (/delivery), which no tab reaches (decision 0094).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BoxIcon,
  ChevronIcon,
  ListIcon,
  PinIcon,
  TruckIcon,
  UserIcon,
  WalletIcon,
} from '../../../components/icons.tsx';
import { profileMessages as m } from '../../../messages/profile.ts';

const items: { to: string; label: string; icon: ReactNode; testId?: string }[] = [
  { to: '/profile/changeInfo', label: m.changeInfo, icon: <UserIcon /> },
  { to: '/profile/changePassword', label: m.changePassword, icon: <UserIcon /> },
  { to: '/package', label: m.parcels, icon: <BoxIcon /> },
  { to: '/delivery', label: m.deliveries, icon: <TruckIcon /> },
  { to: '/orderComplaint', label: m.complaints, icon: <ListIcon /> },
  { to: '/address', label: m.addresses, icon: <PinIcon /> },
  { to: '/transaction', label: m.transactions, icon: <ListIcon /> },
  { to: '/wallet/recharge', label: m.recharge, icon: <WalletIcon /> },
  { to: '/auth/logout', label: m.logout, icon: <ChevronIcon />, testId: 'logout-link' },
];

export function ProfileMenu() {
  return (
    <nav className="card menu" aria-label={m.menuLabel}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link className="menu__item" to={item.to} data-testid={item.testId}>
              <span className="menu__icon">{item.icon}</span>
              <span className="menu__label">{item.label}</span>
              <span className="menu__chevron">
                <ChevronIcon />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
