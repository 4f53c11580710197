/**
 * The manual product form (the manual provider knows only the link): the customer types what the
 * shop shows, and "Thêm vào giỏ" posts a cart line (POST /ShoppingCart). Fields use the shared
 * cartItemInput rules, so messages match the API's.
 */
import type { CartItem } from '@app/shared/contracts/cart';
import type { ParsedLink, ProductDraft } from '@app/shared/contracts/product';
import { formatFen, parseCnyToFen } from '@app/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, TextArea } from 'antd-mobile';
import { useId } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { errorColor, FormField } from '../../../components/form-field.tsx';
import { InputField, inputBox } from '../../../components/input-field.tsx';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { productMessages as m } from '../../../messages/product.ts';
import { useAddToCart } from '../api/cart-item.ts';
import {
  type ProductFormInput,
  type ProductFormOutput,
  productFormDefaults,
  productFormSchema,
} from './product-form-schema.ts';
import { SkuRows } from './sku-rows.tsx';

export function ProductForm(props: { draft: ProductDraft; link: ParsedLink; onAdded: (item: CartItem) => void }) {
  const { draft, link, onAdded } = props;
  const id = useId();
  const add = useAddToCart();
  const { control, handleSubmit, watch, formState } = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormDefaults(draft),
  });
  const errors = formState.errors;
  const priceFen = parseCnyToFen(watch('unitPrice') ?? '');
  const quantity = watch('quantity');

  const submit = handleSubmit((v) =>
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
      { onSuccess: onAdded },
    ),
  );

  const text = (name: 'title' | 'shopName' | 'imageUrl', label: string, placeholder: string, type = 'text') => (
    <InputField
      control={control}
      name={name}
      id={`${id}-${name}`}
      label={label}
      placeholder={placeholder}
      error={errors[name]?.message}
      input={{ type }}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      style={{ background: 'var(--app-surface)', borderRadius: 10 }}
      data-testid="product-form"
    >
      {text('title', m.title, m.titlePlaceholder)}
      <SkuRows control={control} errors={errors.sku} />
      <FormField
        id={`${id}-price`}
        label={m.unitPrice}
        error={errors.unitPrice?.message}
        hint={priceFen ? `${m.estimate}: ${formatFen(priceFen * (quantity || 1))}` : undefined}
      >
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
      <FormField id={`${id}-note`} label={m.note} error={errors.note?.message}>
        <Controller
          control={control}
          name="note"
          render={({ field }) => (
            <TextArea
              id={`${id}-note`}
              {...field}
              placeholder={m.notePlaceholder}
              autoSize
              maxLength={1000}
              style={inputBox}
            />
          )}
        />
      </FormField>
      <QuoteField control={control} id={`${id}-quote`} shortLink={!(draft.productId ?? link.productId)} />
      {add.isError && (
        <div role="alert" style={{ color: errorColor, padding: '8px 16px' }}>
          {errorText(add.error)}
        </div>
      )}
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
