/**
 * /shoppingCart: lines grouped by shop with their VND estimate at the current rate; the customer
 * selects lines (per line, per shop or all) and goes on to /orderOrdering/create?items=1,2,3. Every
 * line starts selected; the page remembers what the customer unselects, so her choices hold while
 * the cart refetches (decision 0094: it opened on "Đặt hàng (0)").
 */
import { formatNumber } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { cartMessages as m } from '../../../messages/cart.ts';
import { cartOnRouteQuery } from '../api/cart.ts';
import { CartFooter } from '../components/cart-footer.tsx';
import { CartShopGroup } from '../components/cart-shop-group.tsx';
import { RoutePicker } from '../components/route-picker.tsx';

export function Component() {
  // The route the estimates use: the default one until the customer picks another.
  const [routeId, setRouteId] = useState<number | null>(null);
  const cart = useQuery(cartOnRouteQuery(routeId));
  const navigate = useNavigate();
  const [unpicked, setUnpicked] = useState<Set<number>>(new Set());

  if (cart.isPending) return <Loading />;
  if (cart.isError) return <LoadError title={m.loadFailed} error={cart.error} onRetry={() => void cart.refetch()} />;
  const items = cart.data.shops.flatMap((s) => s.items);
  if (items.length === 0) {
    const action = (
      <Button color="primary" onClick={() => navigate('/chinaWebProduct')}>
        {m.findProduct}
      </Button>
    );
    return <EmptyState title={m.emptyTitle} description={m.emptyDescription} action={action} />;
  }
  // Lines removed meanwhile drop out of the selection; a line added meanwhile comes selected.
  const selected = new Set(items.filter((i) => !unpicked.has(i.id)).map((i) => i.id));
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(unpicked);
    for (const id of ids) on ? next.delete(id) : next.add(id);
    setUnpicked(next);
  };
  const selectedVnd = items.filter((i) => selected.has(i.id)).reduce((sum, i) => sum + i.estimatedVnd, 0);
  const rate = cart.data.exchangeRate;

  return (
    <div>
      <p style={{ margin: '0 0 12px', fontSize: 13, color: 'var(--app-text-muted)' }}>
        {rate ? m.rate(formatNumber(rate)) : m.noRate}
      </p>
      <RoutePicker
        value={routeId ?? cart.data.shops.find((s) => s.estimate)?.estimate?.routeId ?? null}
        onChange={setRouteId}
      />
      {cart.data.shops.map((shop) => (
        <CartShopGroup
          key={`${shop.site}:${shop.shopName}`}
          shop={shop}
          exchangeRate={rate}
          selected={selected}
          onToggle={toggle}
        />
      ))}
      <CartFooter
        total={items.length}
        selectedCount={selected.size}
        selectedVnd={selectedVnd}
        orderCount={cart.data.shops.filter((s) => s.items.some((i) => selected.has(i.id))).length}
        onSelectAll={(on) =>
          toggle(
            items.map((i) => i.id),
            on,
          )
        }
        onOrder={() => navigate(`/orderOrdering/create?items=${[...selected].join(',')}`)}
      />
    </div>
  );
}
