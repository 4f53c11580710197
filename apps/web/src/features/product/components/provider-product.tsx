/**
 * A product the product-data provider knows (`providerStatus: 'ok'`, decision 0126): gallery, title,
 * shop, price (promotion price with the list price struck through; 1688's tiers), the variant
 * picker, quantity (at least the minimum order quantity, at most the stock shown), ¥ and ≈ ₫ at the
 * purchase rate, a note, and "Thêm vào giỏ", which posts the chosen SKU with the draft's snapshot
 * (POST /ShoppingCart, source `provider`). A refused add says why in Vietnamese and posts nothing.
 */
import { type CartItem, type CartItemInput, isLargeLine } from '@app/shared/contracts/cart';
import type { ParsedLink, ProductDraft } from '@app/shared/contracts/product';
import { siteLabels } from '@app/shared/contracts/product';
import { fenToVnd, formatDateTime, formatFen, formatNumber, formatVnd } from '@app/shared/money';
import { isProductImageUrl } from '@app/shared/product-hosts';
import { useQuery } from '@tanstack/react-query';
import { Button, TextArea, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { inputBox } from '../../../components/input-field.tsx';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { productMessages as pm } from '../../../messages/product.ts';
import { providerMessages as m } from '../../../messages/product-provider.ts';
import { useAddToCart } from '../api/cart-item.ts';
import { purchaseRateQuery } from '../api/purchase-rate.ts';
import { confirmLargeLine } from './product-form.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPrice } from './product-price.tsx';
import { VariantPicker } from './variant-picker.tsx';
import { type Choice, choiceImage, isComplete, linePrice, skuFor } from './variants.ts';

export function ProviderProduct(props: { draft: ProductDraft; link: ParsedLink; onAdded: (item: CartItem) => void }) {
  const { draft, link } = props;
  const id = useId();
  const add = useAddToCart();
  const rate = useQuery(purchaseRateQuery).data;
  const moq = Math.max(1, draft.minOrderQuantity);
  const [choice, setChoice] = useState<Choice>({});
  const [quantity, setQuantity] = useState(moq);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const sku = skuFor(draft, choice);
  const complete = isComplete(draft, choice);
  const price = linePrice(draft, sku, quantity);
  const stock = sku ? sku.stock : draft.skus.length === 0 ? draft.stock : null;
  const quantityError = !Number.isInteger(quantity)
    ? 'Số lượng phải là số nguyên'
    : quantity < moq
      ? m.belowMoq(formatNumber(moq))
      : stock !== null && quantity > stock
        ? m.overStock(formatNumber(stock))
        : null;
  const images = draft.images.length ? draft.images : draft.imageUrl ? [draft.imageUrl] : [];
  const title = draft.title ?? '';
  const amountFen = price.unitPriceFen !== null ? price.unitPriceFen * quantity : null;

  async function submit() {
    setRefusal(null);
    if (!complete) {
      const missing = draft.props.filter((p) => choice[p.name] === undefined).map((p) => p.name);
      return setRefusal(m.pickAll(missing.join(', ')));
    }
    if (draft.skus.length > 0 && !sku) return setRefusal(m.comboMissing);
    if (quantityError) {
      // Said under the quantity already; bring it into view.
      document.getElementById(`${id}-qty`)?.closest('[data-form-field]')?.scrollIntoView({ block: 'center' });
      return;
    }
    if (price.unitPriceFen === null) return setRefusal(m.noPrice);
    if (isLargeLine(price.unitPriceFen, quantity) && !(await confirmLargeLine(price.unitPriceFen, quantity, rate)))
      return;
    const image = choiceImage(draft, choice) ?? draft.imageUrl;
    const input: CartItemInput = {
      site: draft.site,
      productId: draft.productId ?? link.productId,
      url: draft.url || link.url,
      title,
      shopName: draft.shopName ?? siteLabels[draft.site],
      skuProperties: choice,
      unitPriceFen: price.unitPriceFen,
      listPriceFen: price.listPriceFen,
      quantity,
      imageUrl: image && isProductImageUrl(image) ? image : null,
      note: note.trim(),
      skuId: sku?.skuId && /^\d{1,20}$/.test(sku.skuId) ? sku.skuId : null,
      propertyIds: sku?.propertyIds ?? null,
      stock,
      weightGrams: draft.weightGrams,
      source: 'provider',
      fetchedAt: draft.fetchedAt,
    };
    add.mutate(input, {
      onSuccess: (item) => {
        Toast.show({ icon: 'success', content: pm.addedItem(item.title, formatNumber(item.quantity)) });
        setNote('');
        props.onAdded(item);
      },
    });
  }

  return (
    <div data-testid="provider-product" style={{ display: 'grid', gap: 12 }}>
      <ProductGallery images={images} title={title} />
      <section style={{ background: 'var(--app-surface)', borderRadius: 10, padding: '12px 16px' }}>
        <h1 style={{ fontSize: 17, lineHeight: 1.4, margin: 0, overflowWrap: 'anywhere' }}>{title}</h1>
        {draft.shopName ? (
          <p style={{ margin: '4px 0 0', color: 'var(--app-text-muted)' }}>
            {m.shop}: {draft.shopName}
          </p>
        ) : null}
        <a
          href={draft.url || link.url}
          target="_blank"
          rel="noreferrer noopener"
          data-testid="product-shop-link"
          style={{ display: 'inline-block', marginTop: 4, fontSize: 13, color: 'var(--app-primary)' }}
        >
          {pm.openShop} ({siteLabels[draft.site]})
        </a>
        <ProductPrice draft={draft} sku={sku} quantity={quantity} rate={rate ?? null} />
      </section>
      <section style={{ background: 'var(--app-surface)', borderRadius: 10, paddingBottom: 8 }}>
        <VariantPicker
          draft={draft}
          choice={choice}
          quantity={quantity}
          onChange={(c) => {
            setChoice(c);
            setRefusal(null);
          }}
        />
        <FormField
          id={`${id}-qty`}
          label={pm.quantity}
          error={quantityError ?? undefined}
          hint={moq > 1 ? m.moq(formatNumber(moq)) : undefined}
        >
          <QuantityStepper
            id={`${id}-qty`}
            value={quantity}
            onChange={(q) => {
              setQuantity(q);
              setRefusal(null);
            }}
            max={stock !== null && stock > 0 ? Math.max(stock, moq) : undefined}
          />
        </FormField>
        {amountFen !== null ? (
          <p data-testid="product-total" style={{ margin: 0, padding: '4px 16px', fontWeight: 600 }}>
            {m.total}: {formatFen(amountFen)}
            {rate ? ` ≈ ${formatVnd(fenToVnd(amountFen, rate))}` : ''}
          </p>
        ) : null}
        <FormField id={`${id}-note`} label={pm.note}>
          <TextArea
            id={`${id}-note`}
            value={note}
            onChange={setNote}
            maxLength={1000}
            placeholder={pm.notePlaceholder}
            autoSize
            style={inputBox}
          />
        </FormField>
        {draft.fetchedAt ? (
          <p style={{ margin: 0, padding: '0 16px', fontSize: 13, color: 'var(--app-text-muted)' }}>
            {m.fetchedAt(formatDateTime(draft.fetchedAt))}
          </p>
        ) : null}
        <div style={{ padding: '8px 16px 0' }}>
          <FormError message={refusal ?? (add.isError ? errorText(add.error) : null)} />
        </div>
        <div style={{ padding: '8px 16px' }}>
          <Button
            color="primary"
            size="large"
            block
            loading={add.isPending}
            onClick={() => void submit()}
            data-testid="product-add"
          >
            {pm.addToCart}
          </Button>
        </div>
      </section>
    </div>
  );
}
