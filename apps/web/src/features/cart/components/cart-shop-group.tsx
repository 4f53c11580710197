/** One shop's lines in the cart, with a box that selects or clears all of that shop's lines. */
import type { Cart } from '@app/shared/contracts/cart';
import { formatVnd } from '@app/shared/money';
import { siteLabels } from '@app/shared/sites';
import { CartItemRow } from './cart-item-row.tsx';
import { SelectBox } from './select-box.tsx';
import { ShopEstimate } from './shop-estimate.tsx';

type Shop = Cart['shops'][number];

export function CartShopGroup(props: {
  shop: Shop;
  exchangeRate: number | null;
  selected: Set<number>;
  onToggle: (ids: number[], on: boolean) => void;
}) {
  const { shop, selected, onToggle } = props;
  const ids = shop.items.map((i) => i.id);
  const count = ids.filter((id) => selected.has(id)).length;
  return (
    <section
      data-testid="cart-shop"
      style={{ background: 'var(--app-surface)', borderRadius: 8, margin: '0 0 12px', overflow: 'hidden' }}
    >
      <header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 12px 0 4px' }}
      >
        <SelectBox
          checked={count === ids.length && ids.length > 0}
          indeterminate={count > 0 && count < ids.length}
          onChange={(on) => onToggle(ids, on)}
          label={<strong>{shop.shopName}</strong>}
        />
        <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
          {siteLabels[shop.site]} · {formatVnd(shop.estimatedVnd)}
        </span>
      </header>
      {shop.items.map((item) => (
        <CartItemRow
          key={item.id}
          item={item}
          exchangeRate={props.exchangeRate}
          selected={selected.has(item.id)}
          onSelect={(on) => onToggle([item.id], on)}
        />
      ))}
      <ShopEstimate shop={shop} />
    </section>
  );
}
