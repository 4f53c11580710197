/**
 * /profile (tab 'Tài khoản'): who is signed in, the wallet balance, their level (decision 0100), and links to change
 * information or password, addresses, transactions, recharge, and sign out. The user is reloaded
 * on every visit so the balance is current.
 * DOM hooks: `data-testid="profile-name"`, `profile-balance`, link 'Đăng xuất' (`logout-link`).
 */
import { formatVnd } from '@app/shared/money';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { loadUser, useCurrentUser } from '../../../lib/session.ts';
import { profileMessages as m } from '../../../messages/profile.ts';
import { LevelCard } from '../components/level-card.tsx';
import { ProfileMenu } from '../components/profile-menu.tsx';

const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** The page; `extra` is a section the app layer adds above the menu (the push section, decision 0111). */
export function ProfilePage({ extra }: { extra?: ReactNode }) {
  const user = useCurrentUser();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  useEffect(() => {
    loadUser().catch(() => undefined); // a 401 is handled by the app shell
  }, []);
  if (!user) return null;
  return (
    <div className="page">
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      <section className="card profile-card" aria-labelledby="profile-name">
        <div className="avatar" aria-hidden="true">
          {user.fullName.trim().charAt(0).toUpperCase()}
        </div>
        <div>
          <h2 id="profile-name" className="profile-card__name" data-testid="profile-name">
            {user.fullName}
          </h2>
          <p className="muted profile-card__line">{user.email}</p>
          <p className="muted profile-card__line">{user.phone}</p>
          <p className="muted profile-card__line">
            {m.memberSince} {dateFormat.format(new Date(user.createdAt))}
          </p>
        </div>
      </section>
      <section className="card balance-card">
        <div>
          <p className="balance-card__label">{m.walletBalance}</p>
          <p className="balance-card__value" data-testid="profile-balance">
            {formatVnd(user.walletBalanceVnd)}
          </p>
        </div>
        <Link className="btn btn--primary" to="/wallet/recharge">
          {m.recharge}
        </Link>
      </section>
      <LevelCard level={user.level} />
      {extra}
      <ProfileMenu />
    </div>
  );
}

export function Component() {
  return <ProfilePage />;
}
