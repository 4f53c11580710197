/**
 * `/` — the signed-in landing page (default layout, decision 0010): greeting, wallet balance,
 * the banners of orders waiting on the customer (a price change to answer, a deposit to pay:
 * features/purchase-order/components/waiting-orders-banner.tsx) and of parcels waiting at a VN
 * warehouse (components/delivery-banner.tsx), shortcuts (Nạp
 * tiền, Giỏ hàng, Đơn hàng, Địa chỉ, Giao dịch, Ký gửi) and the paste-link box of the
 * product feature, and the three latest news items (features/article, decision 0102). The user is
 * reloaded on each visit so the balance is current.
 * DOM hooks: `data-testid="home-balance"`, `nav[aria-label="Lối tắt"]` with links
 * `shortcut-recharge|cart|orders|addresses|transactions|consignment`, and the box `data-testid="paste-link-box"`.
 */
import { formatVnd } from '@app/shared/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { DeliveryBanner } from '../../components/delivery-banner.tsx';
import { LatestNews } from '../../features/article/components/latest-news.tsx';
import { PasteLinkBox } from '../../features/product/components/paste-link-box.tsx';
import { WaitingOrdersBanner } from '../../features/purchase-order/components/waiting-orders-banner.tsx';
import { loadUser, useCurrentUser } from '../../lib/session.ts';
import { homeMessages as m } from '../../messages/home.ts';
import { HomeShortcuts } from './home-shortcuts.tsx';

export function Component() {
  const user = useCurrentUser();
  useEffect(() => {
    loadUser().catch(() => undefined); // a 401 is handled by the app shell
  }, []);
  return (
    <div className="page">
      <section className="card balance-card home-balance" aria-labelledby="home-balance-label">
        <div>
          <p className="balance-card__greeting">
            {m.greeting}
            {user ? `, ${user.fullName}` : ''}
          </p>
          <p id="home-balance-label" className="balance-card__label">
            {m.walletBalance}
          </p>
          <p className="balance-card__value" data-testid="home-balance">
            {user ? formatVnd(user.walletBalanceVnd) : '…'}
          </p>
        </div>
        <Link className="btn btn--primary" to="/wallet/recharge">
          {m.shortcuts.recharge}
        </Link>
      </section>
      <WaitingOrdersBanner />
      <DeliveryBanner />
      <HomeShortcuts />
      <section className="card" aria-labelledby="paste-heading">
        <h2 id="paste-heading" className="section-title">
          {m.pasteHeading}
        </h2>
        <PasteLinkBox />
      </section>
      <LatestNews />
    </div>
  );
}
