/**
 * The price block of a provider's product (decision 0126): the chosen SKU's price (promotion price,
 * the list price struck through) with ≈ ₫ at the purchase rate; before a full choice, the range of
 * the SKUs still for sale; 1688's quantity tiers as a table with the tier of the current quantity
 * marked.
 */
import type { ProductDraft, ProductSku } from '@app/shared/contracts/product';
import { fenToVnd, formatFen, formatNumber, formatVnd } from '@app/shared/money';
import { providerMessages as m } from '../../../messages/product-provider.ts';
import { linePrice, priceRange } from './variants.ts';

const big = { fontSize: 22, fontWeight: 700, color: 'var(--app-primary)' } as const;

export function ProductPrice(props: {
  draft: ProductDraft;
  sku: ProductSku | null;
  quantity: number;
  rate: number | null;
}) {
  const { draft, sku, quantity, rate } = props;
  const vnd = (fen: number) => (rate ? ` ≈ ${formatVnd(fenToVnd(fen, rate))}` : '');
  const price = linePrice(draft, sku, quantity);
  const range = !sku && draft.skus.length > 0 && draft.priceTiers.length === 0 ? priceRange(draft.skus) : null;
  const tiers = [...draft.priceTiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const activeMin = tiers.filter((t) => quantity >= t.minQuantity).at(-1)?.minQuantity;

  return (
    <div data-testid="product-price" style={{ marginTop: 8 }}>
      {range ? (
        <div>
          <span style={big}>{m.priceFrom(formatFen(range.min), formatFen(range.max))}</span>
          <span style={{ color: 'var(--app-text-muted)' }}>{vnd(range.min)}</span>
        </div>
      ) : price.unitPriceFen !== null ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 8 }}>
          <span style={big}>{formatFen(price.unitPriceFen)}</span>
          {price.listPriceFen !== null ? (
            <s title={m.listPrice} style={{ color: 'var(--app-text-muted)' }}>
              {formatFen(price.listPriceFen)}
            </s>
          ) : null}
          <span style={{ color: 'var(--app-text-muted)' }}>{vnd(price.unitPriceFen)}</span>
        </div>
      ) : (
        <p style={{ margin: 0, color: 'var(--app-text-muted)' }}>{m.noPrice}</p>
      )}
      {draft.priceTiers.length > 0 ? (
        <table data-testid="price-tiers" style={{ marginTop: 8, borderCollapse: 'collapse', width: '100%' }}>
          <caption style={{ textAlign: 'left', fontSize: 13, color: 'var(--app-text-muted)' }}>{m.tiersTitle}</caption>
          <tbody>
            {tiers.map((t) => {
              const active = t.minQuantity === activeMin;
              return (
                <tr
                  key={t.minQuantity}
                  aria-current={active ? 'true' : undefined}
                  style={{ fontWeight: active ? 700 : 400 }}
                >
                  <td style={{ padding: '2px 0' }}>{m.tier(formatNumber(t.minQuantity))}</td>
                  <td style={{ padding: '2px 0', textAlign: 'right' }}>{formatFen(t.priceFen)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {draft.weightGrams ? (
        <p style={{ margin: '6px 0 0', fontSize: 13, color: 'var(--app-text-muted)' }}>
          {m.weight(formatNumber(draft.weightGrams))}
        </p>
      ) : null}
    </div>
  );
}
