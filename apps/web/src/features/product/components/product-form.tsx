/**
 * The manual product form (the manual provider knows only the link): the customer types what the
 * shop shows, and "Thêm vào giỏ" posts a cart line (POST /ShoppingCart). Fields use the shared
 * cartItemInput rules, so messages match the API's. Decision 0031: the price is read as the shop writes
 * it (`¥12.50`, `12.50 元`, `12,5`), a share text's title is offered as the name, long texts show a
 * count instead of being cut, a refused submit scrolls to its first error, and a large line
 * (isLargeLine: 100 units or ¥10,000) asks for a confirmation first. Once added, a toast names the
 * product and quantity and the form is emptied, ready for the next product or variant
 * (decision 0094).
 */
import { type CartItem, cartTextMax, isLargeLine } from '@app/shared/contracts/cart';
import type { ParsedLink, ProductDraft } from '@app/shared/contracts/product';
import { fenToVnd, formatFen, formatNumber, formatVnd, parseCnyToFen } from '@app/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Input, TextArea, Toast } from 'antd-mobile';
import { useId } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { CharCount } from '../../../components/char-count.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { InputField, inputBox } from '../../../components/input-field.tsx';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { errorText } from '../../../lib/api-client.ts';
import { productMessages as m } from '../../../messages/product.ts';
import { useAddToCart } from '../api/cart-item.ts';
import { purchaseRateQuery } from '../api/purchase-rate.ts';
import {
  type ProductFormInput,
  type ProductFormOutput,
  productFormDefaults,
  productFormSchema,
} from './product-form-schema.ts';
import { SkuRows } from './sku-rows.tsx';

/** "10.000 cái × ¥12,50 = ¥125.000,00 (khoảng 456.250.000 ₫)": asked before a large line goes in. */
export function confirmLargeLine(
  unitPriceFen: number,
  quantity: number,
  rate: number | null | undefined,
): Promise<boolean> {
  const amount = unitPriceFen * quantity;
  return Dialog.confirm({
    title: m.largeLineTitle,
    content: m.largeLine(
      formatNumber(quantity),
      formatFen(unitPriceFen),
      formatFen(amount),
      rate ? formatVnd(fenToVnd(amount, rate)) : null,
    ),
    confirmText: m.largeLineOk,
    cancelText: m.largeLineFix,
  });
}

export function ProductForm(props: {
  draft: ProductDraft;
  link: ParsedLink;
  /** The product title of the share text the customer pasted, offered as the name. */
  shareTitle?: string | null;
  onAdded: (item: CartItem) => void;
}) {
  const { draft, link, onAdded } = props;
  const id = useId();
  const add = useAddToCart();
  const rate = useQuery(purchaseRateQuery).data;
  const defaults = productFormDefaults(draft, props.shareTitle);
  const { control, handleSubmit, watch, formState, reset } = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: defaults,
  });
  const errors = formState.errors;
  const priceFen = parseCnyToFen(watch('unitPrice') ?? '');
  const quantity = watch('quantity');
  const titleFromShare = !draft.title && !!props.shareTitle && watch('title') === defaults.title;
  const formRef = useRevealFirstError(`${formState.submitCount}:${add.isError ? errorText(add.error) : ''}`);

  const submit = handleSubmit(async (v) => {
    if (isLargeLine(v.unitPrice, v.quantity) && !(await confirmLargeLine(v.unitPrice, v.quantity, rate))) {
      const qty = formRef.current
        ?.querySelector<HTMLElement>(`[id="${id}-qty"]`)
        ?.closest<HTMLElement>('[data-form-field]');
      qty?.scrollIntoView({ block: 'center' });
      qty?.querySelector('input')?.focus();
      return;
    }
    add.mutate(
      {
        site: draft.site,
        productId: draft.productId ?? link.productId,
        url: draft.url || link.url,
        title: v.title,
        shopName: v.shopName,
        skuProperties: v.sku,
        unitPriceFen: v.unitPrice,
        quantity: v.quantity,
        imageUrl: v.imageUrl,
        note: v.note,
        needsQuote: v.needsQuote,
      },
      {
        onSuccess: (item) => {
          Toast.show({ icon: 'success', content: m.addedItem(item.title, formatNumber(item.quantity)) });
          // Empty again, not back to the share text's title the customer has just used (decision 0094).
          reset(productFormDefaults(draft, null));
          onAdded(item);
        },
      },
    );
  });

  const text = (name: 'title' | 'shopName' | 'imageUrl', label: string, placeholder: string, type = 'text') => (
    <InputField
      control={control}
      name={name}
      id={`${id}-${name}`}
      label={label}
      placeholder={placeholder}
      error={errors[name]?.message}
      hint={name === 'title' && titleFromShare ? m.titleFromShare : undefined}
      max={name === 'imageUrl' ? undefined : cartTextMax[name]}
      input={{ type }}
    />
  );
  const estimate = priceFen
    ? `${m.estimate}: ${formatFen(priceFen * (quantity || 1))}${
        rate ? ` ≈ ${formatVnd(fenToVnd(priceFen * (quantity || 1), rate))}` : ''
      }`
    : undefined;

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      style={{ background: 'var(--app-surface)', borderRadius: 10 }}
      data-testid="product-form"
    >
      {text('title', m.title, m.titlePlaceholder)}
      <SkuRows control={control} errors={errors.sku} />
      <FormField id={`${id}-price`} label={m.unitPrice} error={errors.unitPrice?.message} hint={estimate}>
        <Controller
          control={control}
          name="unitPrice"
          render={({ field }) => (
            <Input
              id={`${id}-price`}
              inputMode="decimal"
              {...field}
              placeholder={m.unitPricePlaceholder}
              style={inputBox}
            />
          )}
        />
      </FormField>
      <FormField id={`${id}-qty`} label={m.quantity} error={errors.quantity?.message}>
        <Controller
          control={control}
          name="quantity"
          render={({ field }) => <QuantityStepper id={`${id}-qty`} value={field.value} onChange={field.onChange} />}
        />
      </FormField>
      {text('shopName', m.shopName, m.shopNamePlaceholder)}
      {text('imageUrl', m.imageUrl, m.imageUrlPlaceholder, 'url')}
      <Controller
        control={control}
        name="note"
        render={({ field }) => (
          <FormField
            id={`${id}-note`}
            label={m.note}
            error={errors.note?.message}
            extra={<CharCount value={field.value} max={cartTextMax.note} />}
          >
            <TextArea id={`${id}-note`} {...field} placeholder={m.notePlaceholder} autoSize style={inputBox} />
          </FormField>
        )}
      />
      <QuoteField control={control} id={`${id}-quote`} shortLink={!(draft.productId ?? link.productId)} />
      <div style={{ padding: '8px 16px 0' }}>
        <FormError message={add.isError ? errorText(add.error) : null} />
      </div>
      <div style={{ padding: 16 }}>
        <Button type="submit" color="primary" size="large" block loading={add.isPending}>
          {m.addToCart}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Cần báo giá": staff check the price (and the shop's shipping) and quote before the customer pays;
 * the order then needs a 100 % deposit. A short link without a product id always needs a quote.
 */
function QuoteField(props: {
  control: Control<ProductFormInput, unknown, ProductFormOutput>;
  id: string;
  shortLink: boolean;
}) {
  const hint = { display: 'block', fontSize: 13, color: 'var(--app-text-muted)', marginTop: 2 };
  if (props.shortLink) {
    return (
      <p style={{ ...hint, padding: '8px 16px', margin: 0 }} data-testid="product-short-link-quote">
        {m.shortLinkQuote}
      </p>
    );
  }
  return (
    <Controller
      control={props.control}
      name="needsQuote"
      render={({ field }) => (
        <label
          htmlFor={props.id}
          style={{ display: 'flex', gap: 10, padding: '8px 16px', minHeight: 44, cursor: 'pointer' }}
        >
          <input
            id={props.id}
            type="checkbox"
            checked={field.value ?? false}
            onChange={(e) => field.onChange(e.target.checked)}
            data-testid="product-needs-quote"
            style={{ width: 22, height: 22, margin: 0, flex: 'none', accentColor: 'var(--adm-color-primary)' }}
          />
          <span>
            {m.needsQuote}
            <span style={hint}>{m.needsQuoteHint}</span>
          </span>
        </label>
      )}
    />
  );
}
