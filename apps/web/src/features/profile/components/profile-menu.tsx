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
import { useCurrentUser } from '../../../lib/session.ts';
import { profileMessages as m } from '../../../messages/profile.ts';

const items: { to: string; label: string; icon: ReactNode; testId?: string }[] = [
  { to: '/profile/changeInfo', label: m.changeInfo, icon: <UserIcon /> },
  { to: '/profile/changePassword', label: m.changePassword, icon: <UserIcon /> },
  { to: '/package', label: m.parcels, icon: <BoxIcon /> },
  { to: '/delivery', label: m.deliveries, icon: <TruckIcon /> },
  { to: '/orderComplaint', label: m.complaints, icon: <ListIcon /> },
  { to: '/orderPob', label: m.payOnBehalf, icon: <WalletIcon />, testId: 'menu-pob' },
  { to: '/address', label: m.addresses, icon: <PinIcon /> },
  { to: '/transaction', label: m.transactions, icon: <ListIcon /> },
  { to: '/wallet/recharge', label: m.recharge, icon: <WalletIcon /> },
  { to: '/auth/logout', label: m.logout, icon: <ChevronIcon />, testId: 'logout-link' },
];

/** The agent's entry (decision 0118), shown to a user holding the `agent` role. */
const agencyItem = { to: '/agency', label: m.agency, icon: <UserIcon />, testId: 'menu-agency' };

export function ProfileMenu() {
  const agent = useCurrentUser()?.roles.includes('agent') ?? false;
  const shown = agent ? [agencyItem, ...items] : items;
  return (
    <nav className="card menu" aria-label={m.menuLabel}>
      <ul>
        {shown.map((item) => (
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
