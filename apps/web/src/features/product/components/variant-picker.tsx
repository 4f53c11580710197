/**
 * The variant picker of a provider's product (decision 0126): one row per property (颜色, 尺码… as
 * the shop names them), its values as buttons with their thumbnails. A value that no SKU still for
 * sale carries with the other chosen values is disabled; a value that would complete a combination
 * shows that combination's price and stock ("Hết hàng" when sold out). Pressing the chosen value
 * again clears it. A value's thumbnail is a ProductImage (sent without a referrer, a placeholder when
 * the shop's image host refuses it). DOM hook: `data-testid="variant-option"` on each value.
 */
import type { ProductDraft } from '@app/shared/contracts/product';
import { formatFen, formatNumber } from '@app/shared/money';
import { providerMessages as m } from '../../../messages/product-provider.ts';
import { ProductImage } from './product-image.tsx';
import { type Choice, isPossible, isSoldOut, linePrice, skuIfPicked } from './variants.ts';

const option = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  maxWidth: '100%',
  padding: '4px 10px',
  borderRadius: 8,
  border: '1px solid var(--adm-color-border)',
  background: 'var(--app-surface)',
  color: 'var(--app-text)',
  fontSize: 14,
  textAlign: 'left',
  cursor: 'pointer',
} as const;

export function VariantPicker(props: {
  draft: ProductDraft;
  choice: Choice;
  quantity: number;
  onChange: (choice: Choice) => void;
}) {
  const { draft, choice, quantity } = props;
  return (
    <div data-testid="variant-picker">
      {draft.props.map((prop) => (
        <fieldset key={prop.name} style={{ border: 0, margin: 0, padding: '8px 16px' }}>
          <legend style={{ padding: 0, marginBottom: 6, fontWeight: 600 }}>
            {prop.name}
            {choice[prop.name] ? (
              <span style={{ fontWeight: 400, color: 'var(--app-text-muted)' }}>: {choice[prop.name]}</span>
            ) : null}
          </legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {prop.values.map((value) => {
              const chosen = choice[prop.name] === value.name;
              const possible = isPossible(draft, choice, prop.name, value.name);
              const sku = skuIfPicked(draft, choice, prop.name, value.name);
              const price = sku ? linePrice(draft, sku, quantity).unitPriceFen : null;
              const detail = sku
                ? isSoldOut(sku)
                  ? m.soldOut
                  : [price ? formatFen(price) : null, sku.stock !== null ? m.stock(formatNumber(sku.stock)) : null]
                      .filter(Boolean)
                      .join(' · ')
                : null;
              return (
                <button
                  key={value.name}
                  type="button"
                  data-testid="variant-option"
                  aria-pressed={chosen}
                  disabled={!possible && !chosen}
                  onClick={() => {
                    const next = { ...choice };
                    if (chosen) delete next[prop.name];
                    else next[prop.name] = value.name;
                    props.onChange(next);
                  }}
                  style={{
                    ...option,
                    ...(chosen ? { borderColor: 'var(--app-primary)', background: 'var(--app-surface-muted)' } : {}),
                    ...(!possible && !chosen
                      ? { opacity: 0.45, cursor: 'not-allowed', textDecoration: 'line-through' }
                      : {}),
                  }}
                >
                  {value.imageUrl ? (
                    // As the gallery's: no referrer (shop CDNs refuse some), a placeholder if it fails.
                    <ProductImage
                      src={value.imageUrl}
                      alt=""
                      lazy
                      style={{ width: 32, height: 32, borderRadius: 4, objectFit: 'cover', flex: 'none', fontSize: 16 }}
                    />
                  ) : null}
                  <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {value.name}
                    {detail ? (
                      <span style={{ display: 'block', fontSize: 12, color: 'var(--app-text-muted)' }}>{detail}</span>
                    ) : null}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
