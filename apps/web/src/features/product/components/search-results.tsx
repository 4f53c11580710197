/**
 * Keyword search results as a grid of cards, two columns on a 360 px phone (decision 0126): image
 * (placeholder when it fails), title on two lines, price in ¥ and ≈ ₫, shop, sold count. A card
 * opens /chinaWebProduct/{site}-{productId}. DOM hook: `data-testid="search-result"`.
 */
import type { ProductSearchItem } from '@app/shared/contracts/product';
import { fenToVnd, formatFen, formatNumber, formatVnd } from '@app/shared/money';
import { Link } from 'react-router';
import { providerMessages as m } from '../../../messages/product-provider.ts';
import { productPath } from '../api/product-path.ts';
import { ProductImage } from './product-image.tsx';

const clamp2 = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

export function SearchResults({ items, rate }: { items: readonly ProductSearchItem[]; rate: number | null }) {
  return (
    <ul
      data-testid="search-results"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 8,
      }}
    >
      {items.map((item) => {
        const price = item.promotionPriceFen ?? item.priceFen;
        return (
          <li key={`${item.site}-${item.productId}`} style={{ minWidth: 0 }}>
            <Link
              to={productPath(item)}
              data-testid="search-result"
              style={{
                display: 'block',
                height: '100%',
                background: 'var(--app-surface)',
                borderRadius: 10,
                overflow: 'hidden',
                color: 'var(--app-text)',
                textDecoration: 'none',
              }}
            >
              <ProductImage src={item.imageUrl} alt="" lazy style={{ aspectRatio: '1 / 1', height: 'auto' }} />
              <div style={{ padding: 8, display: 'grid', gap: 4 }}>
                <span style={{ ...clamp2, fontSize: 14, lineHeight: 1.35 }}>{item.title}</span>
                {price !== null ? (
                  <span>
                    <strong style={{ color: 'var(--app-primary)' }}>{formatFen(price)}</strong>
                    {rate ? (
                      <span style={{ display: 'block', fontSize: 12, color: 'var(--app-text-muted)' }}>
                        ≈ {formatVnd(fenToVnd(price, rate))}
                      </span>
                    ) : null}
                  </span>
                ) : null}
                <span
                  style={{
                    fontSize: 12,
                    color: 'var(--app-text-muted)',
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {[item.shopName, item.sales !== null ? m.sold(formatNumber(item.sales)) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
